import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';
import { drawsAsList, drawsAsView } from './screen-chunks.ts';

describe('drawsAsList', () => {
  const routes = createAppRouter(null).routes;

  it('takes the page router’s list routes of a resource as lists', () => {
    for (const path of ['/rsupplier', '/rpekerjaan/status/On%20Going', '/rbarang/index/id_kategori/3']) {
      expect(drawsAsList(routes, path), path).toBe(true);
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
      expect(drawsAsList(routes, path), path).toBe(false);
    }
  });
});

describe('drawsAsView', () => {
  const routes = createAppRouter(null).routes;

  it('takes a record’s view of the page router as a view, and nothing else', () => {
    expect(drawsAsView(routes, '/rpekerjaan/view/8')).toBe(true);
    for (const path of [
      '/rpekerjaan',
      '/rpekerjaan/edit/8',
      '/rsupplier/add',
      '/home',
      '/lacak/KTR-7F3K-9QJD',
    ]) {
      expect(drawsAsView(routes, path), path).toBe(false);
    }
  });
});
