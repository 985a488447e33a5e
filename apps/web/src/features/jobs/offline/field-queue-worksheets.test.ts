import 'fake-indexeddb/auto';
// jsdom's Blob does not survive fake-indexeddb's structured clone; Node's does, as a browser's does
import { Blob as NodeBlob } from 'node:buffer';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import {
  dropWrite,
  keepPhoto,
  photoOf,
  queuedWrites,
  queueWrite,
  type Senders,
  syncWrites,
} from './field-queue.ts';

// Issue 35, "Technician offline": a worksheet's answers and its signature queue beside the progress
// entries, in the one order the technician made them; the worksheet's photos and the drawn signature
// are kept as blobs and uploaded before the write that names them; a lost answer still makes one write
// (the fake server records by client id, as worksheets-offline.api.test.ts shows the real one does); a
// refused write (the worksheet signed meanwhile) is kept with the server's words.

// a Node Blob is a Blob for the queue's purpose (keepPhoto stores it as given)
const blob = (text: string) => new NodeBlob([text], { type: 'image/png' }) as unknown as Blob;

const base = { owner: 'teknisi', subId: 4, label: 'Cuci unit' };
const progress = (persentase: number) => ({
  ...base,
  kind: 'progress' as const,
  body: { id_subpekerjaan: 4, persentase },
});
const save = (answers: Record<string, string | boolean>) => ({
  ...base,
  kind: 'worksheet-save' as const,
  body: { answers },
});
const sign = (tanda_tangan: string) => ({
  ...base,
  kind: 'worksheet-sign' as const,
  body: { answers: { i1: true }, nama_penanda: 'Pak Joko', tanda_tangan },
});

function fakeServer() {
  const written = new Set<string>();
  const calls: string[] = [];
  let uploads = 0;
  const hooks: { after?: () => void; refuse?: string } = {};
  const record = (line: string, clientId: string | undefined) => {
    calls.push(line);
    if (hooks.refuse && line.startsWith(hooks.refuse))
      throw new ApiError(409, { message: 'Lembar kerja sudah ditandatangani' });
    if (!written.has(clientId!)) written.add(clientId!);
    else calls.push('  (answered the first)');
    hooks.after?.();
    return {};
  };
  const send: Senders = {
    upload: async (photo, name) => {
      uploads += 1;
      calls.push(`upload ${name} (${await photo.text()})`);
      return { path: `uploads/${uploads}.png` };
    },
    progress: async (body) => record(`progress ${body.persentase}`, body.client_id),
    worksheetSave: async (sub, body) => record(`save ${sub} ${JSON.stringify(body.answers)}`, body.client_id),
    worksheetSign: async (sub, body) =>
      record(`sign ${sub} ${body.tanda_tangan} ${JSON.stringify(body.answers)}`, body.client_id),
  };
  return { written, calls, send, hooks };
}

beforeEach(async () => {
  for (const q of await queuedWrites()) await dropWrite(q.clientId);
});

describe('a worksheet in the technician’s offline queue', () => {
  it('is sent in order with the progress entries, photos and the signature uploaded before the write naming them', async () => {
    await queueWrite(progress(50));
    const photo = await keepPhoto(blob('unit photo'), 'unit.jpg');
    await queueWrite(save({ i1: true, i3: photo, i4: 'Filter kotor, sudah dicuci' }));
    const signature = await keepPhoto(blob('png ink'), 'tanda-tangan.png');
    await queueWrite(sign(signature));
    await queueWrite(progress(100));
    // the drawn signature survives in IndexedDB as a blob until it is sent
    expect(await (await photoOf(signature))!.text()).toBe('png ink');

    const server = fakeServer();
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 4, refused: 0, offline: false });
    expect(server.calls).toEqual([
      'progress 50',
      `upload ${photo.slice(photo.lastIndexOf('/') + 1)} (unit photo)`,
      'save 4 {"i1":true,"i3":"uploads/1.png","i4":"Filter kotor, sudah dicuci"}',
      `upload ${signature.slice(signature.lastIndexOf('/') + 1)} (png ink)`,
      'sign 4 uploads/2.png {"i1":true}',
      'progress 100',
    ]);
    expect(await queuedWrites()).toEqual([]);
    expect(await photoOf(signature)).toBeUndefined();
  });

  it('signs exactly once when the answer of the first send was lost, without uploading the signature again', async () => {
    const signature = await keepPhoto(blob('ink'), 'tanda-tangan.png');
    const queued = await queueWrite(sign(signature));
    const server = fakeServer();
    server.hooks.after = () => {
      server.hooks.after = undefined;
      throw new ApiError(0, null);
    };
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 0, refused: 0, offline: true });
    const [kept] = await queuedWrites();
    expect(kept!.kind === 'worksheet-sign' && kept!.body.tanda_tangan).toBe('uploads/1.png');

    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 1, refused: 0, offline: false });
    expect(server.calls.filter((c) => c.startsWith('upload'))).toHaveLength(1);
    expect([...server.written]).toEqual([queued.clientId]);
    expect(server.calls.at(-1)).toBe('  (answered the first)');
    expect(await queuedWrites()).toEqual([]);
  });

  it('keeps a signature refused (signed meanwhile) with the server’s words, and sends what follows', async () => {
    const refused = await queueWrite(sign('uploads/old.png'));
    await queueWrite(progress(100));
    const server = fakeServer();
    server.hooks.refuse = 'sign';
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 1, refused: 1, offline: false });
    const left = await queuedWrites('teknisi');
    expect(left.map((q) => q.clientId)).toEqual([refused.clientId]);
    expect(left[0]!.refused).toEqual({
      status: 409,
      message: 'Lembar kerja sudah ditandatangani',
      errors: {},
    });
    server.calls.length = 0;
    await syncWrites('teknisi', server.send);
    expect(server.calls).toEqual([]);
  });

  it('marks a signature whose kept image is gone instead of signing without it', async () => {
    await queueWrite(sign('local-photo/gone-tanda-tangan.png'));
    const server = fakeServer();
    expect(await syncWrites('teknisi', server.send)).toEqual({ sent: 0, refused: 1, offline: false });
    expect(server.calls).toEqual([]);
    expect((await queuedWrites())[0]!.refused?.photoMissing).toBe(true);
  });
});
