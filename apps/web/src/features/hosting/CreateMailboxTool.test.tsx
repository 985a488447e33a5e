import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, reply, SCREEN_TEST_TIMEOUT } from '../../resources/test-utils.tsx';
import { resetDialogs, toast } from '../../ui/index.ts';
import { CreateMailboxTool } from './CreateMailboxTool.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('akunwebmail: create a mailbox on the hosting panel', () => {
  it(
    'is offered only with the add page',
    async () => {
      await renderScreen(
        <CreateMailboxTool resource="akunwebmail" />,
        { path: '/akunwebmail', pages: ['akunwebmail'] },
        {},
      );
      await waitFor(() => expect(screen.queryByTestId('mailbox-create-open')).toBeNull());
    },
    SCREEN_TEST_TIMEOUT,
  );

  it(
    'posts the mailbox with its password, shows the 422 per field, then closes on success',
    async () => {
      const answers = [
        reply(422, { message: 'Form tidak valid', errors: { email: ['Email tidak valid'] } }),
        { message: 'Kotak surat berhasil dibuat di panel hosting.', record: { id: 9, email: 'a@b.id' } },
      ];
      const { api } = await renderScreen(
        <CreateMailboxTool resource="akunwebmail" />,
        { path: '/akunwebmail', pages: ['akunwebmail', 'akunwebmail/add'] },
        {
          'GET /api/akun/options': () => ({ records: [{ value: 4, label: 'PT Kantor Hosting' }] }),
          'POST /api/akunwebmail/buatdipanel': () => answers.shift(),
        },
      );
      fireEvent.click(await screen.findByTestId('mailbox-create-open'));
      await screen.findByTestId('mailbox-create-form');
      fireEvent.change(input('buat-email'), { target: { value: 'gudang@kantor.example.id' } });
      fireEvent.change(input('buat-kuota_mb'), { target: { value: '2048' } });
      fireEvent.change(input('buat-password'), { target: { value: 'Biru-Laut-2026!' } });
      fireEvent.change(input('buat-password_confirmation'), { target: { value: 'Biru-Laut-2026!' } });
      fireEvent.click(screen.getByRole('button', { name: 'Buat kotak surat' }));
      expect((await screen.findByTestId('buat-email-error')).textContent).toBe('Email tidak valid');

      fireEvent.click(screen.getByRole('button', { name: 'Buat kotak surat' }));
      await waitFor(() => expect(screen.queryByTestId('mailbox-create-form')).toBeNull());
      expect(api.find('POST', '/api/akunwebmail/buatdipanel').map((c) => c.body)).toEqual([
        expect.objectContaining({
          email: 'gudang@kantor.example.id',
          kuota_mb: 2048,
          password: 'Biru-Laut-2026!',
        }),
        expect.objectContaining({ email: 'gudang@kantor.example.id' }),
      ]);
    },
    SCREEN_TEST_TIMEOUT,
  );
});
