import { decide, OPTIONS_MAX_LIMIT, ownable } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { byName } from '../../db/name-order.ts';
import { ValidationError } from '../../errors.ts';
import type { ResourceAccess } from '../../plugins/access.ts';
import type { Msg } from './codec.ts';
import { fieldOf } from './list-query.ts';
import type { Scope } from './resources.service.ts';
import { ident, likeEscape, Params } from './sql.ts';

const RESERVED = new Set(['search', 'limit', 'id']);

export { OPTIONS_MAX_LIMIT };

/**
 * Fields an options call may narrow on. With the resource's own list page: what its list may filter on
 * (filterable fields and relations). Through another page's picker only: the region cascade (regencies
 * of a province ...), so a picker cannot be turned into a search of records the caller may not list.
 */
function narrowable(access: ResourceAccess, name: string): boolean {
  const field = fieldOf(access.resource, name);
  if (!field || field.hidden || access.hidden.has(name)) return false;
  if (decide(access.caller, access.resource, 'list') === 'allow') {
    return Boolean(field.filter || field.kind === 'relation');
  }
  return field.kind === 'relation' && REGION_LEVELS.has(field.relation?.resource ?? '');
}

const REGION_LEVELS = new Set(['regprovinces', 'regregencies', 'regdistricts']);

/**
 * Relation pickers and filter dropdowns: `{ value, label }` of a resource's records, the label being its
 * title field. What the caller's role may not see is neither a filter nor a label: with the title field
 * hidden, the label is the id. A filter it does not take is a 422 worded by `msg` (the caller's language).
 * `owner` is the record's owner value where the owner rule may apply (for its `_can`, not sent).
 */
export async function listOptions(
  query: Query,
  access: ResourceAccess,
  params: Record<string, unknown>,
  scope: Scope | undefined,
  msg: Msg,
): Promise<{ value: unknown; label: unknown; owner?: unknown }[]> {
  const { resource } = access;
  const titleVisible = !access.hidden.has(resource.titleField);
  const label = titleVisible ? `t.${ident(resource.titleField)}` : 't.id::text';
  const requested = Number(params.limit);
  const limit = Number.isInteger(requested) && requested > 0 ? Math.min(requested, OPTIONS_MAX_LIMIT) : 20;
  const search = typeof params.search === 'string' ? params.search.trim().slice(0, 100) : '';
  const ids = String(params.id ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 100);
  const p = new Params();
  const where: string[] = [...(scope?.(p) ?? [])];
  if (search && titleVisible) where.push(`${label}::text ILIKE ${p.add(`%${likeEscape(search)}%`)}`);
  if (search && !titleVisible) where.push('FALSE');
  if (ids.length) where.push(`t.id::text = ANY(${p.add(ids)}::text[])`);
  const errors: Record<string, string[]> = {};
  for (const [key, raw] of Object.entries(params)) {
    if (RESERVED.has(key) || raw === undefined || raw === '') continue;
    if (!narrowable(access, key)) {
      errors[key] = [msg('validation.resourcesUnknownFilter', { filter: key })];
      continue;
    }
    where.push(`t.${ident(key)}::text = ${p.add(String(raw))}`);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const owner = ownable(resource) ? `, t.${ident(resource.owner!)} AS owner` : '';
  return query<{ value: unknown; label: unknown; owner?: unknown }>(
    `SELECT t.id AS value, ${label} AS label${owner} FROM ${ident(resource.table)} t
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${titleVisible ? `${byName(`${label}::text`)} ASC NULLS LAST, ` : ''}t.id LIMIT ${limit}`,
    p.values,
  );
}
