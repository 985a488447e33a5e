import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageCost,
  bestDiscount,
  EMPTY_STOCK,
  fromBaseQty,
  goodsOutAmounts,
  InsufficientStock,
  issue,
  lineAmount,
  priceInForce,
  receive,
  toBaseQty,
} from './index.ts';

describe('quantities and amounts', () => {
  it('multiplies decimals exactly and rounds Rupiah half-up', () => {
    expect(lineAmount(3, 25_000)).toBe(75_000);
    expect(lineAmount(1.5, 12_345)).toBe(18_518);
    expect(lineAmount(0.1, 3)).toBe(0); // 0.3 → 0
    expect(lineAmount(0.5, 3)).toBe(2); // 1.5 → 2
    expect(lineAmount(0.3, 10)).toBe(3); // 0.1 + 0.2 style float drift does not show
    expect(() => lineAmount(1, 10.5)).toThrow(RangeError);
  });

  it('converts between units through the base unit', () => {
    expect(toBaseQty(2, 12)).toBe(24);
    expect(toBaseQty(0.5, 50)).toBe(25);
    expect(fromBaseQty(24, 12)).toBe(2);
    expect(fromBaseQty(10, 12)).toBe(0.8333);
    expect(() => toBaseQty(1, 0)).toThrow(RangeError);
  });

  it('round-trips any quantity through a unit and back within a ten-thousandth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1000 }), (q, f) => {
        const qty = q / 10_000;
        expect(Math.abs(fromBaseQty(toBaseQty(qty, f), f) - qty)).toBeLessThanOrEqual(0.0001);
      }),
    );
  });
});

describe('moving average valuation', () => {
  it('values three receipts at different costs and a sale, as computed by hand', () => {
    // 10 pcs at 10.000 = 100.000; 20 pcs at 11.500 = 230.000; 10 pcs at 12.000 = 120.000
    let s = receive(EMPTY_STOCK, 10, 100_000);
    s = receive(s, 20, 230_000);
    expect(s).toEqual({ qty: 30, value: 330_000 });
    expect(averageCost(s)).toBe(11_000);
    // sell 12: 330.000 × 12 / 30 = 132.000 leaves 18 pcs worth 198.000 (still 11.000 each)
    const sale = issue(s, 12);
    expect(sale.value).toBe(132_000);
    s = receive(sale.state, 10, 120_000);
    // 28 pcs worth 318.000: average 11.357,14…
    expect(s).toEqual({ qty: 28, value: 318_000 });
    expect(averageCost(s)).toBeCloseTo(11_357.142857, 5);
    // 7 more: 318.000 × 7 / 28 = 79.500
    const next = issue(s, 7);
    expect(next.value).toBe(79_500);
    expect(next.state).toEqual({ qty: 21, value: 238_500 });
  });

  it('takes the whole value with the whole stock, and refuses more than there is', () => {
    const s = receive(EMPTY_STOCK, 3, 100_000);
    expect(issue(s, 1).value).toBe(33_333);
    const all = issue(issue(s, 1).state, 2);
    expect(all.state).toEqual({ qty: 0, value: 0 });
    expect(() => issue(s, 3.0001)).toThrow(InsufficientStock);
  });

  it('never lets value go negative or drift: after any sequence the value left matches the stock left', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ in: fc.integer({ min: 1, max: 1000 }), cost: fc.integer({ min: 0, max: 500_000 }) }),
            fc.record({ out: fc.integer({ min: 1, max: 1000 }) }),
          ),
          { maxLength: 60 },
        ),
        (ops) => {
          let s = EMPTY_STOCK;
          for (const op of ops) {
            if ('in' in op) s = receive(s, op.in, op.in * op.cost);
            else if (op.out <= s.qty) s = issue(s, op.out).state;
          }
          expect(s.value).toBeGreaterThanOrEqual(0);
          if (s.qty === 0) expect(s.value).toBe(0);
          expect(Number.isInteger(s.value)).toBe(true);
        },
      ),
    );
  });
});

describe('selling prices', () => {
  const prices = [
    { id: 1, itemId: 1, unitId: 1, price: 10_000, from: '2026-01-01' },
    {
      id: 2,
      itemId: 1,
      unitId: 1,
      price: 11_000,
      wholesalePrice: 9_500,
      minWholesaleQty: 10,
      from: '2026-06-01',
    },
    { id: 3, itemId: 1, unitId: 1, price: 12_000, from: '2026-12-01' },
    { id: 4, itemId: 1, unitId: 2, price: 110_000, from: '2026-01-01' },
    { id: 5, itemId: 1, unitId: 1, price: 99_000, from: '2026-07-01', active: false },
  ];
  it('takes the latest price in force on the date, per unit', () => {
    expect(priceInForce(prices, { itemId: 1, unitId: 1, date: '2026-05-31', qty: 1 })?.unitPrice).toBe(
      10_000,
    );
    expect(priceInForce(prices, { itemId: 1, unitId: 1, date: '2026-11-24', qty: 1 })?.unitPrice).toBe(
      11_000,
    );
    expect(priceInForce(prices, { itemId: 1, unitId: 1, date: '2026-12-01', qty: 1 })?.unitPrice).toBe(
      12_000,
    );
    expect(priceInForce(prices, { itemId: 1, unitId: 2, date: '2026-11-24', qty: 1 })?.unitPrice).toBe(
      110_000,
    );
    expect(priceInForce(prices, { itemId: 1, unitId: 1, date: '2025-12-31', qty: 1 })).toBeNull();
    expect(priceInForce(prices, { itemId: 2, unitId: 1, date: '2026-11-24', qty: 1 })).toBeNull();
  });
  it('applies the wholesale price from its minimum quantity', () => {
    const p = priceInForce(prices, { itemId: 1, unitId: 1, date: '2026-11-24', qty: 10 });
    expect(p).toMatchObject({ unitPrice: 9_500, wholesale: true });
    expect(priceInForce(prices, { itemId: 1, unitId: 1, date: '2026-11-24', qty: 9 })?.wholesale).toBe(false);
  });
});

describe('event discounts', () => {
  const base = { from: '2026-11-01', to: '2026-11-30' };
  const discounts = [
    { id: 1, name: 'Semua 5%', ...base, kind: 'Persen' as const, percent: 5 },
    { id: 2, name: 'AC 10%', ...base, kind: 'Persen' as const, percent: 10, categoryId: 7 },
    { id: 3, name: 'Kabel Rp 2.000', ...base, kind: 'Nominal' as const, amount: 2_000, itemId: 3 },
    { id: 4, name: 'Besar', ...base, kind: 'Persen' as const, percent: 50, minimum: 1_000_000 },
    { id: 5, name: 'Desember', from: '2026-12-01', to: '2026-12-31', kind: 'Persen' as const, percent: 90 },
  ];
  it('picks the one that takes the most Rupiah off the line', () => {
    const ac = bestDiscount(discounts, {
      itemId: 1,
      categoryIds: [7, 1],
      date: '2026-11-24',
      unitPrice: 300_000,
      qty: 2,
    });
    expect(ac).toMatchObject({ amount: 60_000, record: { name: 'AC 10%' } });
    const cable = bestDiscount(discounts, {
      itemId: 3,
      categoryIds: [9],
      date: '2026-11-24',
      unitPrice: 10_000,
      qty: 5,
    });
    expect(cable).toMatchObject({ amount: 10_000, record: { name: 'Kabel Rp 2.000' } });
    const big = bestDiscount(discounts, {
      itemId: 2,
      categoryIds: [],
      date: '2026-11-24',
      unitPrice: 600_000,
      qty: 2,
    });
    expect(big).toMatchObject({ amount: 600_000, record: { name: 'Besar' } });
  });
  it('honours the dates (inclusive), and never discounts more than the line', () => {
    expect(
      bestDiscount(discounts, { itemId: 2, categoryIds: [], date: '2026-11-30', unitPrice: 1_000, qty: 1 })
        ?.amount,
    ).toBe(50);
    expect(
      bestDiscount(discounts, { itemId: 2, categoryIds: [], date: '2026-10-31', unitPrice: 1_000, qty: 1 }),
    ).toBeNull();
    const huge = [{ name: 'x', ...base, kind: 'Nominal' as const, amount: 5_000 }];
    expect(
      bestDiscount(huge, { itemId: 1, categoryIds: [], date: '2026-11-10', unitPrice: 3_000, qty: 1 })
        ?.amount,
    ).toBe(3_000);
  });
});

describe('goods-out amounts (saved by the server, previewed by the form)', () => {
  const quote = { unitPrice: 50_000, wholesale: false, discount: { amount: 10_000, name: 'Akhir Tahun' } };
  it('a sale without a typed price takes the price in force and its discount', () => {
    expect(goodsOutAmounts({ sale: true, qty: 2, typedPrice: null, quote })).toEqual({
      unitPrice: 50_000,
      discount: 10_000,
      discountName: 'Akhir Tahun',
      wholesale: false,
      subtotal: 90_000,
    });
  });
  it('a typed price of its own takes no discount; the same price as in force does', () => {
    expect(goodsOutAmounts({ sale: true, qty: 2, typedPrice: 60_000, quote })).toMatchObject({
      discount: 0,
      subtotal: 120_000,
    });
    expect(goodsOutAmounts({ sale: true, qty: 2, typedPrice: 50_000, quote })).toMatchObject({
      discount: 10_000,
      subtotal: 90_000,
    });
  });
  it('other kinds keep the typed price without discount, and no price leaves the subtotal empty', () => {
    expect(goodsOutAmounts({ sale: false, qty: 3, typedPrice: 7_500, quote })).toMatchObject({
      unitPrice: 7_500,
      discount: 0,
      subtotal: 22_500,
    });
    expect(goodsOutAmounts({ sale: true, qty: 1, typedPrice: null, quote: null })).toMatchObject({
      unitPrice: null,
      subtotal: null,
    });
  });
});
