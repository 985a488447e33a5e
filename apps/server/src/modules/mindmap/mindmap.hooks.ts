/**
 * `rmindmap`: the tree in `data` is checked and normalised (core's readMindmapTree, so a stored map can
 * never carry markup or library-specific fields), and a map tied to a record (`nama_resource` +
 * `id_record`) points at a record the writer may view, one map per record. A map of a record is
 * reachable only by those who may view that record (rule R4): the scope below for every read, edit
 * and delete, the writer's view for every write that names a record.
 */

import type { Caller } from '@kantor/core';
import { decide, getResource, RESOURCE_LIST, type Resource, readMindmapTree } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, HookRegistry, Params, ResourceHooks } from '../resources/index.ts';
import { ident } from '../resources/index.ts';

type Row = Record<string, unknown>;
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

function checkTree(ctx: HookContext, values: Row): void {
  if (!('data' in values)) return;
  const result = readMindmapTree(values.data);
  if (!result.ok) {
    const field = result.error.path ? `data.${result.error.path}` : 'data';
    throw new ValidationError({ [field]: [ctx.msg(result.error.key, result.error.params)] });
  }
  values.data = result.tree;
}

/** Maps hang on records with numeric ids; a map of a map is no use. */
const carriesMaps = (target: Resource) => target.idType !== 'code' && target.name !== 'rmindmap';

/**
 * The maps a caller reaches: those of no record, and those whose record they may view — the record's
 * view page and its view scope (the same scope hooks as `GET /api/x/view/{id}`). One branch per
 * resource they may view; a resource without scope hooks needs no look at its rows. A record they
 * may not view hides its map as if neither existed.
 */
function mapScope(caller: Caller, p: Params, registry: HookRegistry): string {
  const branches: string[] = [];
  const unscoped: string[] = [];
  for (const target of RESOURCE_LIST) {
    if (!carriesMaps(target) || decide(caller, target, 'view') === 'deny') continue;
    const scopes = registry.scope(target.name, caller, p);
    if (scopes.length === 0) {
      unscoped.push(target.name);
      continue;
    }
    // inside the subquery `t` is the record's table (its scope hooks are written on `t`); outside, the map
    branches.push(
      `(t.nama_resource = ${p.add(target.name)} AND t.id_record IN (SELECT t.id FROM ${ident(target.table)} t WHERE ${scopes.join(' AND ')}))`,
    );
  }
  if (unscoped.length > 0) branches.push(`t.nama_resource = ANY(${p.add(unscoped)}::text[])`);
  return `(t.nama_resource IS NULL OR ${branches.length > 0 ? branches.join(' OR ') : 'FALSE'})`;
}

async function checkTarget(ctx: HookContext, values: Row, before: Row | null): Promise<void> {
  const pick = (field: string) => (field in values ? values[field] : before?.[field]);
  const name = pick('nama_resource');
  const id = pick('id_record');
  if (!isSet(name) && !isSet(id)) return;
  if (!isSet(name)) throw new ValidationError({ nama_resource: [ctx.msg('validation.required')] });
  if (!isSet(id)) throw new ValidationError({ id_record: [ctx.msg('validation.required')] });
  const target = getResource(String(name));
  if (!target || !carriesMaps(target))
    throw new ValidationError({ nama_resource: [ctx.msg('validation.invalid')] });
  // a record outside the writer's view answers as a missing one, before any word on its map
  const found = ctx.inView
    ? await ctx.inView(target.name, Number(id))
    : (await ctx.query(`SELECT 1 FROM ${ident(target.table)} WHERE id = $1`, [Number(id)]))[0];
  if (!found) throw new ValidationError({ id_record: [ctx.msg('validation.exists')] });
  const [other] = await ctx.query(
    `SELECT id FROM ${ident(ctx.resource.table)} WHERE nama_resource = $1 AND id_record = $2 AND id IS DISTINCT FROM $3 LIMIT 1`,
    [target.name, Number(id), before?.id ?? null],
  );
  if (other) throw new ValidationError({ id_record: [ctx.msg('validation.unique')] });
}

export const mindmapHooks: ResourceHooks = {
  scope: mapScope,
  async beforeAdd(ctx, values) {
    checkTree(ctx, values);
    await checkTarget(ctx, values, null);
  },
  async beforeEdit(ctx, values, before) {
    checkTree(ctx, values);
    if ('nama_resource' in values || 'id_record' in values) await checkTarget(ctx, values, before);
  },
};
