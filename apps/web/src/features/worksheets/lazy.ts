/**
 * The worksheets feature's parts that other code draws on demand. Each loader is a dynamic import, a
 * chunk boundary: importing this file brings in these few lines, never the parts.
 */
export const loadJobWorksheetsPanel = () =>
  import('./JobWorksheetsPanel.tsx').then((m) => ({ default: m.JobWorksheetsPanel }));
export const loadTemplatePanel = () =>
  import('./TemplatePanel.tsx').then((m) => ({ default: m.TemplatePanel }));
export const loadLacakReports = () => import('./LacakReports.tsx').then((m) => ({ default: m.LacakReports }));
/** The technician's worksheet screen and its calls: the jobs feature readies them for use offline. */
export const loadWorksheetPage = () => import('./WorksheetPage.tsx');
export const loadWorksheetCalls = () => import('./worksheets-api.ts');
