import { formatCurrency } from '@kantor/core';

/**
 * What the server left out: a value quoting a field the role may not see (Hide Kolom) is absent from
 * the answer (docs/reports.md), and shows as a dash, never as zero.
 */
export const WITHHELD = '—';

/** Rupiah, or the dash for a withheld figure. */
export const money = (value: number | null | undefined): string =>
  value === undefined || value === null ? WITHHELD : formatCurrency(value);

/** A number in Indonesian style, or the dash. */
export const count = (value: number | null | undefined): string =>
  value === undefined || value === null ? WITHHELD : value.toLocaleString('id-ID');

/** A text, or the dash when withheld. */
export const shown = (value: string | null | undefined): string =>
  value === undefined ? WITHHELD : (value ?? '');

/** The sum of figures, withheld when one is. */
export function sum(values: readonly (number | undefined)[]): number | undefined {
  let total = 0;
  for (const v of values) {
    if (v === undefined) return undefined;
    total += v;
  }
  return total;
}
