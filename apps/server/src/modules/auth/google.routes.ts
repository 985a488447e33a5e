import { googleSignInRoute, MSG } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { HttpError, notFound } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { type RouteHandler, serveRoute } from '../../lib/serve-route.ts';
import { completeSignIn } from './sign-in.service.ts';
import { findByEmail, findById, freeUsername } from './users.service.ts';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Google sign-in (when GOOGLE_CLIENT_ID is set): the ID token the browser got from Google is checked
 * against Google's published keys (GOOGLE_JWKS_URL): signature, issuer, audience (our client id) and
 * expiry. A verified address signs in to the account that has it, or creates a Pending account.
 */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const clientId = app.config.googleClientId;
  const keys = createRemoteJWKSet(new URL(app.config.googleJwksUrl), { timeoutDuration: 5000 });

  const handler: RouteHandler<typeof googleSignInRoute> = async ({ body }, request, reply) => {
    if (!clientId) throw notFound();
    const buckets = app.throttle.buckets('google', null, request.ip);
    await app.throttle.guard(request, reply, buckets);

    let email: string;
    try {
      const { payload } = await jwtVerify(body.credential, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'email'],
      });
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (typeof payload.email !== 'string' || !verified) throw new Error('address not verified');
      email = payload.email.toLowerCase();
    } catch (error) {
      request.log.info({ err: error }, 'google credential refused');
      await app.throttle.fail(buckets);
      throw new HttpError(401, say(request, MSG.googleSignInFailed));
    }

    let user = await findByEmail(app.db.query, email);
    if (user && !user.email_verified_at) {
      await app.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [user.id]);
    }
    if (!user) {
      const username = await freeUsername(app.db.query, email.split('@')[0]!);
      const [row] = await app.db.query<{ id: number }>(
        `INSERT INTO users (username, email, user_role_id, status, email_verified_at, otp_enabled)
         VALUES ($1, $2, $3, 'Pending', now(), false) RETURNING id`,
        [username, email, app.config.registrationRoleId],
      );
      await app.db.query('UPDATE users SET user_id = id WHERE id = $1', [row!.id]);
      user = await findById(app.db.query, row!.id);
    }
    return completeSignIn(app, request, user!, body.remember === true, 'google');
  };
  // without a client id the route is not there (404) for any sign-in the declaration reads; a body it
  // refuses is its 422 (or a broken form's 400) first, as on every route that takes one
  serveRoute(app, googleSignInRoute, handler);
}
