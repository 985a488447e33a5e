import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../ui/index.ts';
import { MailboxPasswordPage } from './MailboxPasswordPage.tsx';

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
    <Route path="/akunwebmail/gantipass/:id" element={<MailboxPasswordPage />} />
  </Routes>
);
const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (password: string, confirmation = password) => {
  fireEvent.change(input('gantipass-password'), { target: { value: password } });
  fireEvent.change(input('gantipass-password_confirmation'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Ganti kata sandi' }));
};

describe('akunwebmail/gantipass: a mailbox’s new password', () => {
  it(
    'posts both fields, shows the 422 field errors, the panel’s refusal, and then the success',
    async () => {
      const answers = [
        reply(422, {
          message: 'Form tidak valid',
          errors: { password_confirmation: ['Konfirmasi kata sandi tidak cocok.'] },
        }),
        reply(422, {
          message: 'Panel hosting menolak perubahan',
          errors: { password: ['The password you selected cannot be used because it is too weak.'] },
        }),
        { message: 'Kata sandi kotak surat berhasil diubah.' },
      ];
      const { api } = await renderScreen(
        page,
        { path: '/akunwebmail/gantipass/3', pages: ['akunwebmail/gantipass'] },
        {
          'GET /api/akunwebmail/view/3': () => ({ id: 3, email: 'cs@kantor.example.id' }),
          'POST /api/akunwebmail/gantipass/3': () => answers.shift(),
        },
      );
      expect(await screen.findByText(/cs@kantor\.example\.id/)).toBeTruthy();

      type('Biru-Laut-2026!', 'Biru-Laut-2027!');
      expect((await screen.findByTestId('gantipass-password_confirmation-error')).textContent).toBe(
        'Konfirmasi kata sandi tidak cocok.',
      );
      type('Biru-Laut-2026!');
      expect((await screen.findByTestId('gantipass-password-error')).textContent).toContain('too weak');
      expect(screen.getByTestId('gantipass-failure').textContent).toBe('Panel hosting menolak perubahan');
      type('Hijau-Daun-2026!');
      expect((await screen.findByTestId('gantipass-done')).textContent).toBe(
        'Kata sandi kotak surat berhasil diubah.',
      );
      expect(input('gantipass-password').value).toBe('');
      expect(api.find('POST', '/api/akunwebmail/gantipass/3').map((c) => c.body)).toEqual([
        { password: 'Biru-Laut-2026!', password_confirmation: 'Biru-Laut-2027!' },
        { password: 'Biru-Laut-2026!', password_confirmation: 'Biru-Laut-2026!' },
        { password: 'Hijau-Daun-2026!', password_confirmation: 'Hijau-Daun-2026!' },
      ]);
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'asks for both fields before sending, and shows a panel that is not set (409) as the form’s message',
    async () => {
      const { api } = await renderScreen(
        page,
        { path: '/akunwebmail/gantipass/4', pages: ['akunwebmail/gantipass'] },
        {
          'GET /api/akunwebmail/view/4': () => ({ id: 4, email: 'admin@kantor.example.id' }),
          'POST /api/akunwebmail/gantipass/4': () =>
            reply(409, { message: 'Panel hosting untuk akun pemilik kotak surat ini belum diatur.' }),
        },
      );
      await screen.findByText(/admin@kantor\.example\.id/);
      type('', '');
      expect(await screen.findByTestId('gantipass-password-error')).toBeTruthy();
      expect(screen.getByTestId('gantipass-password_confirmation-error')).toBeTruthy();
      expect(api.find('POST', '/api/akunwebmail/gantipass/4')).toHaveLength(0);
      type('Biru-Laut-2026!');
      await waitFor(() =>
        expect(screen.getByTestId('gantipass-failure').textContent).toBe(
          'Panel hosting untuk akun pemilik kotak surat ini belum diatur.',
        ),
      );
    },
    SCREEN_TEST_TIMEOUT,
  );
});
