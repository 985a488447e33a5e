/** Number helpers of spec §5: half-up rounding, sums, averages and percentages (2 decimals by default). */
import { ROUND_DECIMALS } from '../constants.ts';

/** What the number helpers accept: numbers, numeric strings, and anything else (ignored as non-numeric). */
export type NumericInput = number | bigint | string | null | undefined;

/** Plain decimal or scientific notation; rejects '', hex ('0x10'), '1,5', 'Infinity' and the like. */
const NUMERIC_STRING = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Reads a finite number from a number, bigint or numeric string; `null` for anything else.
 * @example parseNumber(' 1500.50 ') // 1500.5
 * @example parseNumber('abc') // null
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!NUMERIC_STRING.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Multiplies by 10^exponent through the decimal string, so 1.005 shifted by 2 is exactly 100.5. */
function shift(value: number, exponent: number): number {
  const [mantissa, exp = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exp) + exponent}`);
}

/**
 * Rounds half away from zero to `decimals` places (negative `decimals` round to tens, hundreds...).
 * Uses exponent shifting instead of `toFixed`, so binary artefacts do not bite. Non-numeric input gives 0.
 * @example round(1.005) // 1.01
 * @example round(-2.345, 2) // -2.35
 * @example round(1234.5, 0) // 1235
 */
export function round(value: NumericInput, decimals: number = ROUND_DECIMALS): number {
  const n = parseNumber(value);
  if (n === null) return 0;
  const places = Number.isFinite(decimals) ? Math.trunc(decimals) : ROUND_DECIMALS;
  const shifted = shift(Math.abs(n), places);
  // Past the float range the value has no digits at that place left to round.
  if (!Number.isFinite(shifted)) return n;
  const rounded = shift(Math.round(shifted), -places);
  // `|| 0` folds -0 into 0.
  return Math.sign(n) * rounded || 0;
}

/** The numeric entries of a list; everything else is ignored. */
function numericEntries(values: readonly unknown[] | null | undefined): number[] {
  const out: number[] = [];
  for (const v of values ?? []) {
    const n = parseNumber(v);
    if (n !== null) out.push(n);
  }
  return out;
}

/**
 * Sum of the numeric entries, rounded (2 decimals by default); 0 for an empty list.
 * @example sum([0.1, 0.2]) // 0.3
 * @example sum([1, '2.5', null, 'x']) // 3.5
 */
export function sum(
  values: readonly unknown[] | null | undefined,
  decimals: number = ROUND_DECIMALS,
): number {
  return round(
    numericEntries(values).reduce((acc, n) => acc + n, 0),
    decimals,
  );
}

/**
 * Mean of the numeric entries (non-numeric ones do not count), rounded; 0 for an empty list.
 * @example average([1, 2, 2]) // 1.67
 * @example average([]) // 0
 */
export function average(
  values: readonly unknown[] | null | undefined,
  decimals: number = ROUND_DECIMALS,
): number {
  const nums = numericEntries(values);
  if (nums.length === 0) return 0;
  return round(nums.reduce((acc, n) => acc + n, 0) / nums.length, decimals);
}

/**
 * `part` as a percentage of `total`, rounded; 0 when either is non-numeric or `total` is 0.
 * @example percentage(1, 3) // 33.33
 * @example percentage(5, 0) // 0
 */
export function percentage(
  part: NumericInput,
  total: NumericInput,
  decimals: number = ROUND_DECIMALS,
): number {
  const p = parseNumber(part);
  const t = parseNumber(total);
  if (p === null || t === null || t === 0) return 0;
  return round((p / t) * 100, decimals);
}
