import { type CurrentUserData, currentUserRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';

/**
 * Who is signed in (spec §4: exactly `{ user, roles, pages }`), declared in core
 * (packages/core/src/api/routes/profile.ts): the session's user, their role names and pages, read
 * from the role cache.
 */
export async function currentUserRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, currentUserRoute, async (_input, request) => {
    const user = request.user!;
    const { names: roles, pages } = await app.roleCache.get(user.user_role_id);
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
}
