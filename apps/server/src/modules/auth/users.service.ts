import { roleNameKey, roleSetOf } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { roleNames } from '../roles/index.ts';
import { USER_COLUMNS, type UserRow } from './session.service.ts';

export type AccountRow = UserRow & { email_verified_at: Date | null };

const COLUMNS = `${USER_COLUMNS}, u.email_verified_at`;

/** The account signed in as `identifier`: its username or its email, case-insensitively. */
export async function findByIdentifier(query: Query, identifier: string): Promise<AccountRow | null> {
  const rows = await query<AccountRow>(
    `SELECT ${COLUMNS} FROM users u WHERE lower(u.username) = $1 OR lower(u.email) = $1
      ORDER BY (lower(u.username) = $1) DESC LIMIT 1`,
    [identifier.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function findByEmail(query: Query, email: string): Promise<AccountRow | null> {
  const rows = await query<AccountRow>(`SELECT ${COLUMNS} FROM users u WHERE lower(u.email) = $1 LIMIT 1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0] ?? null;
}

export async function findById(query: Query, id: number): Promise<AccountRow | null> {
  const rows = await query<AccountRow>(`SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function usernameTaken(query: Query, username: string, exceptId?: number): Promise<boolean> {
  const rows = await query('SELECT 1 FROM users WHERE lower(username) = $1 AND id <> $2 LIMIT 1', [
    username.trim().toLowerCase(),
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

export async function emailTaken(query: Query, email: string, exceptId?: number): Promise<boolean> {
  const rows = await query('SELECT 1 FROM users WHERE lower(email) = $1 AND id <> $2 LIMIT 1', [
    email.trim().toLowerCase(),
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}

/**
 * OTP is a second step when the account has it on (`users.otp_enabled`) or any role it holds (primary
 * or other, issue 37) is listed in OTP_ROLES (by id, or by name compared as role names are:
 * `roleNameKey`, which ignores case, extra spaces and invisible characters). Ids are the safer choice: a
 * role's name can be changed.
 */
export async function otpRequired(
  query: Query,
  otpRoles: readonly string[],
  user: Pick<UserRow, 'otp_enabled' | 'user_role_id' | 'peran_lain'>,
): Promise<boolean> {
  if (user.otp_enabled) return true;
  const held = roleSetOf(user.user_role_id, user.peran_lain);
  if (otpRoles.length === 0 || held.length === 0) return false;
  if (held.some((id) => otpRoles.includes(String(id)))) return true;
  const keys = new Set(otpRoles.map(roleNameKey));
  for (const id of held) {
    if ((await roleNames(query, id)).some((name) => keys.has(roleNameKey(name)))) return true;
  }
  return false;
}

/** Ends every session of an account, or every one but `keepSessionId` (a password change). */
export async function endSessions(query: Query, userId: number, keepSessionId?: number): Promise<void> {
  await query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId ?? 0]);
}

// the patterns are core's, where the registration's declaration checks them
export { PHONE_PATTERN, USERNAME_PATTERN } from '@kantor/core';

/** A free username made from `base` (an address's local part): letters kept, a number added if needed. */
export async function freeUsername(query: Query, base: string): Promise<string> {
  const clean = (base.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40) || 'user').padEnd(3, '0');
  if (!(await usernameTaken(query, clean))) return clean;
  for (let i = 2; i < 10_000; i++) {
    const candidate = `${clean}${i}`;
    if (!(await usernameTaken(query, candidate))) return candidate;
  }
  return `${clean}${Date.now()}`;
}
