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
  if (typeof roleId === 'number') return roleId === ADMIN_ROLE_ID;
  return typeof roleId === 'string' && roleId === String(ADMIN_ROLE_ID);
}
