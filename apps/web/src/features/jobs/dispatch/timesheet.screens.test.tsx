import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen, SCREEN_TEST_TIMEOUT } from '../../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../../ui/index.ts';
import { TimesheetPage } from './TimesheetPage.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
});

// one stopped entry of 1.5 hours, 08:00 to 09:30 in Jakarta (01:00 to 02:30 UTC)
const entry = {
  id: 7,
  id_subpekerjaan: 3,
  nama_sub_pekerjaan: 'Pasang unit indoor',
  id_pekerjaan: 2,
  nama_pekerjaan: 'Pasang AC kantor',
  id_teknisi: 5,
  teknisi: 'Eko Prasetyo',
  mulai: '2026-11-30T01:00:00.000Z',
  selesai: '2026-11-30T02:30:00.000Z',
  jam: 1.5,
  koreksi: 0,
};
const report = (from: string, to: string) => ({
  from,
  to,
  entries: [entry],
  byJob: [{ id: 2, nama: 'Pasang AC kantor', jam: 1.5 }],
  byTechnician: [{ id: 5, nama: 'Eko Prasetyo', jam: 1.5 }],
  byWeek: [{ minggu: from, jam: 1.5 }],
  total: 1.5,
});

describe('/rpekerjaan/timesheet', () => {
  it(
    'corrects an entry: the dialog shows its times in Jakarta, saves with "Simpan koreksi" (not the board’s "Pindahkan")',
    async () => {
      const { api } = await renderScreen(
        <Routes>
          <Route path="/rpekerjaan/timesheet" element={<TimesheetPage />} />
        </Routes>,
        { path: '/rpekerjaan/timesheet', pages: ['rpekerjaan', 'rpekerjaan/timesheet'] },
        {
          'GET /api/timesheets/report': (call) =>
            report(call.url.searchParams.get('from')!, call.url.searchParams.get('to')!),
          'PUT /api/timesheets/entries/*': () => ({ message: 'Dikoreksi', entry }),
        },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Koreksi' }));
      const dialog = await screen.findByRole('dialog');
      expect((within(dialog).getByLabelText('Mulai') as HTMLInputElement).value).toBe('2026-11-30T08:00');
      expect((within(dialog).getByLabelText('Selesai') as HTMLInputElement).value).toBe('2026-11-30T09:30');
      fireEvent.change(within(dialog).getByLabelText('Mulai'), { target: { value: '2026-11-30T07:45' } });
      fireEvent.change(within(dialog).getByLabelText('Alasan koreksi (wajib)'), {
        target: { value: 'Lupa menyalakan timer' },
      });
      expect(within(dialog).queryByRole('button', { name: 'Pindahkan' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan koreksi' }));
      await waitFor(() => expect(api.find('PUT', '/api/timesheets/entries/7')).toHaveLength(1));
      expect(api.find('PUT', '/api/timesheets/entries/7')[0]!.body).toEqual({
        mulai: '2026-11-30T07:45',
        selesai: '2026-11-30T09:30',
        alasan: 'Lupa menyalakan timer',
      });
    },
    SCREEN_TEST_TIMEOUT,
  );
});
