/**
 * The jobs feature's public surface: its main-layout routes and its API (the home page's counts, the
 * public tracking page); its parts drawn on demand are in lazy.ts.
 */
export { jobsApi, type PublicJob } from './jobs-api.ts';
// the technician's offline queue, which the worksheet screen shares (docs/jobs.md "Offline")
export { FieldQueuePanel, useFieldQueue } from './offline/FieldQueuePanel.tsx';
export { isLocalPhoto, newClientId, notReached, queueWrite } from './offline/field-queue.ts';
export { queueChanged } from './offline/field-sync.ts';
export { uploadOrKeep } from './offline/upload-or-keep.ts';
export { jobsMainRoutes } from './routes.tsx';
