import 'fake-indexeddb/auto';
import type { ProgressBody } from '@kantor/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import {
  dropWrite,
  keepPhoto,
  photoOf,
  type QueuedWrite,
  queuedWrites,
  queueWrite,
  type Senders,
  syncWrites,
} from './field-queue.ts';

// Issue 35, "Technician offline": entries queue on the device and sync exactly once when back, in order,
// photos uploaded before the entry that names them, a refused entry kept and shown, never dropped. The
// fake server below records one entry per client id, as the real one does (offline-sync.api.test.ts).

const progress = (sub: number, persentase: number, foto: string | null = null) => ({
  kind: 'progress' as const,
  owner: 'teknisi',
  subId: sub,
  label: `Sub ${sub} · ${persentase}%`,
  body: { id_subpekerjaan: sub, persentase, foto } satisfies ProgressBody,
});

/** A server holding entries by client id; `fail` decides a call's fate before or after it is recorded. */
function fakeServer() {
  const entries = new Map<string, ProgressBody>();
  const calls: string[] = [];
  let uploads = 0;
  const hooks: { before?: (body: ProgressBody) => void; after?: (body: ProgressBody) => void } = {};
  const send: Senders = {
    upload: async (_photo, name) => {
      uploads += 1;
      calls.push(`upload ${name}`);
      return { path: `uploads/${uploads}.jpg` };
    },
    progress: async (body) => {
      calls.push(`progress ${body.persentase} ${body.foto ?? '-'}`);
      hooks.before?.(body);
      if (!entries.has(body.client_id!)) entries.set(body.client_id!, body);
      hooks.after?.(body);
      return {};
    },
    worksheetSave: async () => {
      throw new Error('no worksheet here (field-queue-worksheets.test.ts)');
    },
    worksheetSign: async () => {
      throw new Error('no worksheet here (field-queue-worksheets.test.ts)');
    },
  };
  return { entries, calls, send, hooks, uploads: () => uploads };
}

beforeEach(async () => {
  for (const q of await queuedWrites()) await dropWrite(q.clientId);
});

describe('the technician’s offline queue', () => {
  it('keeps entries oldest first, each with a client id of its own in its body', async () => {
    const a = await queueWrite(progress(1, 25));
    const b = await queueWrite(progress(1, 50));
    const c = await queueWrite(progress(2, 25));
    const queue = await queuedWrites('teknisi');
    expect(queue.map((q) => q.clientId)).toEqual([a.clientId, b.clientId, c.clientId]);
    expect(new Set(queue.map((q) => q.clientId)).size).toBe(3);
    for (const q of queue) expect(q.body.client_id).toBe(q.clientId);
  });

  it('sends in order, uploading each kept photo before the entry that names it, and empties the queue', async () => {
    const photo = await keepPhoto(new Blob(['jpeg bytes'], { type: 'image/jpeg' }), 'foto 1.jpg');
    await queueWrite(progress(1, 25));
    await queueWrite(progress(1, 50, photo));
    await queueWrite(progress(2, 75));
    const server = fakeServer();
    const result = await syncWrites('teknisi', server.send);
    expect(result).toEqual({ sent: 3, refused: 0, offline: false });
    expect(server.calls).toEqual([
      'progress 25 -',
      `upload ${photo.slice(photo.lastIndexOf('/') + 1)}`,
      'progress 50 uploads/1.jpg',
      'progress 75 -',
    ]);
    expect(await queuedWrites()).toEqual([]);
    expect(await photoOf(photo)).toBeUndefined();
  });

  it('records an entry once when the answer of its first send was lost, without uploading its photo again', async () => {
    const photo = await keepPhoto(new Blob(['jpeg']), 'a.jpg');
    await queueWrite(progress(1, 25, photo));
    await queueWrite(progress(1, 50));
    const server = fakeServer();
    // the first send reaches the server, which records it, but the answer never comes back
    server.hooks.after = () => {
      server.hooks.after = undefined;
      throw new ApiError(0, null);
    };
    const first = await syncWrites('teknisi', server.send);
    expect(first).toEqual({ sent: 0, refused: 0, offline: true });
    const kept = (await queuedWrites()).map((q) => (q.kind === 'progress' ? q.body : null));
    expect(kept.map((b) => b?.persentase)).toEqual([25, 50]);
    // the kept entry now names the uploaded photo
    expect(kept[0]?.foto).toBe('uploads/1.jpg');

    const second = await syncWrites('teknisi', server.send);
    expect(second).toEqual({ sent: 2, refused: 0, offline: false });
    expect([...server.entries.values()].map((e) => e.persentase)).toEqual([25, 50]);
    expect(server.uploads()).toBe(1);
    expect(await queuedWrites()).toEqual([]);
  });

  it('two syncs asked at once send each entry once', async () => {
    await queueWrite(progress(1, 25));
    await queueWrite(progress(1, 50));
    const server = fakeServer();
    await Promise.all([syncWrites('teknisi', server.send), syncWrites('teknisi', server.send)]);
    expect(server.calls).toEqual(['progress 25 -', 'progress 50 -']);
  });

  it('keeps a refused entry marked with the server’s words, sends the rest, and never sends it again', async () => {
    const refused = await queueWrite(progress(9, 50));
    await queueWrite(progress(1, 75));
    const server = fakeServer();
    server.hooks.before = (body) => {
      if (body.id_subpekerjaan === 9)
        throw new ApiError(409, { message: 'Pekerjaan sudah ditutup', errors: {} });
    };
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 1, refused: 1, offline: false });
    const left = await queuedWrites('teknisi');
    expect(left.map((q) => q.clientId)).toEqual([refused.clientId]);
    expect(left[0]!.refused).toEqual({ status: 409, message: 'Pekerjaan sudah ditutup', errors: {} });

    server.calls.length = 0;
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 0, refused: 1, offline: false });
    expect(server.calls).toEqual([]);
    // only the technician's explicit discard removes it
    await dropWrite(refused.clientId);
    expect(await queuedWrites()).toEqual([]);
  });

  it('stops at the first entry that cannot reach the server and keeps it and the next', async () => {
    await queueWrite(progress(1, 25));
    await queueWrite(progress(1, 50));
    const server = fakeServer();
    server.hooks.before = () => {
      throw new ApiError(503, null);
    };
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 0, refused: 0, offline: true });
    expect(server.calls).toEqual(['progress 25 -']);
    expect((await queuedWrites()).filter((q: QueuedWrite) => !q.refused)).toHaveLength(2);
  });

  it('marks an entry whose kept photo is gone instead of sending it without the photo', async () => {
    await queueWrite(progress(1, 25, 'local-photo/gone.jpg'));
    const server = fakeServer();
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 0, refused: 1, offline: false });
    expect(server.calls).toEqual([]);
    expect((await queuedWrites())[0]!.refused?.photoMissing).toBe(true);
  });

  it('sends and shows only the signed-in login’s entries', async () => {
    await queueWrite({ ...progress(1, 25), owner: 'budi' });
    await queueWrite(progress(2, 50));
    const server = fakeServer();
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 1, refused: 0, offline: false });
    expect(server.calls).toEqual(['progress 50 -']);
    expect((await queuedWrites('budi')).map((q) => q.owner)).toEqual(['budi']);
    expect(await queuedWrites('teknisi')).toEqual([]);
  });
});
