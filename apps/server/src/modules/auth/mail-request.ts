import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyOf, Checks, text } from './input.ts';
import { type AccountRow, findByEmail } from './users.service.ts';

/**
 * The opening of every "mail me a link" request (password reset, verification resend): the address is
 * checked (422), the caller throttled on the `mail` buckets of the address and the IP (429), then the
 * address's account looked up. Null when it has none: the routes answer the same either way, so an
 * address is never confirmed or denied to the caller.
 */
export async function mailRequestUser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AccountRow | null> {
  const body = bodyOf(request);
  const email = text(body, 'email').toLowerCase();
  new Checks(request).required(body, 'email').email('email', email).done();
  await app.throttle.consume(request, reply, app.throttle.buckets('mail', email, request.ip));
  return findByEmail(app.db.query, email);
}
