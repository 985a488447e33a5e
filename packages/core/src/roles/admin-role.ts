import { USER_ROLE_IDS } from '../options.ts';

/**
 * The admin role of spec §6 is the role with this id (seeded as 52). It is never recognised by its
 * name: a name is text that whoever manages roles types (`"Admin "`, `"admin\u200b"`), an id is not.
 */
export const ADMIN_ROLE_ID: number = USER_ROLE_IDS.admin;

/**
 * Whether a role id is the admin role's: the one test of "is admin" for server and web (rule R1 of
 * issue 32). A number or its decimal text; anything else (null, `' 52'`, `'52abc'`) is not.
 *
 * @example isAdminRoleId(52) === true; isAdminRoleId('52') === true; isAdminRoleId(53) === false
 */
export function isAdminRoleId(roleId: unknown): boolean {
  return isRoleId(roleId, ADMIN_ROLE_ID);
}

/** The technician role (Teknisi, seeded as 53): field work falls to it (docs/jobs.md). */
export const TECHNICIAN_ROLE_ID: number = USER_ROLE_IDS.teknisi;

/**
 * Whether a role id is the technician role's, read as {@link isAdminRoleId} reads the admin's.
 *
 * @example isTechnicianRoleId(53) === true; isTechnicianRoleId('53') === true; isTechnicianRoleId(52) === false
 */
export function isTechnicianRoleId(roleId: unknown): boolean {
  return isRoleId(roleId, TECHNICIAN_ROLE_ID);
}

function isRoleId(roleId: unknown, id: number): boolean {
  if (typeof roleId === 'number') return roleId === id;
  return typeof roleId === 'string' && roleId === String(id);
}
