/**
 * The invoicing feature's parts that other code draws on demand. Each loader is a dynamic import, a chunk
 * boundary: importing this file brings in these few lines, never the parts. They are kept out of index.ts,
 * which the router imports in the login route's first load, where they are not needed.
 */
export const loadInvoiceLinesPanel = () =>
  import('./InvoiceLinesPanel.tsx').then((m) => ({ default: m.InvoiceLinesPanel }));
export const loadInvoicePaymentsPanel = () =>
  import('./InvoicePaymentsPanel.tsx').then((m) => ({ default: m.InvoicePaymentsPanel }));
export const loadInvoiceCreditNotesPanel = () =>
  import('./InvoiceCreditNotesPanel.tsx').then((m) => ({ default: m.InvoiceCreditNotesPanel }));
