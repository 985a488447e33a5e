import { normaliseRoute, ROUTE_ADDRESSES, routeMatches, routeUrl } from '@kantor/core';
import type { QueryParams } from '../api/client.ts';

/**
 * A GET a screen's first draw makes, sent at the page load's start: main.tsx sends it beside the
 * screen's chunks (api.prefetch) and the screen's own call, with the same address, takes the answer.
 * The paths come from core's route addresses (`ROUTE_ADDRESSES`, which the declarations spread and
 * which import no zod: the first load carries no schema); first-calls.test.ts holds each call equal to
 * what the screen's own call sends.
 */
export type FirstCall = { path: string; query?: QueryParams };

/**
 * What the page load knows of who is signed in before the server says: the last sign-in's snapshot, its
 * primary role and its pages list (none: an empty list), and the routes its role's Blokir rules refused
 * at the last page load that had them (session/storage.ts).
 */
export type FirstCallContext = {
  roleId: number | null;
  pages: readonly string[];
  blocked: readonly string[];
};

/**
 * Whether the screen's own calls may go ahead: the last sign-in's pages list holds the page (the
 * access guard's test: `/x` for a list or a page of its own, `/x/view` for a record's view; core's
 * `pageKey` for these shapes, first-calls.test.ts holds them equal). Else the guard shows the 403
 * page and the screen asks for nothing, so neither does the page load (issue 36: screens never call
 * what the caller may not use). A route a Blokir rule refuses (`blocked`, the last known) shows the
 * blocked page, so nothing goes ahead for it either. The user's facts go out for any signed-in page.
 */
export function mayCallAhead(
  pages: readonly string[],
  pathname: string,
  blocked: readonly string[],
): boolean {
  // core's isBlockedRoute, from the module the sign-in page's chunk holds (routes/access is the app's)
  if (blocked.some((route) => routeMatches(route, pathname))) return false;
  const parts = pathname.split('/').filter(Boolean);
  const key =
    parts.length === 1
      ? `/${parts[0]}`
      : parts.length === 3 && parts[1] === 'view'
        ? `/${parts[0]}/view`
        : null;
  if (key === null) return false;
  const wanted = normaliseRoute(key);
  return pages.some((page) => normaliseRoute(page) === wanted);
}

/** The signed-in user's facts (session/use-user-facts.ts), which every screen's rules read. */
export const FACTS_CALL: FirstCall = { path: routeUrl(ROUTE_ADDRESSES.accountFacts) };

/**
 * The record a view page draws (`/x/view/{id}` of the page router).
 * @example firstViewCall('/rpekerjaan/view/8') // { path: 'rpekerjaan/view/8' }
 */
export function firstViewCall(pathname: string): FirstCall | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== 3 || parts[1] !== 'view' || !/^[a-z][a-z0-9_]*$/.test(parts[0]!)) return null;
  return { path: routeUrl(ROUTE_ADDRESSES.resourceView, { resource: parts[0], id: parts[2] }) };
}

/** The admin dashboard's figures (pages/AdminDashboard.tsx): the business and the system summary. */
export const ADMIN_DASHBOARD_CALLS: FirstCall[] = [
  { path: routeUrl(ROUTE_ADDRESSES.businessFigures) },
  { path: routeUrl(ROUTE_ADDRESSES.adminSummary) },
];
