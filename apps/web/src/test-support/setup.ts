/**
 * Runs before every file of the `web` test project (its `setupFiles`, vitest.config.ts). That project
 * runs with `isolate: false`: the files of a worker share one jsdom page and one module graph, so what
 * a file leaves behind, the next file finds. After each file this puts back what a fresh page has: an
 * empty document, empty storages and IndexedDB databases, real timers, the globals jsdom gave,
 * PrimeReact's locale and the app's module-level stores as a page load starts them. (Vitest itself restores `vi.spyOn` spies
 * between files.) Within a file nothing changes: its own hooks still decide what one test leaves for
 * the next. What cannot be put back this way runs in `web-isolated` (test-support/isolated-files.ts).
 */
import { cleanup } from '@testing-library/react';
import { locale as primeLocale } from 'primereact/api';
import { afterAll, vi } from 'vitest';
import { resetConfigureMode } from '../app/configure/configure-mode.ts';
import { registerFeatures } from '../app/feature-registry.ts';
import { resetDialogs } from '../ui/dialogs.ts';
import { toast } from '../ui/toast.ts';

/** Empties every object store of every database (fake-indexeddb, for the files that import it). */
async function emptyIndexedDb(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    // opened without a version: the app's open connections are not asked to close
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = [...db.objectStoreNames];
    if (stores.length > 0) {
      const tx = db.transaction(stores, 'readwrite');
      for (const store of stores) tx.objectStore(store).clear();
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    db.close();
  }
}

afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // a file of environment `node` (native/cap-sync.test.ts) has no page
  if (typeof document === 'undefined') return;
  // unmounts what render() mounted (its portals with it), then drops anything placed another way
  cleanup();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of document.documentElement.getAttributeNames())
    document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  await emptyIndexedDb();
  // module-level stores: open dialogs and the loading count, toasts waiting for a host, the features
  // a file registered, the rule-configuring mode (read back from the now empty session storage)
  resetDialogs();
  toast.clear();
  registerFeatures([]);
  resetConfigureMode();
  // PrimeReact's active locale, set by bindPrimeLocale and by PrimeReactProvider: a page starts in
  // English (a dialog's close button is "Close" until the app's i18n binds its language)
  primeLocale('en');
});
