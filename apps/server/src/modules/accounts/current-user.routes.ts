import {
  type AccountRoles,
  accountFactsRoute,
  accountRolesRoute,
  type CurrentUserData,
  currentUserRoute,
  resourceOfRoute,
  roleSetOf,
  type UserFactsAnswer,
  userFactsRoute,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';

/**
 * Who is signed in (spec §4: exactly `{ user, roles, pages }`), declared in core
 * (packages/core/src/api/routes/profile.ts): the session's user, the names of every role they hold
 * (the primary's first; `user_role_id` stays the primary role) and the union of their pages, read from
 * the role cache (issue 37). Also what rule conditions read about a login (`user.*`, `role.*`, the day),
 * one's own for the screens and another's for the rule preview "as a user" (docs/rules.md "User context").
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

  // one's own facts: the screens evaluate column logic, colours and hides with them as the server does
  serveRoute(app, accountFactsRoute, async (_input, request) => {
    const user = request.user!;
    const { names } = await app.roleCache.get(roleSetOf(user.user_role_id, user.peran_lain));
    return (await app.userFacts.at(user, names)) as UserFactsAnswer;
  });

  // another login's facts (the rule preview "as a user"): the access check read the login within the
  // caller's view scope (404 outside it); fields of it hidden from the caller (`cabang`, `email`) leave
  // the answer as they leave its view, so its facts tell nothing the view would not
  serveRoute(app, userFactsRoute, async ({ params }) => {
    const rows = await app.db.query<FactsLogin>(
      'SELECT id, username, email, user_id, user_role_id, peran_lain, cabang FROM users WHERE id = $1',
      [Number(params.id)],
    );
    const login = rows[0]!;
    const { names } = await app.roleCache.get(roleSetOf(login.user_role_id, login.peran_lain));
    return (await app.userFacts.at(login, names)) as UserFactsAnswer;
  });
}

type FactsLogin = {
  id: number;
  username: string;
  email: string | null;
  user_id: number | null;
  user_role_id: number | null;
  peran_lain: unknown;
  cabang: string | null;
};
