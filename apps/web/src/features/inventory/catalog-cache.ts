/**
 * The POS catalogue kept in IndexedDB, so the counter opens and sells offline with the items, prices and
 * discounts of its last successful load. Stock in the cache goes down with each sale made offline.
 */
import type { PosCatalog } from '@kantor/core';
import { createStore, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | null = null;
const cacheStore = () => {
  store ??= createStore('kantor-pos-catalog', 'catalog');
  return store;
};

export type CachedCatalog = PosCatalog & { loadedAt: string };

export async function readCachedCatalog(): Promise<CachedCatalog | undefined> {
  return get<CachedCatalog>('catalog', cacheStore());
}

export async function writeCachedCatalog(catalog: CachedCatalog): Promise<void> {
  await set('catalog', catalog, cacheStore());
}
