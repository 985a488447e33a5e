/**
 * Single-value predicates behind the validation rules. Each takes untrusted input and never throws.
 */

/**
 * True for the values every rule but `required` skips: undefined, null, an empty or
 * whitespace-only string, and an empty array (an untouched multi-select or file list).
 *
 * @example isEmptyValue('   ') === true
 * @example isEmptyValue(0) === false
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The text form of a scalar (string, finite number, bigint, boolean), or null for anything else
 * (objects, arrays, NaN, Infinity), which the text rules then reject.
 *
 * @example valueToText(12) === '12'
 * @example valueToText({}) === null
 */
export function valueToText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return null;
}

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A practical email check (ASCII addresses, as the login and registration forms accept): a dot-atom
 * local part of at most 64 characters, `@`, and a domain of at least two labels (each 1-63 letters,
 * digits or inner hyphens) whose last label is not all digits; at most 254 characters in all.
 * Surrounding whitespace is ignored.
 *
 * @example isValidEmail('budi.santoso@example.co.id') === true
 * @example isValidEmail('budi@localhost') === false
 */
export function isValidEmail(value: unknown): boolean {
  const text = valueToText(value)?.trim();
  if (!text || text.length > 254) return false;
  const at = text.lastIndexOf('@');
  if (at <= 0) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return !/^\d+$/.test(labels[labels.length - 1]!);
}

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)$/;
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;

/**
 * Dotted-quad IPv4: four decimal octets 0-255 without leading zeros (`010` is ambiguous) and
 * without a prefix length or port. Surrounding whitespace is ignored.
 *
 * @example isValidIPv4('192.168.0.1') === true
 * @example isValidIPv4('256.1.1.1') === false
 */
export function isValidIPv4(value: unknown): boolean {
  const text = valueToText(value)?.trim();
  if (!text) return false;
  const octets = text.split('.');
  return octets.length === 4 && octets.every((octet) => IPV4_OCTET.test(octet));
}

/**
 * IPv6 in any RFC 4291 text form: eight groups of 1-4 hex digits, one `::` standing for one or
 * more zero groups, and an optional embedded IPv4 tail (`::ffff:192.0.2.1`). Zone ids (`%eth0`),
 * brackets and prefix lengths are rejected: they are not addresses a form stores.
 *
 * @example isValidIPv6('2001:db8::1') === true
 * @example isValidIPv6('::ffff:192.0.2.1') === true
 * @example isValidIPv6('1::2::3') === false
 */
export function isValidIPv6(value: unknown): boolean {
  let text = valueToText(value)?.trim();
  if (!text) return false;
  const lastColon = text.lastIndexOf(':');
  if (lastColon === -1) return false;
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isValidIPv4(tail)) return false;
    // An embedded IPv4 address takes the room of two groups.
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  if (halves.length === 2) {
    const groups = [...groupsOf(halves[0]!), ...groupsOf(halves[1]!)];
    return groups.length <= 7 && groups.every((group) => IPV6_GROUP.test(group));
  }
  const groups = text.split(':');
  return groups.length === 8 && groups.every((group) => IPV6_GROUP.test(group));
}

/**
 * IPv4 or IPv6 (see {@link isValidIPv4} and {@link isValidIPv6}).
 *
 * @example isValidIp('10.0.0.1') === true
 * @example isValidIp('::1') === true
 * @example isValidIp('localhost') === false
 */
export function isValidIp(value: unknown): boolean {
  return isValidIPv4(value) || isValidIPv6(value);
}

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The number a numeric value stands for, or null. Accepts finite numbers, bigints and decimal
 * strings with an optional sign, fraction and exponent (`'1.5'`, `'-3'`, `'1e3'`, `'.5'`), ignoring
 * surrounding whitespace, the same set as PHP's `is_numeric`. Rejects hex, `Infinity`, booleans and
 * locale-formatted text such as `'1.000,50'` (numbers travel in machine form).
 *
 * @example toNumericValue(' -3 ') === -3
 * @example toNumericValue('1e3') === 1000
 * @example toNumericValue('abc') === null
 */
export function toNumericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC_TEXT.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/**
 * True when {@link toNumericValue} finds a number.
 *
 * @example isNumericValue('1.5') === true
 * @example isNumericValue(' ') === false
 */
export function isNumericValue(value: unknown): boolean {
  return toNumericValue(value) !== null;
}

const MASK_SLOTS: Readonly<Record<string, RegExp>> = {
  '9': /^[0-9]$/,
  a: /^[A-Za-z]$/,
  '*': /^[A-Za-z0-9]$/,
};

/**
 * Checks a masked value against an input mask (spec §5): `9` a digit, `a` a letter, `*` a letter or
 * digit, any other character itself. Everything after `?` is optional and may be filled partly.
 * The value is the masked form the input shows (literals included).
 *
 * @example isValidMaskedValue('0812-3456-7890', '9999-9999-9999?9') === true
 * @example isValidMaskedValue('0812-3456-78901', '9999-9999-9999?9') === true
 * @example isValidMaskedValue('0812-3456-789', '9999-9999-9999?9') === false
 */
export function isValidMaskedValue(value: unknown, mask: string): boolean {
  const text = valueToText(value);
  if (text === null) return false;
  const marker = mask.indexOf('?');
  const slots = Array.from(marker === -1 ? mask : mask.slice(0, marker) + mask.slice(marker + 1));
  const requiredCount = marker === -1 ? slots.length : Array.from(mask.slice(0, marker)).length;
  const chars = Array.from(text);
  if (chars.length < requiredCount || chars.length > slots.length) return false;
  return chars.every((char, index) => {
    const slot = slots[index]!;
    const pattern = Object.hasOwn(MASK_SLOTS, slot) ? MASK_SLOTS[slot] : undefined;
    return pattern ? pattern.test(char) : char === slot;
  });
}

/** `YYYY-MM-DD`, optionally with a time of day and a zone, in the forms PostgreSQL reads. */
const CALENDAR =
  /^(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2})(?:[T ](?<h>\d{2}):(?<mi>\d{2})(?::(?<s>\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](?<zh>\d{2})(?::?(?<zm>\d{2}))?)?)?$/i;

/**
 * A real calendar date, with or without a time: the year 1 to 9999, no 30 February, no hour 25, a
 * zone within ±15 hours. For date and datetime values and filters: `new Date()` alone takes `3` (the
 * year 2001) or `0000-01-01`, which PostgreSQL refuses (found by the server's fuzz suites).
 *
 * @example isCalendarValue('2026-11-22T03:00:00Z') === true
 * @example isCalendarValue('2026-02-30') === false
 */
export function isCalendarValue(value: string): boolean {
  const g = CALENDAR.exec(value)?.groups;
  if (!g) return false;
  const [y, mo, d] = [Number(g.y), Number(g.mo), Number(g.d)];
  const day = new Date(0);
  day.setUTCFullYear(y, mo - 1, d);
  const within = (part: string | undefined, max: number) => part === undefined || Number(part) <= max;
  return (
    y >= 1 &&
    day.getUTCFullYear() === y &&
    day.getUTCMonth() === mo - 1 &&
    day.getUTCDate() === d &&
    within(g.h, 23) &&
    within(g.mi, 59) &&
    within(g.s, 59) &&
    within(g.zh, 15) &&
    within(g.zm, 59)
  );
}

/**
 * Whether a NUL character is in any string or key of a JSON value: PostgreSQL text and jsonb refuse
 * it, and an escaped `\u0000` inside JSON text still brings one.
 *
 * @example holdsNul({ a: ['x\u0000'] }) === true
 */
export function holdsNul(value: unknown): boolean {
  return someLeaf(value, isNulText);
}

const isNulText = (leaf: unknown) => typeof leaf === 'string' && leaf.includes('\u0000');

/**
 * Whether a JSON value cannot be stored as given: a NUL (see `holdsNul`), or a number beyond a
 * double (`1e309` parses to Infinity, which JSON writes as `null`: the value would be lost, or
 * refused by the driver as a 500; found by fuzzing).
 *
 * @example jsonUnstorable([1, 1e309]) === true
 */
export function jsonUnstorable(value: unknown): boolean {
  return someLeaf(value, (leaf) => isNulText(leaf) || (typeof leaf === 'number' && !Number.isFinite(leaf)));
}

/** Whether any key or scalar of a JSON value passes the test. */
function someLeaf(value: unknown, test: (leaf: unknown) => boolean): boolean {
  // a loop, not recursion: JSON text may nest deeper than the stack
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next !== null && typeof next === 'object') {
      for (const [k, v] of Object.entries(next)) {
        if (test(k)) return true;
        pending.push(v);
      }
    } else if (test(next)) return true;
  }
  return false;
}
