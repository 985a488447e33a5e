import { describe, expect, it } from 'vitest';
import { breakIntoDenominations, countedCash, DENOMINATIONS, expectedCash } from './cash-session.ts';

describe('a cash drawer in Rupiah', () => {
  it('knows the notes and coins, largest first', () => {
    expect(DENOMINATIONS).toEqual([100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100]);
  });

  it('adds up what was counted (3 × 100.000 + 50.000 + 2 × 20.000 + 5.000 + 2 × 2.000 = 399.000)', () => {
    expect(countedCash({ '100000': 3, '50000': 1, '20000': 2, '5000': 1, '2000': 2 })).toBe(399_000);
    expect(countedCash({})).toBe(0);
    expect(countedCash({ '500': 3, '200': 1, '100': 4 })).toBe(2_100);
  });

  it('expects the float plus cash sales less cash refunds', () => {
    expect(expectedCash({ float: 200_000, cashSales: 250_000, cashRefunds: 50_000 })).toBe(400_000);
  });

  it('breaks an amount into the fewest notes and coins, dropping what is below Rp 100', () => {
    expect(breakIntoDenominations(375_550)).toEqual({
      '100000': 3,
      '50000': 1,
      '20000': 1,
      '5000': 1,
      '500': 1,
    });
    expect(countedCash(breakIntoDenominations(1_234_500))).toBe(1_234_500);
    expect(breakIntoDenominations(-5)).toEqual({});
  });
});
