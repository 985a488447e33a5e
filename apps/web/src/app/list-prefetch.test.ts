import { rpekerjaan, rsupplier } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { buildListQuery, readListState } from '../resources/list-query.ts';
import { firstListCall } from './list-prefetch.ts';

describe('firstListCall', () => {
  it('asks for what the list screen asks for on a plain list address', () => {
    for (const resource of [rsupplier, rpekerjaan]) {
      for (const search of [
        '',
        '?limit=100',
        '?page=3&limit=50',
        '?limit=7',
        '?page=0',
        '?page=abc&limit=100',
        '?search=%20maju%20jaya%20',
        '?search=%20%20',
        '?limit=10&search=AC&page=2',
      ]) {
        const screen = buildListQuery(resource, readListState(resource, new URLSearchParams(search)));
        expect(firstListCall(`/${resource.name}`, search), `${resource.name}${search}`).toEqual({
          path: resource.name,
          query: screen,
        });
      }
    }
  });

  it('leaves a sort, a sidebar filter and a route filter to the screen, which checks them', () => {
    for (const [path, search] of [
      ['/rsupplier', '?sort=nama_supplier&order=desc'],
      ['/rsupplier', '?status=Active'],
      ['/rsupplier/status/Active', ''],
      ['/rsupplier/index/nama_supplier/Maju', ''],
      ['/RSupplier', ''],
    ] as const) {
      expect(firstListCall(path, search), `${path}${search}`).toBeNull();
    }
  });
});
