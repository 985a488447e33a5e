import { MSG, type SignInAnswer } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors.ts';
import { say } from '../../lib/i18n.ts';
import { audit } from '../../plugins/audit-log.ts';
import { startChallenge } from './otp.service.ts';
import { openSession, type UserRow } from './session.service.ts';
import { otpRequired } from './users.service.ts';

/**
 * Pending and Blocked accounts get their screen (after a correct password only) and no token:
 * 403 with `status`, which the web turns into the account-pending or account-blocked notice.
 */
export function assertActive(request: FastifyRequest, user: Pick<UserRow, 'status'>): void {
  if (user.status === 'Blocked')
    throw new HttpError(403, say(request, MSG.accountBlocked), { status: 'Blocked' });
  if (user.status !== 'Active')
    throw new HttpError(403, say(request, MSG.accountPending), { status: 'Pending' });
}

/** Opens the session of an account whose credentials were proven, or starts its OTP step. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  remember: boolean,
  method: 'password' | 'google' = 'password',
): Promise<SignInAnswer> {
  const who = { userId: user.id, username: user.username, method };
  if (user.status !== 'Active') {
    audit(request, 'auth.login_failed', { ...who, reason: `account_${user.status.toLowerCase()}` }, 'warn');
  }
  assertActive(request, user);
  if (await otpRequired(app.db.query, app.config.otpRoles, user)) {
    const otpToken = await startChallenge(app, request, user, remember);
    audit(request, 'auth.otp_sent', who);
    return { otp: true, otpToken, message: say(request, MSG.otpSent) };
  }
  const token = await issueSession(app, request, user.id, remember);
  audit(request, 'auth.login', who);
  return { token };
}

export async function issueSession(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  remember: boolean,
): Promise<string> {
  const { token } = await openSession(app.db.query, userId, {
    remember,
    sessionHours: app.config.sessionHours,
    rememberDays: app.config.rememberDays,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  return token;
}
