import { type RoleRule, tes } from '@kantor/core';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceViewPage } from './ResourceViewPage.tsx';
import { allPagesOf, renderScreen, SCREEN_TEST_TIMEOUT, TEST_ROLE_ID, withRecordCan } from './test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const record = {
  id: 3,
  nama: 'Budi Santoso',
  email: 'budi@example.co.id',
  no_hp: '0812-3456-7890',
  jumlah: 12,
  harga: 1500000,
  aktif: true,
  created_at: '2026-08-01T03:00:00.000Z',
};
const history = {
  records: [
    {
      id: 1,
      action: 'edit',
      username: 'admin',
      changes: { no_hp: { before: '0811', after: '0812' }, nama: { before: 'Budi', after: 'Budi Santoso' } },
      created_at: '2026-08-17T07:05:00.000Z',
    },
  ],
};

let nextId = 1;
const rule = (kategori: string, fields: Partial<RoleRule> = {}): RoleRule => ({
  id: nextId++,
  role_id: TEST_ROLE_ID,
  nama_route: '/tes',
  kategori,
  ...fields,
});
const terms = () => [...document.querySelectorAll('dt')].map((dt) => dt.textContent);

describe('ResourceViewPage with role rules', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('hides and relabels fields, orders them, retitles the page and hides the edit button', async () => {
    await renderScreen(
      <ResourceViewPage resource={tes} id="3" />,
      {
        path: '/tes/view/3',
        pages: allPagesOf('tes'),
        rules: [
          rule('Hide Kolom', { setup: 'no_hp' }),
          rule('Replace Label', { setup: 'nama', replace_label: 'Nama Pelanggan' }),
          rule('Urut Field Teratas', { setup: 'default:harga' }),
          rule('Ganti Title Header', { nama_route: '/tes/view', replace_label: 'Kartu Pelanggan' }),
          rule('hide action button', { setup: 'edit' }),
        ],
      },
      { 'GET /api/tes/view/3': () => withRecordCan(record), 'GET /api/tes/history/3': () => history },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kartu Pelanggan' })).toBeTruthy();
    await screen.findByText('Nama Pelanggan', { selector: 'dt' });
    expect(terms()[0]).toBe('Harga');
    expect(terms()).not.toContain('No. HP');
    expect(terms()).not.toContain('Nama');
    expect(screen.queryByText('0812-3456-7890')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hapus' })).toBeTruthy();
    // the history leaves the hidden field's change out, and uses the replaced label
    const entry = await screen.findByTestId('history-entry');
    expect(within(entry).getByText('Nama Pelanggan', { selector: 'th' })).toBeTruthy();
    expect(within(entry).queryByText('No. HP')).toBeNull();
    expect(within(entry).queryByText('0811')).toBeNull();
  });

  it('hides the history section with Hide Nama Tab', async () => {
    const { api } = await renderScreen(
      <ResourceViewPage resource={tes} id="3" />,
      {
        path: '/tes/view/3',
        pages: allPagesOf('tes'),
        rules: [rule('Hide Nama Tab', { nama_tab: 'Riwayat' })],
      },
      { 'GET /api/tes/view/3': () => withRecordCan(record), 'GET /api/tes/history/3': () => history },
    );
    await screen.findByText('Nama', { selector: 'dt' });
    expect(screen.queryByRole('heading', { name: 'Riwayat Perubahan' })).toBeNull();
    expect(api.find('GET', '/api/tes/history/3')).toHaveLength(0);
  });
});
