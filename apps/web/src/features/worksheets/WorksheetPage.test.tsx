/**
 * Issue 35: the technician's worksheet on the phone. The signature pad records a stroke drawn with
 * pointer events and clears it; the form reads a measurement the Indonesian way before sending, asks
 * for the customer's name and signature before signing, uploads the drawing as a PNG, and shows each
 * item the server names in its 422 under that item.
 */
import 'fake-indexeddb/auto';
import type { WorksheetView } from '@kantor/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { WorksheetForm } from './WorksheetPage.tsx';

const sheet: WorksheetView = {
  sub: { id: 7, nama_sub_pekerjaan: 'Pasang unit' },
  job: {
    id: 3,
    nama_pekerjaan: 'Pasang AC Bu Ratna',
    pelanggan: 'Ibu Ratna',
    alamat: null,
    jenis: 'Pasang AC',
  },
  state: 'baru',
  items: [
    { key: 'i1', kind: 'check', label: 'Unit terpasang rata', unit: null, required: true },
    { key: 'i2', kind: 'measure', label: 'Tekanan freon', unit: 'psi', required: true },
    { key: 'i3', kind: 'photo', label: 'Foto unit', unit: null, required: true },
  ],
  answers: {},
  nama_penanda: null,
  tanda_tangan: null,
  ditandatangani_pada: null,
  lokasi_gps: null,
  laporan: null,
};
const pages = ['rsubptrackprogres/trackadd'];
const path = '/rsubptrackprogres/trackadd/7/lembar-kerja';

beforeEach(() => {
  // jsdom draws nothing: the pad keeps its own record of the stroke; the PNG is a stand-in
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['png'], { type: 'image/png' }));
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function draw() {
  const pad = screen.getByTestId('signature-pad');
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
  return pad;
}

describe('the signature pad', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('records a stroke and clears it', async () => {
    await renderScreen(<WorksheetForm id="7" sheet={sheet} />, { path, pages }, {});
    const pad = screen.getByTestId('signature-pad');
    expect(pad.dataset.drawn).toBe('false');
    const clear = screen.getByRole('button', { name: 'Hapus' });
    expect(clear).toHaveProperty('disabled', true);
    draw();
    expect(pad.dataset.drawn).toBe('true');
    expect(clear).toHaveProperty('disabled', false);
    fireEvent.click(clear);
    expect(pad.dataset.drawn).toBe('false');
  });
});

describe('the worksheet form', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('refuses a measurement that is no number before sending, and sends one typed the Indonesian way', async () => {
    const { api } = await renderScreen(
      <WorksheetForm id="7" sheet={sheet} />,
      { path, pages },
      {
        'PUT /api/worksheets/sub/7': (call) => ({
          message: 'ok',
          worksheet: { ...sheet, state: 'diisi', answers: (call.body as { answers: object }).answers },
        }),
      },
    );
    fireEvent.change(screen.getByLabelText(/Tekanan freon/), { target: { value: 'banyak' } });
    fireEvent.click(screen.getByTestId('worksheet-save'));
    expect(await screen.findByText('Bukan angka (contoh 12,5)')).toBeTruthy();
    expect(api.find('PUT', '/api/worksheets/sub/7')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Tekanan freon/), { target: { value: '1.250,5' } });
    fireEvent.click(screen.getByLabelText(/Unit terpasang rata/));
    fireEvent.click(screen.getByTestId('worksheet-save'));
    await waitFor(() => expect(api.find('PUT', '/api/worksheets/sub/7')).toHaveLength(1));
    expect(api.find('PUT', '/api/worksheets/sub/7')[0]!.body).toEqual({
      answers: { i1: true, i2: '1.250,5' },
      client_id: expect.any(String),
    });
  });

  it('asks for the signature first, uploads it as a PNG and shows the items the server names', async () => {
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
        'POST /api/worksheets/sub/7/sign': () =>
          reply(422, { message: 'Form is invalid', errors: { 'answers.i3': ['Kolom ini wajib diisi'] } }),
      },
    );
    // the customer's name comes from the job
    expect(screen.getByLabelText('Nama pelanggan')).toHaveProperty('value', 'Ibu Ratna');
    fireEvent.click(screen.getByTestId('worksheet-sign'));
    expect(await screen.findByText('Minta pelanggan tanda tangan dulu')).toBeTruthy();
    expect(api.find('POST', '/api/worksheets/sub/7/sign')).toHaveLength(0);

    draw();
    fireEvent.click(screen.getByTestId('worksheet-sign'));
    await waitFor(() => expect(api.find('POST', '/api/worksheets/sub/7/sign')).toHaveLength(1));
    const upload = api.find('POST', '/api/media/upload')[0]!;
    expect((upload.formData!.get('file') as File).type).toBe('image/png');
    const sent = api.find('POST', '/api/worksheets/sub/7/sign')[0]!.body as Record<string, unknown>;
    expect(sent.nama_penanda).toBe('Ibu Ratna');
    expect(sent.tanda_tangan).toBe('uploads/2026/11/ttd.png');
    const photoItem = await screen.findByTestId('item-i3');
    await waitFor(() => expect(photoItem.textContent).toContain('Kolom ini wajib diisi'));
  });

  it('shows a signed worksheet closed, with its report', async () => {
    await renderScreen(
      <WorksheetForm
        id="7"
        sheet={{
          ...sheet,
          state: 'ditandatangani',
          nama_penanda: 'Ibu Ratna',
          ditandatangani_pada: '2026-11-29T03:00:00.000Z',
          laporan: '/api/worksheets/sub/7/laporan',
        }}
      />,
      { path, pages },
      {},
    );
    expect(screen.getByTestId('worksheet-signed').textContent).toContain('Ditandatangani oleh Ibu Ratna');
    expect(screen.queryByTestId('worksheet-sign')).toBeNull();
    expect(screen.getByRole('button', { name: 'Laporan Servis' })).toBeTruthy();
  });
});
