/**
 * Whole fields and records through the field-kind table: decoding a write (the server's 422 check and
 * the web form's check before sending, one function), encoding a stored value, and the JSON Schema,
 * column and input of a field.
 */
import { MSG } from '../../i18n/messages.ts';
import type { ValidationIssue } from '../../validation/rules.ts';
import type { FieldDef } from '../define.ts';
import { numericShape } from './shape.ts';
import { FIELD_KINDS } from './table.ts';
import type { ColumnType, FieldKindSpec, IdTypeOf, InputHint, JsonSchema } from './types.ts';

/**
 * The entry of a field's kind. A kind unknown at run time (a declaration from data) is read as text,
 * the most careful reading.
 *
 * @example kindSpec(f.money()).column(f.money(), () => 'serial') // 'bigint'
 */
export function kindSpec(field: Pick<FieldDef, 'kind'>): FieldKindSpec {
  return Object.hasOwn(FIELD_KINDS, field.kind) ? FIELD_KINDS[field.kind] : FIELD_KINDS.text;
}

/**
 * Empty input: nothing, null, or whitespace. Not `isEmptyValue`, for which an empty array is empty
 * too: `[]` is a JSON field's value (and a wrong one for any other kind).
 */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One field of a write: the value to store, nothing to store (`absent`), or the failure. */
export type FieldOutcome =
  | { value: unknown; issue?: undefined; absent?: undefined }
  | { issue: ValidationIssue; value?: undefined; absent?: undefined }
  | { absent: true; value?: undefined; issue?: undefined };

/** An add checks every writable field; an edit (`partial`) only those it gives, and keeps an empty password. */
export type WriteMode = { partial: boolean };

/**
 * Decodes one field of a write. `given` says whether the input names the field at all: a new record
 * that leaves a field out takes its declared default (as the add form would show it).
 *
 * @example decodeFieldInput(f.text({ required: true }), { given: true, raw: ' ' }, { partial: false })
 * // { issue: { key: 'validation.required', params: {} } }
 */
export function decodeFieldInput(
  field: FieldDef,
  input: { given: boolean; raw: unknown },
  mode: WriteMode,
): FieldOutcome {
  const { given, raw } = input;
  if (mode.partial && !given) return { absent: true };
  const required = { issue: { key: MSG.required, params: {} } };
  if (isBlank(raw)) {
    if (!mode.partial && !given && field.defaultValue !== undefined && field.defaultValue !== null)
      return { value: field.defaultValue };
    if (field.required && !(mode.partial && field.kind === 'password')) return required;
    if (given) return { value: field.kind === 'boolean' ? false : null };
    return { absent: true };
  }
  const decoded = kindSpec(field).decode(field, raw);
  if (decoded.issue) return { issue: decoded.issue };
  // JSON text `null` decodes to nothing: a required field then has no value
  if (decoded.value === null && field.required) return required;
  return { value: decoded.value };
}

/**
 * Decodes a write: every field of `fields` a client may write (not read-only). Answers the values to
 * store and the first failure per field; input keys that name no such field are ignored.
 *
 * @example decodeRecord({ n: f.integer() }, { n: '1.5' }, { partial: false }).issues
 * // { n: { key: 'validation.integer', params: {} } }
 */
export function decodeRecord(
  fields: Readonly<Record<string, FieldDef>>,
  input: Readonly<Record<string, unknown>>,
  mode: WriteMode,
): { values: Record<string, unknown>; issues: Record<string, ValidationIssue> } {
  const values: Record<string, unknown> = {};
  const issues: Record<string, ValidationIssue> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly) continue;
    const given = Object.hasOwn(input, name);
    const outcome = decodeFieldInput(field, { given, raw: given ? input[name] : undefined }, mode);
    if (outcome.issue) issues[name] = outcome.issue;
    else if (!outcome.absent) values[name] = outcome.value;
  }
  return { values, issues };
}

/**
 * A stored value as answers and exports carry it; a field-less column (the timestamps) is encoded
 * like a date-time.
 *
 * @example encodeFieldValue(f.money(), '150000') === 150000
 */
export function encodeFieldValue(field: FieldDef | undefined, value: unknown): unknown {
  const encode = field ? kindSpec(field).encode : undefined;
  if (encode) return encode(value);
  return value instanceof Date ? value.toISOString() : value;
}

/** The JSON Schema of a field's value (OpenAPI). */
export function fieldJsonSchema(field: FieldDef): JsonSchema {
  return kindSpec(field).jsonSchema(field);
}

/** The column category of a field. */
export function columnTypeOf(field: FieldDef, idTypeOf: IdTypeOf): ColumnType {
  return kindSpec(field).column(field, idTypeOf);
}

const SQL_TYPE_NAMES: Readonly<Record<Exclude<ColumnType, 'numeric'>, string>> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  boolean: 'boolean',
  date: 'date',
  timestamptz: 'timestamp with time zone',
  time: 'time without time zone',
  jsonb: 'jsonb',
};

/**
 * A field's column type as PostgreSQL's `format_type()` names it (to compare with a table that exists).
 *
 * @example sqlTypeName(f.decimal(), () => 'serial') === 'numeric(18,2)'
 */
export function sqlTypeName(field: FieldDef, idTypeOf: IdTypeOf): string {
  const type = columnTypeOf(field, idTypeOf);
  if (type !== 'numeric') return SQL_TYPE_NAMES[type];
  const { precision, scale } = numericShape(field);
  return `numeric(${precision},${scale})`;
}

/** The web input of a field. */
export function inputHintOf(field: FieldDef): InputHint {
  return kindSpec(field).input;
}

/**
 * Digits after the decimal mark a number input allows: none for whole kinds, else the column's scale.
 *
 * @example fractionDigitsOf(f.decimal({ scale: 4 })) === 4
 */
export function fractionDigitsOf(field: FieldDef): number {
  const input = inputHintOf(field);
  if (input.widget !== 'number' || input.whole) return 0;
  return numericShape(field).scale;
}
