import type { GridRow } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import {
  columnPages,
  diffSelection,
  filterRows,
  rowPages,
  setPages,
  stateOf,
  toggleAll,
} from './permission-grid.ts';

const row = (name: string, extras: string[] = []): GridRow => ({
  name,
  kind: 'resource',
  cells: ['index', 'view', 'add'].map((a) => ({
    action: a,
    page: a === 'index' ? name : `${name}/${a}`,
    granted: false,
  })),
  extras: extras.map((e) => ({ action: e, page: `${name}/${e}`, granted: false })),
});
const rows = [row('rsupplier'), row('roles', ['clone', 'permissionmulti']), row('rstok')];

describe('permission grid selection', () => {
  it('rows hold their actions and extra pages; columns one action over the rows', () => {
    expect(rowPages(rows[1]!)).toEqual([
      'roles',
      'roles/view',
      'roles/add',
      'roles/clone',
      'roles/permissionmulti',
    ]);
    expect(columnPages(rows, 'view')).toEqual(['rsupplier/view', 'roles/view', 'rstok/view']);
  });

  it('a tri-state toggle selects all unless all are selected', () => {
    let selected = new Set(['rsupplier']);
    const pages = rowPages(rows[0]!);
    expect(stateOf(selected, pages)).toBe('some');
    selected = toggleAll(selected, pages);
    expect(stateOf(selected, pages)).toBe('all');
    selected = toggleAll(selected, pages);
    expect(stateOf(selected, pages)).toBe('none');
    expect(setPages(new Set(['a']), ['b', 'c'], true)).toEqual(new Set(['a', 'b', 'c']));
  });

  it('filters by name, title or extra page', () => {
    const title = (n: string) => ({ rsupplier: 'Pemasok', roles: 'Peran', rstok: 'Stok' })[n] ?? n;
    expect(filterRows(rows, 'PEMA', title).map((r) => r.name)).toEqual(['rsupplier']);
    expect(filterRows(rows, 'permissionmulti', title).map((r) => r.name)).toEqual(['roles']);
    expect(filterRows(rows, '  ', title)).toHaveLength(3);
  });

  it('the change to save: what was added and what was removed', () => {
    const selected = new Set(['home', 'rsupplier', 'rsupplier/view', 'legacy/page']);
    expect(diffSelection(['home', 'kalkulator', 'legacy/page'], selected)).toEqual({
      grant: ['rsupplier', 'rsupplier/view'],
      revoke: ['kalkulator'],
    });
  });
});
