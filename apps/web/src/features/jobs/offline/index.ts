/**
 * The technician's offline queue as the worksheet screen uses it (docs/jobs.md "Offline"). A public
 * entry of its own, not in the jobs feature's index.ts: the router imports that one in the login
 * route's first load, where the queue (IndexedDB, PrimeReact, the query cache) has no place.
 */
export { FieldQueuePanel, useFieldQueue } from './FieldQueuePanel.tsx';
export { isLocalPhoto, newClientId, notReached, queueWrite } from './field-queue.ts';
export { queueChanged } from './field-sync.ts';
export { uploadOrKeep } from './upload-or-keep.ts';
