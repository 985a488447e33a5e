/** Value–numeral pairs, largest first, with the subtractive forms (CM, XC, IV…) as their own steps. */
const NUMERALS: readonly (readonly [number, string])[] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/**
 * A whole number 1–3999 in Roman numerals (standard subtractive form); anything else is a RangeError.
 *
 * @example toRoman(2026) === 'MMXXVI'
 */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new RangeError(`toRoman takes 1 to 3999: ${n}`);
  let rest = n;
  let out = '';
  for (const [value, numeral] of NUMERALS) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/**
 * The month (1–12) in Roman numerals, as Indonesian letter and invoice numbers carry it
 * (`012/INV/XI/2026`); anything else is a RangeError.
 *
 * @example romanMonth(11) === 'XI'
 */
export function romanMonth(month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`romanMonth takes 1 to 12: ${month}`);
  return toRoman(month);
}
