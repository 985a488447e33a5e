import { MSG } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { say } from './i18n.ts';
import { bodyOf, Checks, flag, raw, text } from './input.ts';
import { closeChallenge, codeMatches, findChallenge, resendCode } from './otp.service.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { closeSession, closeSessionOnUnload } from './session.service.ts';
import { assertActive, completeSignIn, issueSession } from './sign-in.service.ts';
import { findById, findByIdentifier } from './users.service.ts';

/** Sign-in (username or email), the OTP second step, and logout. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/auth/login', async (request, reply) => {
    const body = bodyOf(request);
    new Checks(request).required(body, 'username', 'password').done();
    const identifier = text(body, 'username');
    const password = raw(body, 'password');

    // Counted per name typed (known or not, so the answer never tells) and per address.
    const buckets = app.throttle.buckets('signin', identifier, request.ip);
    await app.throttle.guard(request, reply, buckets);
    const user = await findByIdentifier(app.db.query, identifier);
    // Unknown accounts are checked against a dummy hash: both answers take the same time.
    const ok = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) {
      await app.throttle.fail(buckets);
      throw new HttpError(401, say(request, MSG.invalidCredentials));
    }
    await app.throttle.clear(buckets[0]);
    return completeSignIn(app, request, user, flag(body.remember));
  });

  app.post('/auth/otp/verify', async (request, reply) => {
    const body = bodyOf(request);
    const checks = new Checks(request).required(body, 'otpToken', 'code');
    const code = text(body, 'code');
    if (code && !/^\d{6}$/.test(code)) checks.add('code', say(request, MSG.otpInvalid));
    checks.done();
    const otpToken = raw(body, 'otpToken');
    const challenge = await findChallenge(app, otpToken);
    if (!challenge) throw new HttpError(422, say(request, MSG.otpSessionEnded));

    const buckets = app.throttle.buckets('otp', String(challenge.user_id), request.ip);
    await app.throttle.guard(request, reply, buckets);
    if (challenge.expired) {
      throw new HttpError(422, say(request, MSG.otpExpired), {
        errors: { code: [say(request, MSG.otpExpired)] },
      });
    }
    if (!codeMatches(challenge, otpToken, code)) {
      await app.throttle.fail(buckets);
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
    return { token: await issueSession(app, request, user.id, challenge.remember) };
  });

  app.post('/auth/otp/resend', async (request, reply) => {
    const body = bodyOf(request);
    new Checks(request).required(body, 'otpToken').done();
    const otpToken = raw(body, 'otpToken');
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

  // Beacons cannot set headers, so the token may come in the body as well (spec §4: logout on page unload).
  app.post('/auth/logout', async (request) => {
    const body = request.body as { token?: unknown; beacon?: unknown } | undefined;
    const token = request.token ?? (typeof body?.token === 'string' ? body.token : null);
    if (token && body?.beacon === true) await closeSessionOnUnload(app.db.query, token);
    else if (token) await closeSession(app.db.query, token);
    return { message: 'Logged out' };
  });
}
