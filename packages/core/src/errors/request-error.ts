/**
 * The request-error dialog of spec §8 as a pure function: which title, which first line and which
 * detail lines a failed request shows. Database errors never reach the user.
 */
import { type MessageKey, MSG } from '../i18n/messages.ts';
import { isPlainObject } from '../values.ts';

/**
 * Texts that mark a raw database error (Laravel, TypeORM, postgres.js, node-postgres, Drizzle).
 * Matched case-insensitively at the start, after leading whitespace.
 *
 * @example DB_ERROR_PREFIXES.includes('SQLSTATE') === true
 */
export const DB_ERROR_PREFIXES = [
  'SQLSTATE',
  'QueryFailedError',
  'PostgresError',
  'error: ',
  'ERROR:  ',
  'DrizzleQueryError',
  'Failed query',
] as const;

/**
 * True when `text` begins (after leading whitespace, ignoring case) with one of
 * {@link DB_ERROR_PREFIXES}.
 *
 * @example isDatabaseErrorText('  SQLSTATE[23000]: Integrity constraint violation') === true
 * @example isDatabaseErrorText('Nama wajib diisi') === false
 */
export function isDatabaseErrorText(text: string): boolean {
  const start = text.trimStart().toLowerCase();
  return DB_ERROR_PREFIXES.some((prefix) => start.startsWith(prefix.toLowerCase()));
}

/**
 * A failed request as the HTTP client saw it: `status` 0 or missing for a network error, `body`
 * the parsed JSON or text (a Blob body of a download must be read to text first).
 *
 * @example const failure: RequestFailure = { status: 422, body: { errors: { nama: ['Wajib diisi'] } } };
 */
export type RequestFailure = { status?: number | null; body?: unknown };

/**
 * What the request-error dialog shows: a translated title, a translated first line, then the
 * server's own detail lines (already text, shown untranslated).
 *
 * @example const d: RequestErrorDescription = { titleKey: MSG.unableToComplete, firstLineKey: MSG.unableToSend, details: [] };
 */
export type RequestErrorDescription = { titleKey: MessageKey; firstLineKey: MessageKey; details: string[] };

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value); // cycles and bigints
  }
}

/**
 * Messages of a 422 `errors` object, flattened in order: field values are strings or arrays of
 * strings, possibly nested (rows of a dynamic form). The depth cap only guards against cycles.
 */
function collectMessages(value: unknown, depth: number, out: string[]): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (value.trim() !== '') out.push(value);
  } else if (typeof value === 'number' || typeof value === 'boolean') {
    out.push(String(value));
  } else if (depth < 4 && (Array.isArray(value) || isPlainObject(value))) {
    for (const item of Object.values(value)) collectMessages(item, depth + 1, out);
  }
}

/** Items or values to show: strings as-is, others as JSON; null, undefined and blank text carry nothing. */
const listed = (items: readonly unknown[]): string[] =>
  items
    .filter((item) => item !== null && item !== undefined)
    .map(stringify)
    .filter((text) => text.trim() !== '');

function details(status: number, body: unknown): string[] {
  // (a) 422 with an errors object: every message. An errors object that holds no message falls
  // through, so `{ message, errors: {} }` still shows its message.
  if (status === 422 && isPlainObject(body) && Object.hasOwn(body, 'errors') && isPlainObject(body.errors)) {
    const messages: string[] = [];
    collectMessages(body.errors, 0, messages);
    if (messages.length > 0) return messages;
  }
  // (b) server errors: only the generic line, whatever the body says.
  if (status >= 500) return [];
  // (c) array body: its items.
  if (Array.isArray(body)) return listed(body);
  if (isPlainObject(body)) {
    // (d) an object with a message string: that message unless it is a database error.
    if (Object.hasOwn(body, 'message') && typeof body.message === 'string') {
      const message = body.message;
      return message.trim() === '' || isDatabaseErrorText(message) ? [] : [message];
    }
    // (e) any other object: its values.
    return listed(Object.values(body));
  }
  // (f) plain text unless it is a database error.
  if (typeof body === 'string') return body.trim() === '' || isDatabaseErrorText(body) ? [] : [body];
  return []; // network errors (no body) and bodies of other types
}

/**
 * Describes a failed request for the request-error dialog (spec §8). Title `MSG.unableToComplete`,
 * first line `MSG.unableToSend`, then details by the first rule that applies:
 * (a) 422 with an `errors` object: every message, flattened in order;
 * (b) status 500 or above: none;
 * (c) array body: its items (non-strings as JSON);
 * (d) object with a string `message`: that message unless it starts with a database-error prefix;
 * (e) other object: its values (non-strings as JSON);
 * (f) string body: itself unless it starts with a database-error prefix.
 * A network error (status 0 or missing, no body) has no details. Blank texts and null items are
 * dropped.
 *
 * @example describeRequestError({ status: 422, body: { message: 'Invalid', errors: { nama: ['Nama wajib diisi'] } } }).details
 * // ['Nama wajib diisi']
 * @example describeRequestError({ status: 400, body: 'SQLSTATE[23000]: ...' }).details // []
 */
export function describeRequestError(failure: RequestFailure): RequestErrorDescription {
  const status = typeof failure.status === 'number' && Number.isFinite(failure.status) ? failure.status : 0;
  return {
    titleKey: MSG.unableToComplete,
    firstLineKey: MSG.unableToSend,
    details: details(status, failure.body),
  };
}
