import { isAdminRoleId } from '../roles/admin-role.ts';
import { normaliseRoute } from '../routes/normalise.ts';
import { type Caller, onlyTheAdmin } from './caller.ts';

/**
 * Rules R1 and R2 of issue 32 about roles as records (docs/architecture.md), as pure functions: the
 * roles module reads the rows (a role's pages, the grantor's login) inside the write's transaction and
 * asks here; nothing else decides them.
 */

/**
 * R1: the admin role (by id, never by a name) is protected: it is neither renamed nor deleted, and
 * only an admin changes it or gives it.
 *
 * @example isProtectedRole(52) === true; isProtectedRole('52') === true; isProtectedRole(53) === false
 */
export function isProtectedRole(roleId: unknown): boolean {
  return isAdminRoleId(roleId);
}

/** R1: pages the admin role keeps whatever is asked: without them nobody could open the role screens again. */
export const ADMIN_KEEPS: readonly string[] = ['roles', 'roles/permissionmulti'];

/**
 * R1: of the pages a change would take from role `roleId`, those it keeps ({@link ADMIN_KEEPS} for the
 * admin role, none for any other), as `ADMIN_KEEPS` spells them. Pages are compared normalised.
 *
 * @example keptPagesOf(52, ['/roles/', 'rmitra']) // ['roles']
 */
export function keptPagesOf(roleId: unknown, revoking: Iterable<string>): string[] {
  if (!isProtectedRole(roleId)) return [];
  const taken = new Set([...revoking].map(normaliseRoute));
  return ADMIN_KEEPS.filter((page) => taken.has(normaliseRoute(page)));
}

/** Who grants (R2): whether they are the admin, and every page their roles hold, normalised. */
export type Grantor = { isAdmin: boolean; pages: ReadonlySet<string> };

/**
 * Whether the grantor grants anything without comparing pages: the admin (it holds the role screens
 * always and could give itself any page anyway). Its pages need not be read.
 */
export const grantsAnything: (caller: Pick<Caller, 'isAdmin'>) => boolean = onlyTheAdmin;

/** The grantor a caller is (its role flags from `callerFor`) with the pages its roles hold. */
export function grantorFor(caller: Pick<Caller, 'isAdmin'>, pages: Iterable<string>): Grantor {
  return { isAdmin: caller.isAdmin, pages: new Set([...pages].map(normaliseRoute)) };
}

/**
 * R2: nobody grants what they do not hold. Whether the grantor holds every one of `pages` (compared
 * normalised; the admin holds them all).
 *
 * @example mayGrant(grantorFor(technician, ['rpekerjaan']), ['/rpekerjaan/']) === true
 */
export function mayGrant(grantor: Grantor, pages: Iterable<string>): boolean {
  if (grantsAnything(grantor)) return true;
  for (const page of pages) if (!grantor.pages.has(normaliseRoute(page))) return false;
  return true;
}

/**
 * R1 and R2 for one role: whether the grantor may give it to a login, manage a login holding it, or
 * change it (its name, pages, groups, rules), gaining `added`. The admin may; the admin role nobody
 * else; any other role whoever holds every page it holds (`rolePages`, read only when asked: the admin
 * and the admin role need none) and every page added. `roleId` null: no role, only `added` counts.
 */
export async function mayShapeRole(
  grantor: Grantor,
  roleId: number | null,
  rolePages: (roleId: number) => Promise<readonly string[]>,
  added: readonly string[] = [],
): Promise<boolean> {
  if (grantsAnything(grantor)) return true;
  if (isProtectedRole(roleId)) return false;
  return mayGrant(grantor, roleId === null ? added : [...(await rolePages(roleId)), ...added]);
}
