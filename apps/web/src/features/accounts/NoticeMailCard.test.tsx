import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../ui/test-i18n.tsx';
import { NoticeMailCard } from './NoticeMailCard.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('notices by e-mail on the profile', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the saved choice and sends the kinds ticked, in the language chosen', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toContain('/api/account/notice-mail');
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        return json({ ...body, email: 'dedi@contoh.id' });
      }
      return json({ topics: ['low_stock'], locale: 'id-ID', email: 'dedi@contoh.id' });
    });
    renderWithI18n(<NoticeMailCard />);
    const lowStock = await screen.findByLabelText('Stok menipis');
    expect((lowStock as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/dedi@contoh\.id/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Pekerjaan diberikan kepada saya'));
    fireEvent.click(lowStock);
    fireEvent.click(screen.getByRole('button', { name: /Simpan/ }));
    await waitFor(() => expect(sent).toEqual([{ topics: ['job_assigned'], locale: 'id-ID' }]));
  });
});
