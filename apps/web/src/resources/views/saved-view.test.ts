import { rsupplier, tes } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_STATE, type ListState } from '../list-query.ts';
import { findViewByName, viewFromRecord, viewLocation, viewPayload } from './saved-view.ts';

const state = (patch: Partial<ListState>): ListState => ({ ...EMPTY_LIST_STATE, ...patch });

describe('saved views', () => {
  it('stores columns, filters, search, the route filter, sort and rows per page in the record', () => {
    const payload = viewPayload(rsupplier, '  Pemasok aktif ', {
      columns: ['nama_supplier', 'no_hp'],
      routeFilter: { field: 'status', value: 'Active' },
      state: state({
        page: 4,
        limit: 50,
        sort: 'nama_supplier',
        order: 'desc',
        search: ' maju ',
        filters: { status_pajak: 'PKP' },
      }),
    });
    expect(payload).toEqual({
      nama_view: 'Pemasok aktif',
      nama_resource: 'rsupplier',
      kolom: ['nama_supplier', 'no_hp'],
      filter_data: { status_pajak: 'PKP', search: 'maju', status: 'Active' },
      sort_field: 'nama_supplier',
      sort_order: 'desc',
      jumlah_baris: 50,
      default_view: false,
    });
  });

  it('restores a record into the list state, from objects or JSON text, on the first page', () => {
    const view = viewFromRecord(rsupplier, {
      id: 9,
      nama_view: 'Pemasok aktif',
      kolom: '["no_hp","nama_supplier"]',
      filter_data: { status_pajak: 'PKP', search: 'maju', status: 'Active' },
      sort_field: 'nama_supplier',
      sort_order: 'desc',
      jumlah_baris: 50,
    });
    expect(view).toEqual({
      columns: ['no_hp', 'nama_supplier'],
      // status is a sidebar filter of rsupplier, so it comes back as one (not as a route filter)
      routeFilter: null,
      state: state({
        limit: 50,
        sort: 'nama_supplier',
        order: 'desc',
        search: 'maju',
        filters: { status_pajak: 'PKP', status: 'Active' },
      }),
    });
  });

  it('drops what the resource no longer has and falls back to its defaults', () => {
    const view = viewFromRecord(tes, {
      id: 1,
      kolom: ['nama', 'gone', 42],
      filter_data: { harga__gte: '1000', bogus__gt: '1', nama: 'Budi', email: 'b@x.id', secret: { a: 1 } },
      sort_field: 'deskripsi', // not sortable
      sort_order: 'sideways',
      jumlah_baris: 25, // not a page size of the list
    });
    expect(view.columns).toEqual(['nama']);
    expect(view.state).toEqual(state({ filters: { harga__gte: '1000' } }));
    // the first plain field filter that is not a sidebar filter becomes the route filter
    expect(view.routeFilter).toEqual({ field: 'nama', value: 'Budi' });
    expect(viewFromRecord(tes, { id: 2, kolom: null, filter_data: 'not json' }).columns).toEqual([
      'nama',
      'email',
      'jumlah',
      'harga',
      'aktif',
    ]);
  });

  it('applies as a location: the route filter in the path, the rest in the query string', () => {
    expect(
      viewLocation(rsupplier, {
        columns: [],
        routeFilter: { field: 'nama_supplier', value: 'CV Maju/Jaya' },
        state: state({ limit: 50, sort: 'nama_supplier', order: 'asc', filters: { status: 'Active' } }),
      }),
    ).toEqual({
      pathname: '/rsupplier/index/nama_supplier/CV%20Maju%2FJaya',
      search: '?limit=50&sort=nama_supplier&order=asc&status=Active',
    });
    expect(viewLocation(rsupplier, { columns: [], routeFilter: null, state: state({}) })).toEqual({
      pathname: '/rsupplier',
      search: '',
    });
  });

  it('finds a view by name whatever its case', () => {
    expect(findViewByName([{ name: 'Aktif ' }, { name: 'Semua' }], ' aktif')).toEqual({ name: 'Aktif ' });
  });
});
