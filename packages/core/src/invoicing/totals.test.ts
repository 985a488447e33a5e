import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PPN_RATE, invoiceTotals, lineSubtotal, paymentState } from './index.ts';

describe('lineSubtotal', () => {
  it('multiplies decimals without float drift and rounds half up to whole Rupiah', () => {
    expect(lineSubtotal({ qty: 1.5, price: 33_333 })).toBe(50_000); // 49.999,5
    expect(lineSubtotal({ qty: 0.3, price: 10 })).toBe(3); // 0.3 × 10 is 3.0000000000000004 in floats
    expect(lineSubtotal({ qty: 0.1, price: 3 })).toBe(0); // 0,3
    expect(lineSubtotal({ qty: 0.5, price: 3 })).toBe(2); // 1,5
    expect(lineSubtotal({ qty: 1.25, price: 2 })).toBe(3); // 2,5
    expect(lineSubtotal({ qty: 0.0001, price: 15_000 })).toBe(2); // 1,5
    expect(lineSubtotal({ qty: 2, price: 0 })).toBe(0);
    expect(lineSubtotal({ qty: 1_000_000, price: 999_999_999 })).toBe(999_999_999_000_000);
  });

  it('takes the line discount off', () => {
    expect(lineSubtotal({ qty: 3, price: 250_000, discount: 25_000 })).toBe(725_000);
    expect(lineSubtotal({ qty: 1, price: 100, discount: 100 })).toBe(0);
    expect(lineSubtotal({ qty: 1.5, price: 33_333, discount: 0 })).toBe(50_000);
  });

  it('refuses a discount outside 0 … amount and amounts that are not whole Rupiah', () => {
    expect(() => lineSubtotal({ qty: 1, price: 100, discount: 101 })).toThrow(RangeError);
    expect(() => lineSubtotal({ qty: 1, price: 100, discount: -1 })).toThrow(RangeError);
    expect(() => lineSubtotal({ qty: 1, price: 100, discount: 0.5 })).toThrow(RangeError);
    expect(() => lineSubtotal({ qty: 1, price: 100, discount: Number.NaN })).toThrow(RangeError);
    expect(() => lineSubtotal({ qty: 1, price: 10.5 })).toThrow(RangeError);
    expect(() => lineSubtotal({ qty: Number.NaN, price: 10 })).toThrow(RangeError);
    expect(() => lineSubtotal({ qty: 1_000_000, price: 999_999_999_999_999 })).toThrow(RangeError);
  });

  it('equals qty × price half up for any 4-decimal quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (tenThousandths, price) => {
          // exact in floats: both factors and the product are integers below 2^53
          const expected = Math.floor((tenThousandths * price + 5_000) / 10_000);
          expect(lineSubtotal({ qty: tenThousandths / 10_000, price })).toBe(expected);
        },
      ),
    );
  });
});

describe('invoiceTotals', () => {
  const lines = [
    { qty: 2, price: 5_100_000 },
    { qty: 1, price: 450_001, discount: 1 },
  ];

  it('computes a PKP invoice: DPP after the discount, PPN 11 %, balance after payment', () => {
    expect(DEFAULT_PPN_RATE).toBe(11);
    expect(invoiceTotals({ lines, discount: 50_000, taxable: true, paid: 1_000_000 })).toMatchObject({
      lines: [10_200_000, 450_000],
      subtotal: 10_650_000,
      discount: 50_000,
      dpp: 10_600_000,
      ppn: 1_166_000,
      total: 11_766_000,
      paid: 1_000_000,
      balance: 10_766_000,
    });
  });

  it('rounds PPN down to whole Rupiah (pembulatan ke bawah)', () => {
    const one = (price: number, ppnRate?: number) =>
      invoiceTotals({ lines: [{ qty: 1, price }], taxable: true, ppnRate }).ppn;
    expect(one(1_000_009)).toBe(110_000); // 110.000,99
    expect(one(1_000_009, 12)).toBe(120_001); // 120.001,08
    expect(one(9)).toBe(0); // 0,99
    expect(one(100)).toBe(11);
    expect(one(1_000_000, 11.5)).toBe(115_000);
    expect(one(999, 0.01)).toBe(0); // 0,0999
    expect(one(1_000_000, 0)).toBe(0);
    expect(one(1_000_000, 100)).toBe(1_000_000);
  });

  it('has no PPN for a Non PKP invoice', () => {
    expect(invoiceTotals({ lines, discount: 50_000, taxable: false, ppnRate: 11 })).toMatchObject({
      dpp: 10_600_000,
      ppn: 0,
      total: 10_600_000,
      paid: 0,
      balance: 10_600_000,
    });
  });

  it('handles an empty invoice, a full discount and an overpayment', () => {
    expect(invoiceTotals({ lines: [], taxable: true })).toMatchObject({
      lines: [],
      subtotal: 0,
      discount: 0,
      dpp: 0,
      ppn: 0,
      total: 0,
      paid: 0,
      balance: 0,
    });
    expect(invoiceTotals({ lines, discount: 10_650_000, taxable: true })).toMatchObject({ dpp: 0, total: 0 });
    expect(invoiceTotals({ lines: [{ qty: 1, price: 100 }], taxable: false, paid: 150 }).balance).toBe(-50);
  });

  it('uses each line subtotal as rounded, like the lines shown', () => {
    // 3 × 0,5 × 3 = 4,5 rounded once would be 5; the invoice shows three lines of 2
    const third = { qty: 0.5, price: 3 };
    expect(invoiceTotals({ lines: [third, third, third], taxable: false }).subtotal).toBe(6);
  });

  it('refuses a discount over the subtotal, a bad rate and amounts that are not whole Rupiah', () => {
    expect(() => invoiceTotals({ lines, discount: 10_650_001, taxable: false })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines, discount: -1, taxable: false })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines, discount: 0.5, taxable: false })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines, taxable: true, ppnRate: -1 })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines, taxable: true, ppnRate: 101 })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines, taxable: true, ppnRate: Number.NaN })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines, taxable: true, paid: 1.5 })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines, taxable: true, paid: -1 })).toThrow(RangeError);
    expect(() => invoiceTotals({ lines: [{ qty: 1, price: 1, discount: 2 }], taxable: true })).toThrow(
      RangeError,
    );
  });

  it('keeps every figure a whole number that adds up', () => {
    const line = fc.record({
      qty: fc.integer({ min: 1, max: 1_000_000 }).map((n) => n / 100),
      price: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (lines, rate, discountWish, taxable, paid) => {
          const subtotal = lines.map(lineSubtotal).reduce((a, b) => a + b, 0);
          const discount = Math.min(discountWish, subtotal);
          const t = invoiceTotals({ lines, discount, taxable, ppnRate: rate, paid });
          for (const value of [...t.lines, t.subtotal, t.dpp, t.ppn, t.total, t.balance])
            expect(Number.isSafeInteger(value)).toBe(true);
          expect(t.subtotal).toBe(subtotal);
          expect(t.dpp).toBe(subtotal - discount);
          // rate × dpp stays below 2^53 here, so this float floor is exact
          expect(t.ppn).toBe(taxable ? Math.floor((t.dpp * rate) / 100) : 0);
          expect(t.total).toBe(t.dpp + t.ppn);
          expect(t.balance).toBe(t.total - paid);
        },
      ),
    );
  });
});

describe('paymentState', () => {
  it('tells unpaid, partly paid and paid apart', () => {
    expect(paymentState(100, 0)).toBe('unpaid');
    expect(paymentState(100, 1)).toBe('partial');
    expect(paymentState(100, 99)).toBe('partial');
    expect(paymentState(100, 100)).toBe('paid');
    expect(paymentState(100, 120)).toBe('paid'); // overpaid
  });

  it('never settles a zero-total invoice by default', () => {
    expect(paymentState(0, 0)).toBe('unpaid');
    expect(paymentState(0, 10)).toBe('paid');
    expect(paymentState(100, -5)).toBe('unpaid');
  });
});
