/**
 * What a field's declaration says about its stored shape, beyond its kind: the values of a select,
 * whether those are numbers, and the digits of a decimal. Read by the decoder, the column, the JSON
 * Schema and the inputs alike, so each is worked out once.
 */
import { OPTIONS, type OptionListName } from '../../options.ts';
import type { FieldDef } from '../define.ts';

/** Largest value of a PostgreSQL `integer` column (integers, ids, relations, numeric selects). */
export const INT4_MAX = 2_147_483_647;

/** Most ids one `relations` field holds (a user's extra roles, tags): a form's list, not a table. */
export const RELATIONS_MAX = 50;

/**
 * The values of a select field, whether named (an `OPTIONS` list) or inline.
 *
 * @example optionValues(f.select(['Ya', 'Tidak'])) // ['Ya', 'Tidak']
 */
export function optionValues(field: FieldDef): (string | number)[] {
  if (!field.options) return [];
  if (typeof field.options === 'string') return OPTIONS[field.options as OptionListName].map((o) => o.value);
  return [...field.options];
}

/**
 * Whether a select holds numbers (paymentStatus 0/1): an integer column, and text from a URL or a CSV
 * cell read back as a number.
 *
 * @example isNumericSelect(f.select([0, 1])) === true
 */
export function isNumericSelect(field: FieldDef): boolean {
  const values = optionValues(field);
  return values.length > 0 && values.every((v) => typeof v === 'number');
}

/**
 * Precision and scale of a decimal or percent column: one definition for the column, the decoder's
 * bound (past the column's digits PostgreSQL fails the whole write) and the input's fraction digits.
 *
 * @example numericShape(f.percent()) // { precision: 7, scale: 2 }
 */
export function numericShape(field: FieldDef): { precision: number; scale: number } {
  return field.kind === 'percent' ? { precision: 7, scale: 2 } : { precision: 18, scale: field.scale ?? 2 };
}
