/**
 * The technician's offline queue (issue 35, docs/jobs.md "Offline"), after the POS's (sale-queue.ts):
 * a write made without a network is kept in IndexedDB under its client id, and photos taken meanwhile
 * as blobs beside it. Synced oldest first: each entry's photos are uploaded before the entry that names
 * them, then the entry is posted with its client id, which the server records once (a retry after a
 * lost answer is still one record). An entry the server refuses (the job was closed meanwhile) stays,
 * marked with the server's words, until the technician discards it knowingly: never dropped silently.
 * Three kinds share the one queue and its order: a progress entry, a worksheet's answers saved, and a
 * worksheet signed (its signature drawn on the screen kept as a PNG blob like a photo).
 */
import type { ProgressBody, SignBody, WorksheetBody } from '@kantor/core';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { ApiError } from '../../../api/client.ts';
import { errorAnswerOf, notReached } from '../../../api/errors.ts';

/** The path a photo kept on the device takes in a queued entry until its upload names the real one. */
export const LOCAL_PHOTO = 'local-photo/';

/** What a queued write posts, by kind. */
export type WriteKind =
  | { kind: 'progress'; body: ProgressBody }
  | { kind: 'worksheet-save'; body: WorksheetBody }
  | { kind: 'worksheet-sign'; body: SignBody };

export type NewWrite = WriteKind & {
  /** The login that made it: only that login's session syncs or shows it. */
  owner: string;
  subId: number;
  /** What the technician sees in the queue: the sub job's name and the step. */
  label: string;
};

export type QueuedWrite = NewWrite & {
  clientId: string;
  /** Queue order: the order the entries were made in. */
  order: number;
  queuedAt: string;
  refused?: {
    status: number;
    message: string;
    errors: Record<string, string[]>;
    /** A photo of the entry is no longer on the device (storage cleared). */
    photoMissing?: boolean;
  };
};

export type Senders = {
  progress: (body: ProgressBody) => Promise<unknown>;
  worksheetSave: (subId: number, body: WorksheetBody) => Promise<unknown>;
  worksheetSign: (subId: number, body: SignBody) => Promise<unknown>;
  upload: (photo: Blob, name: string) => Promise<{ path: string }>;
};

export type SyncResult = { sent: number; refused: number; offline: boolean };

let writes: UseStore | null = null;
let photos: UseStore | null = null;
// one database per store: idb-keyval creates its store only when it creates the database
const writeStore = () => {
  writes ??= createStore('kantor-field', 'writes');
  return writes;
};
const photoStore = () => {
  photos ??= createStore('kantor-field-photos', 'photos');
  return photos;
};

/** A client id for one entry: given before the first send, so a send retried from the queue is the same entry. */
export const newClientId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Keeps a photo on the device; the answer is the path the queued entry names it by. */
export async function keepPhoto(photo: Blob, name: string): Promise<string> {
  const path = `${LOCAL_PHOTO}${newClientId()}-${name.replace(/[^\w.-]/g, '_')}`;
  await set(path, photo, photoStore());
  return path;
}

export const isLocalPhoto = (path: string) => path.startsWith(LOCAL_PHOTO);

export async function photoOf(path: string): Promise<Blob | undefined> {
  return get<Blob>(path, photoStore());
}

const pathsOf = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** All queued entries, oldest first (of one login when `owner` is given). */
export async function queuedWrites(owner?: string): Promise<QueuedWrite[]> {
  const all = (await entries<string, QueuedWrite>(writeStore())).map(([, v]) => v);
  return all
    .filter((w) => owner === undefined || w.owner === owner)
    .sort((a, b) => a.order - b.order || a.queuedAt.localeCompare(b.queuedAt));
}

/** Adds an entry at the end of the queue, with a client id of its own written into its body. */
export async function queueWrite(entry: NewWrite): Promise<QueuedWrite> {
  const last = (await queuedWrites()).at(-1);
  const clientId = entry.body.client_id ?? newClientId();
  // the spread keeps the kind and its body together (TypeScript does not follow it through the union)
  const queued = {
    ...entry,
    clientId,
    body: { ...entry.body, client_id: clientId },
    order: Math.max(Date.now(), (last?.order ?? 0) + 1),
    queuedAt: new Date().toISOString(),
  } as QueuedWrite;
  await set(clientId, queued, writeStore());
  return queued;
}

/** The texts of a write that may name photos: a progress entry's, a worksheet's answers, the signature. */
function photoTexts(queued: QueuedWrite): string[] {
  if (queued.kind === 'progress') return [queued.body.foto ?? ''];
  const answers = Object.values(queued.body.answers ?? {}).filter((v) => typeof v === 'string');
  return queued.kind === 'worksheet-sign' ? [...answers, queued.body.tanda_tangan] : answers;
}

/** The photos a write keeps on the device, in the order they are uploaded. */
const localPhotos = (queued: QueuedWrite) => photoTexts(queued).flatMap(pathsOf).filter(isLocalPhoto);

/** The write with a kept photo's path replaced by its uploaded one, wherever the write names it. */
function withUploaded(queued: QueuedWrite, local: string, uploaded: string): QueuedWrite {
  const swap = (text: string) =>
    pathsOf(text).includes(local)
      ? pathsOf(text)
          .map((p) => (p === local ? uploaded : p))
          .join(',')
      : text;
  if (queued.kind === 'progress')
    return { ...queued, body: { ...queued.body, foto: swap(queued.body.foto ?? '') } };
  const answers = Object.fromEntries(
    Object.entries(queued.body.answers ?? {}).map(([k, v]) => [k, typeof v === 'string' ? swap(v) : v]),
  );
  if (queued.kind === 'worksheet-save') return { ...queued, body: { ...queued.body, answers } };
  return { ...queued, body: { ...queued.body, answers, tanda_tangan: swap(queued.body.tanda_tangan) } };
}

/** Posts a write by its kind. */
function post(queued: QueuedWrite, send: Senders): Promise<unknown> {
  if (queued.kind === 'progress') return send.progress(queued.body);
  if (queued.kind === 'worksheet-save') return send.worksheetSave(queued.subId, queued.body);
  return send.worksheetSign(queued.subId, queued.body);
}

/** Removes an entry (sent, or discarded by the technician) with the photos it kept on the device. */
export async function dropWrite(clientId: string): Promise<void> {
  const queued = await get<QueuedWrite>(clientId, writeStore());
  if (queued) for (const path of localPhotos(queued)) await del(path, photoStore());
  await del(clientId, writeStore());
}

export { notReached };

const refusal = (error: unknown): NonNullable<QueuedWrite['refused']> => {
  const body = errorAnswerOf(error);
  return {
    status: error instanceof ApiError ? error.status : 0,
    message: body?.message ?? String(error),
    errors: body?.errors ?? {},
  };
};

/** Uploads the entry's photos kept on the device, saving each real path as it comes. */
async function uploadPhotos(queued: QueuedWrite, send: Senders): Promise<QueuedWrite> {
  let current = queued;
  for (const path of localPhotos(queued)) {
    const photo = await photoOf(path);
    if (!photo) throw new MissingPhoto();
    const { path: uploaded } = await send.upload(photo, path.slice(path.lastIndexOf('/') + 1));
    current = withUploaded(current, path, uploaded);
    // kept before the photo is let go: a sync cut here does not upload it again
    await set(current.clientId, current, writeStore());
    await del(path, photoStore());
  }
  return current;
}

class MissingPhoto extends Error {}

let running: Promise<SyncResult> | null = null;

/**
 * Sends one login's queue oldest first, one sync at a time (the `online` event and the app's start may
 * both ask). Stops at the first entry that cannot reach the server; a refused entry is marked and kept,
 * and the next ones are still sent; a sent one leaves the queue.
 */
export function syncWrites(owner: string, send: Senders): Promise<SyncResult> {
  running ??= sendAll(owner, send).finally(() => {
    running = null;
  });
  return running;
}

async function sendAll(owner: string, send: Senders): Promise<SyncResult> {
  const result: SyncResult = { sent: 0, refused: 0, offline: false };
  for (const queued of await queuedWrites(owner)) {
    if (queued.refused) {
      result.refused += 1;
      continue;
    }
    try {
      const ready = await uploadPhotos(queued, send);
      await post(ready, send);
      await dropWrite(ready.clientId);
      result.sent += 1;
    } catch (error) {
      if (notReached(error)) {
        result.offline = true;
        break;
      }
      const refused =
        error instanceof MissingPhoto
          ? { status: 0, message: '', errors: {}, photoMissing: true }
          : refusal(error);
      const latest = (await get<QueuedWrite>(queued.clientId, writeStore())) ?? queued;
      await set(queued.clientId, { ...latest, refused }, writeStore());
      result.refused += 1;
    }
  }
  return result;
}
