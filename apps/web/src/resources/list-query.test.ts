import { rinvoice, rsupplier, tes, tes2 } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import {
  buildListQuery,
  EMPTY_LIST_STATE,
  filterKeysFor,
  listStateToSearch,
  readListState,
} from './list-query.ts';

describe('buildListQuery', () => {
  it('sends paging always, and search and sort only when set', () => {
    expect(buildListQuery(tes, EMPTY_LIST_STATE)).toEqual({ page: 1, limit: 20 });
    expect(
      buildListQuery(tes, {
        ...EMPTY_LIST_STATE,
        page: 3,
        limit: 50,
        search: '  budi ',
        sort: 'harga',
        order: 'desc',
      }),
    ).toEqual({ page: 3, limit: 50, search: 'budi', sort: 'harga', order: 'desc' });
  });

  it('drops a sort on a field that is not sortable', () => {
    expect(buildListQuery(tes, { ...EMPTY_LIST_STATE, sort: 'email' })).toEqual({ page: 1, limit: 20 });
  });

  it('passes the sidebar filters by kind and ignores keys the sidebar cannot write', () => {
    const query = buildListQuery(tes, {
      ...EMPTY_LIST_STATE,
      filters: {
        harga__gte: '1000',
        harga__lte: '5000',
        aktif: 'true',
        tanggal__gte: '2026-01-01',
        email__contains: 'x', // email is not a filter field of tes
        jumlah__gte: ' ',
      },
    });
    expect(query).toEqual({
      page: 1,
      limit: 20,
      harga__gte: '1000',
      harga__lte: '5000',
      aktif: 'true',
      tanggal__gte: '2026-01-01',
    });
  });

  it('turns a date-time range into whole days in Asia/Jakarta', () => {
    const query = buildListQuery(tes2, {
      ...EMPTY_LIST_STATE,
      filters: { waktu__gte: '2026-01-01', waktu__lte: '2026-01-31' },
    });
    expect(query.waktu__gte).toBe('2026-01-01T00:00:00+07:00');
    expect(query.waktu__lte).toBe('2026-01-31T23:59:59.999+07:00');
  });

  it('adds the route filter of /x/{field}/{value} for a known field only', () => {
    expect(buildListQuery(rsupplier, EMPTY_LIST_STATE, { field: 'status', value: 'Active' })).toEqual({
      page: 1,
      limit: 20,
      status: 'Active',
    });
    expect(buildListQuery(rsupplier, EMPTY_LIST_STATE, { field: 'nope', value: 'x' })).toEqual({
      page: 1,
      limit: 20,
    });
  });
});

describe('filterKeysFor', () => {
  it('uses equals for choices, ranges for numbers and dates, contains for text', () => {
    expect(filterKeysFor('status_bayar', rinvoice.fields.status_bayar!)).toEqual(['status_bayar']);
    expect(filterKeysFor('id_akun', rinvoice.fields.id_akun!)).toEqual(['id_akun']);
    expect(filterKeysFor('tanggal', rinvoice.fields.tanggal!)).toEqual(['tanggal__gte', 'tanggal__lte']);
    expect(filterKeysFor('harga', tes.fields.harga!)).toEqual(['harga__gte', 'harga__lte']);
    expect(filterKeysFor('nama', tes.fields.nama!)).toEqual(['nama__contains']);
  });
});

describe('the list state in the URL', () => {
  it('reads page, rows, sort, search and filters, falling back on bad values', () => {
    const state = readListState(
      tes,
      new URLSearchParams('page=2&limit=50&sort=harga&order=desc&search=budi&aktif=false&evil=1'),
    );
    expect(state).toEqual({
      page: 2,
      limit: 50,
      sort: 'harga',
      order: 'desc',
      search: 'budi',
      filters: { aktif: 'false' },
    });
    expect(readListState(tes, new URLSearchParams('page=-1&limit=7&sort=konten'))).toEqual(EMPTY_LIST_STATE);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(listStateToSearch(EMPTY_LIST_STATE)).toBe('');
    const state = {
      page: 4,
      limit: 100,
      sort: 'nama',
      order: 'asc' as const,
      search: 'a b',
      filters: { harga__gte: '10' },
    };
    const search = listStateToSearch(state);
    expect(search).toBe('page=4&limit=100&sort=nama&order=asc&search=a+b&harga__gte=10');
    expect(readListState(tes, new URLSearchParams(search))).toEqual(state);
  });
});
