import { tes, tes2 } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNever } from '../test-support/absence.ts';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceListPage } from './ResourceListPage.tsx';
import { allPagesOf, CAN_ALL, listAnswer, renderScreen, SCREEN_TEST_TIMEOUT } from './test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const tesRows = [
  {
    id: 1,
    nama: 'Budi Santoso',
    email: 'budi@example.co.id',
    jumlah: 12,
    harga: 1500000,
    aktif: true,
    tanggal: '2026-08-17',
    user_id: 1,
    user_id_label: 'admin',
  },
  { id: 2, nama: 'Sari', email: null, jumlah: 0, harga: 0, aktif: false, tanggal: null, user_id: 1 },
];

const listOf = (records: object[]) => () => listAnswer(records);
const lastList = (calls: { method: string; url: URL }[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === path).at(-1)!.url.searchParams;

describe('ResourceListPage', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('shows the declared list columns with values formatted per kind', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      {
        'GET /api/tes': listOf(tesRows),
      },
    );
    await screen.findByText('Budi Santoso');
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Nama', 'Email', 'Jumlah', 'Harga', 'Aktif']));
    expect(headers).not.toContain('Deskripsi'); // not a list field
    const firstRow = within(table).getByText('Budi Santoso').closest('tr')!;
    expect(within(firstRow).getByText('Rp. 1.500.000')).toBeTruthy();
    expect(within(firstRow).getByText('Ya')).toBeTruthy();
    const secondRow = within(table).getByText('Sari').closest('tr')!;
    expect(within(secondRow).getByText('Tidak')).toBeTruthy();
    expect(within(secondRow).getByText('Rp. 0')).toBeTruthy();
  });

  it('shows relation labels, long Indonesian dates and option labels', async () => {
    await renderScreen(
      <ResourceListPage resource={tes2} />,
      { path: '/tes2', pages: allPagesOf('tes2') },
      {
        'GET /api/tes2': listOf([
          {
            id: 5,
            judul: 'Pemeliharaan AC',
            waktu: '2026-08-17T07:05:00.000Z',
            pilihan: 'Ya',
            id_tes: 1,
            id_tes_label: 'Budi Santoso',
          },
        ]),
      },
    );
    const row = (await screen.findByText('Pemeliharaan AC')).closest('tr')!;
    expect(within(row).getByText('Budi Santoso')).toBeTruthy();
    expect(within(row).getByText('17 Agustus 2026 14:05')).toBeTruthy(); // 07:05 UTC in Asia/Jakarta
    expect(within(row).getByText('Ya')).toBeTruthy();
  });

  it("says 'Oops, No record found' in the user's language when the list is empty", async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      {
        'GET /api/tes': listOf([]),
      },
    );
    expect(await screen.findByText('Ups, Data tidak ditemukan')).toBeTruthy();
    cleanup();
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: ['tes'], lng: 'en-US' },
      {
        'GET /api/tes': listOf([]),
      },
    );
    expect(await screen.findByText('Oops, No record found')).toBeTruthy();
  });

  it('asks the server for the URL’s page, sort, search, filters and route filter', async () => {
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes/aktif/true?page=2&limit=50&sort=harga&order=desc&search=budi&harga__gte=1000',
        pages: ['tes'],
      },
      { 'GET /api/tes': () => listAnswer(tesRows, { total: 120, page: 2, limit: 50 }) },
    );
    await screen.findByText('Budi Santoso');
    const sent = Object.fromEntries(lastList(api.calls, '/api/tes'));
    expect(sent).toEqual({
      page: '2',
      limit: '50',
      sort: 'harga',
      order: 'desc',
      search: 'budi',
      harga__gte: '1000',
      aktif: 'true',
    });
    expect(api.calls.at(-1)!.headers['Accept-Language']).toBe('id-ID');
    // The route filter is a removable chip; removing it keeps the rest of the view.
    const chip = screen.getByLabelText('Aktif: Ya');
    fireEvent.click(within(chip).getByLabelText('Hapus filter Aktif'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/tes?page=2&limit=50&sort=harga&order=desc&search=budi&harga__gte=1000',
      ),
    );
    await waitFor(() => expect(lastList(api.calls, '/api/tes').get('aktif')).toBeNull());
  });

  it('sorts by a column header, and searches 500 ms after typing stops, back on page 1', async () => {
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes?page=3', pages: ['tes'] },
      {
        'GET /api/tes': listOf(tesRows),
      },
    );
    await screen.findByText('Budi Santoso');
    fireEvent.click(screen.getByRole('columnheader', { name: /Harga/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tes?sort=harga&order=asc'));
    await waitFor(() => expect(lastList(api.calls, '/api/tes').get('sort')).toBe('harga'));

    const before = api.calls.length;
    const search = screen.getByRole('searchbox', { name: 'Cari data' });
    fireEvent.change(search, { target: { value: 'bu' } });
    fireEvent.change(search, { target: { value: 'budi' } });
    // the debounce holds the search back for 500 ms after the last key: nothing in the first 300
    await expectNever(() => api.calls.length > before, 300, 'a search request before the debounce ended');
    await waitFor(() => expect(lastList(api.calls, '/api/tes').get('search')).toBe('budi'), {
      timeout: 5000,
    });
    expect(screen.getByTestId('location').textContent).toBe('/tes?sort=harga&order=asc&search=budi');
    expect(api.calls.filter((c) => c.url.searchParams.get('search') === 'bu')).toHaveLength(0);
  });

  it('applies the filter sidebar as typed query parameters', async () => {
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: ['tes'] },
      {
        'GET /api/tes': listOf(tesRows),
      },
    );
    await screen.findByText('Budi Santoso');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const form = await screen.findByRole('form', { name: 'Filter Data' });
    expect(within(form).getByText('Jumlah')).toBeTruthy();
    expect(within(form).getByText('Harga')).toBeTruthy();
    expect(within(form).getByText('Tanggal')).toBeTruthy();
    fireEvent.click(within(form).getByText('Semua', { selector: '.p-dropdown-label' }));
    // The option list opens in an overlay that testing-library counts as hidden while it animates in.
    fireEvent.click(await screen.findByRole('option', { name: 'Tidak', hidden: true }));
    fireEvent.click(within(form).getByRole('button', { name: 'Terapkan' }));
    await waitFor(() => expect(lastList(api.calls, '/api/tes').get('aktif')).toBe('false'));
    expect(screen.getByTestId('location').textContent).toBe('/tes?aktif=false');
    expect(screen.getByRole('button', { name: /1 filter aktif/ })).toBeTruthy();
  });

  it('shows row actions and selection only as the server allows, whatever the pages list holds', async () => {
    const readOnly = { view: true, add: false, edit: false, delete: false, export: false, import: false };
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      {
        'GET /api/tes': () =>
          listAnswer(
            tesRows.map((row) => ({ ...row, _can: { view: true, edit: false, delete: false } })),
            { can: readOnly },
          ),
      },
    );
    await screen.findByText('Budi Santoso');
    expect(screen.getByRole('button', { name: 'Lihat Budi Santoso' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Ekspor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Impor' })).toBeNull();
  });

  it('offers export and import as the screen’s can says, each on its own', async () => {
    const exportOnly = { ...CAN_ALL, import: false };
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: ['tes'] },
      { 'GET /api/tes': () => listAnswer(tesRows, { can: exportOnly }) },
    );
    await screen.findByText('Budi Santoso');
    // the pages list holds neither: the server's word decides
    expect(await screen.findByRole('button', { name: 'Ekspor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Impor' })).toBeNull();
  });

  it('offers edit, delete and selection per row as its _can says', async () => {
    // the admin-managed rule: Budi's record is someone else's, Sari's the caller's own
    const rows = [
      { ...tesRows[0]!, _can: { view: true, edit: false, delete: false } },
      { ...tesRows[1]!, _can: { view: false, edit: true, delete: true } },
    ];
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      { 'GET /api/tes': () => listAnswer(rows, { can: CAN_ALL }) },
    );
    await screen.findByText('Budi Santoso');
    expect(screen.getByRole('button', { name: 'Lihat Budi Santoso' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Pilih Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lihat Sari' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ubah Sari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hapus Sari' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Pilih Sari' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeTruthy();
  });

  it('offers nothing before the server has said what the caller may do', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      // an answer without `can` or `_can` (an older server): nothing is guessed from the pages list
      { 'GET /api/tes': () => ({ records: tesRows, totalRecords: 2, page: 1, limit: 20 }) },
    );
    await screen.findByText('Budi Santoso');
    expect(screen.queryByRole('button', { name: 'Tambah' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ubah Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Budi Santoso' })).toBeNull();
  });

  it('deletes a row after the confirmation, toasts, and reloads the list', async () => {
    let records = [...tesRows];
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      {
        'GET /api/tes': () => listAnswer(records),
        'DELETE /api/tes/delete/*': () => {
          records = records.filter((r) => r.id !== 1);
          return { message: 'Record deleted successfully' };
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Budi Santoso' }));
    expect(await screen.findByText('Apakah Anda yakin ingin menghapus data ini?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Data berhasil dihapus')).toBeTruthy();
    expect(api.find('DELETE', '/api/tes/delete/1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Budi Santoso')).toBeNull());
  });

  it('deletes the selected rows together', async () => {
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      {
        'GET /api/tes': listOf(tesRows),
        'DELETE /api/tes/delete/*': () => ({ message: 'Record deleted successfully' }),
      },
    );
    await screen.findByText('Budi Santoso');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua baris di halaman ini' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus terpilih (2)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(api.find('DELETE', '/api/tes/delete/1,2')).toHaveLength(1));
  });

  it('selects rows one by one by their names, and the page box follows them', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      { 'GET /api/tes': listOf(tesRows) },
    );
    const budi = (await screen.findByRole('checkbox', { name: 'Pilih Budi Santoso' })) as HTMLInputElement;
    const page = screen.getByRole('checkbox', {
      name: 'Pilih semua baris di halaman ini',
    }) as HTMLInputElement;
    expect(screen.getAllByRole('checkbox')).toHaveLength(3); // one per row and the page's, nothing nested
    fireEvent.click(budi);
    expect(budi.checked).toBe(true);
    expect(budi.closest('.p-checkbox')?.classList.contains('p-highlight')).toBe(true);
    expect(page.checked).toBe(false);
    expect(await screen.findByRole('button', { name: 'Hapus terpilih (1)' })).toBeTruthy();
    const other = screen
      .getAllByRole('checkbox')
      .find((box) => box !== budi && box !== page) as HTMLInputElement;
    fireEvent.click(other);
    expect(page.checked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Hapus terpilih (2)' })).toBeTruthy();
    fireEvent.click(page);
    expect([budi.checked, other.checked]).toEqual([false, false]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Hapus terpilih/ })).toBeNull());
  });

  it('edits a row in a dialog, then closes it and refreshes the list', async () => {
    let name = 'Budi Santoso';
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: allPagesOf('tes') },
      {
        'GET /api/tes': () => listOf([{ ...tesRows[0], nama: name }])(),
        'GET /api/tes/view/1': () => ({ ...tesRows[0], nama: name }),
        'PUT /api/tes/edit/1': (call) => {
          name = String((call.body as { nama: string }).nama);
          return { message: 'Record updated successfully', record: { ...tesRows[0], nama: name } };
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Tes' });
    const input = await within(dialog).findByDisplayValue('Budi Santoso');
    // the record is loaded into the form (its view answered) before typing, as a user waits for it
    await waitFor(() => expect(api.find('GET', '/api/tes/view/1').length).toBeGreaterThan(0));
    fireEvent.change(input, { target: { value: 'Budi S.' } });
    // what was typed is what the form holds when saving (a failure here means the form reset itself)
    expect(await within(dialog).findByDisplayValue('Budi S.')).toBe(input);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    // generous waits: under a loaded full run the dialog's close animation and the refetch take longer
    expect(await screen.findByText('Data berhasil diperbarui', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.find('PUT', '/api/tes/edit/1')[0]!.body).toMatchObject({ nama: 'Budi S.', harga: 1500000 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Tes' })).toBeNull(), {
      timeout: 5000,
    });
    expect(await screen.findByText('Budi S.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
