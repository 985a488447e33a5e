import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccountRow, findByEmail } from './users.service.ts';

/**
 * The opening of every "mail me a link" request (password reset, verification resend), once the
 * declaration checked the address (core's `EmailBody`, 422): the caller throttled on the `mail` buckets
 * of the address and the IP (429), then the address's account looked up. Null when it has none: the
 * routes answer the same either way, so an address is never confirmed or denied to the caller.
 */
export async function mailRequestUser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<AccountRow | null> {
  await app.throttle.consume(request, reply, app.throttle.buckets('mail', email, request.ip));
  return findByEmail(app.db.query, email);
}
