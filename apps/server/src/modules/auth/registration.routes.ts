import { MSG, registerRoute, verifyEmailResendRoute, verifyEmailRoute } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { hashPassword } from '../../lib/password.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { addressInUseMail, usernameTakenMail, verifyEmailMail } from '../mail/index.ts';
import { checkToken, issueToken, TOKEN_LIFETIME_MINUTES, useToken } from './auth-tokens.service.ts';
import { appLink, mailContext } from './links.ts';
import { mailRequestUser } from './mail-request.ts';
import { emailTaken, findByEmail, findById, usernameTaken } from './users.service.ts';

/**
 * Registration, email verification (single-use link) and its resend, declared in core
 * (packages/core/src/api/routes/registration.ts): a registration's fields and password are checked
 * there, whole; whether the name or address is taken is never told (the same answer in every case).
 */
export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  /** Mails a fresh verification link for `userId` to `to`. */
  async function sendVerification(request: FastifyRequest, userId: number, to: string, username: string) {
    const token = await issueToken(app.db.query, userId, 'verify_email');
    app.mailer.queue(
      verifyEmailMail(
        mailContext(app, request, to, username),
        appLink(app, '/verify-email', token),
        TOKEN_LIFETIME_MINUTES.verify_email / 60,
      ),
    );
  }

  serveRoute(app, registerRoute, async ({ body }, request, reply) => {
    // the declaration answered 422 unless all three are there
    const username = body.username ?? '';
    const email = body.email ?? '';
    const noHp = body.no_hp ?? '';
    await app.throttle.consume(request, reply, app.throttle.buckets('mail', email, request.ip));
    // Neither a username nor an address is confirmed or denied to the caller: whoever owns the address
    // learns by mail what went wrong, and the answer is the same in every case.
    if (await usernameTaken(app.db.query, username)) {
      app.mailer.queue(
        usernameTakenMail(mailContext(app, request, email, username), username, appLink(app, '/register')),
      );
      return { message: say(request, MSG.verificationSent) };
    }
    const passwordHash = await hashPassword(body.password ?? '');
    const existing = await findByEmail(app.db.query, email);
    if (existing) {
      app.mailer.queue(
        addressInUseMail(mailContext(app, request, email, existing.username), appLink(app, '/login')),
      );
      return { message: say(request, MSG.verificationSent) };
    }
    let userId: number;
    try {
      const [row] = await app.db.query<{ id: number }>(
        `INSERT INTO users (username, email, no_hp, password_hash, user_role_id, status, otp_enabled)
         VALUES ($1, $2, $3, $4, $5, 'Pending', false) RETURNING id`,
        [username, email, noHp || null, passwordHash, app.config.registrationRoleId],
      );
      userId = row!.id;
    } catch (error) {
      // Two registrations raced for one name or address: answer as if the second came later.
      if ((error as { code?: string }).code === '23505')
        return { message: say(request, MSG.verificationSent) };
      throw error;
    }
    await app.db.query('UPDATE users SET user_id = id WHERE id = $1', [userId]);
    await sendVerification(request, userId, email, username);
    return { message: say(request, MSG.verificationSent) };
  });

  serveRoute(app, verifyEmailResendRoute, async ({ body }, request, reply) => {
    const user = await mailRequestUser(app, request, reply, body.email);
    if (user && !user.email_verified_at && user.status !== 'Blocked') {
      await sendVerification(request, user.id, user.email, user.username);
    }
    return { message: say(request, MSG.verificationSent) };
  });

  /**
   * Follows a verification link (a new account's, or an email change's). With REGISTRATION_APPROVAL
   * off a verified Pending account becomes Active; with it on, it waits for an admin.
   */
  serveRoute(app, verifyEmailRoute, async ({ body }, request) => {
    const check = await checkToken(app.db.query, body.token, ['verify_email', 'change_email']);
    if (!check.ok)
      throw new HttpError(422, say(request, check.reason === 'expired' ? MSG.linkExpired : MSG.linkInvalid));
    const { row } = check;
    if (
      row.purpose === 'change_email' &&
      row.data &&
      (await emailTaken(app.db.query, row.data, row.user_id))
    ) {
      throw new HttpError(422, say(request, MSG.unique), { errors: { email: [say(request, MSG.unique)] } });
    }
    const status = await app.db.transaction(async (query) => {
      if (!(await useToken(query, row.id))) return null;
      const activate = !app.config.registrationApproval;
      const [updated] = await query<{ status: string }>(
        `UPDATE users SET email = COALESCE($2, email), email_verified_at = now(), updated_at = now(),
                status = CASE WHEN $3 AND status = 'Pending' THEN 'Active' ELSE status END
          WHERE id = $1 RETURNING status`,
        [
          row.user_id,
          row.purpose === 'change_email' ? row.data : null,
          activate && row.purpose === 'verify_email',
        ],
      );
      await query("DELETE FROM auth_tokens WHERE user_id = $1 AND purpose = 'verify_email'", [row.user_id]);
      return updated?.status ?? null;
    });
    if (status === null) throw new HttpError(422, say(request, MSG.linkInvalid));
    const user = await findById(app.db.query, row.user_id);
    return { message: say(request, MSG.verificationCompleted), status: user?.status ?? status };
  });
}
