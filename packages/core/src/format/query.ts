/** Query strings of spec §5: empty values dropped, the rest URL-encoded. */

/** One query value; null, undefined, '' and NaN are dropped, 0 and false are kept. Dates are sent as ISO. */
export type QueryScalar = string | number | bigint | boolean | Date | null | undefined;
export type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** The text to send, or `null` when the value is empty and must be dropped. */
function scalarText(value: QueryScalar): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isNaN(value)) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return String(value);
}

/**
 * 'key=value' pairs joined by '&', without a leading '?'. Empty values (null, undefined, '', NaN) are
 * dropped; keys and values go through encodeURIComponent; an array repeats its key for each item.
 * @example toQueryString({ a: 1, b: 'x y', c: null, d: '' }) // 'a=1&b=x%20y'
 * @example toQueryString({ id: [1, 2], aktif: false }) // 'id=1&id=2&aktif=false'
 * @example toQueryString({}) // ''
 */
export function toQueryString(params: QueryParams | null | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    const items: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of items) {
      const text = scalarText(item);
      if (text !== null) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  }
  return pairs.join('&');
}

/**
 * `path` with the query string appended: '?' before it, or '&' when `path` already has a query. The
 * path is returned unchanged when nothing is left to send; a '#fragment' stays at the end.
 * @example withQuery('/api/rsupplier', { page: 2, q: '' }) // '/api/rsupplier?page=2'
 * @example withQuery('/api/rsupplier?limit=10', { page: 2 }) // '/api/rsupplier?limit=10&page=2'
 */
export function withQuery(path: string, params: QueryParams | null | undefined): string {
  const query = toQueryString(params);
  if (query === '') return path;
  const hashAt = path.indexOf('#');
  const base = hashAt === -1 ? path : path.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const joiner = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${query}${hash}`;
}
