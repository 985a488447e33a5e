/**
 * The decoders of the field kinds: an untrusted, non-empty input value in, the value to store or
 * the first failure out (a message key with its parameters). The server decodes every write with them
 * and the web forms check with them before sending, so the two cannot disagree.
 */
import { maskExample } from '../../format/masks.ts';
import { parseYesNo } from '../../format/yes-no.ts';
import { MSG } from '../../i18n/messages.ts';
import type { IssueParams, ValidationIssue } from '../../validation/rules.ts';
import {
  isCalendarValue,
  isValidEmail,
  isValidIp,
  isValidMaskedValue,
  jsonUnstorable,
} from '../../validation/validators.ts';
import type { FieldDef } from '../define.ts';
import { INT4_MAX, isNumericSelect, numericShape, optionValues, RELATIONS_MAX } from './shape.ts';

/** A decoded value, or why the input is refused. */
export type Decoded = { value: unknown; issue?: undefined } | { value?: undefined; issue: ValidationIssue };

const fail = (key: string, params: IssueParams = {}): Decoded => ({ issue: { key, params } });

/** A format a text kind must have beyond its length: the test of the trimmed text and its message. */
export type TextFormat = { test: (trimmed: string) => boolean; key: string };

export const TEXT_FORMATS = {
  email: { test: isValidEmail, key: MSG.email },
  ip: { test: isValidIp, key: MSG.ip },
  url: { test: (text) => /^(https?:\/\/|\/)[^\s]+$/i.test(text), key: MSG.url },
  color: { test: (text) => /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(text), key: MSG.invalid },
  // uploaded paths are relative and stay inside the uploads folder
  paths: {
    test: (text) =>
      text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .every((p) => /^(uploads\/|images\/|https?:\/\/)[^\s<>"'`]*$/.test(p) && !p.includes('..')),
    key: MSG.invalid,
  },
} satisfies Record<string, TextFormat>;

/**
 * Text: length bounds in characters (code points), then the kind's format, then the field's mask.
 * `trim` stores the text trimmed (an email address); otherwise it is stored as typed.
 */
export function decodeText(field: FieldDef, raw: unknown, format?: TextFormat, trim = false): Decoded {
  if (typeof raw === 'object') return fail(MSG.invalid);
  const value = String(raw);
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength)
    return fail(MSG.lengthMin, { min: field.minLength });
  if (field.maxLength !== undefined && length > field.maxLength)
    return fail(MSG.lengthMax, { max: field.maxLength });
  if (format && !format.test(value.trim())) return fail(format.key);
  if (field.mask && !isValidMaskedValue(value, field.mask))
    return fail(MSG.mask, { mask: maskExample(field.mask) });
  return { value: trim ? value.trim() : value };
}

/** What a number kind adds to the plain decimal check: whole numbers, and the column's own bound. */
export type NumberRules = { whole: boolean; bound?: (value: number, field: FieldDef) => Decoded | null };

/**
 * Numbers in machine form (`-12`, `3.5`; no exponent, no locale grouping), then whole-number and column
 * bounds, then the declared min and max.
 */
export function decodeNumber(field: FieldDef, raw: unknown, rules: NumberRules): Decoded {
  if (typeof raw === 'boolean' || typeof raw === 'object') return fail(MSG.numeric);
  const text = String(raw).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(MSG.numeric);
  const value = Number(text);
  if (!Number.isFinite(value)) return fail(MSG.numeric);
  if (rules.whole && !Number.isInteger(value)) return fail(MSG.integer);
  const beyond = rules.bound?.(value, field);
  if (beyond) return beyond;
  if (field.min !== undefined && value < field.min) return fail(MSG.rangeMin, { min: field.min });
  if (field.max !== undefined && value > field.max) return fail(MSG.rangeMax, { max: field.max });
  return { value };
}

/** The int4 column's bound of an integer. */
export const int4Bound = (value: number): Decoded | null =>
  Math.abs(value) > INT4_MAX ? fail(MSG.rangeMax, { max: INT4_MAX }) : null;

/** Money must stay exact as a JavaScript number. */
export const safeIntegerBound = (value: number): Decoded | null =>
  Math.abs(value) > Number.MAX_SAFE_INTEGER ? fail(MSG.numeric) : null;

/** Past the numeric column's digits PostgreSQL fails the whole write (a 500, found by fuzzing). */
export function numericBound(value: number, field: FieldDef): Decoded | null {
  const { precision, scale } = numericShape(field);
  const limit = 10 ** (precision - scale);
  if (Math.abs(Number(value.toFixed(scale))) < limit) return null;
  return fail(MSG.rangeMax, { max: (limit - 10 ** -scale).toFixed(scale) });
}

export function decodeBoolean(raw: unknown): Decoded {
  const flag = parseYesNo(typeof raw === 'number' ? String(raw) : raw);
  return flag === null ? fail(MSG.boolean) : { value: flag };
}

/** A calendar day; a longer text (a date-time) gives its date part. Not the year 0 (PostgreSQL refuses it). */
export function decodeDate(raw: unknown): Decoded {
  if (typeof raw === 'object') return fail(MSG.date);
  const text = String(raw).trim().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarValue(text) ? { value: text } : fail(MSG.date);
}

/** A moment, stored as its UTC ISO text. */
export function decodeDateTime(raw: unknown): Decoded {
  if (typeof raw === 'object') return fail(MSG.date);
  const text = String(raw).trim();
  const date = new Date(text.replace(' ', 'T'));
  const iso = isCalendarValue(text) && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
  // a zone can carry 9999-12-31 into the year 10000 (`+010000-...`), which PostgreSQL refuses too
  return /^\d{4}-/.test(iso) && iso >= '0001' ? { value: iso } : fail(MSG.date);
}

export function decodeTime(raw: unknown): Decoded {
  if (typeof raw === 'object') return fail(MSG.time);
  const text = String(raw).trim();
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text) ? { value: text } : fail(MSG.time);
}

/** JSON: a value as is, or text that parses; none holding a NUL or a number beyond a double. */
export function decodeJson(raw: unknown): Decoded {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return fail(MSG.json);
    }
  }
  return jsonUnstorable(value) ? fail(MSG.json) : { value };
}

/** One of the options; a numeric select reads text as a number (a URL or CSV value). */
export function decodeSelect(field: FieldDef, raw: unknown): Decoded {
  // an object is no option (and `String()` throws on JSON's `{"toString": ""}`)
  if (typeof raw === 'object') return fail(MSG.in);
  const value = isNumericSelect(field) ? Number(raw) : String(raw);
  return optionValues(field).includes(value) ? { value } : fail(MSG.in);
}

/** An id: a number for serial targets, text for region codes; whether it exists is the server's check. */
export function decodeRelation(field: FieldDef, raw: unknown): Decoded {
  if (typeof raw === 'object') return fail(MSG.invalid);
  const text = String(raw).trim();
  if (field.relation && field.region) return { value: text };
  return /^\d{1,15}$/.test(text) ? { value: Number(text) } : { value: text };
}

/** The items of a `relations` input: a JSON array (or its text), or ids separated by commas. */
function relationItems(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'number') return [raw];
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text.startsWith('['))
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Several ids of one serial target: `[3, 5]`, `"[3, 5]"` or `"3, 5"` (an import cell) give `[3, 5]`;
 * each a whole number from 1 to the int4 bound (a number or its digits), kept in order without repeats,
 * at most `RELATIONS_MAX`. None at all is stored as null. Whether they exist is the server's check.
 */
export function decodeRelations(_field: FieldDef, raw: unknown): Decoded {
  const items = relationItems(raw);
  if (!items) return fail(MSG.invalid);
  const ids: number[] = [];
  for (const item of items) {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (!/^\d{1,10}$/.test(text)) return fail(MSG.invalid);
    const id = Number(text);
    if (id < 1 || id > INT4_MAX) return fail(MSG.invalid);
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > RELATIONS_MAX) return fail(MSG.relationsMax, { max: RELATIONS_MAX });
  return { value: ids.length > 0 ? ids : null };
}
