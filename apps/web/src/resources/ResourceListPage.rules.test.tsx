import { type RoleRule, tes } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../ui/index.ts';
import { ResourceListPage } from './ResourceListPage.tsx';
import { allPagesOf, listAnswer, renderScreen, SCREEN_TEST_TIMEOUT, TEST_ROLE_ID } from './test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const rows = [
  { id: 1, nama: 'Budi Santoso', email: 'budi@example.co.id', jumlah: 12, harga: 1500000, aktif: true },
  { id: 2, nama: 'Sari & Co', email: null, jumlah: 0, harga: 0, aktif: false },
];
const list = () => listAnswer(rows);

let nextId = 1;
/** A role-rule record of the test role on the list route. */
const rule = (kategori: string, fields: Partial<RoleRule> = {}): RoleRule => ({
  id: nextId++,
  role_id: TEST_ROLE_ID,
  nama_route: '/tes',
  kategori,
  ...fields,
});

const headersOf = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.trim());

describe('ResourceListPage with role rules', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('hides columns, relabels headers, retitles the page and reshapes the filter sidebar', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes',
        pages: allPagesOf('tes'),
        rules: [
          rule('Hide Kolom', { setup: 'email, harga' }),
          rule('Replace Label', { setup: 'nama', replace_label: 'Nama Lengkap' }),
          rule('Ganti Title Header', { replace_label: 'Daftar Uji' }),
          rule('Hide Filter Sidebar', { setup: 'tanggal' }),
          rule('Rename Filter Sidebar', {
            setup: 'jumlah',
            rename_filter_h2: 'Banyaknya',
            nama_widget_h2: 'Saring Data',
          }),
          // another role's rule and another route's rule change nothing here
          { ...rule('Hide Kolom', { setup: 'nama' }), role_id: 53 },
          rule('Hide Kolom', { setup: 'aktif', nama_route: '/tes2' }),
        ],
      },
      { 'GET /api/tes': list },
    );
    await screen.findByText('Budi Santoso');
    expect(screen.getByRole('heading', { level: 1, name: 'Daftar Uji' })).toBeTruthy();
    const headers = headersOf();
    expect(headers).toEqual(expect.arrayContaining(['Nama Lengkap', 'Jumlah', 'Aktif']));
    expect(headers).not.toContain('Email');
    expect(headers).not.toContain('Harga');
    expect(headers).not.toContain('Nama');
    expect(screen.queryByText('budi@example.co.id')).toBeNull();

    // The column chooser offers neither hidden column, and shows the replaced label.
    fireEvent.click(document.querySelector('.p-multiselect')!);
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toContain('Nama Lengkap');
    expect(options).toContain('Deskripsi');
    expect(options).not.toContain('Email');
    expect(options).not.toContain('Harga');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const form = await screen.findByRole('form', { name: 'Saring Data' });
    expect(within(form).getByText('Banyaknya')).toBeTruthy(); // renamed jumlah
    expect(within(form).getByText('Aktif')).toBeTruthy();
    expect(within(form).queryByText('Harga')).toBeNull(); // hidden column
    expect(within(form).queryByText('Tanggal')).toBeNull(); // hidden filter
  });

  it('drops filters of hidden fields from the query', async () => {
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes?harga__gte=1000&jumlah__gte=2',
        pages: ['tes'],
        rules: [rule('Hide Kolom', { setup: 'harga' })],
      },
      { 'GET /api/tes': list },
    );
    await screen.findByText('Budi Santoso');
    const sent = api.find('GET', '/api/tes').at(-1)!.url.searchParams;
    expect(sent.get('jumlah__gte')).toBe('2');
    expect(sent.get('harga__gte')).toBeNull();
  });

  it('adds Add Action List buttons: in-app targets navigate, _blank ones open a new tab', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes',
        pages: ['tes'],
        rules: [
          rule('Add Action List', { label_action: 'Cetak', link_action: '/tes/cetak/{id}' }),
          rule('Add Action List', {
            label_action: 'Peta',
            link_action: 'https://peta.example.com/cari?q={nama}',
            target: '_blank',
            iconmenu: 'pi pi-map',
            iconcolor: 'danger',
          }),
          rule('Add Action List', { label_action: 'Bahaya', link_action: 'javascript:alert(1)' }),
        ],
      },
      { 'GET /api/tes': list },
    );
    await screen.findByText('Budi Santoso');
    const map = screen.getByRole('link', { name: 'Peta Sari & Co' });
    expect(map.getAttribute('href')).toBe('https://peta.example.com/cari?q=Sari%20%26%20Co');
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(map.className).toContain('p-button-danger');
    expect(map.querySelector('.pi-map')).toBeTruthy();
    const print = screen.getByRole('link', { name: 'Cetak Budi Santoso' });
    expect(print.querySelector('.pi-external-link')).toBeTruthy(); // the default icon
    expect(screen.queryByRole('link', { name: /Bahaya/ })).toBeNull(); // unsafe link refused by compile
    fireEvent.click(print);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/tes/cetak/1'));
  });

  it('shows column logic values and colours rows and cells by condition', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes',
        pages: ['tes'],
        rules: [
          rule('Logika List JSX', { setup: 'jumlah', logika_list: "IF(jumlah < 5, 'Menipis', 'Aman')" }),
          // API_FETCH cannot run in a list: the raw value shows
          rule('Logika List JSX', { setup: 'harga', logika_list: "API_FETCH('tes', 'id=1', 'harga')" }),
          rule('Warnai List JSX', { warna_kolom_list: 'aktif == false => danger' }),
          rule('Warnai List JSX', { setup: 'nama', warna_kolom_list: 'jumlah > 10 => #F00' }),
          rule('colour list', { setup: 'email', warna_kolom_list: "true => red; background: url('x')" }),
        ],
      },
      { 'GET /api/tes': list },
    );
    const budi = (await screen.findByText('Budi Santoso')).closest('tr')!;
    const sari = screen.getByText('Sari & Co').closest('tr')!;
    expect(within(budi).getByText('Aman')).toBeTruthy();
    expect(within(sari).getByText('Menipis')).toBeTruthy();
    expect(within(budi).getByText('Rp. 1.500.000')).toBeTruthy();
    expect(sari.className).toContain('rule-colour-danger');
    expect(budi.className).not.toContain('rule-colour');
    expect(screen.getByText('Budi Santoso').closest('td')!.className).toContain('rule-colour-h-ff0000');
    expect(screen.getByText('Sari & Co').closest('td')!.className).not.toContain('rule-colour-h');
    const css = screen.getByTestId('rule-colours').textContent ?? '';
    expect(css).toContain('#ff0000');
    expect(css).not.toContain('url(');
    expect(screen.getByText('budi@example.co.id').closest('td')!.className).not.toContain('rule-colour');
  });

  it('hides the add button and the row actions a rule names', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes',
        pages: allPagesOf('tes'),
        rules: [rule('hide add button'), rule('hide action button', { setup: 'delete, ubah' })],
      },
      { 'GET /api/tes': list },
    );
    await screen.findByText('Budi Santoso');
    expect(screen.getByRole('button', { name: 'Lihat Budi Santoso' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ubah Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Budi Santoso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tambah' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0); // no bulk delete either
  });

  it('hides every row action with an empty hide action button rule', async () => {
    await renderScreen(
      <ResourceListPage resource={tes} />,
      {
        path: '/tes',
        pages: allPagesOf('tes'),
        rules: [
          rule('hide action button'),
          rule('Add Action List', { label_action: 'Cetak', link_action: '/tes/cetak/{id}' }),
        ],
      },
      { 'GET /api/tes': list },
    );
    await screen.findByText('Budi Santoso');
    expect(headersOf()).not.toContain('Aksi');
    expect(screen.queryByRole('link', { name: /Cetak/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeTruthy();
  });

  it('shows the spinner until the role’s rules are loaded, and asks for no data before', async () => {
    let release: (value: unknown) => void = () => undefined;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    const { api } = await renderScreen(
      <ResourceListPage resource={tes} />,
      { path: '/tes', pages: ['tes'], waitForRules: false },
      {
        'GET /api/setupshowhideroleid': async () => {
          await held;
          return { records: [rule('Hide Kolom', { setup: 'email' })] };
        },
        'GET /api/tes': list,
      },
    );
    expect(screen.getByTestId('page-spinner')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.find('GET', '/api/tes')).toHaveLength(0);
    await act(async () => {
      release(null);
      await held;
    });
    await screen.findByText('Budi Santoso');
    expect(screen.queryByTestId('page-spinner')).toBeNull();
    expect(headersOf()).not.toContain('Email');
  });
});
