/**
 * `rmindmap`: the tree in `data` is checked and normalised (core's readMindmapTree, so a stored map can
 * never carry markup or library-specific fields), and a map tied to a record (`nama_resource` +
 * `id_record`) points at a record that exists, one map per record.
 */
import { getResource, readMindmapTree } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';
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

async function checkTarget(ctx: HookContext, values: Row, before: Row | null): Promise<void> {
  const pick = (field: string) => (field in values ? values[field] : before?.[field]);
  const name = pick('nama_resource');
  const id = pick('id_record');
  if (!isSet(name) && !isSet(id)) return;
  if (!isSet(name)) throw new ValidationError({ nama_resource: [ctx.msg('validation.required')] });
  if (!isSet(id)) throw new ValidationError({ id_record: [ctx.msg('validation.required')] });
  const target = getResource(String(name));
  // maps hang on records with numeric ids; a map of a map is no use
  if (!target || target.idType === 'code' || target.name === 'rmindmap')
    throw new ValidationError({ nama_resource: [ctx.msg('validation.invalid')] });
  const [found] = await ctx.query(`SELECT 1 FROM ${ident(target.table)} WHERE id = $1`, [Number(id)]);
  if (!found) throw new ValidationError({ id_record: [ctx.msg('validation.exists')] });
  const [other] = await ctx.query(
    `SELECT id FROM ${ident(ctx.resource.table)} WHERE nama_resource = $1 AND id_record = $2 AND id IS DISTINCT FROM $3 LIMIT 1`,
    [target.name, Number(id), before?.id ?? null],
  );
  if (other) throw new ValidationError({ id_record: [ctx.msg('validation.unique')] });
}

export const mindmapHooks: ResourceHooks = {
  async beforeAdd(ctx, values) {
    checkTree(ctx, values);
    await checkTarget(ctx, values, null);
  },
  async beforeEdit(ctx, values, before) {
    checkTree(ctx, values);
    if ('nama_resource' in values || 'id_record' in values) await checkTarget(ctx, values, before);
  },
};
