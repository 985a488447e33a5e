import { describe, expect, it } from 'vitest';
import { calcNumberText, formatCalcExpression, formatCalcNumber } from './format.ts';

describe('formatCalcNumber', () => {
  it('uses Indonesian separators: thousands with a point, decimals with a comma', () => {
    expect(formatCalcNumber(1234567.5)).toBe('1.234.567,5');
    expect(formatCalcNumber(1000)).toBe('1.000');
    expect(formatCalcNumber(0.3)).toBe('0,3');
    expect(formatCalcNumber(-2500.25)).toBe('-2.500,25');
    expect(formatCalcNumber(0.6666666667)).toBe('0,6666666667');
    expect(formatCalcNumber(0)).toBe('0');
    expect(formatCalcNumber(-0)).toBe('0');
  });

  it('shows Rupiah as whole rupiah, rounding half up', () => {
    expect(formatCalcNumber(1234567.5, { rupiah: true })).toBe('Rp\u00a01.234.568');
    expect(formatCalcNumber(220000, { rupiah: true })).toBe('Rp\u00a0220.000');
    expect(formatCalcNumber(-1500, { rupiah: true })).toBe('-Rp\u00a01.500');
    expect(formatCalcNumber(0.4, { rupiah: true })).toBe('Rp\u00a00');
  });

  it('gives nothing for non-finite values', () => {
    expect(formatCalcNumber(Number.NaN)).toBe('');
    expect(formatCalcNumber(Number.POSITIVE_INFINITY, { rupiah: true })).toBe('');
  });
});

describe('calcNumberText', () => {
  it('writes a number as expression text: decimal comma, no grouping, no exponent', () => {
    expect(calcNumberText(1234567.5)).toBe('1234567,5');
    expect(calcNumberText(-42)).toBe('-42');
    expect(calcNumberText(0.3)).toBe('0,3');
    expect(calcNumberText(1e-7)).toBe('0,0000001');
    expect(calcNumberText(9007199254740991)).toBe('9007199254740991');
    expect(calcNumberText(-0)).toBe('0');
    expect(calcNumberText(Number.NaN)).toBe('0');
  });
});

describe('formatCalcExpression', () => {
  it('groups numbers and prints the operator signs', () => {
    expect(formatCalcExpression('200000+10%')).toBe('200.000 + 10%');
    expect(formatCalcExpression('1234567,891*2')).toBe('1.234.567,891 × 2');
    expect(formatCalcExpression('10/4-1')).toBe('10 ÷ 4 − 1');
  });

  it('keeps a unary minus against its number and shows half-typed input as typed', () => {
    expect(formatCalcExpression('-5*(-2,5')).toBe('−5 × (−2,5');
    expect(formatCalcExpression('5*-')).toBe('5 × −');
    expect(formatCalcExpression('12,')).toBe('12,');
    expect(formatCalcExpression('1000,0001')).toBe('1.000,0001');
    expect(formatCalcExpression('2(3+4)')).toBe('2(3 + 4)');
    expect(formatCalcExpression('')).toBe('');
  });

  it('shows thousands points as typed and a lone decimal point as the comma it is read as', () => {
    expect(formatCalcExpression('1.250.000*11%')).toBe('1.250.000 × 11%');
    expect(formatCalcExpression('1.250')).toBe('1.250');
    expect(formatCalcExpression('2.5')).toBe('2,5');
    expect(formatCalcExpression('1234.5')).toBe('1.234,5');
    expect(formatCalcExpression('1.')).toBe('1.');
  });
});
