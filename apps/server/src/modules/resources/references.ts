import { getResource, RESOURCES, type Resource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError } from '../../errors.ts';
import type { FieldErrors, Msg } from './codec.ts';
import { parseId } from './resources.service.ts';
import { ident } from './sql.ts';

/**
 * Unique fields must stay unique and relations must point at records that exist. `known` remembers the
 * targets found in this transaction (`table:id`), so many rows pointing at one record ask once.
 */
export async function checkReferences(
  query: Query,
  resource: Resource,
  values: Record<string, unknown>,
  selfId: string | number | null,
  errors: FieldErrors,
  msg: Msg,
  known?: Set<string>,
) {
  for (const [name, value] of Object.entries(values)) {
    if (errors[name] || value === null || value === undefined) continue;
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
    if (!field) continue;
    if (field.unique) {
      const textual = typeof value === 'string';
      const rows = await query(
        `SELECT 1 FROM ${ident(resource.table)} WHERE ${textual ? `lower(${ident(name)}) = lower($1)` : `${ident(name)} = $1`}${
          selfId === null ? '' : ' AND id <> $2'
        } LIMIT 1`,
        selfId === null ? [value] : [value, selfId],
      );
      if (rows.length > 0) errors[name] = [msg('validation.unique')];
    }
    if (field.kind === 'relation' && field.relation) {
      const target = getResource(field.relation.resource);
      if (!target) continue;
      const id = parseId(target, String(value));
      const key = `${target.table}:${id}`;
      if (id !== null && known?.has(key)) continue;
      const rows = id === null ? [] : await query(`SELECT 1 FROM ${ident(target.table)} WHERE id = $1`, [id]);
      if (rows.length === 0) errors[name] = [msg('validation.exists')];
      else known?.add(key);
    }
  }
}

/** Fields of other resources that point at `target` (owner fields excepted: a user's records keep their history). */
function referencesTo(target: Resource): { resource: Resource; field: string }[] {
  const out: { resource: Resource; field: string }[] = [];
  for (const resource of Object.values(RESOURCES)) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind === 'relation' && field.relation?.resource === target.name && name !== resource.owner) {
        out.push({ resource, field: name });
      }
    }
  }
  return out;
}

/** A record still referenced elsewhere is kept: deleting it would leave others pointing at nothing. */
export async function assertNotReferenced(query: Query, target: Resource, id: string | number, msg: Msg) {
  for (const ref of referencesTo(target)) {
    const rows = await query(
      `SELECT 1 FROM ${ident(ref.resource.table)} WHERE ${ident(ref.field)} = $1 LIMIT 1`,
      [id],
    );
    if (rows.length > 0) {
      throw new HttpError(409, msg('errors.inUse'), { resource: ref.resource.name, field: ref.field });
    }
  }
}
