import type { RouteObject } from 'react-router';
import { api } from '../api/api.ts';
import {
  FACTS_CALL,
  type FirstCall,
  type FirstCallContext,
  firstViewCall,
  mayCallAhead,
} from './first-calls.ts';
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
 * its lazy component makes) and the GETs its screen's first draw makes (first-calls.ts), both started
 * with the page load's first requests by startSignedInScreen.
 */
export type ScreenHandle = {
  preload?: () => Promise<unknown>;
  firstCalls?: (context: FirstCallContext) => FirstCall[];
};

/** The id of the router's branch of signed-in screens (main layout, access guard). */
export const MAIN_ROUTE_ID = 'main';

/** The actions whose routes are not lists (`/x/add`, `/x/view/{id}`, `/x/edit/{id}`, …). */
const NOT_LIST = new Set(['add', 'view', 'edit', 'delete', 'export', 'import']);

/** The router's matches of the page's address (`router.state.matches`, matched once at its creation). */
export type Matches = readonly { route: RouteObject }[];

const drawnByPageRouter = (matches: Matches) => matches.at(-1)?.route.path === '*';

/**
 * Whether the page router (the `*` route) would draw the path as a list: `/x`, `/x/{field}/{value}`
 * or `/x/index/{field}/{value}` (core's parseRoutePath, which the first load does not carry).
 */
export function drawsAsList(matches: Matches, pathname: string): boolean {
  if (!drawnByPageRouter(matches)) return false;
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 1) return true;
  if (parts[1] === 'index') return parts.length === 4;
  return parts.length === 3 && !NOT_LIST.has(parts[1]!);
}

/** Whether the page router would draw the path as a record's view: `/x/view/{id}`. */
export function drawsAsView(matches: Matches, pathname: string): boolean {
  if (!drawnByPageRouter(matches)) return false;
  const parts = pathname.split('/').filter(Boolean);
  return parts.length === 3 && parts[1] === 'view';
}

/**
 * The first calls a signed-in page load can make before its route table exists (main.tsx's first
 * task, beside the user and the role's rules): the user's facts and a record view's record. No route
 * of its own has a view's shape (`/x/view/{id}`; screen-chunks.test.ts holds it for every resource),
 * so the page router draws it. startSignedInScreen names them again once the router has matched; the
 * client sends each address once. Issue 36: they went out after the route table's task, and a cold
 * job view's record came after everything else it drew with.
 */
export function startEarlyCalls(pathname: string, context: FirstCallContext): void {
  const view = firstViewCall(pathname);
  const calls =
    view && mayCallAhead(context.pages, pathname, context.blocked) ? [FACTS_CALL, view] : [FACTS_CALL];
  for (const call of calls) api.prefetch(call.path, call.query);
}

/**
 * Starts what a signed-in screen's page load draws with beside its first requests (texts, settings,
 * user, rules), rather than each once the one around it has rendered:
 * - the chunks: the providers, the main layout's and the screen's own (the list or view screen on such
 *   a route, or what a route of its own names in its `handle`: /home, the POS, the progress screen, the
 *   heavy tools). Issue 16: a list page's chain of five chunk loads; issue 36: a screen's chunk asked
 *   for once the layout had drawn, ~1 s into a cold load. The imports are the lazy components' own, so
 *   nothing loads twice; a failure shows where the screen renders.
 * - the screen's first GETs (first-calls.ts): the user's facts, a list's rows, a view's record, what a
 *   route's handle names. Issue 36: a job view asked for its record ~1.6 s into a cold load, once its
 *   rules and the facts they read were in. The screen's own call takes the answer (api.prefetch); a
 *   list's rows are asked for here, not once the texts are in, because on a busy 2-core machine the
 *   list chunk came first and the rows went out after it (pwa.e2e.ts, stop 40).
 * `matches`: the router's own (matched once); React Router's matchRoutes ranks the whole route table
 * on every call, which cost ~55 ms a call on this machine.
 */
export function startSignedInScreen(
  matches: Matches,
  { pathname, search }: { pathname: string; search: string },
  context: FirstCallContext,
): void {
  if (!matches.some((match) => match.route.id === MAIN_ROUTE_ID)) return;
  const loads: (() => Promise<unknown>)[] = [loadProviders, loadShell];
  const calls: (FirstCall | null)[] = [FACTS_CALL];
  if (drawsAsList(matches, pathname)) {
    loads.push(loadListScreen);
    calls.push(firstListCall(pathname, search));
  } else if (drawsAsView(matches, pathname)) {
    loads.push(loadViewScreen);
    calls.push(firstViewCall(pathname));
  }
  for (const match of matches) {
    const handle = match.route.handle as ScreenHandle | undefined;
    if (handle?.preload) loads.push(handle.preload);
    if (handle?.firstCalls) calls.push(...handle.firstCalls(context));
  }
  // The calls before the chunks: the browser queues requests to a host beyond six connections (HTTP/1.1)
  // in the order they are made, and the screen draws with both; the answers are small and quick, the
  // chunks ~20 files (issue 36: a cold job view's record went out after them, ~0.5 s later).
  // The facts for any signed-in page; the screen's own calls only where the pages list lets it draw.
  const allowed = mayCallAhead(context.pages, pathname, context.blocked) ? calls : [FACTS_CALL];
  for (const call of allowed) if (call) api.prefetch(call.path, call.query);
  for (const load of loads) void load().catch(() => undefined);
}
