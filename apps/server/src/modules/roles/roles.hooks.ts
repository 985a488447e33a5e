/**
 * The access setup through the generic engine (`roles`, `permissions`, `grouproleid`,
 * `setupshowhideroleid`): every add, edit, delete and import row asks grants.ts whether the caller
 * holds what the change touches, role names are cleaned and unique by their key, and the admin role
 * keeps its name, its existence and the pages that open this screen.
 */
import {
  ADMIN_KEEPS,
  categoryOf,
  cleanRoleName,
  getResource,
  isProtectedRole,
  keptPagesOf,
  MSG,
  normaliseRoute,
  roleNameKey,
  rowScopeProblem,
  validateExpr,
} from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { parseRoleIds } from './access-map.service.ts';
import { assertMayGrantRoles, assertMayShapeRole, grantorOf } from './grants.ts';
import { pageKeyOf } from './permission-grid.ts';
import { RULE_NOT_CONTENT } from './rule-transfer.service.ts';

type Row = Record<string, unknown>;

/**
 * A role name as stored (cleaned), refused when blank once cleaned or when another role has the same
 * key. Roles are few (tens): comparing in JavaScript keeps one definition of "the same name"; the
 * database's unique index on the same steps stops two writers racing (23505 answered as this 422).
 */
async function checkRoleName(ctx: HookContext, values: Row, selfId: unknown): Promise<void> {
  if (!Object.hasOwn(values, 'role_name') || typeof values.role_name !== 'string') return;
  const name = cleanRoleName(values.role_name);
  if (name === '') throw new ValidationError({ role_name: [ctx.msg(MSG.required)] });
  const key = roleNameKey(name);
  const rows = await ctx.query<{ id: number; role_name: string }>('SELECT id, role_name FROM roles');
  if (rows.some((r) => String(r.id) !== String(selfId) && roleNameKey(r.role_name) === key))
    throw new ValidationError({ role_name: [ctx.msg(MSG.unique)] });
  values.role_name = name;
}

const adminFixed = (ctx: HookContext, field: string) =>
  new ValidationError({ [field]: [ctx.msg(MSG.rolesAdminFixed)] });

export const rolesResourceHooks: ResourceHooks = {
  // a new role holds no pages yet: nothing to grant, only its name to check
  beforeAdd: (ctx, values) => checkRoleName(ctx, values, null),
  beforeEdit: async (ctx, values, before) => {
    await assertMayGrantRoles(ctx.query, ctx.actor.id, [before.id]);
    if (
      isProtectedRole(before.id) &&
      Object.hasOwn(values, 'role_name') &&
      (typeof values.role_name !== 'string' || cleanRoleName(values.role_name) !== before.role_name)
    )
      throw adminFixed(ctx, 'role_name');
    await checkRoleName(ctx, values, before.id);
  },
  beforeDelete: async (ctx, before) => {
    await assertMayGrantRoles(ctx.query, ctx.actor.id, [before.id]);
    if (isProtectedRole(before.id)) throw adminFixed(ctx, 'id');
  },
};

/**
 * R1: an admin role keeps the pages that open the permission screen (core's `keptPagesOf`, as the grid
 * asks it, permissions.service.ts).
 */
function assertAdminKeeps(ctx: HookContext, before: Row): void {
  const page = pageKeyOf(String(before.page_name ?? ''));
  if (keptPagesOf(before.role_id, [page]).length > 0) {
    throw new ValidationError({
      page_name: [ctx.msg(MSG.rolesAdminKeeps, { pages: ADMIN_KEEPS.join(', ') })],
    });
  }
}

/** One permission row is one page of one role: the role as it is and as it will be must be within reach. */
export const permissionsHooks: ResourceHooks = {
  beforeAdd: async (ctx, values) => {
    const grantor = await grantorOf(ctx.query, ctx.actor.id);
    await assertMayShapeRole(ctx.query, grantor, values.role_id, [String(values.page_name ?? '')]);
  },
  beforeEdit: async (ctx, values, before) => {
    const grantor = await grantorOf(ctx.query, ctx.actor.id);
    await assertMayShapeRole(ctx.query, grantor, before.role_id);
    const after = { ...before, ...values };
    await assertMayShapeRole(ctx.query, grantor, after.role_id, [String(after.page_name ?? '')]);
    const moved = String(after.role_id) !== String(before.role_id);
    if (moved || pageKeyOf(String(after.page_name)) !== pageKeyOf(String(before.page_name)))
      assertAdminKeeps(ctx, before);
  },
  beforeDelete: async (ctx, before) => {
    await assertMayGrantRoles(ctx.query, ctx.actor.id, [before.role_id]);
    assertAdminKeeps(ctx, before);
  },
};

/** The roles a group names (`[53]`, `'52,53'`); an unreadable list names none (the field's own check refuses it). */
const groupRoles = (value: unknown): number[] => (value == null ? [] : (parseRoleIds(value) ?? []));

/** A group of roles: every role it names, before and after, must be within reach. */
export const groupHooks: ResourceHooks = {
  beforeAdd: (ctx, values) => assertMayGrantRoles(ctx.query, ctx.actor.id, groupRoles(values.role_ids)),
  beforeEdit: (ctx, values, before) =>
    assertMayGrantRoles(ctx.query, ctx.actor.id, [
      ...groupRoles(before.role_ids),
      ...(Object.hasOwn(values, 'role_ids') ? groupRoles(values.role_ids) : []),
    ]),
  beforeDelete: (ctx, before) => assertMayGrantRoles(ctx.query, ctx.actor.id, groupRoles(before.role_ids)),
};

/** A role rule shapes what its role sees and may do: its role, before and after, must be within reach. */
/** What a rule is not told apart by: its order, its note, its author and the system columns. */

/** A rule's content as compared: text trimmed, empty as null. */
const ruleValue = (value: unknown) => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

/**
 * A rule identical to another of the same role (same route, category and every setting: fields,
 * conditions, values) is refused (issue 36): it would only repeat the other, or, for the rules where
 * the first wins, do nothing while looking like it does. Its order and note do not make it another.
 */
async function refuseDuplicateRule(ctx: HookContext, next: Row, selfId: unknown): Promise<void> {
  const rows = await ctx.query<Row>(
    'SELECT * FROM setupshowhideroleid WHERE role_id = $1 AND kategori = $2 AND trim(nama_route) = $3',
    [next.role_id, next.kategori, ruleValue(next.nama_route) ?? ''],
  );
  const content = Object.keys(ctx.resource.fields).filter((name) => !RULE_NOT_CONTENT.has(name));
  const same = rows.find(
    (row) =>
      String(row.id) !== String(selfId) &&
      content.every((name) => ruleValue(row[name]) === ruleValue(next[name])),
  );
  if (same)
    throw new ValidationError({
      nama_route: [ctx.msg(MSG.rolesRuleDuplicate, { id: String(same.id), route: String(same.nama_route) })],
    });
}

/**
 * A Batasi Baris rule (issue 37) must name a resource (`nama_route` `/rinvoice`) and a condition the
 * server can turn into SQL for it (access/row-scope.ts): a scope that cannot be applied is refused
 * here, never left to admit nothing (or everything) without a word.
 */
function refuseUnscopableRule(ctx: HookContext, next: Row): void {
  const category = categoryOf(next.kategori);
  if (category === 'kunci-kolom' || category === 'wajib-isi') {
    refuseBrokenFieldRule(ctx, next);
    return;
  }
  if (category !== 'batasi-baris') return;
  const first = normaliseRoute(String(next.nama_route ?? '')).split('/')[1] ?? '';
  const resource = getResource(first.replace(/\*$/, ''));
  if (!resource)
    throw new ValidationError({
      nama_route: [ctx.msg(MSG.rowScopeInvalid, { detail: String(next.nama_route ?? '') })],
    });
  const condition = typeof next.setup === 'string' ? next.setup.trim() : '';
  if (condition === '') throw new ValidationError({ setup: [ctx.msg(MSG.required)] });
  const problem = rowScopeProblem(resource, condition);
  if (problem)
    throw new ValidationError({ setup: [ctx.msg(MSG.rowScopeInvalid, { detail: problem.message })] });
}

/** Kunci Kolom and Wajib Isi name fields, and a condition (if any) that parses: else nothing would hold. */
function refuseBrokenFieldRule(ctx: HookContext, next: Row): void {
  const fields = typeof next.setup === 'string' ? next.setup.trim() : '';
  if (fields === '') throw new ValidationError({ setup: [ctx.msg(MSG.required)] });
  const condition = typeof next.logika_list === 'string' ? next.logika_list.trim() : '';
  const check = condition === '' ? null : validateExpr(condition);
  if (check && !check.ok)
    throw new ValidationError({ logika_list: [ctx.msg(MSG.rowScopeInvalid, { detail: check.message })] });
}

export const roleRuleHooks: ResourceHooks = {
  beforeAdd: async (ctx, values) => {
    await assertMayGrantRoles(ctx.query, ctx.actor.id, [values.role_id]);
    refuseUnscopableRule(ctx, values);
    await refuseDuplicateRule(ctx, values, null);
  },
  beforeEdit: async (ctx, values, before) => {
    await assertMayGrantRoles(ctx.query, ctx.actor.id, [
      before.role_id,
      ...(Object.hasOwn(values, 'role_id') ? [values.role_id] : []),
    ]);
    refuseUnscopableRule(ctx, { ...before, ...values });
    await refuseDuplicateRule(ctx, { ...before, ...values }, before.id);
  },
  beforeDelete: (ctx, before) => assertMayGrantRoles(ctx.query, ctx.actor.id, [before.role_id]),
};
