import { customMenuTarget } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
import { parseRoleIds } from '../roles/index.ts';

type Row = Record<string, unknown>;

/**
 * An `rmenu.route` must be an in-app path or an http(s) URL (never `javascript:` or `//host`): it
 * becomes a link in everyone's side menu. Stored as written, with a leading slash for in-app paths.
 */
function checkRoute(ctx: HookContext, values: Row): void {
  if (!Object.hasOwn(values, 'route')) return;
  const target = customMenuTarget(String(values.route ?? ''));
  if (target === null) throw new ValidationError({ route: [ctx.msg('validation.url')] });
  values.route = target;
}

/** A parent entry is another entry, never the entry itself. */
function checkParent(ctx: HookContext, values: Row, id: unknown): void {
  if (id != null && values.id_parent != null && String(values.id_parent) === String(id))
    throw new ValidationError({ id_parent: [ctx.msg('validation.invalid')] });
}

/** `role_ids` names roles as `grouproleid` does (`[53]`, `53,52`); stored as a clean array, empty = all. */
function checkRoles(ctx: HookContext, values: Row): void {
  if (!Object.hasOwn(values, 'role_ids') || values.role_ids == null) return;
  const ids = parseRoleIds(values.role_ids);
  if (ids === null) throw new ValidationError({ role_ids: [ctx.msg('validation.invalid')] });
  values.role_ids = ids;
}

export const rmenuHooks: ResourceHooks = {
  beforeAdd: (ctx, values) => {
    checkRoute(ctx, values);
    checkRoles(ctx, values);
  },
  beforeEdit: (ctx, values, before) => {
    checkRoute(ctx, values);
    checkRoles(ctx, values);
    checkParent(ctx, values, before.id);
  },
};
