import { describe, expect, it } from 'vitest';
import { formatCurrency, formatListCurrency } from './money.ts';

/** Intl separates currency symbol and amount with a no-break space. */
const NBSP = '\u00a0';

describe('formatListCurrency', () => {
  it.each([
    [1234567, 'Rp. 1.234.567'],
    [0, 'Rp. 0'],
    [1500, 'Rp. 1.500'],
    [999, 'Rp. 999'],
    [1500.5, 'Rp. 1.500,5'],
    [0.25, 'Rp. 0,25'],
    [-1234.5, 'Rp. -1.234,5'],
    [1.1234564, 'Rp. 1,123456'],
    [1.1234565, 'Rp. 1,123457'],
    [1e21, 'Rp. 1.000.000.000.000.000.000.000'],
  ])('formats %j as %j', (value, expected) => {
    expect(formatListCurrency(value)).toBe(expected);
  });

  it('reads numeric strings, also with decimals and spaces', () => {
    expect(formatListCurrency('1500')).toBe('Rp. 1.500');
    expect(formatListCurrency('1500.50')).toBe('Rp. 1.500,5');
    expect(formatListCurrency(' 2500000 ')).toBe('Rp. 2.500.000');
    expect(formatListCurrency('-75')).toBe('Rp. -75');
    expect(formatListCurrency('1e3')).toBe('Rp. 1.000');
  });

  it('keeps every digit of big numeric strings and bigints', () => {
    expect(formatListCurrency('12345678901234567890')).toBe('Rp. 12.345.678.901.234.567.890');
    expect(formatListCurrency(12345678901234567890n)).toBe('Rp. 12.345.678.901.234.567.890');
    expect(formatListCurrency('0.1234567')).toBe('Rp. 0,123457');
  });

  it('shows no minus sign for zero', () => {
    expect(formatListCurrency(-0)).toBe('Rp. 0');
    expect(formatListCurrency('-0')).toBe('Rp. 0');
    expect(formatListCurrency(-0.0000001)).toBe('Rp. 0');
  });

  it.each([null, undefined, '', '  ', 'abc', 'Rp 1.500', '1,5', Number.NaN, Number.POSITIVE_INFINITY])(
    'is empty for %j',
    (value) => {
      expect(formatListCurrency(value)).toBe('');
    },
  );
});

describe('formatCurrency', () => {
  it('formats IDR in id-ID with no fraction digits by default', () => {
    expect(formatCurrency(1500)).toBe(`Rp${NBSP}1.500`);
    expect(formatCurrency(1234567)).toBe(`Rp${NBSP}1.234.567`);
    expect(formatCurrency(0)).toBe(`Rp${NBSP}0`);
  });

  it('uses the no-break space, not a plain one', () => {
    expect(formatCurrency(1500)).not.toBe('Rp 1.500');
    expect(formatCurrency(1500).charCodeAt(2)).toBe(0xa0);
  });

  it('rounds fractions half away from zero', () => {
    expect(formatCurrency(1500.5)).toBe(`Rp${NBSP}1.501`);
    expect(formatCurrency(1500.49)).toBe(`Rp${NBSP}1.500`);
    expect(formatCurrency('1500.50')).toBe(`Rp${NBSP}1.501`);
  });

  it('formats negatives and never shows a negative zero', () => {
    expect(formatCurrency(-1500)).toBe(`-Rp${NBSP}1.500`);
    expect(formatCurrency(-0)).toBe(`Rp${NBSP}0`);
    expect(formatCurrency(-0.4)).toBe(`Rp${NBSP}0`);
  });

  it('reads numeric strings and keeps big values exact', () => {
    expect(formatCurrency('2500000')).toBe(`Rp${NBSP}2.500.000`);
    expect(formatCurrency('99999999999999999999')).toBe(`Rp${NBSP}99.999.999.999.999.999.999`);
    expect(formatCurrency(10n ** 18n)).toBe(`Rp${NBSP}1.000.000.000.000.000.000`);
  });

  it('takes a currency and a locale', () => {
    expect(formatCurrency(1500, 'USD', 'en-US')).toBe('$1,500');
    expect(formatCurrency(1500.75, 'USD', 'en-US')).toBe('$1,501');
    expect(formatCurrency(1500, 'EUR', 'de-DE')).toBe(`1.500${NBSP}€`);
  });

  it('throws on an unknown currency code, a programming error', () => {
    expect(() => formatCurrency(1, 'RUPIAH')).toThrow(RangeError);
  });

  it.each([null, undefined, '', 'abc', '1.500,00', Number.NaN, Number.NEGATIVE_INFINITY])(
    'is empty for %j',
    (value) => {
      expect(formatCurrency(value)).toBe('');
    },
  );
});
