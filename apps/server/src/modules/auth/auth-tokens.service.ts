import type { Query } from '../../db/connect.ts';
import { hashToken, newToken } from './tokens.ts';

/** What a mailed link is for. */
export type TokenPurpose = 'verify_email' | 'change_email' | 'reset_password' | 'trusted_device';

export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  verify_email: 24 * 60,
  change_email: 24 * 60,
  reset_password: 60,
  // a browser that signed in successfully keeps its own sign-in allowance for 90 days (trusted-device.ts)
  trusted_device: 90 * 24 * 60,
};

export type TokenRow = { id: number; user_id: number; purpose: TokenPurpose; data: string | null };

/** A new single-use token for `purpose` (only its hash is stored). `replace` drops the user's earlier ones. */
export async function issueToken(
  query: Query,
  userId: number,
  purpose: TokenPurpose,
  options: { data?: string; replace?: boolean } = {},
): Promise<string> {
  if (options.replace) {
    await query('DELETE FROM auth_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
  }
  const token = newToken();
  await query(
    `INSERT INTO auth_tokens (user_id, purpose, token_hash, data, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [userId, purpose, hashToken(token), options.data ?? null, TOKEN_LIFETIME_MINUTES[purpose]],
  );
  return token;
}

export type TokenCheck = { ok: true; row: TokenRow } | { ok: false; reason: 'invalid' | 'expired' };

/** Looks a token up without using it: unknown or used is `invalid`, past its lifetime `expired`. */
export async function checkToken(
  query: Query,
  token: unknown,
  purposes: TokenPurpose[],
): Promise<TokenCheck> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200)
    return { ok: false, reason: 'invalid' };
  const [row] = await query<TokenRow & { used: boolean; expired: boolean }>(
    `SELECT id, user_id, purpose, data, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM auth_tokens WHERE token_hash = $1 AND purpose = ANY($2::text[])`,
    [hashToken(token), purposes],
  );
  if (!row || row.used) return { ok: false, reason: 'invalid' };
  if (row.expired) return { ok: false, reason: 'expired' };
  return { ok: true, row: { id: row.id, user_id: row.user_id, purpose: row.purpose, data: row.data } };
}

/** Marks a checked token used; false when another request used it first (single use under races). */
export async function useToken(query: Query, id: number): Promise<boolean> {
  const rows = await query(
    'UPDATE auth_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length === 1;
}
