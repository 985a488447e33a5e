import type { FieldDef, FilterOperator, Resource } from '@kantor/core';
import {
  FILTER_OPERATORS,
  fieldOf,
  getResource,
  kindSpec,
  LIST_MAX_LIMIT,
  LIST_MAX_PAGE,
  parseYesNo,
} from '@kantor/core';
import { byName } from '../../db/name-order.ts';
import { ValidationError } from '../../errors.ts';
import { type Msg, messagesFor } from './codec.ts';
import { secretFlagColumns } from './secrets.ts';
import { ident, likeEscape, Params } from './sql.ts';

export const DEFAULT_LIMIT = 20;
/** The list route's declared bounds (core's api/routes/resources.ts). */
export const MAX_LIMIT = LIST_MAX_LIMIT;

/** Filter operators after a double underscore (core's `FILTER_OPERATORS`): the API takes every one on every kind. */
type Operator = FilterOperator;

const RESERVED = new Set(['page', 'limit', 'search', 'sort', 'order', 'format', 'columns', 'labels']);

export type ListParams = {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  order: 'asc' | 'desc';
  filters: { field: string; op: Operator; value: string }[];
  /** Fields the caller's role may not see: left out of the search too. */
  hidden?: readonly string[];
  /** Rows the caller may reach at all (domain hooks' `scope`): conditions on `t`, parameters added to `p`. */
  scope?: (p: Params) => string[];
  /** The caller's words for a filter value that fits no column (read when the SQL is built); Indonesian if unset. */
  msg?: Msg;
};

/** Words for params built without a caller (print data, tests): the product's default, Indonesian. */
const defaultWords: Msg = messagesFor(undefined);

/**
 * Reads paging, sorting, search and typed filters from a query string; bad ones are a 422 worded by
 * `msg` (the caller's language: `messagesFor(acceptLanguage)`), which the params keep for the filters' values.
 */
export function parseListParams(
  resource: Resource,
  query: Record<string, unknown>,
  maxLimit = MAX_LIMIT,
  msg: Msg = defaultWords,
): ListParams {
  const errors: Record<string, string[]> = {};
  const page = toPositiveInt(query.page, 1);
  if (page > MAX_PAGE) errors.page = [msg('validation.resourcesMaxPage', { max: MAX_PAGE })];
  const limit = Math.min(toPositiveInt(query.limit, DEFAULT_LIMIT), maxLimit);
  const order = String(query.order ?? '').toLowerCase() === 'desc' ? 'desc' : 'asc';
  const sort = query.sort ? String(query.sort) : undefined;
  if (sort && !fieldOf(resource, sort))
    errors.sort = [msg('validation.resourcesUnknownField', { field: sort })];
  const filters: ListParams['filters'] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (RESERVED.has(key) || raw === undefined || raw === '') continue;
    const [field, op = 'eq'] = key.split('__') as [string, string | undefined];
    const def = fieldOf(resource, field);
    if (!def || def.hidden) {
      errors[key] = [msg('validation.resourcesUnknownFilter', { filter: key })];
      continue;
    }
    if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
      errors[key] = [msg('validation.resourcesUnknownOperator', { operator: op })];
      continue;
    }
    for (const value of Array.isArray(raw) ? raw : [raw])
      filters.push({ field, op: op as Operator, value: String(value) });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const search =
    typeof query.search === 'string' && query.search.trim() ? query.search.trim().slice(0, 200) : undefined;
  return { page, limit, search, sort, order, filters, msg };
}

/** Pages past this are refused: nobody pages that far, and the offset must stay a sane number. */
export const MAX_PAGE = LIST_MAX_PAGE;

function toPositiveInt(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export { fieldOf };

export type BuiltQuery = { text: string; values: unknown[] };

/**
 * Relation labels: each relation field gets `{field}_label` from the target's label field, as a scalar
 * subquery on the target's primary key. Joins would do the same work, but with eight or more of them
 * the planner spends tens of milliseconds choosing a join order on every call.
 */
export function relationLabels(resource: Resource): string {
  const labels: string[] = [];
  let i = 0;
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'relation' || !field.relation || field.hidden) continue;
    const target = getResource(field.relation.resource);
    if (!target) continue;
    const alias = `r${i++}`;
    // a target without a title yet (a draft invoice has no number) is named by its id: `#12`; the label
    // carries the names' collation, so a sort by it (ORDER BY its alias) reads names as people do
    labels.push(
      `${byName(`(SELECT coalesce(${alias}.${ident(field.relation.labelField)}, '#' || ${alias}.id::text) FROM ${ident(target.table)} ${alias} WHERE ${alias}.id = t.${ident(name)})`)} AS ${ident(`${name}_label`)}`,
    );
  }
  return labels.length ? `, ${labels.join(', ')}` : '';
}

/** Visible columns of the table (hidden ones such as password hashes never leave the database). */
export function selectColumns(resource: Resource): string {
  const names = [
    'id',
    ...Object.keys(resource.fields).filter((n) => !resource.fields[n]!.hidden),
    'created_at',
    'updated_at',
  ];
  // secrets: only whether one is stored (`{field}_set`), never the value (secrets.ts)
  return names.map((n) => `t.${ident(n)}`).join(', ') + secretFlagColumns(resource);
}

/** The WHERE clause of a list: typed filters plus the full-text search over the searchable fields. */
export function whereClause(resource: Resource, params: ListParams, p: Params, extra: string[] = []): string {
  const clauses = [...extra, ...(params.scope?.(p) ?? [])];
  for (const filter of params.filters)
    clauses.push(filterClause(resource, filter, p, params.msg ?? defaultWords));
  if (params.search) {
    const searchable = searchableFields(resource, params.hidden ?? []);
    if (searchable.length === 0) clauses.push('FALSE');
    else {
      const term = p.add(`%${likeEscape(params.search)}%`);
      clauses.push(`(${searchable.map((n) => `t.${ident(n)}::text ILIKE ${term}`).join(' OR ')})`);
    }
  }
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/**
 * Fields the search looks in: the declared searchable ones (or the title field), never one hidden
 * from the caller's role (a substring search would give its value away letter by letter).
 */
export function searchableFields(resource: Resource, hidden: readonly string[]): string[] {
  const declared = Object.entries(resource.fields)
    .filter(([, f]) => f.search && !f.hidden)
    .map(([n]) => n);
  const fields = declared.length > 0 ? declared : [resource.titleField];
  return fields.filter((n) => !hidden.includes(n));
}

function filterClause(
  resource: Resource,
  filter: ListParams['filters'][number],
  p: Params,
  msg: Msg,
): string {
  const field = fieldOf(resource, filter.field)!;
  const column = `t.${ident(filter.field)}`;
  const cast = (value: string) => castValue(field, value, filter.field, msg);
  if (kindSpec(field).filter.mode === 'includes') return includesClause(column, filter, p, cast, msg);
  switch (filter.op) {
    case 'null':
      return parseYesNo(filter.value) === true ? `${column} IS NULL` : `${column} IS NOT NULL`;
    case 'contains':
      return `${column}::text ILIKE ${p.add(`%${likeEscape(filter.value)}%`)}`;
    case 'in': {
      const values = filter.value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .map(cast);
      return values.length ? `${column} IN (${values.map((v) => p.add(v)).join(', ')})` : 'FALSE';
    }
    case 'ne':
      return `${column} IS DISTINCT FROM ${p.add(cast(filter.value))}`;
    case 'gt':
      return `${column} > ${p.add(cast(filter.value))}`;
    case 'gte':
      return `${column} >= ${p.add(cast(filter.value))}`;
    case 'lt':
      return `${column} < ${p.add(cast(filter.value))}`;
    case 'lte':
      return `${column} <= ${p.add(cast(filter.value))}`;
    default:
      if (kindSpec(field).filter.caseless(field)) return `lower(${column}) = lower(${p.add(filter.value)})`;
      return `${column} = ${p.add(cast(filter.value))}`;
  }
}

/**
 * A filter on a list of ids (a `relations` field, jsonb): `eq` finds the lists holding the id
 * (containment of `[id]`, a bound parameter the GIN index serves), `ne` those that do not, `in` those
 * holding any of them; `null` and `contains` read the column as any other. A list has no order, so the
 * ordering operators are a 422 rather than a comparison PostgreSQL would refuse (a 500).
 */
function includesClause(
  column: string,
  filter: ListParams['filters'][number],
  p: Params,
  cast: (value: string) => unknown,
  msg: Msg,
): string {
  const holds = (value: string) => `${column} @> ${p.add(JSON.stringify([cast(value)]))}::jsonb`;
  switch (filter.op) {
    case 'eq':
      return holds(filter.value);
    case 'ne':
      return `NOT COALESCE(${holds(filter.value)}, FALSE)`;
    case 'in': {
      const values = filter.value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean);
      return values.length ? `(${values.map(holds).join(' OR ')})` : 'FALSE';
    }
    case 'null':
      return parseYesNo(filter.value) === true ? `${column} IS NULL` : `${column} IS NOT NULL`;
    case 'contains':
      return `${column}::text ILIKE ${p.add(`%${likeEscape(filter.value)}%`)}`;
    default: {
      const key = `${filter.field}__${filter.op}`;
      throw new ValidationError({
        [key]: [msg('validation.resourcesUnknownOperator', { operator: filter.op })],
      });
    }
  }
}

/** Turns a filter's text into a value of the column's type (`FIELD_KINDS[kind].filter.cast`); a 422 if none. */
function castValue(field: FieldDef, value: string, name: string, msg: Msg): unknown {
  const cast = kindSpec(field).filter.cast(field, value);
  if (!cast) throw new ValidationError({ [name]: [msg('validation.resourcesFilterValue', { value })] });
  return cast.value;
}

/**
 * ORDER BY: the requested column, then id for a stable order. A relation sorts by its label, the
 * target's title, only when the caller's role may see that title (its `{field}_label` is not hidden):
 * otherwise by the id it holds, since rows in the order of names the role may not see would spell
 * those names out (issue 32's sort oracle).
 */
export function orderClause(resource: Resource, params: ListParams): string {
  const sort = params.sort ?? resource.defaultSort?.field;
  const order = params.sort ? params.order : (resource.defaultSort?.order ?? 'desc');
  if (!sort) return 'ORDER BY t.id DESC';
  const field = fieldOf(resource, sort);
  const byLabel =
    field?.kind === 'relation' && resource.fields[sort] && !params.hidden?.includes(`${sort}_label`);
  // names as people read them, not in the database's C order: a text column here, a relation's label
  // by the collation its expression carries (relationLabels; an alias takes no COLLATE in ORDER BY)
  const textual = !byLabel && field !== undefined && kindSpec(field).column(field, () => 'serial') === 'text';
  const column = byLabel ? ident(`${sort}_label`) : textual ? byName(`t.${ident(sort)}`) : `t.${ident(sort)}`;
  return `ORDER BY ${column} ${order === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, t.id ${order === 'desc' ? 'DESC' : 'ASC'}`;
}

/**
 * Up to this many matches, a search reads its matches first and sorts them (`buildSearchQuery`); past
 * it, matches are dense enough that walking the sort index finds a page at once.
 * Measured on the 83,763 villages (bench/list.bench.ts): 1,319 matches 5 ms matches-first vs 44 ms
 * index walk; 60,000 matches 41 ms vs 0.2 ms.
 */
export const MATCHES_FIRST_MAX = 5_000;

/** The column of a search statement's rows carrying the total (no field name holds a double underscore). */
export const TOTAL_COLUMN = '__total';

/**
 * A search's page and total in one statement, reading the matches once: up to `max` + 1 matches are
 * materialised (through the trigram index; the planner cannot see through a materialised CTE, so it
 * cannot choose to walk the sort index over the whole table), counted, and the page is sorted from
 * them. Past `max` matches the count runs on the table itself (a CASE branch PostgreSQL only runs when
 * taken) and no page is read: the caller pages by the sort index (`buildListQuery`), dense matches
 * being found at once there. The first row always exists and carries the total in `TOTAL_COLUMN`; its
 * record columns are null when the page is empty.
 *
 * Why one statement: two (count, then page) read the matches twice and pay the statement overhead
 * twice; on PostgreSQL this one costs about half of that (pgbench, docs/performance.md).
 */
export function buildSearchQuery(
  resource: Resource,
  params: ListParams,
  extraWhere: string[] = [],
  max = MATCHES_FIRST_MAX,
): BuiltQuery {
  const labels = relationLabels(resource);
  const p = new Params();
  const where = whereClause(resource, params, p, extraWhere);
  const table = ident(resource.table);
  const offset = (params.page - 1) * params.limit;
  const text = `WITH m AS MATERIALIZED (SELECT * FROM ${table} t ${where} LIMIT ${max + 1}),
c AS (SELECT count(*)::int AS n FROM m)
SELECT CASE WHEN c.n <= ${max} THEN c.n ELSE (SELECT count(*)::int FROM ${table} t ${where}) END AS ${ident(TOTAL_COLUMN)}, page.*
FROM c LEFT JOIN LATERAL (
SELECT ${selectColumns(resource)}${labels}
FROM m t WHERE c.n <= ${max}
${orderClause(resource, params)}
LIMIT ${params.limit} OFFSET ${offset}) page ON true`;
  return { text, values: p.values };
}

/** One page of records (without a search, or a search past `MATCHES_FIRST_MAX` matches). */
export function buildListQuery(
  resource: Resource,
  params: ListParams,
  extraWhere: string[] = [],
  p = new Params(),
): BuiltQuery {
  const labels = relationLabels(resource);
  const where = whereClause(resource, params, p, extraWhere);
  const offset = (params.page - 1) * params.limit;
  const text = `SELECT ${selectColumns(resource)}${labels}
FROM ${ident(resource.table)} t
${where}
${orderClause(resource, params)}
LIMIT ${params.limit} OFFSET ${offset}`;
  return { text, values: p.values };
}

/** The total of a list: a plain count the planner answers from the search index. */
export function buildCountQuery(
  resource: Resource,
  params: ListParams,
  extraWhere: string[] = [],
): BuiltQuery {
  const p = new Params();
  const where = whereClause(resource, params, p, extraWhere);
  return { text: `SELECT count(*)::int AS total FROM ${ident(resource.table)} t ${where}`, values: p.values };
}
