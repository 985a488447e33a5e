/**
 * Form values of the generic form: initial values from a record or the declaration's defaults, the
 * payload sent to the API (coerced per kind), and the region cascade (province → regency → district →
 * village). Pure functions.
 */
import { type FieldDef, getResource, inputHintOf, jsonUnstorable, type Resource } from '@kantor/core';
import { dateToDay, dateToTime, dayToDate, timeToDate } from '../ui/date-values.ts';
import type { FormMode } from './validation.ts';

/** What an input holds: text, a number, a yes/no, a date (date, date-time and time kinds) or a choice. */
export type FormValue = string | number | boolean | Date | null;
export type FormValues = Record<string, FormValue>;

/** A stored value as its input holds it. */
export function toFormValue(field: FieldDef, value: unknown): FormValue {
  if (value === undefined || value === null) {
    if (field.kind === 'boolean') return false;
    return TEXT_INPUTS.has(inputHintOf(field).widget) ? '' : null;
  }
  switch (field.kind) {
    case 'boolean':
      return value === true || value === 'true' || value === 1;
    case 'date':
      return typeof value === 'string' ? dayToDate(value) : null;
    case 'datetime': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? null : date;
    }
    case 'time':
      return timeToDate(String(value));
    case 'json':
      return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
    case 'select':
    case 'relation':
      return typeof value === 'number' ? value : String(value);
    // a list of ids is held as the text an import cell holds (`3, 5`); none is null
    case 'relations':
      return Array.isArray(value) ? (value.length > 0 ? value.join(', ') : null) : String(value);
    default:
      if (inputHintOf(field).widget === 'number') return typeof value === 'number' ? value : Number(value);
      return String(value);
  }
}

/** Inputs edited as text: their empty value is ''. */
const TEXT_INPUTS: ReadonlySet<string> = new Set(['text', 'textarea', 'password', 'upload']);

/** Initial values: the record's values, or on add the declared defaults. Passwords always start empty. */
export function initialValues(
  resource: Resource,
  names: readonly string[],
  record: Readonly<Record<string, unknown>> | null,
): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const field = resource.fields[name]!;
    const source = record ? record[name] : field.defaultValue;
    values[name] = field.kind === 'password' ? '' : toFormValue(field, source);
  }
  return values;
}

/** One input's value as the API takes it; JSON text that does not parse stays text (validation says so). */
export function toPayloadValue(field: FieldDef, value: FormValue): unknown {
  if (value === null || value === undefined) return null;
  // NaN and ±Infinity (a computed input's division by zero) travel as JSON null: validated as such
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    if (field.kind === 'date') return dateToDay(value);
    if (field.kind === 'time') return dateToTime(value);
    return value.toISOString();
  }
  if (typeof value === 'string') {
    if (value.trim() === '') return null;
    // the ids as the API answers them; text that is no list of ids goes as typed, for the server to refuse
    if (field.kind === 'relations') {
      const parts = value.split(',').map((part) => part.trim());
      return parts.every((part) => /^\d{1,10}$/.test(part)) ? parts.map(Number) : value;
    }
    if (field.kind === 'json') {
      try {
        // a number beyond a double would travel as null: the text goes as typed, for the server to refuse
        const parsed: unknown = JSON.parse(value);
        return jsonUnstorable(parsed) ? value : parsed;
      } catch {
        return value;
      }
    }
    return value;
  }
  return value;
}

/**
 * The request body of a form: every input coerced. An empty password is left out (on edit it keeps
 * the stored one; on add a required one is caught by validation first).
 */
export function toPayload(
  resource: Resource,
  names: readonly string[],
  values: Readonly<FormValues>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const name of names) {
    const field = resource.fields[name]!;
    const value = toPayloadValue(field, values[name] ?? null);
    if (field.kind === 'password' && value === null) continue;
    payload[name] = value;
  }
  return payload;
}

/**
 * What expressions (input logics, row sums) read: the payload value of each input, JSON kept as the
 * text typed. Validation checks the payload itself (`toPayload`), as the server receives it.
 */
export function expressionValues(
  resource: Resource,
  names: readonly string[],
  values: Readonly<FormValues>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    const field = resource.fields[name]!;
    const value = values[name] ?? null;
    out[name] = field.kind === 'json' ? value : toPayloadValue(field, value);
  }
  return out;
}

const REGION_LEVELS = ['province', 'regency', 'district', 'village'] as const;
type RegionLevel = (typeof REGION_LEVELS)[number];

function regionFields(resource: Resource): [string, RegionLevel][] {
  return resource.fieldNames
    .filter((name) => resource.fields[name]!.region)
    .map((name) => [name, resource.fields[name]!.region as RegionLevel]);
}

/** The nearest higher region field of the same resource (regency → province), or null. */
export function regionParentOf(resource: Resource, name: string): string | null {
  const level = resource.fields[name]?.region;
  if (!level) return null;
  const rank = REGION_LEVELS.indexOf(level);
  let best: [string, number] | null = null;
  for (const [other, otherLevel] of regionFields(resource)) {
    const otherRank = REGION_LEVELS.indexOf(otherLevel);
    if (otherRank < rank && (!best || otherRank > best[1])) best = [other, otherRank];
  }
  return best ? best[0] : null;
}

/** Region fields below a field (province → regency, district, village): cleared when it changes. */
export function regionChildrenOf(resource: Resource, name: string): string[] {
  const level = resource.fields[name]?.region;
  if (!level) return [];
  const rank = REGION_LEVELS.indexOf(level);
  return regionFields(resource)
    .filter(([, other]) => REGION_LEVELS.indexOf(other) > rank)
    .map(([other]) => other);
}

/**
 * The options filter of a region picker: the child table's field that points at the parent's table
 * (`regregencies.province_code` for a regency under a province), with the parent's value.
 * Null when the field has no parent; `{ param, value: null }` while the parent is empty.
 */
export function regionFilter(
  resource: Resource,
  name: string,
  values: Readonly<FormValues>,
): { param: string; value: string | null } | null {
  const parent = regionParentOf(resource, name);
  const target = resource.fields[name]?.relation?.resource;
  const parentTarget = parent ? resource.fields[parent]?.relation?.resource : undefined;
  const child = target ? getResource(target) : undefined;
  if (!parent || !child || !parentTarget) return null;
  const param = child.fieldNames.find((n) => child.fields[n]!.relation?.resource === parentTarget);
  if (!param) return null;
  const value = values[parent];
  return { param, value: value === null || value === '' ? null : String(value) };
}

/** Sets one value; a changed region clears the levels below it. */
export function applyChange(
  resource: Resource,
  values: Readonly<FormValues>,
  name: string,
  value: FormValue,
): FormValues {
  const next: FormValues = { ...values, [name]: value };
  const before = values[name];
  const changed = before instanceof Date || value instanceof Date ? true : before !== value;
  if (changed) for (const child of regionChildrenOf(resource, name)) if (child in next) next[child] = null;
  return next;
}

/** Whether an input is a date picker (date, date-time or time). */
export const isDateInput = (field: FieldDef) => inputHintOf(field).widget === 'date';

export type { FormMode };
