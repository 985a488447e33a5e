/**
 * What the export dialog asks the server for: the list's own query (filters, search, sort, the route's
 * filter) without paging, plus the format. Pure, so the URL can be tested from a list state.
 */
import { type Resource, ROUTE_ADDRESSES, routeUrl } from '@kantor/core';
import { buildListQuery, type ListState, type RouteFilter } from '../list-query.ts';

/** Formats the server streams as a file (`GET /api/x/export?format=`). */
export const FILE_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** Every choice of the export dialog, in the spec's order: print, pdf, excel, csv. */
export const EXPORT_CHOICES = ['print', ...FILE_FORMATS] as const;
export type ExportChoice = (typeof EXPORT_CHOICES)[number];

/** Rows a print (and its preview) holds at most: enough for paper, small enough for one browser tab. */
export const PRINT_MAX_ROWS = 1000;
/** Page size of the list calls that gather the printed rows (the list API's maximum). */
export const PRINT_PAGE_SIZE = 500;
/** The server's PDF cut-off (apps/server export.ts `PDF_MAX_ROWS`). */
export const PDF_MAX_ROWS = 5000;

export type Query = Record<string, string | number>;

/** The list's query (filters, search, sort and the route's filter) without page and limit. */
export function listFilterQuery(
  resource: Resource,
  state: ListState,
  routeFilter: RouteFilter | null,
): Query {
  const { page: _page, limit: _limit, ...rest } = buildListQuery(resource, state, routeFilter);
  return rest;
}

/**
 * Path and query of an export: `{resource}/export?format=…&<the list's filters>`.
 *
 * @example exportRequest(rsupplier, { ...EMPTY_LIST_STATE, search: 'maju' }, null, 'csv')
 *   // { path: 'rsupplier/export', query: { search: 'maju', format: 'csv' } }
 */
export function exportRequest(
  resource: Resource,
  state: ListState,
  routeFilter: RouteFilter | null,
  format: FileFormat,
): { path: string; query: Query } {
  return {
    path: routeUrl(ROUTE_ADDRESSES.resourceExport, { resource: resource.name }),
    query: { ...listFilterQuery(resource, state, routeFilter), format },
  };
}

/**
 * The spreadsheet's address for the list's export (`/excel?resource=…&<the export's filters>`): the page
 * reads every parameter but `resource` as a filter of `GET /api/{resource}/export?format=xlsx`, so the
 * sheet holds exactly the rows the export would.
 *
 * @example spreadsheetPath(rsupplier, { ...EMPTY_LIST_STATE, search: 'maju' }, null)
 *   // '/excel?resource=rsupplier&search=maju'
 */
export function spreadsheetPath(
  resource: Resource,
  state: ListState,
  routeFilter: RouteFilter | null,
): string {
  const params = new URLSearchParams({ resource: resource.name });
  for (const [key, value] of Object.entries(listFilterQuery(resource, state, routeFilter))) {
    // `resource` names the export; a field of that name could not travel beside it
    if (key !== 'resource') params.set(key, String(value));
  }
  return `/excel?${params.toString()}`;
}

/** The list query of one page of printed rows. */
export function printPageQuery(filterQuery: Query, page: number, limit = PRINT_PAGE_SIZE): Query {
  return { ...filterQuery, page, limit };
}

/**
 * The file name of a `Content-Disposition` header (`filename*=UTF-8''…` preferred over `filename="…"`),
 * reduced to a safe base name; null when there is none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
    name = (plain?.[1] ?? plain?.[2] ?? '').trim() || null;
  }
  if (!name) return null;
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}<>:"|?*]/gu, '_');
  return base && base !== '.' && base !== '..' ? base : null;
}

/** The name a download is saved under: the server's, else `{resource}-{yyyy-mm-dd}.{format}`. */
export function exportFileName(
  resourceName: string,
  format: FileFormat,
  disposition: string | null | undefined,
  today: Date = new Date(),
): string {
  return (
    fileNameFromDisposition(disposition) ?? `${resourceName}-${today.toISOString().slice(0, 10)}.${format}`
  );
}
