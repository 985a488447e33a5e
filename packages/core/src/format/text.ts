/** Text helpers of spec §5: truncation, middle ellipsis, case, booleans as Ya/Tidak, random strings. */
import { RANDOM_STRING_LENGTH, TRUNCATE_LENGTH } from '../constants.ts';
import { parseYesNo } from './yes-no.ts';

/** What the text helpers accept; numbers and booleans are shown as their string form. */
export type TextInput = string | number | bigint | boolean | null | undefined;

const ELLIPSIS = '...';

const asText = (value: TextInput): string => (value === null || value === undefined ? '' : String(value));

/** Code points, so an emoji or other astral character is never cut in half. */
const chars = (text: string): string[] => Array.from(text);

/** A count argument as a whole number >= 0; `fallback` when it is not a finite number. */
const count = (n: number, fallback: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : fallback);

/**
 * The first `length` characters plus '...', only when the text is longer (default 15). null-safe.
 * @example truncate('Selamat datang di Kantor') // 'Selamat datang ...'
 * @example truncate('Halo') // 'Halo'
 */
export function truncate(text: TextInput, length: number = TRUNCATE_LENGTH): string {
  const all = chars(asText(text));
  const max = count(length, TRUNCATE_LENGTH);
  return all.length > max ? all.slice(0, max).join('') + ELLIPSIS : all.join('');
}

/**
 * Shortens in the middle to at most `max` characters in all, '...' included; the head gets the extra
 * character when the split is odd. With `max` below 4 there is no room for '...', so the text is cut.
 * @example ellipsisMiddle('abcdefghijklmnopqrstuvwxyz', 15) // 'abcdef...uvwxyz'
 * @example ellipsisMiddle('laporan-2026.pdf', 10) // 'lapo...pdf'
 */
export function ellipsisMiddle(text: TextInput, max: number = TRUNCATE_LENGTH): string {
  const all = chars(asText(text));
  const limit = count(max, TRUNCATE_LENGTH);
  if (all.length <= limit) return all.join('');
  if (limit <= ELLIPSIS.length) return all.slice(0, limit).join('');
  const keep = limit - ELLIPSIS.length;
  const head = Math.ceil(keep / 2);
  const tail = keep - head;
  return all.slice(0, head).join('') + ELLIPSIS + (tail > 0 ? all.slice(-tail).join('') : '');
}

/**
 * Lower case; null-safe. With a locale, uses that locale's rules (e.g. 'tr' dotless i).
 * @example toLower('KANTOR') // 'kantor'
 * @example toLower(null) // ''
 */
export function toLower(value: TextInput, locale?: string): string {
  const text = asText(value);
  return locale ? text.toLocaleLowerCase(locale) : text.toLowerCase();
}

/**
 * Upper case; null-safe. With a locale, uses that locale's rules.
 * @example toUpper('kantor') // 'KANTOR'
 */
export function toUpper(value: TextInput, locale?: string): string {
  const text = asText(value);
  return locale ? text.toLocaleUpperCase(locale) : text.toUpperCase();
}

/**
 * Whether a stored flag means yes (the one word list, {@link parseYesNo}).
 * @example isTruthy('Ya') // true
 * @example isTruthy('tidak') // false
 */
export function isTruthy(value: unknown): boolean {
  return parseYesNo(value) === true;
}

/** Labels for {@link formatBoolean}; Indonesian by default. */
export type BooleanLabels = { yes: string; no: string };

/**
 * A flag shown as 'Ya' or 'Tidak' (spec §5); pass translated labels for other locales.
 * @example formatBoolean('1') // 'Ya'
 * @example formatBoolean(0) // 'Tidak'
 * @example formatBoolean(true, { yes: 'Yes', no: 'No' }) // 'Yes'
 */
export function formatBoolean(value: unknown, labels: BooleanLabels = { yes: 'Ya', no: 'Tidak' }): string {
  return isTruthy(value) ? labels.yes : labels.no;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Largest multiple of 62 below 256: bytes at or above it are redrawn, so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);

/** Web Crypto, present in Node 20 and browsers; typed here because core is compiled without DOM or Node types. */
type RandomSource = { getRandomValues(array: Uint8Array): Uint8Array };

/**
 * Random alphanumeric string (A-Z, a-z, 0-9) of `length` characters (default 10) from crypto.getRandomValues.
 * @example randomString() // e.g. 'q3ZfP0aL9x'
 * @example randomString(4) // e.g. 'T7kq'
 */
export function randomString(length: number = RANDOM_STRING_LENGTH): string {
  const wanted = count(length, RANDOM_STRING_LENGTH);
  const { crypto } = globalThis as unknown as { crypto: RandomSource };
  let out = '';
  while (out.length < wanted) {
    const bytes = crypto.getRandomValues(new Uint8Array(Math.max(16, wanted - out.length)));
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT && out.length < wanted) out += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return out;
}
