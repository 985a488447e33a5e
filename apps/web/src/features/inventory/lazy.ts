/**
 * The inventory feature's parts that other code draws on demand. Each loader is a dynamic import, a chunk
 * boundary: importing this file brings in these few lines, never the parts. They are kept out of index.ts,
 * which the router imports in the login route's first load, where they are not needed.
 */
export const loadStockCardPanel = () =>
  import('./StockCardPanel.tsx').then((m) => ({ default: m.StockCardPanel }));
export const loadJobMaterialsPanel = () =>
  import('./JobMaterialsPanel.tsx').then((m) => ({ default: m.JobMaterialsPanel }));
export const loadReceiptLinesPanel = () =>
  import('./ReceiptLinesPanel.tsx').then((m) => ({ default: m.ReceiptLinesPanel }));
export const loadGoodsOutQuote = () =>
  import('./GoodsOutQuote.tsx').then((m) => ({ default: m.GoodsOutQuote }));
