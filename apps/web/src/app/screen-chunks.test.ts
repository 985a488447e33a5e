import { RESOURCE_NAMES } from '@kantor/core';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';
import { drawsAsList as listed, drawsAsView as viewed } from './screen-chunks.ts';

const routes = createAppRouter(null).routes;
const drawsAsList = (path: string) => listed(matchRoutes(routes, path) ?? [], path);
const drawsAsView = (path: string) => viewed(matchRoutes(routes, path) ?? [], path);

describe('drawsAsList', () => {
  it('takes the page router’s list routes of a resource as lists', () => {
    for (const path of ['/rsupplier', '/rpekerjaan/status/On%20Going', '/rbarang/index/id_kategori/3']) {
      expect(drawsAsList(path), path).toBe(true);
    }
  });

  it('takes a record’s pages, the screens of their own and the public pages as no list', () => {
    for (const path of [
      '/rsupplier/view/5',
      '/rsupplier/edit/5',
      '/rsupplier/add',
      '/rsupplier/index/status',
      '/home',
      '/login',
      '/lacak/KTR-7F3K-9QJD',
      '/account/profile',
    ]) {
      expect(drawsAsList(path), path).toBe(false);
    }
  });
});

describe('drawsAsView', () => {
  it('takes a record’s view of the page router as a view, and nothing else', () => {
    expect(drawsAsView('/rpekerjaan/view/8')).toBe(true);
    for (const path of [
      '/rpekerjaan',
      '/rpekerjaan/edit/8',
      '/rsupplier/add',
      '/home',
      '/lacak/KTR-7F3K-9QJD',
    ]) {
      expect(drawsAsView(path), path).toBe(false);
    }
  });
});

describe('a record view’s shape', () => {
  it('is drawn by the page router for every resource: no route of its own has it (startEarlyCalls)', () => {
    for (const name of RESOURCE_NAMES) expect(drawsAsView(`/${name}/view/1`), name).toBe(true);
  });
});
