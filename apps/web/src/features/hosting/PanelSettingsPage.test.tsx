import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../ui/index.ts';
import { PanelSettingsPage } from './PanelSettingsPage.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const page = (
  <Routes>
    <Route path="/akun/cpanelapi/:id" element={<PanelSettingsPage />} />
  </Routes>
);
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('akun/cpanelapi: the hosting panel settings', () => {
  it(
    'shows the stored token only as "Tersimpan", keeps it when the box is left empty, and saves host and user',
    async () => {
      let record = {
        id: 7,
        nama: 'PT Kantor',
        cpanel_host: 'panel.kantor.example.id',
        cpanel_username: 'kantorco',
        cpanel_token_set: true,
      };
      const { api } = await renderScreen(
        page,
        { path: '/akun/cpanelapi/7', pages: ['akun/cpanelapi', 'akun/view', 'akun/edit'] },
        {
          'GET /api/akun/view/7': () => record,
          'PUT /api/akun/edit/7': (call) => {
            record = { ...record, ...(call.body as object) };
            return { message: 'ok', record };
          },
        },
      );
      await waitFor(() => expect(input('cpanel-host').value).toBe('panel.kantor.example.id'));
      expect(input('cpanel-username').value).toBe('kantorco');
      expect(input('cpanel-token').value).toBe('');
      expect(screen.getByTestId('cpanel-token-state').textContent).toBe('Tersimpan');

      fireEvent.change(input('cpanel-host'), { target: { value: ' https://panel.baru.example.id:2083 ' } });
      // unsaved changes: the test would use the old settings, so it waits for Save
      expect(screen.getByTestId('cpanel-test')).toHaveProperty('disabled', true);
      fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
      await waitFor(() => expect(api.find('PUT', '/api/akun/edit/7')).toHaveLength(1));
      expect(api.find('PUT', '/api/akun/edit/7')[0]!.body).toEqual({
        cpanel_host: 'https://panel.baru.example.id:2083',
        cpanel_username: 'kantorco',
        cpanel_token: '',
      });
      await waitFor(() => expect(screen.getByTestId('cpanel-test')).toHaveProperty('disabled', false));
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'says "Belum diisi" without a token, and shows the field errors of a 422',
    async () => {
      await renderScreen(
        page,
        { path: '/akun/cpanelapi/8', pages: ['akun/cpanelapi'] },
        {
          'GET /api/akun/view/8': () => ({ id: 8, nama: 'Baru', cpanel_token_set: false }),
          'PUT /api/akun/edit/8': () =>
            reply(422, {
              message: 'Form tidak valid',
              errors: { cpanel_username: ['Maksimal 64 karakter.'] },
            }),
        },
      );
      await waitFor(() => expect(screen.getByTestId('cpanel-token-state').textContent).toBe('Belum diisi'));
      fireEvent.change(input('cpanel-username'), { target: { value: 'u'.repeat(64) } });
      fireEvent.change(input('cpanel-token'), { target: { value: 'TOKEN-BARU' } });
      fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
      expect((await screen.findByTestId('cpanel-username-error')).textContent).toBe('Maksimal 64 karakter.');
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    '"Tes koneksi" shows the outcome: connected, denied with the panel’s words, or what to fill in first',
    async () => {
      const outcomes = [
        { result: 'ok', message: 'Terhubung: panel menerima pengguna dan token.' },
        {
          result: 'denied',
          message: 'Panel menolak nama pengguna atau token API.',
          detail: 'the panel refused the user or token (HTTP 401)',
        },
        reply(409, { message: 'Isi host panel, nama pengguna dan token API lebih dulu, lalu simpan.' }),
      ];
      const { api } = await renderScreen(
        page,
        { path: '/akun/cpanelapi/7', pages: ['akun/cpanelapi'] },
        {
          'GET /api/akun/view/7': () => ({
            id: 7,
            nama: 'PT Kantor',
            cpanel_host: 'panel.kantor.example.id',
            cpanel_username: 'kantorco',
            cpanel_token_set: true,
          }),
          'POST /api/akun/cpanelapi/7': () => outcomes.shift(),
        },
      );
      const test = await screen.findByTestId('cpanel-test');
      await waitFor(() => expect(input('cpanel-host').value).not.toBe(''));
      fireEvent.click(test);
      await waitFor(() =>
        expect(screen.getByTestId('cpanel-test-result').textContent).toBe(
          'Terhubung: panel menerima pengguna dan token.',
        ),
      );
      fireEvent.click(test);
      await waitFor(() =>
        expect(screen.getByTestId('cpanel-test-result').textContent).toContain('Ditolak — Panel menolak'),
      );
      expect(screen.getByTestId('cpanel-test-result').textContent).toContain('HTTP 401');
      fireEvent.click(test);
      await waitFor(() =>
        expect(screen.getByTestId('cpanel-test-result').textContent).toContain('Isi host panel'),
      );
      expect(api.find('POST', '/api/akun/cpanelapi/7')).toHaveLength(3);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
