/**
 * The list's state as kept in the URL (page, rows, sort, search and sidebar filters) and the API query
 * built from it. Pure, so the query string can be tested without rendering.
 */
import { FILTER_MODE_OPERATORS, type FieldDef, type FilterMode, kindSpec, type Resource } from '@kantor/core';
import { positiveInt } from '../app/list-prefetch.ts';
import { fieldOf, filterFields, isSortable } from './resource-fields.ts';

export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
export const DEFAULT_LIMIT = 20;

export type SortOrder = 'asc' | 'desc';

export type ListState = {
  /** 1-based page number. */
  page: number;
  limit: number;
  sort: string | null;
  order: SortOrder;
  search: string;
  /** Sidebar filters by their API key (`status`, `harga__gte`, `nama__contains`). */
  filters: Readonly<Record<string, string>>;
};

/** A filter from the route (`/x/{field}/{value}`). */
export type RouteFilter = { field: string; value: string };

export const EMPTY_LIST_STATE: ListState = {
  page: 1,
  limit: DEFAULT_LIMIT,
  sort: null,
  order: 'asc',
  search: '',
  filters: {},
};

/**
 * How a field is filtered (its kind's `filter.mode`): equals for choices, a from-to range for numbers
 * and dates, contains for text, includes for a list of ids (one id it holds).
 */
export function filterModeOf(field: FieldDef): FilterMode {
  return kindSpec(field).filter.mode;
}

/** The query keys a field's filter writes: `name` for equals, `name__{operator}` for the others. */
export function filterKeysFor(name: string, field: FieldDef): string[] {
  return FILTER_MODE_OPERATORS[filterModeOf(field)].map((op) => (op === 'eq' ? name : `${name}__${op}`));
}

/** Every filter key the resource's sidebar can write. */
export function allowedFilterKeys(resource: Resource): Set<string> {
  return new Set(filterFields(resource).flatMap((name) => filterKeysFor(name, resource.fields[name]!)));
}

/** Reads the list state from the page's query string; unknown keys and bad values fall back to defaults. */
export function readListState(resource: Resource, params: URLSearchParams): ListState {
  const limit = positiveInt(params.get('limit'), DEFAULT_LIMIT);
  const sort = params.get('sort');
  const filters: Record<string, string> = {};
  const allowed = allowedFilterKeys(resource);
  for (const [key, value] of params) {
    if (allowed.has(key) && value.trim() !== '') filters[key] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_LIMIT,
    sort: sort && isSortable(resource, sort) ? sort : null,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    search: params.get('search') ?? '',
    filters,
  };
}

/** The page's query string for a state; defaults are left out so a plain list keeps a clean URL. */
export function listStateToSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_LIMIT) params.set('limit', String(state.limit));
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.search.trim()) params.set('search', state.search.trim());
  for (const [key, value] of Object.entries(state.filters)) if (value !== '') params.set(key, value);
  return params.toString();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-time range bound for a day chosen in the sidebar: the whole day in Asia/Jakarta (where the
 * product shows its times), so 'to 31 January' includes that evening.
 */
function dateTimeBound(day: string, edge: 'gte' | 'lte'): string {
  if (!DAY.test(day)) return day;
  return edge === 'gte' ? `${day}T00:00:00+07:00` : `${day}T23:59:59.999+07:00`;
}

/**
 * The API query of a list: `{ page, limit, sort, order, search, ...filters, [routeField]: value }`.
 * Route filters apply only to known fields; a date-time range covers whole days.
 *
 * @example buildListQuery(rsupplier, { ...EMPTY_LIST_STATE, search: 'maju' }) // { page: 1, limit: 20, search: 'maju' }
 */
export function buildListQuery(
  resource: Resource,
  state: ListState,
  routeFilter: RouteFilter | null = null,
): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, limit: state.limit };
  if (state.sort && isSortable(resource, state.sort)) {
    query.sort = state.sort;
    query.order = state.order;
  }
  const search = state.search.trim();
  if (search) query.search = search;
  const allowed = allowedFilterKeys(resource);
  for (const [key, raw] of Object.entries(state.filters)) {
    const value = raw.trim();
    if (!allowed.has(key) || value === '') continue;
    const [name, op] = key.split('__') as [string, string | undefined];
    const kind = resource.fields[name]?.kind;
    query[key] = kind === 'datetime' && (op === 'gte' || op === 'lte') ? dateTimeBound(value, op) : value;
  }
  if (routeFilter) {
    const field = fieldOf(resource, routeFilter.field);
    if (field && !field.hidden) query[routeFilter.field] = routeFilter.value;
  }
  return query;
}
