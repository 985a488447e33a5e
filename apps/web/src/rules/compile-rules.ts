// The rule compiler and the expression language under it, in a chunk of their own: only a signed-in
// user has rules, so the sign-in page does not download them (role-rules-store.ts imports this lazily).
import { compile, mergePageConfigs, type PageConfig, type RoleRule, resourceOfRoute } from '@kantor/core';

export { compile };

/** One role a user holds, as `GET /account/roles` answers it (`resources` null: one role, reaches all). */
export type HeldRole = { id: string; resources: readonly string[] | null; rules: RoleRule[] };

/**
 * A route's configuration for the roles a user holds, as the server merges it (issue 37): the roles
 * that reach the route's resource (all, when none does), restrictions only where every one has them.
 */
export function compileForRoles(roles: readonly HeldRole[], route: string): PageConfig {
  if (roles.length === 1) return compile(roles[0]!.rules, roles[0]!.id, route);
  const resource = resourceOfRoute(route);
  const reaching = roles.filter((r) => r.resources === null || r.resources.includes(resource));
  return mergePageConfigs((reaching.length ? reaching : roles).map((r) => compile(r.rules, r.id, route)));
}
