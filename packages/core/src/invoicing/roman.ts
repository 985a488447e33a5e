const NUMERALS: [number, string][] = [
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

/** A number 1–3999 in Roman numerals. */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new RangeError('toRoman: 1 to 3999');
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

/** The month in Roman numerals, as Indonesian letter numbers carry it (`XI` for November). */
export function romanMonth(month: number): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError('romanMonth: 1 to 12');
  return toRoman(month);
}
