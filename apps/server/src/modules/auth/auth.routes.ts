import {
  loginRoute,
  logoutRoute,
  MSG,
  type OtpVerifyAnswer,
  otpResendRoute,
  otpVerifyRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { audit } from '../../plugins/audit-log.ts';
import { closeChallenge, codeMatches, findChallenge, resendCode } from './otp.service.ts';
import { closeSession, closeSessionOnUnload } from './session.service.ts';
import { assertActive, completeSignIn, issueSession } from './sign-in.service.ts';
import { trustDevice, trustedDeviceOf } from './trusted-device.ts';
import { findById, findByIdentifier } from './users.service.ts';

/**
 * Sign-in (username or email), the OTP second step, and logout, declared in core
 * (packages/core/src/api/routes/auth.ts): their bodies' required fields and the code's six digits are
 * checked there (the 422 by field); what needs the account or the challenge is checked here.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, loginRoute, async ({ body }, request, reply) => {
    const { username: identifier, password } = body;

    // Counted per account (whatever name or address was typed; an unknown name counts like one, so the
    // answer never tells) or, from a browser that signed in to it before, per that device; and per address.
    const user = await findByIdentifier(app.db.query, identifier);
    const device = await trustedDeviceOf(app.db.query, request, user?.id);
    const subject = device
      ? `device:${device}`
      : user
        ? `user:${user.id}`
        : `name:${identifier.trim().toLowerCase()}`;
    const buckets = app.throttle.buckets('signin', subject, request.ip);
    await app.throttle.guard(request, reply, buckets);
    // Unknown accounts are checked against a dummy hash: both answers take the same time.
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      await app.throttle.fail(buckets);
      audit(
        request,
        'auth.login_failed',
        {
          username: identifier.slice(0, 100),
          userId: user?.id ?? null,
          reason: user ? 'wrong_password' : 'unknown_user',
        },
        'warn',
      );
      throw new HttpError(401, say(request, MSG.invalidCredentials));
    }
    await app.throttle.clear(buckets[0]);
    const answer = await completeSignIn(app, request, user, body.remember === true);
    if ('token' in answer) await trustDevice(app.db.query, request, reply, user.id);
    return answer;
  });

  serveRoute(app, otpVerifyRoute, async ({ body }, request, reply) => {
    const { otpToken, code } = body;
    const challenge = await findChallenge(app, otpToken);
    if (!challenge) throw new HttpError(422, say(request, MSG.otpSessionEnded));

    const buckets = app.throttle.buckets('otp', String(challenge.user_id), request.ip);
    await app.throttle.guard(request, reply, buckets);
    if (challenge.expired) {
      audit(request, 'auth.login_failed', { userId: challenge.user_id, reason: 'otp_expired' }, 'warn');
      throw new HttpError(422, say(request, MSG.otpExpired), {
        errors: { code: [say(request, MSG.otpExpired)] },
      });
    }
    if (!codeMatches(challenge, otpToken, code)) {
      await app.throttle.fail(buckets);
      audit(request, 'auth.login_failed', { userId: challenge.user_id, reason: 'otp_invalid' }, 'warn');
      throw new HttpError(422, say(request, MSG.otpInvalid), {
        errors: { code: [say(request, MSG.otpInvalid)] },
      });
    }
    const user = await findById(app.db.query, challenge.user_id);
    if (!user) throw new HttpError(422, say(request, MSG.otpSessionEnded));
    assertActive(request, user); // blocked while the code was on its way
    if (!(await closeChallenge(app, challenge.id)))
      throw new HttpError(422, say(request, MSG.otpSessionEnded));
    await app.throttle.clear(buckets[0]);
    const token = await issueSession(app, request, user.id, challenge.remember);
    await trustDevice(app.db.query, request, reply, user.id);
    audit(request, 'auth.login', { userId: user.id, username: user.username, method: 'otp' });
    return { token } satisfies OtpVerifyAnswer;
  });

  serveRoute(app, otpResendRoute, async ({ body }, request, reply) => {
    const { otpToken } = body;
    const challenge = await findChallenge(app, otpToken);
    if (!challenge) throw new HttpError(422, say(request, MSG.otpSessionEnded));
    const user = await findById(app.db.query, challenge.user_id);
    if (!user) throw new HttpError(422, say(request, MSG.otpSessionEnded));
    await app.throttle.consume(request, reply, app.throttle.buckets('otpmail', null, request.ip));
    if (!(await resendCode(app, request, challenge, otpToken, user))) {
      throw new HttpError(429, say(request, MSG.unableToResendOtp));
    }
    return { message: say(request, MSG.otpSent) };
  });

  /**
   * Logout with the bearer token ends the session at once. Beacons cannot set headers (spec §4: logout
   * on page unload), so a token in the body does only what the beacon needs, and only from this site's
   * own pages: it starts the grace of a plain session (session.service.ts); it never ends a remembered
   * one, nor anything from another origin.
   */
  serveRoute(app, logoutRoute, async ({ body }, request) => {
    if (request.token) {
      await closeSession(app.db.query, request.token);
      audit(request, 'auth.logout', { username: request.user?.username ?? null, beacon: false });
      return { message: say(request, MSG.loggedOut) };
    }
    if (body.token !== undefined && body.beacon === true && sameOrigin(request, app.config.publicHost)) {
      await closeSessionOnUnload(app.db.query, body.token);
      // who it was is not looked up: the beacon only starts the session's grace
      audit(request, 'auth.logout', { beacon: true });
    }
    return { message: say(request, MSG.loggedOut) };
  });
}

/** Whether a request comes from this site's own pages: its Origin is our host or the public address. */
export function sameOrigin(request: FastifyRequest, publicHost: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const from = new URL(origin).origin;
    return (
      from === new URL(`${request.protocol}://${request.host}`).origin || from === new URL(publicHost).origin
    );
  } catch {
    return false;
  }
}
