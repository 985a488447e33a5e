/**
 * Numbers as people type them (issue 34): `1.250.000,50` in id-ID, `1,250,000.50` in en-US,
 * `1 250 000,50` in fr. One parser for every money, decimal and quantity input, so a decimal comma is
 * never read as a digit (PrimeReact's input turned `1.250.000,50` into 125.000.050 in a 0-digit field).
 *
 * Decisions (docs/number-entry.md):
 * - the signs are the locale's own (Intl's group and decimal signs); spaces of any width count as a
 *   group sign where the locale groups with a space, and native digits (Arabic-Indic, Devanagari) read
 *   as their Latin digits;
 * - a group sign must sit where the locale puts one (groups of three, or the Indian two after the first
 *   three), so `1.5` in id-ID is refused, not read as 15, and `1,5` in en-US is refused, not read as 15;
 * - more fraction digits than the field keeps are refused with the field's limit (a Rupiah amount has
 *   none), never rounded away or multiplied in silently.
 */

export type NumberSigns = {
  /** The grouping sign (`.` in id-ID, `,` in en-US, a narrow no-break space in fr). */
  group: string;
  /** The decimal sign (`,` in id-ID). */
  decimal: string;
  /** Whether the locale groups its digits the Indian way (12,34,567): groups of two after the first three. */
  indian: boolean;
};

const signsCache = new Map<string, NumberSigns>();

/** The locale's signs, as Intl writes them. */
export function numberSignsOf(locale: string): NumberSigns {
  const known = signsCache.get(locale);
  if (known) return known;
  const parts = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).formatToParts(1234567.5);
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const signs: NumberSigns = {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    indian: integers.length === 3 && integers[1]!.length === 2,
  };
  signsCache.set(locale, signs);
  return signs;
}

export type NumberInputOptions = {
  locale: string;
  /** Digits the field keeps after the decimal sign (0 for Rupiah). */
  fractionDigits: number;
  /** Text the input shows before or after the number (`Rp`, `%`): ignored when typed. */
  prefix?: string;
  suffix?: string;
};

/** Why a text is not a number of the field. */
export type NumberInputIssue = 'notANumber' | 'tooManyFractionDigits';

export type ParsedNumberInput =
  | { ok: true; value: number | null }
  | { ok: false; issue: NumberInputIssue; fractionDigits: number };

/** Digits of other scripts people type on their keyboards: Arabic-Indic, Persian, Devanagari. */
const NATIVE_DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966];
/** Spaces a group sign may be typed or pasted as. */
const SPACES = /[\s\u00a0\u202f\u2009]/g;
/** Marks Intl puts around numbers in right-to-left locales. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c]/g;

function latinDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const zero = NATIVE_DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? char : String(code - zero);
  }
  return out;
}

/** Arabic's own separators (U+066C group, U+066B decimal) typed where the locale's Latin ones are expected. */
function arabicSeparators(text: string, signs: NumberSigns): string {
  return text.replaceAll('\u066c', signs.group).replaceAll('\u066b', signs.decimal);
}

function groupsFit(groups: readonly string[], indian: boolean): boolean {
  if (groups.length === 1) return /^\d+$/.test(groups[0]!);
  const [head, ...rest] = groups;
  const last = rest.pop()!;
  if (!/^\d{1,3}$/.test(head!) || !/^\d{3}$/.test(last)) return false;
  if (indian) return /^\d{1,2}$/.test(head!) && rest.every((g) => /^\d{2}$/.test(g));
  return rest.every((g) => /^\d{3}$/.test(g));
}

/**
 * The number a typed text stands for in the field's locale; `value: null` for an empty text.
 *
 * @example parseNumberInput('1.250.000,50', { locale: 'id-ID', fractionDigits: 2 }) // { ok: true, value: 1250000.5 }
 * @example parseNumberInput('1.250.000,50', { locale: 'id-ID', fractionDigits: 0 }) // { ok: false, issue: 'tooManyFractionDigits', … }
 * @example parseNumberInput('1.5', { locale: 'id-ID', fractionDigits: 2 }) // { ok: false, issue: 'notANumber', … }
 */
export function parseNumberInput(text: string, options: NumberInputOptions): ParsedNumberInput {
  const signs = numberSignsOf(options.locale);
  const refuse = (issue: NumberInputIssue): ParsedNumberInput => ({
    ok: false,
    issue,
    fractionDigits: options.fractionDigits,
  });
  let body = arabicSeparators(latinDigits(text), signs).replace(DIRECTION_MARKS, '').trim();
  for (const affix of [options.prefix, options.suffix, 'Rp.', 'Rp', '%']) {
    const mark = affix?.trim();
    if (!mark) continue;
    if (body.startsWith(mark)) body = body.slice(mark.length).trim();
    if (body.endsWith(mark)) body = body.slice(0, -mark.length).trim();
  }
  let negative = false;
  if (/^[-\u2212]/.test(body)) {
    negative = true;
    body = body.slice(1).trim();
  } else if (/[-\u2212]$/.test(body)) {
    // 1.000- as some ledgers and Arabic text write it
    negative = true;
    body = body.slice(0, -1).trim();
  }
  if (body === '') return negative ? refuse('notANumber') : { ok: true, value: null };

  const spaceGroups = SPACES.test(signs.group);
  SPACES.lastIndex = 0;
  const group = spaceGroups ? ' ' : signs.group;
  if (spaceGroups) body = body.replace(SPACES, ' ');
  else if (SPACES.test(body)) return refuse('notANumber');

  const decimalAt = body.indexOf(signs.decimal);
  if (decimalAt !== body.lastIndexOf(signs.decimal)) return refuse('notANumber');
  const whole = decimalAt === -1 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt === -1 ? '' : body.slice(decimalAt + signs.decimal.length);
  if (!/^\d*$/.test(fraction) || (decimalAt !== -1 && fraction === '' && whole === '')) {
    return refuse('notANumber');
  }
  const groups = whole === '' ? ['0'] : whole.split(group);
  if (!groupsFit(groups, signs.indian)) return refuse('notANumber');
  if (fraction.length > options.fractionDigits) return refuse('tooManyFractionDigits');
  const value = Number(`${negative ? '-' : ''}${groups.join('')}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return refuse('notANumber');
  return { ok: true, value: value === 0 ? 0 : value };
}

export type NumberDisplayOptions = {
  locale: string;
  fractionDigits: number;
  /** Whether thousands are grouped (a year or an order number is not). */
  grouping?: boolean;
};

/**
 * A number as its input shows it in the locale, with Latin digits, read back by
 * {@link parseNumberInput} to the same value.
 *
 * @example formatNumberInput(1250000.5, { locale: 'id-ID', fractionDigits: 2 }) // '1.250.000,5'
 */
export function formatNumberInput(value: number | null, options: NumberDisplayOptions): string {
  if (value === null || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(options.locale, {
    maximumFractionDigits: options.fractionDigits,
    useGrouping: options.grouping ?? true,
    numberingSystem: 'latn',
    signDisplay: 'negative',
  })
    .format(value)
    .replace(DIRECTION_MARKS, '');
}
