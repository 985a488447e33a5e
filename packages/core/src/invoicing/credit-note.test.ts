import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CreditableLine,
  type CreditedPart,
  creditPart,
  creditTotals,
  invoiceNet,
  invoiceTax,
  NOTHING_CREDITED,
} from './index.ts';

const R2025 = { regime: 'PPN2025', taxable: true, rate: 12 } as const;

/** 2 × 1.000.000 not luxury, 2026: DPP NL 1.833.333 (1.833.333,33 half up), PPN ⌊219.999,96⌋ = 219.999. */
const twoUnits: CreditableLine = {
  qty: 2,
  subtotal: 2_000_000,
  luxury: false,
  tax: { discount: 0, base: 2_000_000, otherBase: 1_833_333, rate: 12, ppn: 219_999 },
  credited: NOTHING_CREDITED,
};

const after = (line: CreditableLine, part: CreditedPart): CreditableLine => ({
  ...line,
  credited: {
    qty: line.credited.qty + part.qty,
    subtotal: line.credited.subtotal + part.subtotal,
    discount: line.credited.discount + part.discount,
    base: line.credited.base + part.base,
    otherBase: line.credited.otherBase + (part.otherBase ?? 0),
    ppn: line.credited.ppn + part.ppn,
  },
});

describe('creditPart', () => {
  it('credits one unit of two by the invoice’s own rules (figures by hand)', () => {
    // 1.000.000 × 11/12 = 916.666,67 → 916.667; 12 % = 110.000,04 → 110.000
    const one = creditPart(twoUnits, 1, R2025);
    expect(one).toEqual({
      qty: 1,
      subtotal: 1_000_000,
      discount: 0,
      base: 1_000_000,
      otherBase: 916_667,
      ppn: 110_000,
    });
    // the second unit takes the rest: 1.833.333 − 916.667 = 916.666; 219.999 − 110.000 = 109.999
    const rest = creditPart(after(twoUnits, one), 1, R2025);
    expect(rest).toEqual({
      qty: 1,
      subtotal: 1_000_000,
      discount: 0,
      base: 1_000_000,
      otherBase: 916_666,
      ppn: 109_999,
    });
    expect(creditTotals([one])).toEqual({
      subtotal: 1_000_000,
      discount: 0,
      dpp: 1_000_000,
      otherBase: 916_667,
      ppn: 110_000,
      total: 1_110_000,
    });
  });

  it('a luxury line is taxed 12 % of its whole base; the invoice discount share follows the quantity', () => {
    // 3 × 200.000 luxury with 60.000 of the invoice discount: one unit = 200.000 − 20.000 = 180.000,
    // PPN 12 % = 21.600
    const luxury: CreditableLine = {
      qty: 3,
      subtotal: 600_000,
      luxury: true,
      tax: { discount: 60_000, base: 540_000, otherBase: 540_000, rate: 12, ppn: 64_800 },
      credited: NOTHING_CREDITED,
    };
    expect(creditPart(luxury, 1, R2025)).toEqual({
      qty: 1,
      subtotal: 200_000,
      discount: 20_000,
      base: 180_000,
      otherBase: 180_000,
      ppn: 21_600,
    });
  });

  it('under the 2022 rules: the single rate on the base, rounded down; no DPP Nilai Lain', () => {
    // 3 × 33.333 = 99.999 at 11 %: one unit 33.333 → PPN ⌊3.666,63⌋ = 3.666
    const line: CreditableLine = {
      qty: 3,
      subtotal: 99_999,
      luxury: false,
      tax: { discount: 0, base: 99_999, otherBase: null, rate: 11, ppn: 10_999 },
      credited: NOTHING_CREDITED,
    };
    const part = creditPart(line, 1, { regime: 'PPN2022', taxable: true, rate: 11 });
    expect(part).toMatchObject({ base: 33_333, otherBase: null, ppn: 3_666 });
    expect(creditTotals([part]).otherBase).toBeNull();
  });

  it('refuses more than is left, and nothing', () => {
    expect(() => creditPart(twoUnits, 2.5, R2025)).toThrow(RangeError);
    expect(() => creditPart(twoUnits, 0, R2025)).toThrow(RangeError);
    const one = creditPart(twoUnits, 1, R2025);
    expect(() => creditPart(after(twoUnits, one), 1.0001, R2025)).toThrow(RangeError);
  });

  it('crediting a line in any parts gives back exactly what the invoice charged for it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }),
        (qty, price, luxury, cuts) => {
          const subtotal = qty * price;
          const [tax] = invoiceTax({ regime: 'PPN2025', lines: [{ subtotal, luxury }], taxable: true }).lines;
          let line: CreditableLine = { qty, subtotal, luxury, tax: tax!, credited: NOTHING_CREDITED };
          for (const cut of cuts) {
            const left = line.qty - line.credited.qty;
            if (left === 0) break;
            line = after(line, creditPart(line, Math.min(cut, left), R2025));
          }
          const left = line.qty - line.credited.qty;
          if (left > 0) line = after(line, creditPart(line, left, R2025));
          expect(line.credited).toEqual({
            qty,
            subtotal,
            discount: 0,
            base: subtotal,
            otherBase: tax!.otherBase,
            ppn: tax!.ppn,
          });
        },
      ),
    );
  });
});

describe('invoiceNet', () => {
  it('lowers the balance of an unpaid invoice, never below 0', () => {
    expect(invoiceNet({ total: 2_779_999, paid: 0, credited: 1_110_000, refunded: 0 })).toEqual({
      net: 1_669_999,
      balance: 1_669_999,
      refundOwed: 0,
    });
  });

  it('a paid invoice’s credit is a refund owed, less the refunds made', () => {
    expect(invoiceNet({ total: 2_779_999, paid: 2_779_999, credited: 1_110_000, refunded: 0 })).toEqual({
      net: 1_669_999,
      balance: 0,
      refundOwed: 1_110_000,
    });
    expect(
      invoiceNet({ total: 2_779_999, paid: 2_000_000, credited: 1_110_000, refunded: 200_000 }).refundOwed,
    ).toBe(130_001);
  });
});
