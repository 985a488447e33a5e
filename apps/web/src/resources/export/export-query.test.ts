import { rsupplier, tes, tes2 } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIST_STATE, type ListState } from '../list-query.ts';
import {
  exportFileName,
  exportRequest,
  fileNameFromDisposition,
  listFilterQuery,
  printPageQuery,
  spreadsheetPath,
} from './export-query.ts';

const state = (patch: Partial<ListState>): ListState => ({ ...EMPTY_LIST_STATE, ...patch });

describe('exportRequest', () => {
  it('exports the list’s search, sort and filters, without paging', () => {
    const { path, query } = exportRequest(
      tes,
      state({
        page: 3,
        limit: 50,
        search: '  budi ',
        sort: 'harga',
        order: 'desc',
        filters: { aktif: 'true', harga__gte: '1000', jumlah__lte: '10' },
      }),
      null,
      'csv',
    );
    expect(path).toBe('tes/export');
    expect(query).toEqual({
      format: 'csv',
      search: 'budi',
      sort: 'harga',
      order: 'desc',
      aktif: 'true',
      harga__gte: '1000',
      jumlah__lte: '10',
    });
    expect(query).not.toHaveProperty('page');
    expect(query).not.toHaveProperty('limit');
  });

  it('adds the route’s filter (`/rsupplier/status/Active`) and drops what the list would drop', () => {
    const { query } = exportRequest(
      rsupplier,
      state({ sort: 'not_a_field', filters: { status_pajak: 'PKP', bogus: 'x', email__contains: ' ' } }),
      { field: 'status', value: 'Active' },
      'xlsx',
    );
    expect(query).toEqual({ format: 'xlsx', status_pajak: 'PKP', status: 'Active' });
  });

  it('ends a date-time range on the whole day in Asia/Jakarta, as the list does', () => {
    const query = listFilterQuery(
      tes2,
      state({ filters: { waktu__gte: '2026-08-01', waktu__lte: '2026-08-31' } }),
      null,
    );
    expect(query).toEqual({
      waktu__gte: '2026-08-01T00:00:00+07:00',
      waktu__lte: '2026-08-31T23:59:59.999+07:00',
    });
  });

  it('pages the printed rows through the list API', () => {
    expect(printPageQuery({ search: 'x' }, 2)).toEqual({ search: 'x', page: 2, limit: 500 });
  });
});

describe('spreadsheetPath', () => {
  it('opens the export in /excel with the list’s filters, search, sort and route filter, without paging', () => {
    const path = spreadsheetPath(
      rsupplier,
      state({
        page: 2,
        search: ' maju ',
        sort: 'nama_supplier',
        order: 'desc',
        filters: { status_pajak: 'PKP' },
      }),
      { field: 'status', value: 'Active' },
    );
    expect(path.startsWith('/excel?')).toBe(true);
    const params = new URLSearchParams(path.slice('/excel?'.length));
    expect(Object.fromEntries(params)).toEqual({
      resource: 'rsupplier',
      search: 'maju',
      sort: 'nama_supplier',
      order: 'desc',
      status_pajak: 'PKP',
      status: 'Active',
    });
  });

  it('keeps a date-time bound intact through the address (its + is encoded)', () => {
    const path = spreadsheetPath(tes2, state({ filters: { waktu__gte: '2026-08-01' } }), null);
    expect(path).toBe('/excel?resource=tes2&waktu__gte=2026-08-01T00%3A00%3A00%2B07%3A00');
    expect(new URLSearchParams(path.split('?')[1]).get('waktu__gte')).toBe('2026-08-01T00:00:00+07:00');
  });
});

describe('export file names', () => {
  it('takes the server’s name from Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="rsupplier-2026-11-22.csv"')).toBe(
      'rsupplier-2026-11-22.csv',
    );
    expect(fileNameFromDisposition("attachment; filename=x.csv; filename*=UTF-8''Pemasok%20Baru.xlsx")).toBe(
      'Pemasok Baru.xlsx',
    );
  });

  it('refuses paths and falls back to `{resource}-{date}.{format}`', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(exportFileName('rsupplier', 'pdf', null, new Date('2026-11-22T10:00:00Z'))).toBe(
      'rsupplier-2026-11-22.pdf',
    );
  });
});
