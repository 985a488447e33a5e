import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupScreen, renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { LabourDialog } from './LabourDialog.tsx';

// Issue 35: a draft invoice's "Dari jam kerja" bills one job's unbilled timesheet hours at a job rate.

afterEach(cleanupScreen);

const RATE = { value: 4, label: 'Upah teknisi per jam' };
const jobs = [
  { id_pekerjaan: 21, nama_pekerjaan: 'Instalasi CCTV', jam: 1.5, entri: 1 },
  { id_pekerjaan: 20, nama_pekerjaan: 'Servis AC kantor', jam: 3.75, entri: 2 },
];

async function pickRate() {
  const input = screen.getByRole('combobox');
  fireEvent.change(input, { target: { value: 'upah' } });
  fireEvent.click(await screen.findByRole('option', { name: RATE.label, hidden: true }));
  await waitFor(() => expect((input as HTMLInputElement).value).toBe(RATE.label));
}

describe('the labour dialog', () => {
  it(
    'shows each job’s unbilled hours the Indonesian way and sends the chosen job and rate',
    async () => {
      const done = vi.fn();
      const { api } = await renderScreen(
        <LabourDialog id="7" onClose={() => undefined} onDone={done} />,
        { path: '/rinvoice/view/7', pages: ['rinvoice'] },
        {
          'GET /api/rinvoice/jamkerja/7': () => ({ jobs }),
          'GET /api/rhargasatuanpekerjaan/options': () => ({ records: [RATE] }),
          'POST /api/rinvoice/jamkerja/7': () => ({
            message: 'Data berhasil ditambahkan',
            id_subinvoice: 99,
            jam: 3.75,
            entri: 2,
          }),
        },
      );
      expect(await screen.findByText('Servis AC kantor — 3,75 jam (2 catatan)')).toBeTruthy();
      const save = screen.getByRole('button', { name: 'Tambahkan ke invoice' });
      // nothing chosen yet among two jobs
      expect(save.hasAttribute('disabled')).toBe(true);
      fireEvent.click(screen.getByLabelText('Servis AC kantor — 3,75 jam (2 catatan)'));
      await pickRate();
      fireEvent.click(save);
      await waitFor(() => expect(api.find('POST', '/api/rinvoice/jamkerja/7')).toHaveLength(1));
      expect(api.find('POST', '/api/rinvoice/jamkerja/7')[0]!.body).toEqual({
        id_pekerjaan: 20,
        id_hargapekerjaan: 4,
      });
      await waitFor(() => expect(done).toHaveBeenCalled());
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'shows the server’s refusal under the job, and says so when there is nothing to bill',
    async () => {
      await renderScreen(
        <LabourDialog id="7" onClose={() => undefined} onDone={() => undefined} />,
        { path: '/rinvoice/view/7', pages: ['rinvoice'] },
        {
          'GET /api/rinvoice/jamkerja/7': () => ({ jobs: [jobs[1]] }),
          'GET /api/rhargasatuanpekerjaan/options': () => ({ records: [RATE] }),
          'POST /api/rinvoice/jamkerja/7': () =>
            reply(422, {
              message: 'Data tidak valid',
              errors: { id_pekerjaan: ['Pekerjaan ini bukan milik pelanggan invoice ini'] },
            }),
        },
      );
      // the only job is chosen for the user
      await screen.findByText('Servis AC kantor — 3,75 jam (2 catatan)');
      await pickRate();
      fireEvent.click(screen.getByRole('button', { name: 'Tambahkan ke invoice' }));
      expect(await screen.findByText('Pekerjaan ini bukan milik pelanggan invoice ini')).toBeTruthy();
      cleanup();
      await renderScreen(
        <LabourDialog id="8" onClose={() => undefined} onDone={() => undefined} />,
        { path: '/rinvoice/view/8', pages: ['rinvoice'] },
        { 'GET /api/rinvoice/jamkerja/8': () => ({ jobs: [] }) },
      );
      expect((await screen.findByTestId('labour-none')).textContent).toContain('belum ditagih');
    },
    SCREEN_TEST_TIMEOUT,
  );
});
