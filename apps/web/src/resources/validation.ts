/**
 * Client validation of the generic forms: core's field-kind decoders (`decodeFieldInput`), the very
 * function the server decodes a write with (apps/server/src/modules/resources/codec.ts), applied to
 * the payload the form would send (`toPayload`). So a form never sends what the server would refuse
 * for its shape, and never refuses what the server would take; only the checks that need the database
 * (unique values, existing relations) are left to the server.
 */
import { decodeFieldInput, type FieldDef, type ValidationIssue } from '@kantor/core';

export type FormMode = 'add' | 'edit';

/**
 * The failure of one field (the server answers one message per field), or null. `value` is the
 * field's payload value, `undefined` when the payload leaves the field out (an empty password). On
 * edit an empty password is allowed: it keeps the stored one.
 *
 * @example validateField(f.integer(), 2.5) // { key: 'validation.integer', params: {} }
 */
export function validateField(
  field: FieldDef,
  value: unknown,
  mode: FormMode = 'add',
): ValidationIssue | null {
  const input = { given: value !== undefined, raw: value };
  return decodeFieldInput(field, input, { partial: mode === 'edit' }).issue ?? null;
}

/** Failures of the named fields of a payload: `{ field: issue }` for those that failed. */
export function validateFields(
  fields: Readonly<Record<string, FieldDef>>,
  names: readonly string[],
  payload: Readonly<Record<string, unknown>>,
  mode: FormMode,
): Record<string, ValidationIssue> {
  const errors: Record<string, ValidationIssue> = {};
  for (const name of names) {
    const value = Object.hasOwn(payload, name) ? payload[name] : undefined;
    const failure = validateField(fields[name]!, value, mode);
    if (failure) errors[name] = failure;
  }
  return errors;
}
