import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { romanMonth, toRoman } from './index.ts';

const VALUE: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** Reads a Roman numeral back (subtract a symbol smaller than the next): an oracle for the property. */
function readRoman(text: string): number {
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = VALUE[text[i]!]!;
    const next = VALUE[text[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

describe('romanMonth', () => {
  it('writes the twelve months', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(romanMonth)).toEqual([
      'I',
      'II',
      'III',
      'IV',
      'V',
      'VI',
      'VII',
      'VIII',
      'IX',
      'X',
      'XI',
      'XII',
    ]);
  });

  it.each([0, 13, -1, 1.5, Number.NaN])('refuses %d', (month) => {
    expect(() => romanMonth(month)).toThrow(RangeError);
  });
});

describe('toRoman', () => {
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [40, 'XL'],
    [49, 'XLIX'],
    [90, 'XC'],
    [400, 'CD'],
    [900, 'CM'],
    [1994, 'MCMXCIV'],
    [2026, 'MMXXVI'],
    [3888, 'MMMDCCCLXXXVIII'],
    [3999, 'MMMCMXCIX'],
  ])('%d → %s', (n, roman) => {
    expect(toRoman(n)).toBe(roman);
  });

  it.each([0, 4000, -5, 2.5, Number.POSITIVE_INFINITY])('refuses %d', (n) => {
    expect(() => toRoman(n)).toThrow(RangeError);
  });

  it('reads back to the same number, in canonical form, for 1–3999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3999 }), (n) => {
        const roman = toRoman(n);
        expect(readRoman(roman)).toBe(n);
        // never four of a kind, never VV/LL/DD
        expect(roman).not.toMatch(/(IIII|XXXX|CCCC|MMMM|VV|LL|DD)/);
      }),
    );
  });
});
