import type { Caller } from './caller.ts';

/**
 * Which rows of a resource a caller reaches, besides what their pages and Batasi Baris rules allow
 * (issue 33): declared here per resource, answered by {@link rowScopeOf}; the resource's `scope` hook
 * only turns the answer into SQL. Every list, view, options, export, history and record route reads it.
 *
 * - `personal`: a login's own records (attendance: its account's; notices: those addressed to it);
 * - `conversation`: the chat's messages, of the login's own conversations, or every one for an agent;
 * - `fieldWork`: jobs, sub jobs and progress, of the work assigned to a field worker (docs/jobs.md).
 *
 * The admin reaches every row of each.
 */
export type RowReachKind = 'personal' | 'conversation' | 'fieldWork';

export const ROW_REACH: Readonly<Record<string, RowReachKind>> = {
  rabsensi: 'personal',
  rnotifikasi: 'personal',
  rchat: 'conversation',
  rpekerjaan: 'fieldWork',
  rsubpekerjaan: 'fieldWork',
  rsubptrackprogres: 'fieldWork',
};

/**
 * The answer, which the scope hook applies:
 * - `all`: every row;
 * - `own`: the caller's own (the `personal` kind);
 * - `ownOrAgent`: the caller's own conversations, or every one when they are an agent (an active
 *   `rchatadmin` row, read with the rows: core's `isAgent` with that row);
 * - `assigned`: the work assigned to the caller (a technician by role, R1: by id);
 * - `assignedIfFieldWorker`: the same when the caller's login is linked to an account of kind Teknisi
 *   (read with the rows: core's `fieldWorkOf`), every row otherwise.
 */
export type RowScope = 'all' | 'own' | 'ownOrAgent' | 'assigned' | 'assignedIfFieldWorker';

/**
 * Which rows of `resource` the caller reaches.
 *
 * @example rowScopeOf(callerFor({ id: 4, user_id: 4, user_role_id: 53 }, []), 'rpekerjaan') === 'assigned'
 */
export function rowScopeOf(caller: Pick<Caller, 'isAdmin' | 'isTechnician'>, resource: string): RowScope {
  const kind = Object.hasOwn(ROW_REACH, resource) ? ROW_REACH[resource] : undefined;
  if (kind === undefined || caller.isAdmin) return 'all';
  switch (kind) {
    case 'personal':
      return 'own';
    case 'conversation':
      return 'ownOrAgent';
    case 'fieldWork':
      return caller.isTechnician ? 'assigned' : 'assignedIfFieldWorker';
  }
}
