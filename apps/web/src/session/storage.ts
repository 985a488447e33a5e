import { storageKeys } from '@kantor/core';
import { productKey } from './product.ts';

/** Storage keys of spec §3/§9: `APP_{PRODUCT}_TOKEN`, `_LOCALE`, and per-page JSON under prefix + page name. */
export const KEYS = storageKeys(productKey());

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback; // storage can be disabled (private mode, quotas); the app still works without it
  }
}

/** The token: session storage first, then persistent storage (spec §4). */
export function readToken(): string | null {
  return safe(() => sessionStorage.getItem(KEYS.token) ?? localStorage.getItem(KEYS.token), null);
}

/** Remember-me keeps the token in persistent storage; otherwise it lives only as long as the tab. */
export function storeToken(token: string, remember: boolean): void {
  safe(() => {
    sessionStorage.removeItem(KEYS.token);
    localStorage.removeItem(KEYS.token);
    (remember ? localStorage : sessionStorage).setItem(KEYS.token, token);
  }, undefined);
}

/** The service worker's cache of API answers for offline use (vite.config.ts), the user's data. */
export const API_CACHE = 'kantor-api';

/**
 * Clears the login and every per-page item, and the offline copies of API answers; the chosen locale
 * stays (it is a device preference).
 */
export function clearLogin(): void {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
  safe(() => {
    localStorage.removeItem(KEYS.token);
    localStorage.removeItem(KEYS.redirectAfterLogin);
    for (const store of [sessionStorage, localStorage]) {
      for (const key of Object.keys(store)) {
        if (key.startsWith(KEYS.prefix) && key !== KEYS.locale) store.removeItem(key);
      }
    }
  }, undefined);
}

const SNAPSHOT = () => `${KEYS.prefix}currentuserdata`;

/**
 * The last user data the server sent, kept where the token is (remember-me: persistent storage), so a
 * signed-in user whose phone has no network still opens the app (offline shell); cleared at logout.
 */
export function storeUserSnapshot(value: unknown): void {
  safe(() => {
    const store = localStorage.getItem(KEYS.token) != null ? localStorage : sessionStorage;
    store.setItem(SNAPSHOT(), JSON.stringify(value));
  }, undefined);
}

const BLOCKED = () => `${KEYS.prefix}blockedroutes`;

/**
 * The routes the role's Blokir rules refused at the last page load that had them compiled, kept beside
 * the user's snapshot: the next page load's early calls (app/first-calls.ts) go out before the rules
 * are in and must not ask for what the guard will refuse (issue 36). Cleared at logout.
 */
export function storeBlockedSnapshot(routes: readonly string[]): void {
  safe(() => {
    const store = localStorage.getItem(KEYS.token) != null ? localStorage : sessionStorage;
    store.setItem(BLOCKED(), JSON.stringify(routes));
  }, undefined);
}

/** The last blocked routes stored (storeBlockedSnapshot), empty when none or unreadable. */
export function readBlockedSnapshot(): string[] {
  return safe(() => {
    const raw = sessionStorage.getItem(BLOCKED()) ?? localStorage.getItem(BLOCKED());
    const routes: unknown = raw == null ? [] : JSON.parse(raw);
    return Array.isArray(routes) ? routes.filter((r): r is string => typeof r === 'string') : [];
  }, []);
}

export function readUserSnapshot<T>(): T | null {
  return safe(() => {
    const raw = sessionStorage.getItem(SNAPSHOT()) ?? localStorage.getItem(SNAPSHOT());
    return raw == null ? null : (JSON.parse(raw) as T);
  }, null);
}

export function readStoredLocale(): string | null {
  return safe(() => localStorage.getItem(KEYS.locale), null);
}

export function storeLocale(code: string): void {
  safe(() => localStorage.setItem(KEYS.locale, code), undefined);
}

/** Per-page data (spec §4): JSON in session storage under the prefix plus the page name. */
export function setPageData(page: string, value: unknown): void {
  safe(() => sessionStorage.setItem(KEYS.page(page), JSON.stringify(value)), undefined);
}

export function getPageData<T = unknown>(page: string): T | null {
  return safe(() => {
    const raw = sessionStorage.getItem(KEYS.page(page));
    return raw == null ? null : (JSON.parse(raw) as T);
  }, null);
}

export function clearPageData(page: string): void {
  safe(() => sessionStorage.removeItem(KEYS.page(page)), undefined);
}

export function readRedirectAfterLogin(): string | null {
  return safe(() => localStorage.getItem(KEYS.redirectAfterLogin), null);
}

export function storeRedirectAfterLogin(target: string | null): void {
  safe(() => {
    if (target) localStorage.setItem(KEYS.redirectAfterLogin, target);
    else localStorage.removeItem(KEYS.redirectAfterLogin);
  }, undefined);
}
