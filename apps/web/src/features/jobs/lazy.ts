/**
 * The jobs feature's parts that other code draws on demand. Each loader is a dynamic import, a chunk
 * boundary: importing this file brings in these few lines, never the parts. They are kept out of index.ts,
 * which the router imports in the login route's first load, where they are not needed.
 */
export const loadJobProgressPanel = () =>
  import('./JobProgressPanel.tsx').then((m) => ({ default: m.JobProgressPanel }));
/** The technician's offline queue and the warming of their screens (a signed-in task). */
export const loadFieldSync = () => import('./offline/field-start.ts');
