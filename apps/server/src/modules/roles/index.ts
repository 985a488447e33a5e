// The roles module's surface: what other modules and app.ts may import. Every other file here is internal.
export { parseRoleIds } from './access-map.service.ts';
export { adminLoginIds } from './admins.ts';
export { applyPermissionChange } from './permissions.service.ts';
export type { CacheStats } from './role-cache.ts';
export { ACCESS_VERSION, registerRoleCache } from './role-cache.ts';
export { rolesRoutes } from './roles.routes.ts';
export { roleNames } from './roles.service.ts';
