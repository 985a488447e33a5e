/**
 * The POS counter this browser keeps (`Kasir 1` until the cashier names it otherwise), read by the POS
 * page (use-pos-session.ts) and by the page load's first calls (routes.tsx), outside the page's chunk.
 */
import { ROUTE_ADDRESSES, routeUrl } from '@kantor/core';
import type { FirstCall } from '../../app/first-calls.ts';

export const COUNTER_KEY = 'kantor-pos-counter';
export const DEFAULT_COUNTER = 'Kasir 1';

/** A JSON value this browser keeps under `key`, null when none or unreadable. */
export function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

/** The stored counter's name, or the default. */
export function storedCounter(): string {
  const name = readStored<unknown>(COUNTER_KEY);
  return typeof name === 'string' && name ? name : DEFAULT_COUNTER;
}

/** What the POS page's first draw asks for: the catalogue and the counter's open cash session. */
export const posFirstCalls = (): FirstCall[] => [
  { path: routeUrl(ROUTE_ADDRESSES.posCatalog) },
  // the query as use-pos-session.ts sends it (inventory-api.ts's openSessions), key order included
  { path: routeUrl(ROUTE_ADDRESSES.posSessions), query: { counter: storedCounter(), status: 'open' } },
];
