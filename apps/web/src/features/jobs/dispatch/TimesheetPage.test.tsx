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

// 08:00 to 10:30 in Jakarta (UTC+7) on 28 November 2026
const entry = {
  id: 7,
  id_subpekerjaan: 11,
  nama_sub_pekerjaan: 'Vakum & isi freon',
  id_pekerjaan: 1,
  nama_pekerjaan: 'Pasang AC ruko',
  id_teknisi: 5,
  teknisi: 'Budi',
  mulai: '2026-11-28T01:00:00.000Z',
  selesai: '2026-11-28T03:30:00.000Z',
  jam: 2.5,
  koreksi: 0,
};

const render = () =>
  renderScreen(
    <Routes>
      <Route path="/rpekerjaan/timesheet" element={<TimesheetPage />} />
    </Routes>,
    { path: '/rpekerjaan/timesheet', pages: ['rpekerjaan', 'rpekerjaan/timesheet'] },
    {
      'GET /api/timesheets/report': (call) => ({
        from: call.url.searchParams.get('from'),
        to: call.url.searchParams.get('to'),
        entries: [entry],
        byJob: [{ id: 1, nama: 'Pasang AC ruko', jam: 2.5 }],
        byTechnician: [{ id: 5, nama: 'Budi', jam: 2.5 }],
        byWeek: [],
        total: 2.5,
      }),
      'PUT /api/timesheets/entries/*': () => ({ message: 'Catatan waktu dikoreksi', entry }),
    },
  );

describe('/rpekerjaan/timesheet: correcting an entry', () => {
  it(
    'shows the entry’s Jakarta times day-first and sends a typed stop as the local date-time',
    async () => {
      const { api } = await render();
      fireEvent.click(await screen.findByRole('button', { name: 'Koreksi' }));
      const dialog = await screen.findByRole('dialog');
      const start = within(dialog).getByLabelText('Mulai') as HTMLInputElement;
      const stop = within(dialog).getByLabelText('Selesai') as HTMLInputElement;
      expect(start.value).toBe('28/11/2026 08:00');
      expect(stop.value).toBe('28/11/2026 10:30');
      fireEvent.input(stop, { target: { value: '28/11/2026 11:15' } });
      fireEvent.change(within(dialog).getByLabelText('Alasan koreksi (wajib)'), {
        target: { value: 'Lupa menghentikan timer' },
      });
      // the correction saves as a correction, not with the board's "Pindahkan" (found by the field-day journey)
      expect(within(dialog).queryByRole('button', { name: 'Pindahkan' })).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan koreksi' }));
      await waitFor(() => expect(api.find('PUT', '/api/timesheets/entries/7')).toHaveLength(1));
      expect(api.find('PUT', '/api/timesheets/entries/7')[0]!.body).toEqual({
        mulai: '2026-11-28T08:00',
        selesai: '2026-11-28T11:15',
        alasan: 'Lupa menghentikan timer',
      });
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'sends a cleared stop as none (the entry runs again)',
    async () => {
      const { api } = await render();
      fireEvent.click(await screen.findByRole('button', { name: 'Koreksi' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.input(within(dialog).getByLabelText('Selesai'), { target: { value: '' } });
      fireEvent.change(within(dialog).getByLabelText('Alasan koreksi (wajib)'), {
        target: { value: 'Masih bekerja' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan koreksi' }));
      await waitFor(() => expect(api.find('PUT', '/api/timesheets/entries/7')).toHaveLength(1));
      expect(api.find('PUT', '/api/timesheets/entries/7')[0]!.body).toMatchObject({
        mulai: '2026-11-28T08:00',
        selesai: null,
      });
    },
    SCREEN_TEST_TIMEOUT,
  );
});
