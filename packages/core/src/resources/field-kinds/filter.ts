/**
 * List filters per kind: how the filter sidebar asks for a value (its mode and the operators it
 * writes), whether equality ignores case, and how the API reads a filter's text as a value of the
 * column's type (a value of the wrong type is refused before it reaches SQL, where it would be a 500).
 */
import { parseYesNo } from '../../format/yes-no.ts';
import { holdsNul, isCalendarValue } from '../../validation/validators.ts';
import type { FieldDef } from '../define.ts';
import { INT4_MAX, isNumericSelect } from './shape.ts';

/** Operators after a double underscore: `harga_jual__gte=1000`, `status__in=Active,Pending`. */
export const FILTER_OPERATORS = ['eq', 'ne', 'contains', 'gt', 'gte', 'lt', 'lte', 'in', 'null'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/**
 * How the filter sidebar asks: one choice (`equals`), a from–to range, a contains box, or one choice
 * that a list of several holds (`includes`: `peran_lain=5` finds the records whose ids hold 5). The API
 * takes every operator on every kind, except the ordering ones (`gt` … `lte`) on an `includes` field
 * (a list has no order to compare); the mode picks the ones the sidebar writes.
 */
export type FilterMode = 'equals' | 'range' | 'contains' | 'includes';

export const FILTER_MODE_OPERATORS: Readonly<Record<FilterMode, readonly FilterOperator[]>> = {
  equals: ['eq'],
  range: ['gte', 'lte'],
  contains: ['contains'],
  includes: ['eq'],
};

/** A filter's text as a value of the column's type, or null when it is none. */
export type FilterCast = (field: FieldDef, text: string) => { value: unknown } | null;

/** A whole number within ±max (a decimal, an exponent or an overflow would be a 500 in SQL). */
function wholeNumber(text: string, max: number): { value: number } | null {
  if (!/^-?\d{1,19}$/.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= max ? { value: n } : null;
}

export const castAsText: FilterCast = (_field, text) => ({ value: text });
export const castAsInteger: FilterCast = (_field, text) => wholeNumber(text, INT4_MAX);
export const castAsMoney: FilterCast = (_field, text) => wholeNumber(text, Number.MAX_SAFE_INTEGER);
// numeric: the text as given, read exactly by PostgreSQL
export const castAsDecimal: FilterCast = (_field, text) =>
  /^-?\d{1,30}(\.\d{1,30})?$/.test(text) ? { value: text } : null;
export const castAsBoolean: FilterCast = (_field, text) => {
  const flag = parseYesNo(text);
  return flag === null ? null : { value: flag };
};
// `new Date()` takes `3` or `2026-02-30`, PostgreSQL refuses them: a 500 before (found by fuzzing)
export const castAsCalendar: FilterCast = (_field, text) => (isCalendarValue(text) ? { value: text } : null);
export const castAsTime: FilterCast = (_field, text) =>
  /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$/.test(text) ? { value: text } : null;
/** JSON text jsonb takes (not one with an escaped NUL, which JSON.parse accepts). */
export const castAsJson: FilterCast = (_field, text) => {
  try {
    return holdsNul(JSON.parse(text)) ? null : { value: text };
  } catch {
    return null;
  }
};
export const castAsRelation: FilterCast = (field, text) => {
  if (field.region) return { value: text };
  return /^\d{1,10}$/.test(text) ? wholeNumber(text, INT4_MAX) : null;
};
export const castAsSelect: FilterCast = (field, text) =>
  isNumericSelect(field) ? wholeNumber(text, INT4_MAX) : { value: text };
/**
 * One id of a `relations` field (its targets have serial ids). Apart from `castAsRelation` so that
 * whoever tells kinds apart by their cast (the row-scope compiler) does not take a list for one id.
 */
export const castAsRelationsItem: FilterCast = (_field, text) =>
  /^\d{1,10}$/.test(text) ? wholeNumber(text, INT4_MAX) : null;
