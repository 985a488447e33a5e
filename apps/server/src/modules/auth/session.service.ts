import type { Query } from '../../db/connect.ts';
import { hashToken, newToken } from './tokens.ts';

/** The columns of `users` the server reads for a signed-in caller. */
export type UserRow = {
  id: number;
  username: string;
  email: string;
  no_hp: string | null;
  password_hash: string | null;
  user_role_id: number | null;
  /** Other roles of the login (issue 37): a JSON array of role ids, or null. */
  peran_lain: unknown;
  /** The login's branch, read by row-scope conditions as `user.cabang`. */
  cabang: string | null;
  user_id: number | null;
  status: string;
  otp_enabled: boolean;
};

export const USER_COLUMNS =
  'u.id, u.username, u.email, u.no_hp, u.password_hash, u.user_role_id, u.peran_lain, u.cabang, u.user_id, u.status, u.otp_enabled';

export type SessionUser = UserRow & { sessionId: number };

export type SessionLifetimes = { sessionHours: number; rememberDays: number };

/** Opens a session and answers the bearer token (only its hash is stored). */
export async function openSession(
  query: Query,
  userId: number,
  options: SessionLifetimes & { remember: boolean; ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const lifetimeMs = options.remember ? options.rememberDays * 86_400_000 : options.sessionHours * 3_600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await query(
    'INSERT INTO sessions (token_hash, user_id, remember, ip, user_agent, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      hashToken(token),
      userId,
      options.remember,
      options.ip ?? null,
      options.userAgent?.slice(0, 500) ?? null,
      expiresAt,
    ],
  );
  return { token, expiresAt };
}

/** The signed-in user of a token, or null when the token is unknown, expired or the account is not Active. */
export async function findSessionUser(query: Query, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const rows = await query<UserRow & { session_id: number; closing_at: Date | null }>(
    `SELECT ${USER_COLUMNS}, s.id AS session_id, s.closing_at
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > now() AND (s.closing_at IS NULL OR s.closing_at > now())
      LIMIT 1`,
    [hashToken(token)],
    // every API request asks it: parsed and planned once per connection (db/prepared.ts)
    { prepare: true },
  );
  const row = rows[0];
  if (row?.status !== 'Active') return null;
  if (row.closing_at) {
    // The tab came back after its unload beacon (a reload): the session goes on.
    await query('UPDATE sessions SET closing_at = NULL WHERE id = $1', [row.session_id]);
  }
  const { session_id, closing_at: _closing, ...user } = row;
  return { ...user, sessionId: session_id };
}

/**
 * Which of these sessions are still live, with their login's role now: not ended (logout, a password
 * change, a role or status change end sessions by deleting them), not expired, not past an unload
 * beacon's grace, their login Active — the same test as {@link findSessionUser}. The realtime channel
 * asks every few seconds for the sessions its sockets were opened with.
 */
export async function liveSessions(
  query: Query,
  ids: readonly number[],
): Promise<Map<number, { roleId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await query<{ id: number; user_role_id: number | null }>(
    `SELECT s.id, u.user_role_id FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::int[]) AND s.expires_at > now() AND (s.closing_at IS NULL OR s.closing_at > now())
        AND u.status = 'Active'`,
    [ids],
  );
  return new Map(
    rows.map((r) => [Number(r.id), { roleId: r.user_role_id === null ? null : Number(r.user_role_id) }]),
  );
}

export async function closeSession(query: Query, token: string): Promise<void> {
  await query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Grace after an unload beacon: long enough for a reload to come back, short enough to end a closed tab. */
export const BEACON_GRACE_SECONDS = 30;

/**
 * The unload beacon (spec §4) ends a plain session once the grace has passed without the tab coming
 * back; a remembered session is meant to outlive the browser, so the beacon leaves it alone.
 */
export async function closeSessionOnUnload(query: Query, token: string): Promise<void> {
  await query(
    `UPDATE sessions SET closing_at = now() + make_interval(secs => ${BEACON_GRACE_SECONDS})
      WHERE token_hash = $1 AND remember = false`,
    [hashToken(token)],
  );
}
