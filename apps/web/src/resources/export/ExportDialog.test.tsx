import { tes } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../../ui/index.ts';
import { EMPTY_LIST_STATE, type ListState } from '../list-query.ts';
import { allPagesOf, SCREEN_TEST_TIMEOUT } from '../test-utils.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { renderTransfer, reply } from './transfer-test-utils.tsx';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const XSS = '<img src=x onerror=alert(1)>';
const records = [
  { id: 1, nama: XSS, harga: 1500000, aktif: true, user_id: 1 },
  { id: 2, nama: 'Sari', harga: 0, aktif: false, user_id: 1 },
];
const state: ListState = {
  ...EMPTY_LIST_STATE,
  page: 2,
  search: 'sari',
  sort: 'harga',
  order: 'desc',
  filters: { aktif: 'true' },
};

function renderDialog(handlers: Parameters<typeof renderTransfer>[2], extraPages: string[] = []) {
  return renderTransfer(
    <ExportDialog
      resource={tes}
      state={state}
      routeFilter={null}
      columns={['nama', 'harga', 'aktif']}
      total={2}
      visible
      onHide={() => undefined}
    />,
    { path: '/tes?page=2', pages: [...allPagesOf('tes'), 'tes/export', ...extraPages] },
    handlers,
  );
}

/** A window as `window.open('', '_blank')` returns it, with a real document to write into. */
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('');
  const win = { document: doc, focus: vi.fn(), print: vi.fn(), close: vi.fn() };
  return win;
}

describe('ExportDialog', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('offers print, PDF, Excel and CSV for the list’s current records', async () => {
    await renderDialog({});
    expect(await screen.findByLabelText('Cetak')).toBeTruthy();
    expect(screen.getByLabelText('PDF')).toBeTruthy();
    expect(screen.getByLabelText('Excel (xlsx)')).toBeTruthy();
    expect(screen.getByLabelText('CSV')).toBeTruthy();
    expect(screen.getByText(/sesuai dengan filter, pencarian, dan urutan daftar saat ini: 2/)).toBeTruthy();
  });

  it('says the popup is blocked when window.open returns null', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { api } = await renderDialog({
      'GET /api/tes': () => ({ records, totalRecords: 2, page: 1, limit: 500 }),
    });
    fireEvent.click(await screen.findByLabelText('Cetak'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak' }));
    expect(await screen.findByText('Popup diblokir, silakan izinkan popup untuk situs ini')).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.find('GET', '/api/tes')).toHaveLength(0);
  });

  it('prints the filtered records, as text, in the window it opened', async () => {
    const win = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { api } = await renderDialog({
      'GET /api/tes': () => ({ records, totalRecords: 2, page: 1, limit: 500 }),
    });
    fireEvent.click(await screen.findByLabelText('Cetak'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak' }));
    await waitFor(() => expect(win.print).toHaveBeenCalledTimes(1));
    const cells = [...win.document.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      [XSS, 'Rp. 1.500.000', 'Ya'],
      ['Sari', 'Rp. 0', 'Tidak'],
    ]);
    expect(win.document.querySelectorAll('img')).toHaveLength(0);
    const query = api.find('GET', '/api/tes')[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '1',
      limit: '500',
      search: 'sari',
      sort: 'harga',
      order: 'desc',
      aktif: 'true',
    });
  });

  it('shows a print preview whose markup-looking values stay text', async () => {
    await renderDialog({ 'GET /api/tes': () => ({ records, totalRecords: 2, page: 1, limit: 500 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Pratinjau cetak' }));
    const frame = (await screen.findByTestId('print-preview')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    const html = frame.getAttribute('srcdoc')!;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('img, script')).toHaveLength(0);
    expect(doc.querySelector('tbody td')!.textContent).toBe(XSS);
    expect([...doc.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Nama', 'Harga', 'Aktif']);
  });

  it('says the preview could not be made when the records cannot be read', async () => {
    await renderDialog({ 'GET /api/tes': () => reply(500, { message: 'boom' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Pratinjau cetak' }));
    expect(await screen.findByText('Tidak dapat membuat pratinjau cetak')).toBeTruthy();
    expect(screen.queryByTestId('print-preview')).toBeNull();
  });

  it('opens the same export in the spreadsheet, with the list’s filters, search and sort', async () => {
    const { api } = await renderDialog({}, ['excel']);
    fireEvent.click(await screen.findByRole('button', { name: 'Buka di Spreadsheet' }));
    const location = await screen.findByText(/^\/excel\?/, { selector: '[data-testid="location"]' });
    const [path, search] = location.textContent!.split('?');
    expect(path).toBe('/excel');
    // what /excel hands to GET /api/tes/export?format=xlsx: the export's own query, without paging
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      resource: 'tes',
      search: 'sari',
      sort: 'harga',
      order: 'desc',
      aktif: 'true',
    });
    expect(api.find('GET', '/api/tes/export')).toHaveLength(0);
  });

  it('offers the spreadsheet only to users whose pages list holds `excel`', async () => {
    await renderDialog({});
    await screen.findByLabelText('CSV');
    expect(screen.getByRole('button', { name: 'Unduh' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buka di Spreadsheet' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/tes?page=2');
  });

  it('downloads the chosen format with the list’s filters, and says so when it fails', async () => {
    const { api } = await renderDialog({ 'GET /api/tes/export': () => reply(500, { message: 'boom' }) });
    fireEvent.click(await screen.findByLabelText('CSV'));
    fireEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    expect(await screen.findByText('Tidak dapat mengunduh berkas')).toBeTruthy();
    const query = api.find('GET', '/api/tes/export')[0]!.url.searchParams;
    const { labels, ...rest } = Object.fromEntries(query);
    expect(rest).toEqual({
      format: 'csv',
      search: 'sari',
      sort: 'harga',
      order: 'desc',
      aktif: 'true',
    });
    // the file is headed in the reader's words: the labels the list shows (issue 36)
    const words = JSON.parse(labels!);
    expect(words.title).toBe('Tes');
    expect(words.fields).toMatchObject({
      id: 'ID',
      nama: 'Nama',
      harga: 'Harga',
      aktif: 'Aktif',
      user_id: 'Pemilik',
    });
  });

  it('heads print and files with the list’s labels, a role’s replaced label included', async () => {
    const labelOf = (name: string) => (name === 'harga' ? 'Tarif' : name === 'nama' ? 'Nama' : 'Aktif');
    const { api } = await renderTransfer(
      <ExportDialog
        resource={tes}
        state={state}
        routeFilter={null}
        columns={['nama', 'harga', 'aktif']}
        labelOf={labelOf}
        visible
        onHide={() => undefined}
      />,
      { path: '/tes', pages: [...allPagesOf('tes'), 'tes/export'] },
      { 'GET /api/tes': () => ({ records, totalRecords: 2, page: 1, limit: 500 }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pratinjau cetak' }));
    const frame = (await screen.findByTestId('print-preview')) as HTMLIFrameElement;
    const doc = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html');
    expect([...doc.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Nama', 'Tarif', 'Aktif']);
    fireEvent.click(screen.getByLabelText('CSV'));
    fireEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    await waitFor(() => expect(api.find('GET', '/api/tes/export')).toHaveLength(1));
    const labels = api.find('GET', '/api/tes/export')[0]!.url.searchParams.get('labels')!;
    expect(JSON.parse(labels).fields.harga).toBe('Tarif');
  });
});
