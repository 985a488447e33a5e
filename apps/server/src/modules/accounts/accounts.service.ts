import { decodeFieldInput, type MessageKey, MSG, OPTIONS, users } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { say } from '../../lib/i18n.ts';
import {
  type AccountRow,
  type Body,
  Checks,
  emailTaken,
  endSessions,
  flag,
  hashPassword,
  PHONE_PATTERN,
  raw,
  text,
  USERNAME_PATTERN,
  usernameTaken,
} from '../auth/index.ts';
import { assertMayGrantRoles, rolesOfLogin, sameRoleIds } from '../roles/index.ts';

export type Actor = { id: number; username: string; sessionId?: number };

/** Columns of a login an admin sees (never the password hash); an unset OTP switch reads as off. */
export const LOGIN_COLUMNS =
  'id, username, email, no_hp, user_role_id, peran_lain, cabang, status, email_verified_at, ' +
  'coalesce(otp_enabled, false) AS otp_enabled, user_id, created_at, updated_at';

const STATUSES = OPTIONS.accountStatus.map((o) => o.value) as string[];

/** What an admin may write on a login. */
export type LoginChanges = {
  username?: string;
  email?: string;
  no_hp?: string | null;
  user_role_id?: number;
  /** Other roles (issue 37): ids in the order given, each once; null for none. */
  peran_lain?: number[] | null;
  cabang?: string | null;
  status?: string;
  otp_enabled?: boolean;
  email_verified?: boolean;
};

/**
 * Reads and checks the login fields of an admin form: every field on create, the given ones on edit.
 * Throws one 422 naming every bad field; answers the changes and, when given, the new password.
 */
export async function readLoginInput(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Body,
  options: { existing?: AccountRow; forcedRole?: number; withPassword: boolean },
): Promise<{ changes: LoginChanges; password: string | null }> {
  const { existing } = options;
  const creating = !existing;
  const checks = new Checks(request);
  const changes: LoginChanges = {};
  const given = (name: string) => creating || body[name] !== undefined;

  if (given('username')) {
    const username = text(body, 'username');
    if (!username) checks.add('username', say(request, MSG.required));
    else if (!USERNAME_PATTERN.test(username)) checks.add('username', say(request, MSG.usernameFormat));
    else if (await usernameTaken(app.db.query, username, existing?.id))
      checks.add('username', say(request, MSG.unique));
    else changes.username = username;
  }
  if (given('email')) {
    const email = text(body, 'email').toLowerCase();
    checks.required(body, 'email').email('email', email);
    if (email && !checks.has('email') && (await emailTaken(app.db.query, email, existing?.id)))
      checks.add('email', say(request, MSG.unique));
    else if (!checks.has('email')) changes.email = email;
  }
  if (body.no_hp !== undefined) {
    const noHp = text(body, 'no_hp');
    if (noHp && !PHONE_PATTERN.test(noHp)) checks.add('no_hp', say(request, MSG.invalid));
    else changes.no_hp = noHp || null;
  }
  if (options.forcedRole !== undefined) {
    if (creating) changes.user_role_id = options.forcedRole;
  } else if (given('user_role_id')) {
    const roleId = Number(body.user_role_id);
    if (body.user_role_id === undefined || body.user_role_id === null || body.user_role_id === '')
      checks.add('user_role_id', say(request, MSG.required));
    else if (!Number.isInteger(roleId) || !(await roleExists(app.db.query, roleId)))
      checks.add('user_role_id', say(request, MSG.exists));
    else changes.user_role_id = roleId;
  }
  if (options.forcedRole === undefined && body.peran_lain !== undefined) {
    // read as the users form's field reads it (the `relations` kind: ids, a list or "3, 5")
    const decoded = decodeFieldInput(
      users.fields.peran_lain!,
      { given: true, raw: body.peran_lain },
      { partial: true },
    );
    const ids = (decoded.value ?? null) as number[] | null;
    if (decoded.issue)
      checks.add('peran_lain', say(request, decoded.issue.key as MessageKey, decoded.issue.params));
    else if (ids && !(await Promise.all(ids.map((id) => roleExists(app.db.query, id)))).every(Boolean))
      checks.add('peran_lain', say(request, MSG.exists));
    else changes.peran_lain = ids;
  }
  if (body.cabang !== undefined) {
    const cabang = text(body, 'cabang');
    if (cabang.length > 100) checks.add('cabang', say(request, MSG.invalid));
    else changes.cabang = cabang || null;
  }
  if (body.status !== undefined || creating) {
    const status = body.status === undefined ? 'Active' : text(body, 'status');
    if (!STATUSES.includes(status)) checks.add('status', say(request, MSG.in));
    else changes.status = status;
  }
  if (body.otp_enabled !== undefined) changes.otp_enabled = flag(body.otp_enabled);
  if (body.email_verified !== undefined) changes.email_verified = flag(body.email_verified);
  if (options.withPassword)
    checks.newPassword(body, {
      username: changes.username ?? existing?.username,
      email: changes.email ?? existing?.email,
    });
  checks.done();
  return { changes, password: options.withPassword ? raw(body, 'password') : null };
}

export async function roleExists(query: Query, roleId: number): Promise<boolean> {
  return (await query('SELECT 1 FROM roles WHERE id = $1', [roleId])).length > 0;
}

/**
 * Creates a login (its records are its own: `user_id` = its id) and answers its id. The actor must
 * hold every page of the role it gives (roles/grants.ts: 403, nothing written).
 */
export async function createLogin(
  query: Query,
  actor: Actor,
  changes: LoginChanges,
  password: string | null,
): Promise<number> {
  await assertMayGrantRoles(query, actor.id, [changes.user_role_id, ...(changes.peran_lain ?? [])]);
  const passwordHash = password ? await hashPassword(password) : null;
  const [row] = await query<{ id: number }>(
    `INSERT INTO users (username, email, no_hp, password_hash, user_role_id, status, otp_enabled, email_verified_at,
                        peran_lain, cabang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END, $9::jsonb, $10) RETURNING id`,
    [
      changes.username,
      changes.email,
      changes.no_hp ?? null,
      passwordHash,
      changes.user_role_id ?? null,
      changes.status ?? 'Active',
      changes.otp_enabled ?? false,
      changes.email_verified ?? false,
      changes.peran_lain ? JSON.stringify(changes.peran_lain) : null,
      changes.cabang ?? null,
    ],
  );
  const id = row!.id;
  await query('UPDATE users SET user_id = id WHERE id = $1', [id]);
  const { email_verified: _verified, ...visible } = changes;
  await recordUserChange(query, actor, null, { ...visible, id }, 'add', id);
  return id;
}

/**
 * Applies an admin's changes to a login (approving a registration is one: its status). The actor must
 * hold every page of the login's role and of the role it gives (roles/grants.ts). A change of role or
 * status ends its sessions (but the one making the change): whoever signed in may no longer hold what
 * they held.
 */
export async function updateLogin(query: Query, actor: Actor, before: AccountRow, changes: LoginChanges) {
  // the login as it is (every role it holds, issue 37) and the role it will have
  await assertMayGrantRoles(query, actor.id, [
    ...rolesOfLogin(before),
    changes.user_role_id,
    ...(changes.peran_lain ?? []),
  ]);
  const { email_verified, peran_lain, ...columns } = changes;
  const sets: string[] = [];
  const values: unknown[] = [before.id];
  for (const [name, value] of Object.entries(columns)) {
    if (value === undefined || value === (before as Record<string, unknown>)[name]) continue;
    values.push(value);
    sets.push(`${name} = $${values.length}`);
  }
  const othersChanged = peran_lain !== undefined && !sameRoleIds(peran_lain, before.peran_lain);
  if (othersChanged) {
    values.push(peran_lain ? JSON.stringify(peran_lain) : null);
    sets.push(`peran_lain = $${values.length}::jsonb`);
  }
  if (columns.email && columns.email !== before.email) sets.push('email_verified_at = NULL');
  if (email_verified === true) sets.push('email_verified_at = COALESCE(email_verified_at, now())');
  if (email_verified === false) sets.push('email_verified_at = NULL');
  if (sets.length === 0) return;
  await query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, values);
  const logged: Record<string, unknown> = { ...columns, ...(othersChanged ? { peran_lain } : {}) };
  if (email_verified !== undefined) logged.email_verified = email_verified;
  await recordUserChange(query, actor, before, logged);
  const statusChanged = columns.status !== undefined && columns.status !== before.status;
  const roleChanged = columns.user_role_id !== undefined && columns.user_role_id !== before.user_role_id;
  if (statusChanged || roleChanged || othersChanged) await endSessions(query, before.id, actor.sessionId);
}

/**
 * Sets a password (akun screen) and ends every session of the login: only by an actor holding every
 * page of that login's role, so an admin's only by an admin (issue 32, R3).
 */
export async function setPassword(query: Query, actor: Actor, userId: number, password: string) {
  const [login] = await query<{ user_role_id: number | null; peran_lain: unknown }>(
    'SELECT user_role_id, peran_lain FROM users WHERE id = $1',
    [userId],
  );
  await assertMayGrantRoles(query, actor.id, rolesOfLogin(login));
  const passwordHash = await hashPassword(password);
  await query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    passwordHash,
  ]);
  await endSessions(query, userId);
  await recordUserChange(query, actor, null, { password: '(changed)' }, 'edit', userId);
}

/**
 * One audit row for a login change (who, when, each field before and after), like every resource
 * write; passwords are only ever noted as changed.
 */
export async function recordUserChange(
  query: Query,
  actor: Actor,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  action: 'add' | 'edit' = 'edit',
  recordId?: number,
) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [name, value] of Object.entries(after)) {
    const previous = before?.[name] ?? null;
    if (JSON.stringify(previous) !== JSON.stringify(value ?? null))
      changes[name] = { before: previous, after: value ?? null };
  }
  if (Object.keys(changes).length === 0) return;
  await query(
    'INSERT INTO audit_log (resource, record_id, action, user_id, username, changes) VALUES ($1, $2, $3, $4, $5, $6)',
    ['users', String(recordId ?? before?.id), action, actor.id, actor.username, JSON.stringify(changes)],
  );
}
