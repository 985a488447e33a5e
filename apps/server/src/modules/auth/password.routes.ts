import { MSG } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { publicRoute, signedInRoute } from '../../plugins/access.ts';
import { audit } from '../../plugins/audit-log.ts';
import { resetPasswordMail } from '../mail/index.ts';
import { passwordChangeSchema, passwordForgotSchema, passwordResetSchema } from './auth.schemas.ts';
import { checkToken, issueToken, TOKEN_LIFETIME_MINUTES, useToken } from './auth-tokens.service.ts';
import { bodyOf, Checks, raw } from './input.ts';
import { appLink, mailContext } from './links.ts';
import { mailRequestUser } from './mail-request.ts';
import { endSessions, findById } from './users.service.ts';

/** Password reset request and reset (single-use link, 60 minutes), and change password. */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  // The same answer whether or not the address belongs to an account; the mail goes out in the background.
  app.post(
    '/auth/password/forgot',
    { ...publicRoute, schema: passwordForgotSchema },
    async (request, reply) => {
      const user = await mailRequestUser(app, request, reply);
      if (user) {
        const token = await issueToken(app.db.query, user.id, 'reset_password', { replace: true });
        app.mailer.queue(
          resetPasswordMail(
            mailContext(app, request, user.email, user.username),
            appLink(app, '/reset-password', token),
            TOKEN_LIFETIME_MINUTES.reset_password,
          ),
        );
      }
      // the address itself stays out of the log; whether it belonged to an account is logged, never answered
      audit(request, 'auth.password_reset_requested', { userId: user?.id ?? null });
      return { message: say(request, MSG.resetLinkSent) };
    },
  );

  app.post('/auth/password/reset', { ...publicRoute, schema: passwordResetSchema }, async (request) => {
    const body = bodyOf(request);
    new Checks(request).required(body, 'token', 'password', 'password_confirmation').done();
    const check = await checkToken(app.db.query, raw(body, 'token'), ['reset_password']);
    if (!check.ok) {
      throw new HttpError(422, say(request, check.reason === 'expired' ? MSG.linkExpired : MSG.linkInvalid));
    }
    const user = await findById(app.db.query, check.row.user_id);
    if (!user) throw new HttpError(422, say(request, MSG.linkInvalid));
    new Checks(request).newPassword(body, user).done();
    const passwordHash = await hashPassword(raw(body, 'password'));
    const done = await app.db.transaction(async (query) => {
      if (!(await useToken(query, check.row.id))) return false;
      // The link proved the mailbox: the address counts as verified from now on.
      await query(
        `UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, now()),
                updated_at = now() WHERE id = $1`,
        [user.id, passwordHash],
      );
      await query("DELETE FROM auth_tokens WHERE user_id = $1 AND purpose = 'reset_password'", [user.id]);
      await endSessions(query, user.id);
      return true;
    });
    if (!done) throw new HttpError(422, say(request, MSG.linkInvalid));
    audit(request, 'auth.password_reset', { userId: user.id, username: user.username });
    return { message: say(request, MSG.passwordReset) };
  });

  /** Change password: current, new, confirm. Every other session of the account ends. */
  app.post(
    '/auth/password/change',
    { ...signedInRoute, schema: passwordChangeSchema },
    async (request, reply) => {
      const body = bodyOf(request);
      const caller = request.user!;
      new Checks(request).required(body, 'current_password', 'password', 'password_confirmation').done();
      const buckets = app.throttle.buckets('pwchange', String(caller.id), request.ip);
      await app.throttle.guard(request, reply, buckets);
      const user = await findById(app.db.query, caller.id);
      if (!user || !(await verifyPassword(user.password_hash, raw(body, 'current_password')))) {
        await app.throttle.fail(buckets);
        const message = say(request, MSG.currentPasswordIncorrect);
        throw new HttpError(422, message, { errors: { current_password: [message] } });
      }
      new Checks(request).newPassword(body, user).done();
      const passwordHash = await hashPassword(raw(body, 'password'));
      await app.throttle.clear(buckets[0]);
      await app.db.transaction(async (query) => {
        await query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          user.id,
          passwordHash,
        ]);
        await endSessions(query, user.id, caller.sessionId);
      });
      audit(request, 'auth.password_changed', {
        userId: user.id,
        username: user.username,
        targetId: user.id,
      });
      return { message: say(request, MSG.passwordChanged) };
    },
  );
}
