import { MSG } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { endSessions, hashPassword, passwordProblems } from '../auth/index.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { assertMayGrantRoles, rolesOfLogin, sameRoleIds } from '../roles/index.ts';

type Row = Record<string, unknown>;

/**
 * A password a server-side write sets (the demo seed, as `extra.values`; no route can: the field is
 * read-only for requests, issue 32 R3) follows the sign-in rules, then is stored hashed.
 */
async function hashNewPassword(ctx: HookContext, values: Row, before: Row | null): Promise<void> {
  if (values.password_hash === null) {
    delete values.password_hash; // an empty password field on edit keeps the password
    return;
  }
  if (typeof values.password_hash !== 'string') return;
  const identity = {
    username: String(values.username ?? before?.username ?? '') || null,
    email: String(values.email ?? before?.email ?? '') || null,
  };
  const problems = passwordProblems(values.password_hash, identity, ctx.locale);
  if (problems.length > 0) throw new ValidationError({ password_hash: problems });
  values.password_hash = await hashPassword(values.password_hash);
}

/** Fields whose change must end the login's other sessions: it may no longer be who signed in. */
const SESSION_FIELDS = ['password_hash', 'user_role_id', 'peran_lain', 'status'] as const;

/** The role ids of `peran_lain` (issue 37: roles besides the primary one), as stored or decoded. */
function extraRoles(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Whether a write changes a session field (a given password always does: it is stored hashed). */
function changesSession(field: (typeof SESSION_FIELDS)[number], values: Row, before: Row): boolean {
  if (!Object.hasOwn(values, field)) return false;
  if (field === 'password_hash') return true;
  if (field === 'peran_lain') return !sameRoleIds(values.peran_lain, before.peran_lain);
  return String(values[field] ?? '') !== String(before[field] ?? '');
}

/**
 * `users` through the generic engine (the admin's users list, users/import): nobody gives a login a
 * role, or manages a login holding a role, beyond what they hold themselves (roles/grants.ts: a 403,
 * nothing written), its primary role and its extra roles (`peran_lain`) alike; a new login owns its own records (`user_id` = its id, never its creator's); and
 * any change of password, role or status ends the login's sessions, except the one making the change
 * (in the same transaction: a refused edit ends nothing).
 */
export const usersHooks: ResourceHooks = {
  beforeAdd: async (ctx, values) => {
    await assertMayGrantRoles(ctx.query, ctx.actor.id, [
      values.user_role_id,
      ...extraRoles(values.peran_lain),
    ]);
    await hashNewPassword(ctx, values, null);
  },
  afterAdd: async (ctx, record) => {
    await ctx.query('UPDATE users SET user_id = id WHERE id = $1', [record.id]);
  },
  beforeEdit: async (ctx, values, before) => {
    // managing the login as it is (edit, block, reset) and giving it the role it will have
    await assertMayGrantRoles(ctx.query, ctx.actor.id, [
      ...rolesOfLogin(before),
      ...(Object.hasOwn(values, 'user_role_id') ? [values.user_role_id] : []),
      ...extraRoles(values.peran_lain),
    ]);
    if (Number(before.id) === ctx.actor.id) assertKeepsOwnAccess(ctx, values, before);
    await hashNewPassword(ctx, values, before);
    if (SESSION_FIELDS.some((f) => changesSession(f, values, before)))
      await endSessions(ctx.query, Number(before.id), ctx.actor.sessionId);
  },
  beforeDelete: async (ctx, before) => {
    await assertMayGrantRoles(ctx.query, ctx.actor.id, rolesOfLogin(before));
    if (Number(before.id) === ctx.actor.id)
      throw new ValidationError({ id: [ctx.msg(MSG.cannotChangeOwnAccess)] });
  },
};

/**
 * Nobody locks themselves out, nor lets themselves in further: their own roles (primary and extra)
 * and Active status stay (as on the account screens).
 */
function assertKeepsOwnAccess(ctx: HookContext, values: Row, before: Row): void {
  const errors: Record<string, string[]> = {};
  if (Object.hasOwn(values, 'user_role_id') && String(values.user_role_id) !== String(before.user_role_id))
    errors.user_role_id = [ctx.msg(MSG.cannotChangeOwnAccess)];
  if (Object.hasOwn(values, 'peran_lain') && !sameRoleIds(values.peran_lain, before.peran_lain))
    errors.peran_lain = [ctx.msg(MSG.cannotChangeOwnAccess)];
  if (Object.hasOwn(values, 'status') && values.status !== 'Active')
    errors.status = [ctx.msg(MSG.cannotChangeOwnAccess)];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
