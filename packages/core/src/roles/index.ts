export { ADMIN_ROLE_ID, isAdminRoleId, isTechnicianRoleId, TECHNICIAN_ROLE_ID } from './admin-role.ts';
export { characterClass, cleanRoleName, INVISIBLE_RANGES, roleNameKey, SPACE_RANGES } from './role-name.ts';
