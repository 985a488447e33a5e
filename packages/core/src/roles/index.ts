export { ADMIN_ROLE_ID, isAdminRoleId } from './admin-role.ts';
export { characterClass, cleanRoleName, INVISIBLE_RANGES, roleNameKey, SPACE_RANGES } from './role-name.ts';
