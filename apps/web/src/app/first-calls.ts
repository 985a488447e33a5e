import type { QueryParams } from '../api/client.ts';

/**
 * A GET a screen's first draw makes, restated for the page load's start: main.tsx sends it beside the
 * screen's chunks (api.prefetch) and the screen's own call, with the same address, takes the answer.
 * Restated, not imported: the route declarations carry their schemas (zod), which the first load does
 * not; first-calls.test.ts holds each restatement equal to the declaration's address.
 */
export type FirstCall = { path: string; query?: QueryParams };

/** What the page load knows of who is signed in before the server says: the last sign-in's snapshot. */
export type FirstCallContext = { roleId: number | null };

/** The signed-in user's facts (session/use-user-facts.ts), which every screen's rules read. */
export const FACTS_CALL: FirstCall = { path: 'account/facts' };

/**
 * The record a view page draws (`/x/view/{id}` of the page router: resources' `view` route).
 * @example firstViewCall('/rpekerjaan/view/8') // { path: 'rpekerjaan/view/8' }
 */
export function firstViewCall(pathname: string): FirstCall | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== 3 || parts[1] !== 'view' || !/^[a-z][a-z0-9_]*$/.test(parts[0]!)) return null;
  return { path: `${parts[0]}/view/${parts[2]}` };
}

/** The admin dashboard's figures (pages/AdminDashboard.tsx): the business and the system summary. */
export const ADMIN_DASHBOARD_CALLS: FirstCall[] = [{ path: 'dashboard/bisnis' }, { path: 'admin/summary' }];
