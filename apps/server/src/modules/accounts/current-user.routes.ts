import type { CurrentUserData } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { signedInRoute } from '../../plugins/access.ts';

const currentUserSchema = {
  response: {
    200: {
      type: 'object',
      required: ['user', 'roles', 'pages'],
      additionalProperties: false,
      properties: {
        user: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'username', 'email', 'no_hp', 'user_role_id', 'user_id'],
          properties: {
            id: { type: 'integer' },
            username: { type: 'string' },
            email: { type: 'string' },
            no_hp: { type: ['string', 'null'] },
            user_role_id: { type: ['integer', 'null'] },
            user_id: { type: ['integer', 'null'] },
          },
        },
        roles: { type: 'array', items: { type: 'string' } },
        pages: { type: 'array', items: { type: 'string' } },
      },
    },
  },
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
