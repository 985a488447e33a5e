/**
 * The documents feature's parts that other code draws on demand. Each loader is a dynamic import, a chunk
 * boundary: importing this file brings in these few lines, never the parts. They are kept out of index.ts,
 * which the router imports in the login route's first load, where they are not needed.
 */
export const loadBatchDocumentsTool = () =>
  import('./BatchDocumentsTool.tsx').then((m) => ({ default: m.BatchDocumentsTool }));
export const loadPrintWithTemplateButton = () =>
  import('./PrintWithTemplateButton.tsx').then((m) => ({ default: m.PrintWithTemplateButton }));
export const loadDocxTemplateTool = () =>
  import('./DocxTemplateTool.tsx').then((m) => ({ default: m.DocxTemplateTool }));
