import { MSG, passwordChangeRoute, passwordForgotRoute, passwordResetRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { audit } from '../../plugins/audit-log.ts';
import { resetPasswordMail } from '../mail/index.ts';
import { checkToken, issueToken, TOKEN_LIFETIME_MINUTES, useToken } from './auth-tokens.service.ts';
import { Checks } from './input.ts';
import { appLink, mailContext } from './links.ts';
import { mailRequestUser } from './mail-request.ts';
import { endSessions, findById } from './users.service.ts';

/**
 * Password reset request and reset (single-use link, 60 minutes), and change password, declared in
 * core (packages/core/src/api/routes/registration.ts: the fields' presence and the address's form);
 * the password policy is checked here, against the account the link or the session names.
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  // The same answer whether or not the address belongs to an account; the mail goes out in the background.
  serveRoute(app, passwordForgotRoute, async ({ body }, request, reply) => {
    const user = await mailRequestUser(app, request, reply, body.email);
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
  });

  serveRoute(app, passwordResetRoute, async ({ body }, request) => {
    const check = await checkToken(app.db.query, body.token, ['reset_password']);
    if (!check.ok) {
      throw new HttpError(422, say(request, check.reason === 'expired' ? MSG.linkExpired : MSG.linkInvalid));
    }
    const user = await findById(app.db.query, check.row.user_id);
    if (!user) throw new HttpError(422, say(request, MSG.linkInvalid));
    new Checks(request).newPassword(body, user).done();
    const passwordHash = await hashPassword(body.password);
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
  serveRoute(app, passwordChangeRoute, async ({ body }, request, reply) => {
    const caller = request.user!;
    const buckets = app.throttle.buckets('pwchange', String(caller.id), request.ip);
    await app.throttle.guard(request, reply, buckets);
    const user = await findById(app.db.query, caller.id);
    if (!user || !(await verifyPassword(user.password_hash, body.current_password))) {
      await app.throttle.fail(buckets);
      const message = say(request, MSG.currentPasswordIncorrect);
      throw new HttpError(422, message, { errors: { current_password: [message] } });
    }
    new Checks(request).newPassword(body, user).done();
    const passwordHash = await hashPassword(body.password);
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
  });
}
