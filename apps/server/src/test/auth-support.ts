// Shared by the auth and accounts test files (not a test file itself).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect.ts';
import { hashPassword } from '../modules/auth/index.ts';

let lastIp = 0;
/** A caller address of its own, so per-IP counters of one test never touch another's. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export type CallOptions = { token?: string; ip?: string; lang?: string };

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  return app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers,
    remoteAddress: options.ip ?? freshIp(),
  });
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, options?: CallOptions) =>
  call(app, 'POST', url, payload ?? {}, options);

export type NewUser = {
  username: string;
  email: string;
  password?: string;
  status?: 'Active' | 'Pending' | 'Blocked';
  roleId?: number;
  otp?: boolean;
  verified?: boolean;
};

/** An account written straight to the database (the state a test starts from). */
export async function insertUser(database: Database, user: NewUser): Promise<number> {
  const hash = await hashPassword(user.password ?? 'Kopi-Tubruk-Pagi-7');
  const [row] = await database.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, user_role_id, status, otp_enabled, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END) RETURNING id`,
    [
      user.username,
      user.email,
      hash,
      user.roleId ?? 53,
      user.status ?? 'Active',
      user.otp ?? false,
      user.verified ?? true,
    ],
  );
  await database.query('UPDATE users SET user_id = id WHERE id = $1', [row!.id]);
  return row!.id;
}

/** Row counts of the tables a refused request must leave as they were. */
export async function snapshot(database: Database) {
  const [row] = await database.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM sessions) AS sessions,
            (SELECT count(*)::int FROM auth_tokens) AS tokens, (SELECT count(*)::int FROM otp_challenges) AS otp,
            (SELECT count(*)::int FROM audit_log) AS audit,
            (SELECT string_agg(id || ':' || coalesce(password_hash, '') || ':' || status || ':' ||
                    coalesce(email_verified_at::text, ''), ',' ORDER BY id) FROM users) AS users_state`,
  );
  return row!;
}
