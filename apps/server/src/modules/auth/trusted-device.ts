import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { cookieOf } from '../../lib/cookies.ts';
import { checkToken, issueToken, TOKEN_LIFETIME_MINUTES } from './auth-tokens.service.ts';

/**
 * Lock-out that cannot be turned against the owner (ASVS 5.0 V6.3.1/V6.3.5, OWASP "device cookies"):
 * a browser that has signed in to an account successfully carries an HttpOnly cookie naming that
 * account. Failed sign-ins are counted per account for unknown browsers, but per device for a known
 * one, so an attacker who exhausts the account's allowance from elsewhere does not lock its owner out
 * of their own browser. Each device is still limited (it may be stolen), and so is every IP address.
 */
export const DEVICE_COOKIE = 'kantor_device';

/** The device token the request carries when it is a trusted device of `userId`, else null. */
export async function trustedDeviceOf(
  query: Query,
  request: FastifyRequest,
  userId: number | undefined,
): Promise<string | null> {
  if (userId === undefined) return null;
  const token = cookieOf(request, DEVICE_COOKIE);
  if (!token) return null;
  const check = await checkToken(query, token, ['trusted_device']);
  return check.ok && check.row.user_id === userId ? token : null;
}

/** Marks the browser as a trusted device of the account (after a proven sign-in). */
export async function trustDevice(
  query: Query,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  if (await trustedDeviceOf(query, request, userId)) return;
  const token = await issueToken(query, userId, 'trusted_device');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${DEVICE_COOKIE}=${token}; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=${
      TOKEN_LIFETIME_MINUTES.trusted_device * 60
    }${secure}`,
  );
}
