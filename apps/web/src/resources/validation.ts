/**
 * Client validation of the generic forms, mirroring the server's decoder
 * (apps/server/src/modules/resources/codec.ts) so a form rarely meets a 422 it could have caught:
 * the same checks, in the same order, with the same message keys.
 */
import {
  type FieldDef,
  type IssueParams,
  type Rule,
  type ValidationIssue,
  validateValue,
  valueToText,
} from '@kantor/core';
import { NUMERIC_KINDS, optionsOf } from './resource-fields.ts';

export type FormMode = 'add' | 'edit';

/** The server's integer column bound (PostgreSQL `integer`). */
const INT_MAX = 2_147_483_647;

/** Kinds the server decodes as text (length, format and mask rules). */
const TEXTUAL = new Set(['text', 'textarea', 'richtext', 'email', 'phone', 'url', 'ip', 'password', 'color']);
const PATHS = new Set(['image', 'file']);

/**
 * The core rules of one field, as the server applies them: required (a password may stay empty on
 * edit), one-sided length bounds, email/ip format and mask for text; numeric and one-sided range for
 * numbers. Checks the core rules cannot express (whole numbers, options, JSON, URL, colour, date,
 * time, paths) are in {@link extraIssue}.
 *
 * @example rulesForField(f.text({ required: true, maxLength: 5 })) // [required, length max 5]
 */
export function rulesForField(field: FieldDef, mode: FormMode = 'add'): Rule[] {
  const rules: Rule[] = [];
  if (field.required && !(field.kind === 'password' && mode === 'edit')) rules.push({ kind: 'required' });
  if (TEXTUAL.has(field.kind) || PATHS.has(field.kind)) {
    if (field.minLength !== undefined) rules.push({ kind: 'length', min: field.minLength });
    if (field.maxLength !== undefined) rules.push({ kind: 'length', max: field.maxLength });
    if (field.kind === 'email') rules.push({ kind: 'email' });
    if (field.kind === 'ip') rules.push({ kind: 'ip' });
    if (field.mask) rules.push({ kind: 'mask', mask: field.mask });
  }
  if (NUMERIC_KINDS.has(field.kind)) {
    rules.push({ kind: 'numeric' });
    const max = field.kind === 'integer' && field.max === undefined ? INT_MAX : field.max;
    if (field.min !== undefined) rules.push({ kind: 'range', min: field.min });
    if (max !== undefined) rules.push({ kind: 'range', max });
  }
  return rules;
}

const issue = (key: string, params: IssueParams = {}): ValidationIssue => ({ key, params });

function validDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The server's checks beyond the core rules, for a non-empty value already in payload form. */
export function extraIssue(field: FieldDef, value: unknown): ValidationIssue | null {
  const text = valueToText(value)?.trim() ?? '';
  switch (field.kind) {
    case 'integer':
    case 'money':
      return typeof value === 'number' && !Number.isInteger(value) ? issue('validation.integer') : null;
    case 'select':
      return optionsOf(field).some((o) => String(o.value) === String(value)) ? null : issue('validation.in');
    case 'url':
      return /^(https?:\/\/|\/)[^\s]+$/i.test(text) ? null : issue('validation.url');
    case 'color':
      return /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i.test(text) ? null : issue('validation.invalid');
    case 'date':
      return validDay(text.slice(0, 10)) ? null : issue('validation.date');
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text) ? null : issue('validation.time');
    case 'image':
    case 'file': {
      const paths = text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const ok = paths.every(
        (p) => /^(uploads\/|images\/|https?:\/\/)[^\s<>"'`]*$/.test(p) && !p.includes('..'),
      );
      return ok ? null : issue('validation.invalid');
    }
    default:
      return null;
  }
}

/**
 * The first failure of one field (the server answers one message per field), or null. `value` is the
 * payload value; a JSON field passes its text, which must parse.
 */
export function validateField(
  field: FieldDef,
  value: unknown,
  mode: FormMode = 'add',
): ValidationIssue | null {
  const [first] = validateValue(value, rulesForField(field, mode));
  if (first) return first;
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  if (field.kind === 'json' && typeof value === 'string') {
    try {
      JSON.parse(value);
    } catch {
      return issue('validation.json');
    }
    return null;
  }
  return extraIssue(field, value);
}

/** Failures of every named field: `{ field: issue }` for those that failed. */
export function validateFields(
  fields: Readonly<Record<string, FieldDef>>,
  names: readonly string[],
  values: Readonly<Record<string, unknown>>,
  mode: FormMode,
): Record<string, ValidationIssue> {
  const errors: Record<string, ValidationIssue> = {};
  for (const name of names) {
    const failure = validateField(fields[name]!, values[name], mode);
    if (failure) errors[name] = failure;
  }
  return errors;
}
