import { isAdminRole } from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';

/** preHandler: only a signed-in admin (role name compared case-insensitively, spec §6). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = request.user;
  if (!user) throw unauthorized();
  const { names } = await request.server.roleCache.get(user.user_role_id);
  if (!isAdminRole(names)) throw forbidden();
}
