/**
 * Normalises a route the way every access check compares routes (spec §2 "Access rules").
 * Collapses repeated slashes, ensures a leading slash, drops a query or hash, removes trailing
 * slashes and one trailing `list` or `index` segment. The root is the fallback.
 *
 * @example normaliseRoute('//rsupplier//list/') === '/rsupplier'
 */
export function normaliseRoute(route: string | null | undefined): string {
  if (!route) return '/';
  let path = String(route).split(/[?#]/, 1)[0] ?? '';
  path = `/${path}`.replace(/\/{2,}/g, '/');
  path = path.replace(/\/+$/, '');
  path = path.replace(/\/(list|index)$/, '');
  path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Splits a path into its non-empty segments, decoding each one. */
export function routeSegments(path: string): string[] {
  return String(path ?? '')
    .split(/[?#]/, 1)[0]!
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}
