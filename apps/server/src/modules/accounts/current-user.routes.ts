import {
  type AccountRoles,
  accountRolesRoute,
  type CurrentUserData,
  currentUserRoute,
  resourceOfRoute,
  roleSetOf,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';

/**
 * Who is signed in (spec §4: exactly `{ user, roles, pages }`), declared in core
 * (packages/core/src/api/routes/profile.ts): the session's user, the names of every role they hold
 * (the primary's first; `user_role_id` stays the primary role) and the union of their pages, read from
 * the role cache (issue 37).
 */
export async function currentUserRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, currentUserRoute, async (_input, request) => {
    const user = request.user!;
    const { names: roles, pages } = await app.roleCache.get(roleSetOf(user.user_role_id, user.peran_lain));
    return {
      user: {
        id: user.id,
        username: user.username,
        email: user.email,
        no_hp: user.no_hp,
        user_role_id: user.user_role_id,
        user_id: user.user_id,
      },
      roles,
      pages,
    } satisfies CurrentUserData;
  });

  // each role with what it reaches and its rules: the web merges them as the server does (issue 37)
  serveRoute(app, accountRolesRoute, async (_input, request) => {
    const user = request.user!;
    const roles = await Promise.all(
      roleSetOf(user.user_role_id, user.peran_lain).map(async (id) => {
        const [grant, rules] = await Promise.all([app.roleCache.get(id), app.roleRules.get(id)]);
        const resources = new Set(grant.pages.map(resourceOfRoute));
        resources.delete('');
        return { id, name: grant.names[0] ?? null, resources: [...resources].sort(), rules };
      }),
    );
    return { roles } satisfies AccountRoles;
  });
}
