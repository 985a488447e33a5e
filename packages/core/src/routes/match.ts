import { normaliseRoute } from './normalise.ts';

/**
 * Whether `path` falls under a rule's or blocked entry's `route` (spec §4 "Matching and blocking"):
 * equal or beneath it; a trailing `*` is a plain prefix match; the root matches only the root.
 * Both sides are normalised first.
 *
 * @example routeMatches('/rsupplier', '/rsupplier/add') === true
 * @example routeMatches('/rsup*', '/rsupplier') === true
 * @example routeMatches('/', '/home') === false
 */
export function routeMatches(route: string, path: string): boolean {
  const raw = String(route ?? '').trim();
  if (raw === '') return false;
  const target = normaliseRoute(path);
  if (raw.endsWith('*')) {
    const prefix = `/${raw.slice(0, -1)}`.replace(/\/{2,}/g, '/');
    return target.startsWith(prefix) || `${target}/`.startsWith(prefix);
  }
  const rule = normaliseRoute(raw);
  if (rule === '/') return target === '/';
  return target === rule || target.startsWith(`${rule}/`);
}
