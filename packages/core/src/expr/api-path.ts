import { FORBIDDEN_NAMES, type Value } from './ast.ts';
import { readOwn, toText, toValue } from './values.ts';

const SAFE_PATH = /^\/?[a-z0-9_\-/]+$/i;
const MAX_PATH_LENGTH = 300;

/**
 * Whether `path` is a relative path of this product's API that API_FETCH may call: letters,
 * digits, `_`, `-` and `/` only, at most one leading slash, no `..`, no `//`, no scheme.
 * The caller prefixes `/api` and sends the signed-in user's token, so a formula can never
 * reach another host or act as anyone else.
 *
 * @example isSafeApiPath('rbarangmasuk/list') // true
 * @example isSafeApiPath('//evil.com/x') // false
 */
export function isSafeApiPath(path: string): boolean {
  return (
    typeof path === 'string' &&
    path.length > 0 &&
    path.length <= MAX_PATH_LENGTH &&
    SAFE_PATH.test(path) &&
    !path.includes('..') &&
    !path.includes('//') &&
    !path.includes(':') &&
    path.replace(/^\//, '') !== ''
  );
}

/** The path as handed to the fetcher: relative to `/api`, without a leading slash. */
export const apiRelativePath = (path: string): string => path.replace(/^\//, '');

function setParam(out: Record<string, string>, key: string, value: string): void {
  const k = key.trim();
  if (k === '' || FORBIDDEN_NAMES.has(k)) return;
  Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Query parameters of API_FETCH from its second argument: query text (`'kode=A1&page=2'`), a flat
 * list of keys and values (`['kode', kode, 'page', 2]`) or a list of pairs (`[['kode', kode]]`).
 * The result has no prototype; `__proto__`-like keys are dropped.
 *
 * @example apiParams('a=1&b=x%20y') // { a: '1', b: 'x y' }
 */
export function apiParams(value: Value): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  if (typeof value === 'string') {
    for (const part of value.replace(/^\?/, '').split('&')) {
      if (part === '') continue;
      const eq = part.indexOf('=');
      setParam(out, decode(eq < 0 ? part : part.slice(0, eq)), eq < 0 ? '' : decode(part.slice(eq + 1)));
    }
  } else if (Array.isArray(value)) {
    if (value.every((v) => Array.isArray(v))) {
      for (const pair of value as readonly (readonly Value[])[])
        setParam(out, toText(pair[0] ?? null), toText(pair[1] ?? null));
    } else {
      for (let i = 0; i + 1 < value.length; i += 2) setParam(out, toText(value[i]!), toText(value[i + 1]!));
    }
  }
  return out;
}

/**
 * The value API_FETCH gives for a response. With `pick`, a dotted path of own properties
 * (`'data.records.0.harga'`); without it, the response itself when it is plain data, else its
 * `data` property. Objects never leave as objects: they become null.
 *
 * @example pickFromResponse({ data: { harga: 5 } }, 'data.harga') // 5
 */
export function pickFromResponse(response: unknown, pick: string | null): Value {
  if (pick === null || pick === '') {
    const direct = toValue(response);
    return direct !== null || response === null || typeof response !== 'object'
      ? direct
      : toValue(readOwn(response, 'data'));
  }
  let current: unknown = response;
  for (const segment of pick.split('.')) {
    if (FORBIDDEN_NAMES.has(segment)) return null;
    current = readOwn(current, segment);
    if (current === undefined) return null;
  }
  return toValue(current);
}
