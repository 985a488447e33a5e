import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localeOf } from '../../lib/i18n.ts';
import { otpMail } from '../mail/index.ts';
import { hashToken, newToken } from './tokens.ts';

export const OTP_MINUTES = 5;
export const OTP_MAX_RESENDS = 3;
/** A challenge (the whole second step, resends included) ends after this long. */
export const OTP_CHALLENGE_MINUTES = 30;

export type Challenge = {
  id: number;
  user_id: number;
  code_hash: string;
  remember: boolean;
  resends: number;
  expired: boolean;
};

/** The code is hashed with the challenge token, which only the client holds. */
const codeHash = (otpToken: string, code: string) =>
  createHash('sha256').update(`${otpToken}:${code}`).digest('hex');

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

type Recipient = { id: number; username: string; email: string };

function mailCode(app: FastifyInstance, request: FastifyRequest, user: Recipient, code: string) {
  app.mailer.queue(
    otpMail(
      {
        to: user.email,
        username: user.username,
        appName: app.config.appName,
        locale: localeOf(request),
      },
      code,
      OTP_MINUTES,
    ),
  );
}

/** Opens the second step: mails a 6-digit code and answers the challenge token the client keeps. */
export async function startChallenge(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Recipient,
  remember: boolean,
): Promise<string> {
  const otpToken = newToken();
  const code = newCode();
  await app.db.query(
    `INSERT INTO otp_challenges (token_hash, user_id, code_hash, remember, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [hashToken(otpToken), user.id, codeHash(otpToken, code), remember, OTP_MINUTES],
  );
  mailCode(app, request, user, code);
  return otpToken;
}

/** The open challenge of a token, or null when it is unknown, used or past its whole lifetime. */
export async function findChallenge(app: FastifyInstance, otpToken: unknown): Promise<Challenge | null> {
  if (typeof otpToken !== 'string' || !otpToken || otpToken.length > 200) return null;
  const rows = await app.db.query<Challenge>(
    `SELECT id, user_id, code_hash, remember, resends, expires_at <= now() AS expired
       FROM otp_challenges
      WHERE token_hash = $1 AND used_at IS NULL
        AND created_at > now() - make_interval(mins => $2)`,
    [hashToken(otpToken), OTP_CHALLENGE_MINUTES],
  );
  return rows[0] ?? null;
}

export function codeMatches(challenge: Challenge, otpToken: string, code: string): boolean {
  const given = Buffer.from(codeHash(otpToken, code), 'hex');
  const stored = Buffer.from(challenge.code_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Closes a challenge; false when a concurrent request closed it first. */
export async function closeChallenge(app: FastifyInstance, id: number): Promise<boolean> {
  const rows = await app.db.query(
    'UPDATE otp_challenges SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length === 1;
}

/** A fresh code for the same challenge, at most {@link OTP_MAX_RESENDS} times; false when the limit is reached. */
export async function resendCode(
  app: FastifyInstance,
  request: FastifyRequest,
  challenge: Challenge,
  otpToken: string,
  user: Recipient,
): Promise<boolean> {
  const code = newCode();
  const rows = await app.db.query(
    `UPDATE otp_challenges
        SET code_hash = $2, resends = resends + 1, expires_at = now() + make_interval(mins => $3)
      WHERE id = $1 AND used_at IS NULL AND resends < $4 RETURNING id`,
    [challenge.id, codeHash(otpToken, code), OTP_MINUTES, OTP_MAX_RESENDS],
  );
  if (rows.length === 0) return false;
  mailCode(app, request, user, code);
  return true;
}
