/**
 * Sends the technician's offline queue (field-queue.ts) through the real calls, and tells the screens
 * of every change of the queue so they redraw their indicator (field-start.ts runs it in the background).
 */
import { WORKSHEET_ROUTES } from '@kantor/core';
import { callRoute } from '../../../api/call-route.ts';
import { uploadFile } from '../../../resources/uploads/upload.ts';
import { jobsApi } from '../jobs-api.ts';
import { type Senders, type SyncResult, syncWrites } from './field-queue.ts';

const senders: Senders = {
  progress: (body) => jobsApi.addProgress(body),
  worksheetSave: (sub, body) => callRoute(WORKSHEET_ROUTES.save, { params: { id: String(sub) }, body }),
  worksheetSign: (sub, body) => callRoute(WORKSHEET_ROUTES.sign, { params: { id: String(sub) }, body }),
  upload: (photo, name) => uploadFile(photo, name),
};

type Listener = (synced: SyncResult | null) => void;
const listeners = new Set<Listener>();

/** Calls `listener` after each change of the queue (with the sync's result after a sync). */
export function onQueueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function queueChanged(synced: SyncResult | null = null): void {
  for (const listener of listeners) listener(synced);
}

/** Sends the login's queue now; the screens redraw after. */
export async function syncNow(owner: string): Promise<SyncResult> {
  const result = await syncWrites(owner, senders);
  queueChanged(result);
  return result;
}
