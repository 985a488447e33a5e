// The roles module's surface: what other modules and app.ts may import. Every other file here is internal.
import type { DomainModule } from '../resources/index.ts';
import { groupHooks, permissionsHooks, roleRuleHooks, rolesResourceHooks } from './roles.hooks.ts';

export { parseRoleIds } from './access-map.service.ts';
export { adminLoginIds, type LoginRole, loginRoleOf } from './admins.ts';
export type { Grantor } from './grants.ts';
export {
  assertMayGrantRoles,
  assertMayShapeRole,
  grantorOf,
  grantRefused,
  rolesOfLogin,
  sameRoleIds,
} from './grants.ts';
export { applyPermissionChange } from './permissions.service.ts';
export type { CacheStats } from './role-cache.ts';
export { ACCESS_VERSION, registerRoleCache } from './role-cache.ts';
export { rolesRoutes } from './roles.routes.ts';
export { groupsOfRole, roleChoices, roleNames } from './roles.service.ts';

/**
 * The access setup through the generic engine: whoever writes a role, its pages, its groups or its
 * rules must hold what that role holds (grants.ts). Its routes are registered by app.ts (`rolesRoutes`).
 */
export const rolesModule: DomainModule = {
  name: 'roles',
  hooks: {
    roles: rolesResourceHooks,
    permissions: permissionsHooks,
    grouproleid: groupHooks,
    setupshowhideroleid: roleRuleHooks,
  },
};
