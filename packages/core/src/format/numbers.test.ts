import { describe, expect, it } from 'vitest';
import { average, parseNumber, percentage, round, sum } from './numbers.ts';

describe('parseNumber', () => {
  it.each([
    [0, 0],
    [-12.5, -12.5],
    [1e21, 1e21],
    ['1500', 1500],
    ['1500.50', 1500.5],
    [' 42 ', 42],
    ['-7', -7],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1E-2', 0.01],
  ])('reads %j as %j', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it('reads bigints', () => {
    expect(parseNumber(10n)).toBe(10);
    expect(parseNumber(-10n)).toBe(-10);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'abc',
    '12abc',
    '1,5',
    '1.2.3',
    '0x10',
    'Infinity',
    '-',
    '.',
    'e5',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    true,
    {},
    [],
    [1],
  ])('refuses %j', (input) => {
    expect(parseNumber(input)).toBeNull();
  });
});

describe('round', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.255, 2, 1.26],
    [2.675, 2, 2.68],
    [1.0049, 2, 1],
    [0.615, 2, 0.62],
    [10.235, 2, 10.24],
    [1.45, 1, 1.5],
    [8.345, 2, 8.35],
    [1234.5678, 2, 1234.57],
    [0.5, 0, 1],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [1234.5, 0, 1235],
    [1234, -2, 1200],
    [1250, -2, 1300],
    [0.1 + 0.2, 2, 0.3],
    [5, 2, 5],
    [0, 2, 0],
    [1.23456789, 6, 1.234568],
  ])('round(%j, %j) is %j', (value, decimals, expected) => {
    expect(round(value, decimals)).toBe(expected);
  });

  it('defaults to 2 decimals', () => {
    expect(round(3.14499)).toBe(3.14);
    expect(round(1.005)).toBe(1.01);
  });

  it('rounds negative halves away from zero, symmetric with positive ones', () => {
    expect(round(-1.005)).toBe(-1.01);
    expect(round(-2.345)).toBe(-2.35);
    expect(round(-0.5, 0)).toBe(-1);
    expect(round(-1.004)).toBe(-1);
  });

  it('never returns negative zero', () => {
    expect(Object.is(round(-0.001), 0)).toBe(true);
    expect(Object.is(round(-0), 0)).toBe(true);
  });

  it('accepts numeric strings and bigints', () => {
    expect(round('1.005')).toBe(1.01);
    expect(round(' 2.5 ', 0)).toBe(3);
    expect(round(12n)).toBe(12);
  });

  it('gives 0 for non-numeric input', () => {
    expect(round(null)).toBe(0);
    expect(round(undefined)).toBe(0);
    expect(round('')).toBe(0);
    expect(round('abc')).toBe(0);
    expect(round(Number.NaN)).toBe(0);
    expect(round(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('handles values already written in exponent notation', () => {
    expect(round(1e-7)).toBe(0);
    expect(round(1.5e-7, 7)).toBe(2e-7);
    expect(round(1e21)).toBe(1e21);
    expect(round(1.2345e21, -18)).toBe(1.235e21);
    expect(round(-1e21)).toBe(-1e21);
  });

  it('keeps very large values and beyond-range shifts unchanged', () => {
    expect(round(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(round(1e300, 100)).toBe(1e300);
    expect(round(Number.MAX_VALUE)).toBe(Number.MAX_VALUE);
  });

  it('truncates fractional decimals and falls back to 2 for non-finite ones', () => {
    expect(round(1.23456, 2.9)).toBe(1.23);
    expect(round(1.23456, Number.NaN)).toBe(1.23);
  });
});

describe('sum', () => {
  it('adds and rounds to 2 decimals', () => {
    expect(sum([0.1, 0.2])).toBe(0.3);
    expect(sum([1.005, 0])).toBe(1.01);
    expect(sum([1, 2, 3])).toBe(6);
  });

  it('ignores non-numeric entries and reads numeric strings', () => {
    expect(sum([1, '2.5', null, undefined, '', 'x', Number.NaN, {}, true])).toBe(3.5);
  });

  it('handles negatives', () => {
    expect(sum([-1.5, 0.25])).toBe(-1.25);
  });

  it('is 0 for empty, null and all-invalid lists', () => {
    expect(sum([])).toBe(0);
    expect(sum(null)).toBe(0);
    expect(sum(undefined)).toBe(0);
    expect(sum(['a', null])).toBe(0);
  });

  it('takes a decimals argument', () => {
    expect(sum([1.234, 1.234], 1)).toBe(2.5);
  });

  it('handles very large numbers', () => {
    expect(sum([1e15, 1e15])).toBe(2e15);
  });
});

describe('average', () => {
  it('averages and rounds to 2 decimals', () => {
    expect(average([1, 2, 2])).toBe(1.67);
    expect(average([10, 20])).toBe(15);
    expect(average([-1, -2])).toBe(-1.5);
  });

  it('counts only numeric entries', () => {
    expect(average([2, 'x', null, '4'])).toBe(3);
  });

  it('is 0 for empty, null and all-invalid lists', () => {
    expect(average([])).toBe(0);
    expect(average(null)).toBe(0);
    expect(average(undefined)).toBe(0);
    expect(average(['', 'abc'])).toBe(0);
  });

  it('takes a decimals argument', () => {
    expect(average([1, 2, 2], 0)).toBe(2);
  });
});

describe('percentage', () => {
  it('computes part of total in percent, 2 decimals', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(50, 200)).toBe(25);
    expect(percentage(3, 2)).toBe(150);
    expect(percentage(0, 10)).toBe(0);
  });

  it('reads numeric strings and negatives', () => {
    expect(percentage('1', '4')).toBe(25);
    expect(percentage(-1, 4)).toBe(-25);
  });

  it('is 0 for a zero or invalid total', () => {
    expect(percentage(5, 0)).toBe(0);
    expect(percentage(5, '0')).toBe(0);
    expect(percentage(5, null)).toBe(0);
    expect(percentage(5, 'x')).toBe(0);
    expect(percentage(5, Number.NaN)).toBe(0);
  });

  it('is 0 for an invalid part', () => {
    expect(percentage(null, 10)).toBe(0);
    expect(percentage('', 10)).toBe(0);
    expect(percentage(undefined, 10)).toBe(0);
  });

  it('takes a decimals argument', () => {
    expect(percentage(1, 3, 0)).toBe(33);
    expect(percentage(1, 3, 4)).toBe(33.3333);
  });
});
