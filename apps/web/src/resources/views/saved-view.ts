/**
 * Saved list views (the `primereactcustomview` resource): a list's visible columns, filters, search,
 * order and rows per page, turned into a record and back. Pure, so apply/save can be tested alone.
 *
 * Record layout (see packages/core primereactcustomview.resource.ts):
 * - `kolom` (JSON): the visible columns in order, e.g. `["nama_supplier", "no_hp"]`;
 * - `filter_data` (JSON): filter values by their list-API key, e.g. `{ "status": "Active",
 *   "harga__gte": "1000" }`, plus `search` for the search text (a reserved word of the list API, never a
 *   field) and the route's filter as a plain `field: value` pair;
 * - `sort_field`, `sort_order`, `jumlah_baris` (rows per page).
 */
import type { Resource } from '@kantor/core';
import type { Row } from '../api-hooks.ts';
import {
  allowedFilterKeys,
  DEFAULT_LIMIT,
  EMPTY_LIST_STATE,
  type ListState,
  listStateToSearch,
  PAGE_SIZES,
  type RouteFilter,
} from '../list-query.ts';
import { fieldOf, isSortable, listColumns, selectableColumns } from '../resource-fields.ts';

/** The resource holding saved views. */
export const VIEW_RESOURCE = 'primereactcustomview';

/** What a saved view restores. */
export type ListView = { state: ListState; routeFilter: RouteFilter | null; columns: string[] };

/** A saved view as listed: its record id and name with what it restores. */
export type SavedView = ListView & { id: string | number; name: string };

/** The filter_data key of the search text. */
export const SEARCH_KEY = 'search';

/** The record fields of a view (for `POST add` and `PUT edit`). */
export function viewPayload(resource: Resource, name: string, view: ListView): Record<string, unknown> {
  const filterData: Record<string, string> = { ...view.state.filters };
  const search = view.state.search.trim();
  if (search) filterData[SEARCH_KEY] = search;
  if (view.routeFilter) filterData[view.routeFilter.field] = view.routeFilter.value;
  return {
    nama_view: name.trim(),
    nama_resource: resource.name,
    kolom: [...view.columns],
    filter_data: filterData,
    sort_field: view.state.sort,
    sort_order: view.state.order,
    jumlah_baris: view.state.limit,
    default_view: false,
  };
}

/** A JSON field's value: the server answers objects, but a text holding JSON is accepted too. */
function jsonValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * The list state a view record restores, checked against the declaration: unknown columns, filters and
 * sort fields are dropped (the resource may have changed since), and page size falls back to the
 * default when it is not one the list offers. The page is always the first.
 */
export function viewFromRecord(resource: Resource, record: Row): ListView {
  const allowedColumns = selectableColumns(resource);
  const storedColumns = jsonValue(record.kolom);
  const columns = Array.isArray(storedColumns)
    ? storedColumns.filter(
        (name): name is string => typeof name === 'string' && allowedColumns.includes(name),
      )
    : [];

  const filters: Record<string, string> = {};
  let search = '';
  let routeFilter: RouteFilter | null = null;
  const allowedFilters = allowedFilterKeys(resource);
  const data = jsonValue(record.filter_data);
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
      if (raw === null || raw === undefined || typeof raw === 'object') continue;
      const value = String(raw);
      if (value.trim() === '') continue;
      if (key === SEARCH_KEY) search = value;
      else if (allowedFilters.has(key)) filters[key] = value;
      else if (!routeFilter && !key.includes('__')) {
        const field = fieldOf(resource, key);
        if (field && !field.hidden) routeFilter = { field: key, value };
      }
    }
  }

  const sortField = typeof record.sort_field === 'string' ? record.sort_field : null;
  const limit = Number(record.jumlah_baris);
  return {
    columns: columns.length > 0 ? columns : listColumns(resource),
    routeFilter,
    state: {
      ...EMPTY_LIST_STATE,
      page: 1,
      limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_LIMIT,
      sort: sortField && isSortable(resource, sortField) ? sortField : null,
      order: record.sort_order === 'desc' ? 'desc' : 'asc',
      search,
      filters,
    },
  };
}

/** A listed record as a saved view. */
export function savedViewOf(resource: Resource, record: Row): SavedView {
  return { ...viewFromRecord(resource, record), id: record.id, name: String(record.nama_view ?? record.id) };
}

/** Where applying a view goes: the list (or its route filter) with the view's state in the query string. */
export function viewLocation(resource: Resource, view: ListView): { pathname: string; search: string } {
  const base = `/${resource.name}`;
  const pathname = view.routeFilter
    ? `${base}/index/${encodeURIComponent(view.routeFilter.field)}/${encodeURIComponent(view.routeFilter.value)}`
    : base;
  const search = listStateToSearch(view.state);
  return { pathname, search: search ? `?${search}` : '' };
}

/** The saved view with this name (case and surrounding spaces ignored), if any. */
export function findViewByName<T extends { name: string }>(views: readonly T[], name: string): T | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return views.find((view) => view.name.trim().toLocaleLowerCase() === wanted);
}
