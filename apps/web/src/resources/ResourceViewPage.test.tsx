import { tes2 } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceViewPage } from './ResourceViewPage.tsx';
import { allPagesOf, renderScreen, reply, SCREEN_TEST_TIMEOUT, withRecordCan } from './test-utils.tsx';

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
  id: 5,
  judul: 'Pemeliharaan AC',
  waktu: '2026-08-17T07:05:00.000Z',
  jam: '09:30:00',
  pilihan: 'Tidak',
  kategori: 'Dua',
  id_tes: 1,
  id_tes_label: 'Budi Santoso',
  gambar: 'uploads/ac.jpg',
  berkas: null,
  data: { merek: 'Daikin', pk: 1 },
  warna: '#0f766e',
  npwp: null,
  user_id: 1,
  user_id_label: 'admin',
  created_at: '2026-08-01T03:00:00.000Z',
  updated_at: '2026-08-17T07:05:00.000Z',
};

const history = {
  records: [
    {
      id: 2,
      action: 'edit',
      username: 'admin',
      changes: {
        pilihan: { before: 'Ya', after: 'Tidak' },
        kategori: { before: null, after: 'Dua' },
        id_tes: { before: null, after: 1 },
      },
      created_at: '2026-08-17T07:05:00.000Z',
    },
    {
      id: 1,
      action: 'add',
      username: 'admin',
      changes: { id_tes: { before: null, after: 7 } },
      created_at: '2026-08-01T03:00:00.000Z',
    },
  ],
  // the server's labels of the records the relation changes name; #7 was deleted since
  labels: { id_tes: { '1': 'Budi Santoso' } },
};

/** The value shown beside a label of the record's card. */
const shownFor = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('ResourceViewPage', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows every visible field formatted, and the audit trail', async () => {
    await renderScreen(
      <ResourceViewPage resource={tes2} id="5" />,
      { path: '/tes2/view/5', pages: allPagesOf('tes2') },
      {
        'GET /api/tes2/view/5': () => withRecordCan(record),
        'GET /api/tes2/history/5': () => history,
      },
    );
    expect(await screen.findByRole('heading', { name: 'Detail Tes 2' })).toBeTruthy();
    await screen.findByText('Waktu', { selector: 'dt' });
    expect(shownFor('Waktu').textContent).toBe('17 Agustus 2026 14:05');
    expect(shownFor('Jam').textContent).toBe('09:30');
    expect(shownFor('Tes').textContent).toBe('Budi Santoso');
    expect(shownFor('Pemilik').textContent).toBe('admin');
    expect(shownFor('Dibuat').textContent).toBe('1 Agustus 2026 10:00');
    expect(within(shownFor('Gambar')).getByRole('img')).toBeTruthy();
    expect(within(shownFor('Data')).getByRole('button', { name: 'Detail' })).toBeTruthy();

    const entries = await screen.findAllByTestId('history-entry');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('Diubah')).toBeTruthy();
    expect(within(entries[0]!).getByText('oleh admin')).toBeTruthy();
    const change = within(entries[0]!).getByText('Pilihan', { selector: 'th' }).closest('tr')!;
    expect(Array.from(change.cells).map((cell) => cell.textContent)).toEqual(['Pilihan', 'Ya', 'Tidak']);
    const added = within(entries[0]!).getByText('Kategori', { selector: 'th' }).closest('tr')!;
    expect(added.cells[1]!.textContent).toBe('(kosong)');
    // a relation by its record's label (issue 36), the id where the record is gone
    const related = within(entries[0]!).getByText('Tes', { selector: 'th' }).closest('tr')!;
    expect(Array.from(related.cells).map((cell) => cell.textContent)).toEqual([
      'Tes',
      '(kosong)',
      'Budi Santoso',
    ]);
    expect(within(entries[1]!).getByText('Ditambahkan')).toBeTruthy();
    const gone = within(entries[1]!).getByText('Tes', { selector: 'th' }).closest('tr')!;
    expect(gone.cells[2]!.textContent).toBe('7');
  });

  it('offers Edit and Delete as the record’s _can says; Delete confirms and returns to the list', async () => {
    const { api } = await renderScreen(
      <ResourceViewPage resource={tes2} id="5" />,
      // the pages list would allow the edit: the server's word on this record does not
      { path: '/tes2/view/5', pages: allPagesOf('tes2') },
      {
        'GET /api/tes2/view/5': () => withRecordCan(record, { view: true, edit: false, delete: true }),
        'GET /api/tes2/history/5': () => ({ records: [] }),
        'DELETE /api/tes2/delete/5': () => ({ message: 'Record deleted successfully' }),
      },
    );
    await screen.findByText('Pemeliharaan AC', { selector: '.p-card-title' });
    expect(await screen.findByText('Belum ada riwayat perubahan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Data berhasil dihapus')).toBeTruthy();
    expect(api.find('DELETE', '/api/tes2/delete/5')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tes2'));
  });

  it('offers neither Edit nor Delete when the server says so, whatever the pages list holds', async () => {
    await renderScreen(
      <ResourceViewPage resource={tes2} id="5" />,
      { path: '/tes2/view/5', pages: allPagesOf('tes2') },
      {
        'GET /api/tes2/view/5': () => withRecordCan(record, { view: true, edit: false, delete: false }),
        'GET /api/tes2/history/5': () => ({ records: [] }),
      },
    );
    await screen.findByText('Pemeliharaan AC', { selector: '.p-card-title' });
    expect(screen.getByRole('button', { name: 'Kembali ke daftar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  });

  it('shows the 404 page, with the server’s words, when the record does not exist', async () => {
    await renderScreen(
      <ResourceViewPage resource={tes2} id="404" />,
      { path: '/tes2/view/404', pages: ['tes2'] },
      {
        'GET /api/tes2/view/404': () => reply(404, { message: 'No query results for model tes2 404' }),
      },
    );
    expect(await screen.findByText('No query results for model tes2 404')).toBeTruthy();
    expect(screen.getByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByText('Riwayat Perubahan')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus' })).toBeNull();
  });
});
