/**
 * The hosting feature's parts that other code draws on demand. Each loader is a dynamic import, a chunk
 * boundary: importing this file brings in these few lines, never the parts. They are kept out of index.ts,
 * which the router imports in the login route's first load, where they are not needed.
 */
export const loadAccountHostingPanel = () =>
  import('./HostingPanels.tsx').then((m) => ({ default: m.AccountHostingPanel }));
export const loadMailboxPasswordPanel = () =>
  import('./HostingPanels.tsx').then((m) => ({ default: m.MailboxPasswordPanel }));
export const loadCreateMailboxTool = () =>
  import('./CreateMailboxTool.tsx').then((m) => ({ default: m.CreateMailboxTool }));
