import type { Expr } from '../expr/ast.ts';
import { isAdminRoleId, isTechnicianRoleId } from '../roles/admin-role.ts';
import { type RoleSet, roleSetOf } from './role-set.ts';
import type { RowScopeFacts } from './row-scope.ts';

/** One Batasi Baris condition as typed, and parsed. */
export type RowScopeRule = { condition: string; ast: Expr };

/**
 * The Batasi Baris conditions a caller's role has, by resource, with the facts about the caller they
 * read (issue 37). Every condition of a resource must hold for a row the caller reaches.
 */
export type RowScopeGrant = {
  byResource: ReadonlyMap<string, readonly RowScopeRule[]>;
  facts: RowScopeFacts;
};

/**
 * Who is calling, as the policy sees them: built once per request (the server's `callerOf`) and once
 * per socket (the chat's realtime hook), always by {@link callerFor}, so "is this an admin" and "is
 * this a technician" have one answer each: the role id (R1), never a role's name.
 */
export type Caller = {
  /** The login's id (`users.id`). */
  id: number;
  /** The owner id the owner rule compares with (`users.user_id`; every login owns itself). */
  userId: number | null;
  /** The primary role (`users.user_role_id`). */
  roleId: number | null;
  /**
   * Every role the login holds, the primary first (issue 37): the role set the server reads pages and
   * rules for (`roleCache.get(caller.roles)`, `roleRules.pageConfig(caller.roles, route)`).
   */
  roles: RoleSet;
  /** One of the roles is the admin role (52, `USER_ROLE_IDS.admin`). */
  isAdmin: boolean;
  /**
   * One of the roles is the technician role (53, `USER_ROLE_IDS.teknisi`): the field-work scopes
   * (assigned jobs only) apply, the narrower reading when a technician also holds another role.
   */
  isTechnician: boolean;
  /** The pages of all the roles (the server's role cache: the same array for as long as it lives). */
  pages: readonly string[];
  /** Row scope rules of the role (absent when it has none; the admin never has any): access/row-scope.ts. */
  rowScopes?: RowScopeGrant;
};

/** The fields of a login the caller is built from (a session's user, or a row of `users`). */
export type CallerLogin = {
  id: number;
  user_id: number | null;
  user_role_id: number | null;
  /** The login's other roles (`users.peran_lain`, a JSON array of role ids), when read. */
  peran_lain?: unknown;
};

/**
 * The one builder of a {@link Caller}: a login and the pages list of its roles.
 *
 * @example callerFor({ id: 7, user_id: 7, user_role_id: 52 }, []).isAdmin === true
 */
export function callerFor(login: CallerLogin, pages: readonly string[]): Caller {
  const roleId = login.user_role_id == null ? null : Number(login.user_role_id);
  const roles = roleSetOf(roleId, login.peran_lain);
  return {
    id: login.id,
    userId: login.user_id,
    roleId,
    roles,
    isAdmin: roles.some(isAdminRoleId),
    isTechnician: roles.some(isTechnicianRoleId),
    pages,
  };
}

/**
 * The answer of every question only the admin is answered yes to. Each such question has its own
 * name where it is asked (`mayCloseIncomplete`, `agentWithoutRow`, `seesFailureDetail`,
 * `usesAdminOnlyKeys`, `grantsAnything`), so a module asks what it means and the answer lives here once.
 */
export function onlyTheAdmin(caller: Pick<Caller, 'isAdmin'>): boolean {
  return caller.isAdmin;
}
