import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../../ui/index.ts';
import { BoardPage } from './BoardPage.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
});

const block = (id: number, extra: object) => ({
  id,
  nama_sub_pekerjaan: `Sub ${id}`,
  id_pekerjaan: 1,
  nama_pekerjaan: 'Pasang AC ruko',
  id_teknisi: null,
  tanggal_mulai: null,
  tanggal_selesai: null,
  jam_mulai: null,
  durasi_menit: null,
  status: 'On Going',
  progres: 0,
  ...extra,
});
// whatever week the board asks for, its blocks lie in it: the answer is built from the query
const board = (from: string) => {
  const day = (n: number) => {
    const d = new Date(`${from}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  return {
    from,
    to: day(6),
    technicians: [
      { id: 5, nama: 'Budi' },
      { id: 6, nama: 'Dedi' },
    ],
    blocks: [
      block(11, { id_teknisi: 5, tanggal_mulai: day(1), jam_mulai: '08:00', durasi_menit: 120 }),
      block(12, {
        id_teknisi: 6,
        tanggal_mulai: day(2),
        tanggal_selesai: day(3),
        status: 'Done',
        progres: 100,
      }),
    ],
    unscheduled: [block(13, { nama_sub_pekerjaan: 'Uji coba unit' })],
  };
};

const render = (moveReply: () => unknown) =>
  renderScreen(
    <Routes>
      <Route path="/rpekerjaan/papan" element={<BoardPage />} />
    </Routes>,
    { path: '/rpekerjaan/papan', pages: ['rpekerjaan', 'rpekerjaan/papan'] },
    {
      'GET /api/dispatch/board': (call) => board(call.url.searchParams.get('from')!),
      'POST /api/dispatch/move/*': moveReply,
    },
  );

describe('/rpekerjaan/papan: the dispatch board', () => {
  it(
    'shows technicians as rows, sub jobs as blocks on their days (coloured by status), unscheduled aside',
    async () => {
      await render(() => ({ message: 'ok', record: { id: 13 } }));
      const budi = await screen.findByTestId('row-5');
      expect(within(budi).getByText('Budi')).toBeTruthy();
      expect(within(budi).getByTestId('block-11').textContent).toContain('08:00–10:00');
      // a two-day block shows on both its days, in Dedi's row
      const dedi = screen.getByTestId('row-6');
      expect(within(dedi).getAllByTestId('block-12')).toHaveLength(2);
      expect(within(dedi).getAllByTestId('block-12')[0]!.className).toContain('status-done');
      const side = screen.getByRole('complementary');
      expect(within(side).getByText('Uji coba unit')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Papan Penugasan' })).toBeTruthy();
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    '"Pindahkan" sends the technician, day and time to the move route, and shows the server’s refusal',
    async () => {
      const { api } = await render(() =>
        reply(422, {
          message: 'Data tidak valid',
          errors: { jam_mulai: ['Bentrok dengan "Sub 11" (#11) milik teknisi yang sama'] },
        }),
      );
      fireEvent.click(await screen.findByText('Uji coba unit'));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Teknisi'), { target: { value: '5' } });
      // typed the Indonesian way into the app's calendar inputs; the route gets the same texts as before
      fireEvent.input(within(dialog).getByLabelText('Tanggal mulai'), { target: { value: '01/12/2026' } });
      fireEvent.input(within(dialog).getByLabelText('Jam mulai (opsional)'), { target: { value: '09:00' } });
      fireEvent.change(within(dialog).getByLabelText('Durasi (menit)'), { target: { value: '90' } });
      fireEvent.click(screen.getByTestId('move-save'));
      await waitFor(() => expect(api.find('POST', '/api/dispatch/move/13')).toHaveLength(1));
      expect(api.find('POST', '/api/dispatch/move/13')[0]!.body).toEqual({
        id_teknisi: 5,
        tanggal_mulai: '2026-12-01',
        jam_mulai: '09:00',
        durasi_menit: 90,
      });
      expect(await screen.findByText(/Bentrok dengan "Sub 11"/)).toBeTruthy();
    },
    SCREEN_TEST_TIMEOUT,
  );
});
