/**
 * Issue 35, "Technician offline", on the worksheet screen: without a network the answers and the
 * signature are kept on the phone (the drawing as a PNG blob), not sent; a send that cannot reach the
 * server is queued with the client id it was sent with; a signature waiting on the phone closes the
 * form, so it is not signed twice.
 */
import 'fake-indexeddb/auto';
import type { WorksheetView } from '@kantor/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { dropWrite, isLocalPhoto, photoOf, queuedWrites } from '../jobs/offline/field-queue.ts';
import { WorksheetForm } from './WorksheetPage.tsx';

const sheet: WorksheetView = {
  sub: { id: 7, nama_sub_pekerjaan: 'Pasang unit' },
  job: { id: 3, nama_pekerjaan: 'Pasang AC Bu Ratna', pelanggan: 'Ibu Ratna', alamat: null, jenis: null },
  state: 'baru',
  items: [{ key: 'i1', kind: 'check', label: 'Unit terpasang rata', unit: null, required: true }],
  answers: {},
  nama_penanda: null,
  tanda_tangan: null,
  ditandatangani_pada: null,
  lokasi_gps: null,
  laporan: null,
};
const pages = ['rsubptrackprogres/trackadd', 'rsubptrackprogres/tracklist'];
const path = '/rsubptrackprogres/trackadd/7/lembar-kerja';

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}
function draw() {
  const pad = screen.getByTestId('signature-pad');
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

beforeEach(async () => {
  for (const q of await queuedWrites()) await dropWrite(q.clientId);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setOnline(true);
  sessionStorage.clear();
});

describe('a worksheet filled without a network', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('keeps the answers on the phone and shows them in the queue, sending nothing', async () => {
    setOnline(false);
    const { api } = await renderScreen(<WorksheetForm id="7" sheet={sheet} />, { path, pages }, {});
    fireEvent.click(screen.getByLabelText(/Unit terpasang rata/));
    fireEvent.click(screen.getByTestId('worksheet-save'));
    await waitFor(async () => expect(await queuedWrites('admin')).toHaveLength(1));
    const [queued] = await queuedWrites('admin');
    expect(queued).toMatchObject({
      kind: 'worksheet-save',
      subId: 7,
      label: 'Pasang unit · Pasang AC Bu Ratna',
    });
    expect(queued!.body).toEqual({ answers: { i1: true }, client_id: queued!.clientId });
    expect(api.find('PUT', '/api/worksheets/sub/7')).toHaveLength(0);
    const panel = await screen.findByTestId('field-queue');
    expect(panel.textContent).toContain('Pasang unit · Pasang AC Bu Ratna · Lembar kerja');
  });

  it('keeps the signature as an image on the phone with the signature write, uploading nothing', async () => {
    setOnline(false);
    const { api } = await renderScreen(<WorksheetForm id="7" sheet={sheet} />, { path, pages }, {});
    fireEvent.click(screen.getByLabelText(/Unit terpasang rata/));
    draw();
    fireEvent.click(screen.getByTestId('worksheet-sign'));
    await waitFor(async () => expect(await queuedWrites('admin')).toHaveLength(1));
    const [queued] = await queuedWrites('admin');
    expect(queued!.kind).toBe('worksheet-sign');
    const body = queued!.kind === 'worksheet-sign' ? queued!.body : null;
    expect(body).toMatchObject({
      answers: { i1: true },
      nama_penanda: 'Ibu Ratna',
      client_id: queued!.clientId,
    });
    expect(isLocalPhoto(body!.tanda_tangan)).toBe(true);
    // jsdom's Blob does not survive fake-indexeddb's clone (field-queue-worksheets.test.ts checks the bytes)
    expect(await photoOf(body!.tanda_tangan)).toBeDefined();
    expect(api.find('POST', '/api/media/upload')).toHaveLength(0);
    expect(api.find('POST', '/api/worksheets/sub/7/sign')).toHaveLength(0);
  });

  it('queues a signature that could not reach the server with the client id it was sent with', async () => {
    const { api } = await renderScreen(
      <WorksheetForm id="7" sheet={sheet} />,
      { path, pages },
      {
        'POST /api/media/upload': () => ({
          message: 'ok',
          path: 'uploads/2026/11/ttd.png',
          url: '/uploads/2026/11/ttd.png',
          mime: 'image/png',
          size: 3,
          record: { id: 1 },
        }),
        'POST /api/worksheets/sub/7/sign': () => reply(503, { message: 'Service Unavailable' }),
      },
    );
    draw();
    fireEvent.click(screen.getByTestId('worksheet-sign'));
    await waitFor(async () => expect(await queuedWrites('admin')).toHaveLength(1));
    const [sent] = api.find('POST', '/api/worksheets/sub/7/sign');
    const [queued] = await queuedWrites('admin');
    expect((sent!.body as { client_id: string }).client_id).toBe(queued!.clientId);
    expect(queued!.kind === 'worksheet-sign' && queued!.body.tanda_tangan).toBe('uploads/2026/11/ttd.png');
  });

  it('closes the form while a signature waits on the phone', async () => {
    setOnline(false);
    await renderScreen(<WorksheetForm id="7" sheet={sheet} />, { path, pages }, {});
    draw();
    fireEvent.click(screen.getByTestId('worksheet-sign'));
    await waitFor(async () => expect(await queuedWrites('admin')).toHaveLength(1));
    cleanup();
    await renderScreen(<WorksheetForm id="7" sheet={sheet} />, { path, pages }, {});
    expect((await screen.findByTestId('worksheet-sign-waiting')).textContent).toContain(
      'Ditandatangani di ponsel ini, menunggu dikirim.',
    );
    expect(screen.queryByTestId('worksheet-sign')).toBeNull();
  });
});
