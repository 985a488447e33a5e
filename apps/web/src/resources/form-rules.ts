/** Role rules on the generic form that are plain data: starting values on add, row save errors. */
import type { PageConfig, Resource } from '@kantor/core';
import { ApiError } from '../api/client.ts';
import { errorAnswerOf } from '../api/errors.ts';
import { isEmpty } from './display.ts';

/** Fields that take the `default role id add` value on add. */
const ROLE_ID_FIELDS = ['user_role_id', 'role_id', 'id_role'];

/**
 * Starting values of an add form from the role's rules: plain Default Add If Hidden values of inputs
 * left on screen whose declaration has no default (the server fills hidden ones and formulas itself),
 * and the `default role id add` value of a role field.
 */
export function ruleStartValues(
  resource: Resource,
  names: readonly string[],
  config: PageConfig,
): Record<string, unknown> {
  const start: Record<string, unknown> = {};
  for (const name of names) {
    const rule = Object.hasOwn(config.hiddenDefaults, name) ? config.hiddenDefaults[name] : undefined;
    if (rule && rule.formula === null && isEmpty(resource.fields[name]!.defaultValue))
      start[name] = rule.value;
  }
  if (config.defaultRoleIdAdd !== null) {
    for (const name of ROLE_ID_FIELDS) if (names.includes(name)) start[name] = config.defaultRoleIdAdd;
  }
  return start;
}

/** A failed row save as text, with a 422's field messages labelled: 'Nama Barang: wajib diisi'. */
export function rowErrorText(error: unknown, labelOf: (name: string) => string, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = errorAnswerOf(error);
  if (error.status === 422 && body.errors) {
    const parts = Object.entries(body.errors).map(
      ([field, messages]) => `${labelOf(field)}: ${messages.join(' ')}`,
    );
    if (parts.length > 0) return parts.join('; ');
  }
  return body.message || fallback;
}

/** A 422's messages of the fields a row shows, to put under its cells. */
export function rowFieldErrors(error: unknown, columns: readonly string[]): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors = errorAnswerOf(error).errors;
  if (!errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (columns.includes(field)) out[field] = messages.join(' ');
  }
  return out;
}
