import {
  defaultMessage,
  type FieldDef,
  isValidEmail,
  isValidIp,
  isValidMaskedValue,
  type MessageLocale,
  messageLocaleOf,
  parseYesNo,
  type Resource,
} from '@kantor/core';
import { isNumericSelect, numericShape, optionValues } from '../../db/resource-table.ts';

export type FieldErrors = Record<string, string[]>;
export type Msg = (key: string, params?: Record<string, string | number>) => string;

/** The server's message language of a caller: core's one negotiation (Indonesian by default). */
export function messageLocale(acceptLanguage: string | undefined): MessageLocale {
  return messageLocaleOf(acceptLanguage);
}

/** Validation messages in the caller's language (Indonesian or English, by Accept-Language). */
export function messagesFor(acceptLanguage: string | undefined): Msg {
  const locale = messageLocale(acceptLanguage);
  return (key, params) => defaultMessage(key, locale, params);
}

const EMPTY = Symbol('empty');

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Which fields a client may write: not read-only, not derived. */
export function writableFields(resource: Resource): [string, FieldDef][] {
  return Object.entries(resource.fields).filter(([, field]) => !field.readOnly);
}

/**
 * Coerces and validates one record's input against the declaration. `partial` (edit) checks only
 * the fields given. Answers the clean values or the errors per field; unknown fields are ignored.
 */
export function decodeInput(
  resource: Resource,
  input: Record<string, unknown>,
  options: { partial: boolean; msg: Msg },
): { values: Record<string, unknown>; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, field] of writableFields(resource)) {
    const given = Object.hasOwn(input, name);
    if (options.partial && !given) continue;
    const raw = given ? input[name] : undefined;
    if (isEmpty(raw)) {
      // A new record left without a value takes the declared default (as the add form would show it).
      if (!options.partial && !given && field.defaultValue !== undefined && field.defaultValue !== null) {
        values[name] = field.defaultValue;
        continue;
      }
      if (field.required && !(options.partial && field.kind === 'password')) {
        errors[name] = [options.msg('validation.required')];
      }
      if (given) values[name] = field.kind === 'boolean' ? false : null;
      continue;
    }
    const result = decodeValue(field, raw, options.msg);
    if (result.error) errors[name] = [result.error];
    // JSON text `null` decodes to nothing: a required field then has no value (a NOT NULL 500 before)
    else if (result.value === null && field.required) errors[name] = [options.msg('validation.required')];
    else if (result.value !== EMPTY) values[name] = result.value;
  }
  return { values, errors };
}

type Decoded = { value: unknown; error?: undefined } | { value?: undefined; error: string };

function decodeValue(field: FieldDef, raw: unknown, msg: Msg): Decoded {
  switch (field.kind) {
    case 'integer':
    case 'money':
    case 'decimal':
    case 'percent':
      return decodeNumber(field, raw, msg);
    case 'boolean': {
      const flag = parseYesNo(typeof raw === 'number' ? String(raw) : raw);
      return flag === null ? { error: msg('validation.boolean') } : { value: flag };
    }
    case 'date': {
      const text = String(raw).trim().slice(0, 10);
      return validDate(text) ? { value: text } : { error: msg('validation.date') };
    }
    case 'datetime': {
      // `new Date()` alone takes `3` (a year 2001) or `0000-01-01` (PostgreSQL refuses it): a 500 before
      const text = String(raw).trim();
      const date = new Date(text.replace(' ', 'T'));
      const iso = isCalendarValue(text) && !Number.isNaN(date.getTime()) ? date.toISOString() : '';
      // a zone can carry 9999-12-31 into the year 10000 (`+010000-...`), which PostgreSQL refuses too
      return /^\d{4}-/.test(iso) && iso >= '0001' ? { value: iso } : { error: msg('validation.date') };
    }
    case 'time': {
      const text = String(raw).trim();
      return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text)
        ? { value: text }
        : { error: msg('validation.time') };
    }
    case 'json':
      return decodeJson(raw, msg);
    case 'select':
      return decodeSelect(field, raw, msg);
    case 'relation': {
      if (typeof raw === 'object') return { error: msg('validation.invalid') };
      const text = String(raw).trim();
      if (field.relation && field.region) return { value: text };
      return /^\d{1,15}$/.test(text) ? { value: Number(text) } : { value: text };
    }
    default:
      return decodeText(field, raw, msg);
  }
}

function decodeText(field: FieldDef, raw: unknown, msg: Msg): Decoded {
  if (typeof raw === 'object') return { error: msg('validation.invalid') };
  const value = String(raw);
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength) {
    return { error: msg('validation.lengthMin', { min: field.minLength }) };
  }
  if (field.maxLength !== undefined && length > field.maxLength) {
    return { error: msg('validation.lengthMax', { max: field.maxLength }) };
  }
  if (field.kind === 'email' && !isValidEmail(value.trim())) return { error: msg('validation.email') };
  if (field.kind === 'ip' && !isValidIp(value.trim())) return { error: msg('validation.ip') };
  if (field.kind === 'url' && !/^(https?:\/\/|\/)[^\s]+$/i.test(value.trim()))
    return { error: msg('validation.url') };
  if (field.kind === 'color' && !/^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(value.trim())) {
    return { error: msg('validation.invalid') };
  }
  if ((field.kind === 'image' || field.kind === 'file') && !validPathList(value)) {
    return { error: msg('validation.invalid') };
  }
  if (field.mask && !isValidMaskedValue(value, field.mask)) {
    return { error: msg('validation.mask', { mask: field.mask }) };
  }
  return { value: field.kind === 'email' ? value.trim() : value };
}

function decodeNumber(field: FieldDef, raw: unknown, msg: Msg): Decoded {
  if (typeof raw === 'boolean' || typeof raw === 'object') return { error: msg('validation.numeric') };
  const text = String(raw).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return { error: msg('validation.numeric') };
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: msg('validation.numeric') };
  if ((field.kind === 'integer' || field.kind === 'money') && !Number.isInteger(value)) {
    return { error: msg('validation.integer') };
  }
  if (field.kind === 'money' && Math.abs(value) > Number.MAX_SAFE_INTEGER)
    return { error: msg('validation.numeric') };
  if (field.kind === 'integer' && Math.abs(value) > 2_147_483_647) {
    return { error: msg('validation.rangeMax', { max: 2_147_483_647 }) };
  }
  if (field.kind === 'decimal' || field.kind === 'percent') {
    // past the column's digits PostgreSQL fails the whole write (a 500, found by fuzz/writes.fuzz.api.test.ts)
    const { precision, scale } = numericShape(field);
    const limit = 10 ** (precision - scale);
    if (Math.abs(Number(value.toFixed(scale))) >= limit)
      return { error: msg('validation.rangeMax', { max: (limit - 10 ** -scale).toFixed(scale) }) };
  }
  if (field.min !== undefined && value < field.min)
    return { error: msg('validation.rangeMin', { min: field.min }) };
  if (field.max !== undefined && value > field.max)
    return { error: msg('validation.rangeMax', { max: field.max }) };
  return { value };
}

function decodeSelect(field: FieldDef, raw: unknown, msg: Msg): Decoded {
  const options = optionValues(field);
  const value = isNumericSelect(field) ? Number(raw) : String(raw);
  return options.includes(value) ? { value } : { error: msg('validation.in') };
}

function decodeJson(raw: unknown, msg: Msg): Decoded {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { error: msg('validation.json') };
    }
  }
  // jsonb cannot hold a NUL, which an escaped `\u0000` inside JSON text still brings (a 500 before)
  if (holdsNul(value)) return { error: msg('validation.json') };
  return { value };
}

/** Whether a NUL character is in any string or key of a JSON value (PostgreSQL text refuses it). */
export function holdsNul(value: unknown): boolean {
  // a loop, not recursion: JSON text may nest deeper than the stack
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object') {
      for (const [k, v] of Object.entries(next)) {
        if (k.includes('\u0000')) return true;
        pending.push(v);
      }
    }
  }
  return false;
}

/** `YYYY-MM-DD`, optionally with a time of day and a zone, in the forms PostgreSQL reads. */
const CALENDAR =
  /^(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2})(?:[T ](?<h>\d{2}):(?<mi>\d{2})(?::(?<s>\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](?<zh>\d{2})(?::?(?<zm>\d{2}))?)?)?$/i;

/**
 * A real calendar date, with or without a time: the year 1 to 9999, no 30 February, no hour 25, a
 * zone within ±15 hours. For datetime input and date/datetime filters (found by fuzz/*.fuzz.api.test.ts).
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

function validDate(text: string): boolean {
  // not the year 0 either, which JavaScript takes and PostgreSQL refuses (found by fuzzing)
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarValue(text);
}

/** Uploaded paths are relative and stay inside the uploads folder. */
function validPathList(value: string): boolean {
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .every((p) => /^(uploads\/|images\/|https?:\/\/)[^\s<>"'`]*$/.test(p) && !p.includes('..'));
}

/** Shapes a database row for the API: numerics as numbers, hidden fields removed. */
export function encodeRow(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('__')) continue;
    const field = resource.fields[key];
    if (field?.hidden) continue;
    if (field && ['decimal', 'percent', 'money'].includes(field.kind) && typeof value === 'string') {
      out[key] = Number(value);
    } else if (value instanceof Date) {
      out[key] = field?.kind === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
    } else {
      out[key] = value;
    }
  }
  return out;
}
