import { matchRoutes, type RouteObject } from 'react-router';
import { api } from '../api/api.ts';
import { firstListCall } from './list-prefetch.ts';
import { loadListScreen, loadViewScreen } from './list-screen-chunk.ts';

/*
 * The chunks a signed-in page load draws with, imported from one place: the lazy components (router,
 * deferred.tsx, PageRouter) and the preload below share them, so a preloaded chunk is the one rendered.
 */

/** PrimeReact's provider, the query client and the toast and dialog hosts (every screen past sign-in). */
export const loadProviders = () => import('./AppProviders.tsx');
/** The main layout, the access guard and the page router: one chunk (signed-in-shell.ts). */
export const loadShell = () =>
  import('./signed-in-shell.ts').then((shell) => {
    shell.registerAllFeatures();
    return shell;
  });
/** The generic list and view screens of a resource (list-screen-chunk.ts, which the page router imports). */
export { loadListScreen, loadViewScreen };

/**
 * What a route of its own may declare in its `handle`: the loader of its screen's chunk (the same import
 * its lazy component makes), started with the page load's first requests by preloadSignedInScreens.
 */
export type ScreenHandle = { preload?: () => Promise<unknown> };

/** The id of the router's branch of signed-in screens (main layout, access guard). */
export const MAIN_ROUTE_ID = 'main';

/** The actions whose routes are not lists (`/x/add`, `/x/view/{id}`, `/x/edit/{id}`, …). */
const NOT_LIST = new Set(['add', 'view', 'edit', 'delete', 'export', 'import']);

/**
 * Whether the page router (the `*` route) would draw the path as a list: `/x`, `/x/{field}/{value}`
 * or `/x/index/{field}/{value}` (core's parseRoutePath, which the first load does not carry).
 */
export function drawsAsList(routes: RouteObject[], pathname: string): boolean {
  if (matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*') return false;
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 1) return true;
  if (parts[1] === 'index') return parts.length === 4;
  return parts.length === 3 && !NOT_LIST.has(parts[1]!);
}

/** Whether the page router would draw the path as a record's view: `/x/view/{id}`. */
export function drawsAsView(routes: RouteObject[], pathname: string): boolean {
  if (matchRoutes(routes, pathname)?.at(-1)?.route.path !== '*') return false;
  const parts = pathname.split('/').filter(Boolean);
  return parts.length === 3 && parts[1] === 'view';
}

const signedInScreen = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).some((match) => match.route.id === MAIN_ROUTE_ID);

/**
 * Starts the chunks of a signed-in screen's page load beside its first requests (texts, settings, user, rules),
 * rather than each once the one around it has rendered: the providers, the main layout's chunk and the
 * screen's own: the list or view screen on such a route, or what a route of its own names in its
 * `handle` (ScreenHandle: /home, the POS, the progress screen, the heavy tools). Issue 16: a list
 * page's chain of five chunk loads; issue 36: a screen's chunk asked for once the layout had drawn,
 * ~1 s into a cold load. The imports are the lazy components' own, so nothing loads twice; a failure
 * shows where the screen renders.
 */
export function preloadSignedInScreens(routes: RouteObject[], pathname: string): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (!matches.some((match) => match.route.id === MAIN_ROUTE_ID)) return;
  const quiet = (load: Promise<unknown>) => void load.catch(() => undefined);
  quiet(loadProviders());
  quiet(loadShell());
  if (drawsAsList(routes, pathname)) quiet(loadListScreen());
  else if (drawsAsView(routes, pathname)) quiet(loadViewScreen());
  for (const match of matches) {
    const preload = (match.route.handle as ScreenHandle | undefined)?.preload;
    if (preload) quiet(preload());
  }
}

/**
 * Asks for a list page's rows at the start, beside the page's chunks (main.tsx), rather than once the
 * list screen has loaded, got its rules and drawn; the screen's own call takes the answer
 * (api.prefetch). Stop 33 asked once the texts and settings were in, to keep the rows off one of the
 * browser's six connections the first paint waited on (first paint ~250 ms sooner at 300 ms latency),
 * but that start raced the list screen's chunk: on a busy 2-core machine the chunk came first and the
 * rows went out after it (pwa.e2e.ts failed on CI and in one of four clean runs, stop 40), which is
 * what the prefetch is there to prevent. The request is sent at low priority.
 */
export function prefetchListRows(
  routes: RouteObject[],
  { pathname, search }: { pathname: string; search: string },
): void {
  if (!signedInScreen(routes, pathname) || !drawsAsList(routes, pathname)) return;
  const rows = firstListCall(pathname, search);
  if (rows) api.prefetch(rows.path, rows.query);
}
