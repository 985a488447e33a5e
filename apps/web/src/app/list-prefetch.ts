import type { QueryParams } from '../api/client.ts';

/** The query keys whose API query the first load can tell without the resource's declaration. */
const PLAIN_KEYS = new Set(['page', 'limit', 'search']);

/*
 * list-query.ts's paging, restated: importing it (or a module both import) put a file of its own in
 * the first load, one more request on the browser's six connections (the first paint came a round
 * trip later at 300 ms latency). list-prefetch.test.ts holds the two readings equal.
 */
const PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
const DEFAULT_LIMIT = 20;
/** A page or limit from the query string: a whole number above 0, else `fallback` (list-query.ts reads it too). */
export const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
function readPaging(params: URLSearchParams): { page: number; limit: number } {
  const limit = positiveInt(params.get('limit'), DEFAULT_LIMIT);
  return {
    page: positiveInt(params.get('page'), 1),
    limit: PAGE_SIZES.includes(limit) ? limit : DEFAULT_LIMIT,
  };
}

/**
 * The API call a list page's first draw makes, when the first load can tell it: a plain `/x` whose
 * query string holds at most page, limit and search. A sort, a sidebar filter or a route filter is
 * checked against the resource's declaration (readListState, buildListQuery), which the first load
 * does not carry: those pages ask when they draw. list-prefetch.test.ts holds the two equal.
 *
 * @example firstListCall('/rsupplier', '?limit=100') // { path: 'rsupplier', query: { page: 1, limit: 100 } }
 */
export function firstListCall(pathname: string, search: string): { path: string; query: QueryParams } | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length !== 1 || !/^[a-z][a-z0-9_]*$/.test(parts[0]!)) return null;
  const params = new URLSearchParams(search);
  for (const key of params.keys()) if (!PLAIN_KEYS.has(key)) return null;
  const query: Record<string, string | number> = readPaging(params);
  const text = (params.get('search') ?? '').trim();
  if (text) query.search = text;
  return { path: parts[0]!, query };
}
