import { CurrentUserData } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/answer-schema.ts';
import { signedInRoute } from '../../plugins/access.ts';

const currentUserSchema = {
  summary: 'Who is signed in, their role names and the pages they may open',
  ...answers(CurrentUserData, 'The signed-in user, their roles and pages'),
};

export async function currentUserRoutes(app: FastifyInstance): Promise<void> {
  app.get('/account/currentuserdata', { ...signedInRoute, schema: currentUserSchema }, async (request) => {
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
