import { isValidEmail, MSG, profileEditRoute, profileRoute, roleSetOf } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { say } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import {
  appLink,
  Checks,
  emailTaken,
  findById,
  issueToken,
  mailContext,
  PHONE_PATTERN,
  TOKEN_LIFETIME_MINUTES,
  USERNAME_PATTERN,
  usernameTaken,
} from '../auth/index.ts';
import { addressInUseMail, verifyEmailMail } from '../mail/index.ts';
import { recordUserChange } from './accounts.service.ts';

/**
 * Account detail and edit account: the signed-in user's own data, declared in core
 * (packages/core/src/api/routes/profile.ts). A change's fields are checked here, together, as one 422
 * naming each (a username taken by another account is one of them, which needs the database).
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  async function profileOf(id: number) {
    const user = (await findById(app.db.query, id))!;
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      no_hp: user.no_hp,
      user_role_id: user.user_role_id,
      // every role the person holds, the primary first (issue 37)
      role: (await app.roleCache.get(roleSetOf(user.user_role_id, user.peran_lain))).names.join(', '),
      status: user.status,
      email_verified_at: user.email_verified_at,
      otp_enabled: Boolean(user.otp_enabled),
      has_password: Boolean(user.password_hash),
    };
  }

  serveRoute(app, profileRoute, async (_input, request) => profileOf(request.user!.id));

  /**
   * Username, phone and OTP change at once. A new address changes only once its owner follows the
   * link mailed to it; the answer is the same whether or not the address is already in use.
   */
  serveRoute(app, profileEditRoute, async ({ body }, request, reply) => {
    const before = (await findById(app.db.query, request.user!.id))!;
    const checks = new Checks(request);
    const changes: Record<string, unknown> = {};
    if (body.username !== undefined) {
      const username = body.username.trim();
      if (!username) checks.add('username', say(request, MSG.required));
      else if (!USERNAME_PATTERN.test(username)) checks.add('username', say(request, MSG.usernameFormat));
      else if (await usernameTaken(app.db.query, username, before.id))
        checks.add('username', say(request, MSG.unique));
      else if (username !== before.username) changes.username = username;
    }
    if (body.no_hp !== undefined) {
      const noHp = body.no_hp.trim();
      if (noHp && !PHONE_PATTERN.test(noHp)) checks.add('no_hp', say(request, MSG.invalid));
      else if ((noHp || null) !== before.no_hp) changes.no_hp = noHp || null;
    }
    if (body.otp_enabled !== undefined) {
      if (body.otp_enabled === null) checks.add('otp_enabled', say(request, MSG.boolean));
      else if (body.otp_enabled !== Boolean(before.otp_enabled)) changes.otp_enabled = body.otp_enabled;
    }
    const email = body.email === undefined ? '' : body.email.trim().toLowerCase();
    if (body.email !== undefined) {
      if (!email) checks.add('email', say(request, MSG.required));
      else if (!isValidEmail(email) || email.length > 254) checks.add('email', say(request, MSG.email));
    }
    checks.done();

    let emailPending = false;
    if (email && email !== before.email.toLowerCase()) {
      await app.throttle.consume(request, reply, app.throttle.buckets('mail', email, request.ip));
      emailPending = true;
      if (await emailTaken(app.db.query, email, before.id)) {
        app.mailer.queue(addressInUseMail(mailContext(app, request, email, email), appLink(app, '/login')));
      } else {
        const token = await issueToken(app.db.query, before.id, 'change_email', {
          data: email,
          replace: true,
        });
        app.mailer.queue(
          verifyEmailMail(
            mailContext(app, request, email, changes.username ? String(changes.username) : before.username),
            appLink(app, '/verify-email', token),
            TOKEN_LIFETIME_MINUTES.change_email / 60,
          ),
        );
      }
    }
    if (Object.keys(changes).length > 0) {
      await app.db.transaction(async (query) => {
        const names = Object.keys(changes);
        await query(
          `UPDATE users SET ${names.map((n, i) => `${n} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
          [before.id, ...names.map((n) => changes[n])],
        );
        await recordUserChange(query, request.user!, before, changes);
      });
    }
    return {
      message: say(request, emailPending ? MSG.verificationSent : MSG.recordUpdated),
      emailPending,
      profile: await profileOf(before.id),
    };
  });
}
