/**
 * Nobody grants what they do not hold (issue 32, rule R2; the rule Kubernetes RBAC enforces). The one
 * implementation: every write that gives a login a role, manages a login, or changes a role's name,
 * pages, groups or rules asks here, inside its own transaction:
 *
 * - the generic engine, through the resource hooks of `users` (accounts module) and of `roles`,
 *   `permissions`, `grouproleid` and `setupshowhideroleid` (roles.hooks.ts): add, edit, delete and
 *   every row of an import, whichever route or domain service started the write;
 * - the services that write those tables with their own SQL: the akun screens (createLogin,
 *   updateLogin, setPassword), the permission grid and website bundle (applyPermissionChange), role
 *   clone, rule copy and rule import (rule-transfer.service.ts). grants.test.ts fails when another
 *   file writes those tables with its own SQL.
 *
 * The grantor is read from the database in the write's transaction (its login's role and that role's
 * pages), not from a cache or the request, so a background job or a seed asks the same way and two
 * writes cannot interleave around a stale answer. Only the admin role (by id, R1) may touch the admin
 * role or a login holding it; anyone else needs every page the role holds, before and after the change.
 * A refusal is a 403 and the transaction writes nothing.
 */
import {
  type Grantor as CoreGrantor,
  callerFor,
  grantorFor,
  grantsAnything,
  MSG,
  mayGrant,
  mayShapeRole,
  normaliseRoute,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError } from '../../errors.ts';

/**
 * Who grants: the acting login's role and the pages it holds, as the transaction sees them (core's
 * `Grantor`, which R1 and R2 are decided on: access/grants.ts).
 */
export type Grantor = CoreGrantor & { loginId: number; roleId: number | null };

/** The refusal of R2, worded in the caller's language when answered. */
export function grantRefused(): HttpError {
  return new HttpError(
    403,
    'You cannot give or change access that you do not hold yourself',
    {},
    MSG.grantBeyondOwn,
  );
}

/** A role id as stored or typed (`53`, `'53'`); anything else is null (no role, no pages). */
export function roleIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/** The pages a role holds, normalised (`/rsupplier/index/` and `rsupplier` are one page). */
export async function pagesOfRole(query: Query, roleId: number): Promise<string[]> {
  const rows = await query<{ page_name: string }>('SELECT page_name FROM permissions WHERE role_id = $1', [
    roleId,
  ]);
  return rows.map((r) => normaliseRoute(r.page_name));
}

/**
 * The grantor behind a write: a login that is not Active, or not there, holds nothing. A login holding
 * several roles (issue 37) grants with the pages of all of them, as it works with them; one admin role
 * among them makes it an admin.
 */
export async function grantorOf(query: Query, loginId: number): Promise<Grantor> {
  const [row] = await query<{ user_role_id: number | null; peran_lain: unknown; status: string | null }>(
    'SELECT user_role_id, peran_lain, status FROM users WHERE id = $1',
    [loginId],
  );
  const active = row?.status === 'Active';
  const roleId = active ? roleIdOf(row.user_role_id) : null;
  const caller = callerFor(
    { id: loginId, user_id: null, user_role_id: roleId, peran_lain: active ? row.peran_lain : null },
    [],
  );
  // the admin passes every check before pages are compared: its few hundred pages are not read
  const pages = grantsAnything(caller)
    ? []
    : (await Promise.all(caller.roles.map((id) => pagesOfRole(query, id)))).flat();
  return { loginId, roleId, ...grantorFor(caller, pages) };
}

/**
 * The roles a login holds, as stored: its primary role and its other roles (`peran_lain`, issue 37).
 * Managing a login (editing, blocking, setting its password, deleting it) needs every one of them:
 * a login holding the admin role only among its other roles is an admin all the same.
 */
export function rolesOfLogin(
  login: { user_role_id?: unknown; peran_lain?: unknown } | null | undefined,
): unknown[] {
  if (!login) return [];
  return [login.user_role_id, ...(Array.isArray(login.peran_lain) ? login.peran_lain : [])];
}

/** Whether two lists of role ids (as stored or decoded) hold the same roles: another order is the same access. */
export function sameRoleIds(after: unknown, before: unknown): boolean {
  const key = (ids: unknown) => [...new Set((Array.isArray(ids) ? ids : []).map(String))].sort().join(',');
  return key(after) === key(before);
}

/** The grantor holds every one of `pages` (core's `mayGrant`: the admin holds them all). */
export function assertHoldsPages(grantor: Grantor, pages: Iterable<string>): void {
  if (!mayGrant(grantor, pages)) throw grantRefused();
}

/**
 * The grantor may give, manage or change role `roleId` (null: no role), as core's `mayShapeRole` (R1,
 * R2) decides: the admin role only for an admin; any other role for a grantor holding every page it
 * holds now, and the `added` pages a change would give it.
 */
export async function assertMayShapeRole(
  query: Query,
  grantor: Grantor,
  roleId: unknown,
  added: readonly string[] = [],
): Promise<void> {
  const id = roleIdOf(roleId);
  if (!(await mayShapeRole(grantor, id, (role) => pagesOfRole(query, role), added))) throw grantRefused();
}

/**
 * The common case in one call: the login `actorId` may give or manage each of `roleIds` (a login's
 * role before and after an edit, a rule's role, the roles of a group).
 */
export async function assertMayGrantRoles(
  query: Query,
  actorId: number,
  roleIds: readonly unknown[],
): Promise<void> {
  const grantor = await grantorOf(query, actorId);
  for (const roleId of roleIds) await assertMayShapeRole(query, grantor, roleId);
}
