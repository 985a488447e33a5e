import { rsupplier } from '@kantor/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetDialogs, toast } from '../../ui/index.ts';
import { renderTransfer } from '../export/transfer-test-utils.tsx';
import { EMPTY_LIST_STATE } from '../list-query.ts';
import { allPagesOf, SCREEN_TEST_TIMEOUT } from '../test-utils.tsx';
import { SavedViewsDialog } from './SavedViewsDialog.tsx';
import type { ListView } from './saved-view.ts';

afterEach(() => {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const saved = {
  id: 9,
  nama_view: 'Pemasok aktif',
  nama_resource: 'rsupplier',
  kolom: ['nama_supplier', 'no_hp', 'status'],
  filter_data: { status_pajak: 'PKP', search: 'maju' },
  sort_field: 'nama_supplier',
  sort_order: 'desc',
  jumlah_baris: 50,
  default_view: false,
  user_id: 7,
};

const current: ListView = {
  columns: ['nama_supplier', 'email'],
  routeFilter: { field: 'status', value: 'Inactive' },
  state: { ...EMPTY_LIST_STATE, limit: 10, search: 'jaya' },
};

const pages = [...allPagesOf('rsupplier'), ...allPagesOf('primereactcustomview')];

function renderDialog(onColumns = vi.fn(), onHide = vi.fn()) {
  return renderTransfer(
    <SavedViewsDialog resource={rsupplier} current={current} onColumns={onColumns} visible onHide={onHide} />,
    { path: '/rsupplier', pages },
    {
      'GET /api/primereactcustomview': () => ({ records: [saved], totalRecords: 1, page: 1, limit: 100 }),
      'POST /api/primereactcustomview/add': (call) => ({
        message: 'ok',
        record: { id: 10, ...(call.body as object) },
      }),
      'PUT /api/primereactcustomview/edit/9': (call) => ({
        message: 'ok',
        record: { id: 9, ...(call.body as object) },
      }),
      'DELETE /api/primereactcustomview/delete/9': () => ({ message: 'Record deleted successfully' }),
    },
  );
}

describe('SavedViewsDialog', { timeout: SCREEN_TEST_TIMEOUT }, () => {
  it('lists the signed-in user’s views of this resource and applies one to the list', async () => {
    const onColumns = vi.fn();
    const onHide = vi.fn();
    const { api } = await renderDialog(onColumns, onHide);
    fireEvent.click(await screen.findByRole('button', { name: 'Terapkan tampilan Pemasok aktif' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/rsupplier?limit=50&sort=nama_supplier&order=desc&search=maju&status_pajak=PKP',
    );
    expect(onColumns).toHaveBeenCalledWith(['nama_supplier', 'no_hp', 'status']);
    expect(onHide).toHaveBeenCalled();
    const query = api.find('GET', '/api/primereactcustomview')[0]!.url.searchParams;
    expect(query.get('nama_resource')).toBe('rsupplier');
    expect(query.get('user_id')).toBe('7');
  });

  it('describes each view by its columns, rows and order', async () => {
    await renderDialog();
    const item = (await screen.findByText('Pemasok aktif')).closest('li')!;
    expect(item.textContent).toContain('Kolom: Nama Pemasok, No. HP, Status · Baris: 50');
    expect(item.textContent).toContain('Diurutkan menurut Nama Pemasok (turun)');
  });

  it('saves the current view under a new name', async () => {
    const { api } = await renderDialog();
    await screen.findByText('Pemasok aktif');
    fireEvent.change(screen.getByLabelText('Nama tampilan'), { target: { value: 'Tidak aktif' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan tampilan saat ini' }));
    expect(await screen.findByText('Tampilan Tidak aktif tersimpan')).toBeTruthy();
    expect(api.find('POST', '/api/primereactcustomview/add')[0]!.body).toEqual({
      nama_view: 'Tidak aktif',
      nama_resource: 'rsupplier',
      kolom: ['nama_supplier', 'email'],
      filter_data: { search: 'jaya', status: 'Inactive' },
      sort_field: null,
      sort_order: 'asc',
      jumlah_baris: 10,
      default_view: false,
    });
  });

  it('overwrites the view of the same name instead of adding another', async () => {
    const { api } = await renderDialog();
    await screen.findByText('Pemasok aktif');
    fireEvent.change(screen.getByLabelText('Nama tampilan'), { target: { value: 'pemasok AKTIF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan tampilan saat ini' }));
    await waitFor(() => expect(api.find('PUT', '/api/primereactcustomview/edit/9')).toHaveLength(1));
    expect(api.find('POST', '/api/primereactcustomview/add')).toHaveLength(0);
  });

  it('deletes a view after confirmation', async () => {
    const { api } = await renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus tampilan Pemasok aktif' }));
    expect(await screen.findByText('Hapus tampilan tersimpan Pemasok aktif?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ya' }));
    expect(await screen.findByText('Data berhasil dihapus')).toBeTruthy();
    expect(api.find('DELETE', '/api/primereactcustomview/delete/9')).toHaveLength(1);
  });
});
