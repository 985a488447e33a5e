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
    if (field.kind === 'relations' && field.relation && Array.isArray(value)) {
      const missing = await missingIds(query, field.relation.resource, value);
      if (missing.length > 0) errors[name] = [msg('validation.existsIds', { ids: missing.join(', ') })];
      continue;
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

/**
 * The ids of a `relations` value (decoded: whole numbers) that name no record of `target`, in the
 * value's order: one statement for the whole list.
 */
async function missingIds(query: Query, target: string, ids: readonly unknown[]): Promise<unknown[]> {
  const resource = getResource(target);
  if (!resource || ids.length === 0) return [];
  const rows = await query<{ id: unknown }>(
    `SELECT id FROM ${ident(resource.table)} WHERE id::text = ANY($1::text[])`,
    [ids.map(String)],
  );
  const found = new Set(rows.map((row) => String(row.id)));
  return ids.filter((id) => !found.has(String(id)));
}

/** Fields of other resources that point at `target` (owner fields excepted: a user's records keep their history). */
function referencesTo(target: Resource): { resource: Resource; field: string; many: boolean }[] {
  const out: { resource: Resource; field: string; many: boolean }[] = [];
  for (const resource of Object.values(RESOURCES)) {
    for (const [name, field] of Object.entries(resource.fields)) {
      const kind = field.kind === 'relation' || field.kind === 'relations';
      if (kind && field.relation?.resource === target.name && name !== resource.owner) {
        out.push({ resource, field: name, many: field.kind === 'relations' });
      }
    }
  }
  return out;
}

/** A record still referenced elsewhere is kept: deleting it would leave others pointing at nothing. */
export async function assertNotReferenced(query: Query, target: Resource, id: string | number, msg: Msg) {
  for (const ref of referencesTo(target)) {
    // a list of ids holds it: jsonb containment of `[id]` (ids of a `relations` target are whole numbers)
    const rows = await query(
      `SELECT 1 FROM ${ident(ref.resource.table)} WHERE ${ident(ref.field)} ${ref.many ? '@> $1::jsonb' : '= $1'} LIMIT 1`,
      [ref.many ? JSON.stringify([Number(id)]) : id],
    );
    if (rows.length > 0) {
      throw new HttpError(409, msg('errors.inUse'), { resource: ref.resource.name, field: ref.field });
    }
  }
}
