import { routeMatches } from './match.ts';
import { normaliseRoute } from './normalise.ts';
import { parseRoutePath } from './parse.ts';

/** Pages that need no login (spec §2): the root, index, error pages and tracking. */
export const PUBLIC_PAGES: readonly string[] = ['index', 'error', 'lacak'];

/** Authentication screens live on the public layout too. */
export const AUTH_PAGES: readonly string[] = [
  'login',
  'register',
  'forgotpassword',
  'resetpassword',
  'verifyemail',
  'otp',
  'accountpending',
  'accountblocked',
];

/** Whether a path can be opened without signing in. */
export function isPublicRoute(path: string): boolean {
  const { page } = parseRoutePath(normaliseRoute(path));
  return PUBLIC_PAGES.includes(page) || AUTH_PAGES.includes(page);
}

/**
 * The key a path is checked against in the pages list: `/{page}` for lists (and filtered lists),
 * `/{page}/{action}` for every other action.
 *
 * @example pageKey('/rsupplier/view/12') === '/rsupplier/view'
 * @example pageKey('/rsupplier/status/Active') === '/rsupplier'
 */
export function pageKey(path: string, actions?: Iterable<string>): string {
  const { page, action } = parseRoutePath(normaliseRoute(path), actions);
  return normaliseRoute(`/${page}/${action}`);
}

/** Whether the server's pages list permits `path` (entries and path are normalised before comparing). */
export function canViewRoute(pages: readonly string[], path: string, actions?: Iterable<string>): boolean {
  const key = pageKey(path, actions);
  return pages.some((p) => normaliseRoute(p) === key);
}

/** Whether `path` is refused by a blocked-routes entry (compared after normalisation, spec §5). */
export function isBlockedRoute(blocked: readonly string[], path: string): boolean {
  return blocked.some((b) => routeMatches(b, path));
}
