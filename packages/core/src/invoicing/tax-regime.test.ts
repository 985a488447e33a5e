import { describe, expect, it } from 'vitest';
import { invoiceTax, invoiceTotals, spreadDiscount, taxRegimeOn } from './index.ts';

// Every expected figure below was worked out by hand (11/12 of the base rounded half up, then 12 % of
// that rounded down; before 2025 the single rate on the whole DPP rounded down), not taken from the code.

describe('taxRegimeOn', () => {
  it('switches to the PMK 131/2024 rules on 1 January 2025', () => {
    expect(taxRegimeOn('2024-12-31')).toBe('PPN2022');
    expect(taxRegimeOn('2022-04-01')).toBe('PPN2022');
    expect(taxRegimeOn('2025-01-01')).toBe('PPN2025');
    expect(taxRegimeOn('2026-03-15T10:00:00')).toBe('PPN2025');
  });
});

describe('spreadDiscount', () => {
  it('shares a discount in proportion, the last line taking the rest', () => {
    expect(spreadDiscount([600_000, 400_000], 100_000)).toEqual([60_000, 40_000]);
    expect(spreadDiscount([100_000, 100_000, 100_000], 100_000)).toEqual([33_333, 33_333, 33_334]);
    expect(spreadDiscount([0, 0], 0)).toEqual([0, 0]);
    expect(spreadDiscount([], 0)).toEqual([]);
  });
});

describe('invoiceTax, 2025 rules', () => {
  const tax = (lines: { subtotal: number; luxury?: boolean }[], discount = 0) =>
    invoiceTax({ regime: 'PPN2025', lines, discount, taxable: true });

  it('taxes a non-luxury line 12 % of a DPP Nilai Lain of 11/12', () => {
    // 1.000.000 × 11/12 = 916.666,67 → 916.667; × 12 % = 110.000,04 → 110.000
    const t = tax([{ subtotal: 1_000_000 }]);
    expect(t).toMatchObject({ rate: 12, dpp: 1_000_000, otherBase: 916_667, ppn: 110_000 });
    expect(t.lines).toEqual([{ discount: 0, base: 1_000_000, otherBase: 916_667, rate: 12, ppn: 110_000 }]);
  });

  it('taxes a luxury line 12 % of the whole price', () => {
    const t = tax([{ subtotal: 1_000_000, luxury: true }]);
    expect(t).toMatchObject({ dpp: 1_000_000, otherBase: 1_000_000, ppn: 120_000 });
  });

  it('adds a non-luxury and a luxury line', () => {
    const t = tax([{ subtotal: 1_000_000 }, { subtotal: 1_000_000, luxury: true }]);
    expect(t).toMatchObject({ dpp: 2_000_000, otherBase: 1_916_667, ppn: 230_000 });
  });

  it('rounds the DPP Nilai Lain half up and the PPN down, per line', () => {
    const cases: [number, number, number][] = [
      [100, 92, 11], // 91,67 → 92; 11,04 → 11
      [6, 6, 0], // 5,5 → 6; 0,72 → 0
      [18, 17, 2], // 16,5 → 17; 2,04 → 2
      [250_000, 229_167, 27_500], // 229.166,67 → 229.167; 27.500,04 → 27.500
      [0, 0, 0],
    ];
    for (const [base, otherBase, ppn] of cases)
      expect(tax([{ subtotal: base }]).lines[0], String(base)).toMatchObject({ otherBase, ppn });
    // per line: two lines of 100 are 11 + 11 = 22 (the sum 200 taken once would be 183 → 21)
    expect(tax([{ subtotal: 100 }, { subtotal: 100 }])).toMatchObject({ otherBase: 184, ppn: 22 });
  });

  it('spreads the invoice discount over the lines before the tax', () => {
    // shares 60.000 / 40.000; bases 540.000 and 360.000 (luxury); 495.000 → 59.400, 360.000 → 43.200
    const t = tax([{ subtotal: 600_000 }, { subtotal: 400_000, luxury: true }], 100_000);
    expect(t).toMatchObject({ dpp: 900_000, otherBase: 855_000, ppn: 102_600 });
    expect(t.lines.map((l) => l.discount)).toEqual([60_000, 40_000]);
    // three lines of 100.000 less 100.000: bases 66.667, 66.667, 66.666; each 61.111 (61.110,5 half up);
    // each 7.333 (7.333,32): 21.999 in all
    const thirds = tax([{ subtotal: 100_000 }, { subtotal: 100_000 }, { subtotal: 100_000 }], 100_000);
    expect(thirds.lines.map((l) => [l.base, l.otherBase, l.ppn])).toEqual([
      [66_667, 61_111, 7_333],
      [66_667, 61_111, 7_333],
      [66_666, 61_111, 7_333],
    ]);
    expect(thirds).toMatchObject({ dpp: 200_000, otherBase: 183_333, ppn: 21_999 });
  });

  it('has no tax on a Non PKP invoice', () => {
    const t = invoiceTax({ regime: 'PPN2025', lines: [{ subtotal: 1_000_000 }], taxable: false });
    expect(t).toMatchObject({ rate: 0, dpp: 1_000_000, otherBase: null, ppn: 0 });
  });
});

describe('invoiceTax, single-rate rules before 2025', () => {
  it('takes the rate on the whole DPP once, rounded down, lines sharing it', () => {
    const t = invoiceTax({
      regime: 'PPN2022',
      lines: [{ subtotal: 600_000 }, { subtotal: 400_009, luxury: true }],
      taxable: true,
      rate: 11,
    });
    // 1.000.009 × 11 % = 110.000,99 → 110.000; the first line 66.000, the last the rest 44.000
    expect(t).toMatchObject({ rate: 11, dpp: 1_000_009, otherBase: null, ppn: 110_000 });
    expect(t.lines.map((l) => l.ppn)).toEqual([66_000, 44_000]);
  });

  it('refuses a discount above the lines and a rate outside 0–100', () => {
    expect(() =>
      invoiceTax({ regime: 'PPN2025', lines: [{ subtotal: 10 }], discount: 11, taxable: true }),
    ).toThrow(RangeError);
    expect(() =>
      invoiceTax({ regime: 'PPN2022', lines: [{ subtotal: 10 }], taxable: true, rate: 101 }),
    ).toThrow(RangeError);
  });
});

describe('invoiceTotals under a regime', () => {
  it('keeps the old figures without a regime and applies the 2025 rules with one', () => {
    const lines = [
      { qty: 2, price: 500_000 },
      { qty: 1, price: 1_000_000, luxury: true },
    ];
    // old: 2.000.000 × 11 % = 220.000
    expect(invoiceTotals({ lines, taxable: true, ppnRate: 11 })).toMatchObject({
      dpp: 2_000_000,
      otherBase: null,
      ppn: 220_000,
      total: 2_220_000,
    });
    // 2025: 916.667 → 110.000 and 1.000.000 → 120.000
    expect(invoiceTotals({ lines, taxable: true, regime: 'PPN2025', paid: 230_000 })).toMatchObject({
      dpp: 2_000_000,
      otherBase: 1_916_667,
      ppn: 230_000,
      rate: 12,
      total: 2_230_000,
      balance: 2_000_000,
    });
  });
});
