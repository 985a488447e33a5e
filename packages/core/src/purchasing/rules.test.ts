import { describe, expect, it } from 'vitest';
import {
  ageBucket,
  ageing,
  billState,
  dueDate,
  matchBill,
  overLines,
  receivedState,
  remainingQty,
  suggestedQty,
} from './rules.ts';

describe('purchase order lines', () => {
  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [10, 10, 0],
    [10, 12, 0],
    [2.5, 0.75, 1.75],
    [0.3, 0.1, 0.2],
  ])('ordered %s, received %s: %s left', (ordered, received, left) => {
    expect(remainingQty(ordered, received)).toBe(left);
  });

  it('names the state from the lines', () => {
    expect(receivedState([{ ordered: 10, received: 0 }])).toBe('Dipesan');
    expect(
      receivedState([
        { ordered: 10, received: 4 },
        { ordered: 5, received: 0 },
      ]),
    ).toBe('Sebagian Diterima');
    expect(
      receivedState([
        { ordered: 10, received: 10 },
        { ordered: 5, received: 0 },
      ]),
    ).toBe('Sebagian Diterima');
    expect(
      receivedState([
        { ordered: 10, received: 10 },
        { ordered: 0.5, received: 0.5 },
      ]),
    ).toBe('Diterima');
  });

  it('names every line asking for more than is left', () => {
    expect(
      overLines([
        { left: 6, asked: 6 },
        { left: 6, asked: 6.0001 },
        { left: 0, asked: 1 },
      ]),
    ).toEqual([
      { index: 1, left: 6, asked: 6.0001 },
      { index: 2, left: 0, asked: 1 },
    ]);
  });
});

describe('bill matching', () => {
  it('sums the lines and flags a price off the order', () => {
    // 4 × 26.000 = 104.000 (order price 25.000: 4 × 1.000 = 4.000 over); 2,5 × 10.001 = 25.002,5 → 25.003
    expect(
      matchBill([
        { qty: 4, price: 26_000, orderPrice: 25_000 },
        { qty: 2.5, price: 10_001, orderPrice: 10_001 },
      ]),
    ).toEqual({
      lines: [
        { amount: 104_000, priceVariance: 1_000, varianceAmount: 4_000 },
        { amount: 25_003, priceVariance: 0, varianceAmount: 0 },
      ],
      amount: 129_003,
      variance: 4_000,
    });
  });

  it('a lower price is a negative variance', () => {
    expect(matchBill([{ qty: 3, price: 9_000, orderPrice: 10_000 }]).variance).toBe(-3_000);
  });
});

describe('bills', () => {
  it.each([
    [1_000_000, 0, 'Belum dibayar'],
    [1_000_000, 1, 'Sebagian dibayar'],
    [1_000_000, 999_999, 'Sebagian dibayar'],
    [1_000_000, 1_000_000, 'Lunas'],
  ] as const)('amount %s paid %s: %s', (amount, paid, state) => {
    expect(billState(amount, paid)).toBe(state);
  });

  it.each([
    ['2026-11-20', 30, '2026-12-20'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2028-02-01', 29, '2028-03-01'],
    ['2026-12-15', 0, '2026-12-15'],
  ] as const)('%s on %s days is due %s', (day, terms, due) => {
    expect(dueDate(day, terms)).toBe(due);
  });
});

describe('ageing', () => {
  // today 2026-11-29: due 2026-11-29 is 0 days late (current), 2026-10-30 is 30, 2026-10-29 is 31,
  // 2026-09-30 is 60, 2026-09-29 is 61, 2026-08-31 is 90, 2026-08-30 is 91
  it.each([
    ['2026-12-31', 'current'],
    ['2026-11-29', 'current'],
    ['2026-11-28', 'd1_30'],
    ['2026-10-30', 'd1_30'],
    ['2026-10-29', 'd31_60'],
    ['2026-09-30', 'd31_60'],
    ['2026-09-29', 'd61_90'],
    ['2026-08-31', 'd61_90'],
    ['2026-08-30', 'over90'],
  ] as const)('due %s: %s', (due, bucket) => {
    expect(ageBucket(due, '2026-11-29')).toBe(bucket);
  });

  it('sums open balances per supplier, largest first, leaving settled bills out', () => {
    expect(
      ageing(
        [
          { supplier: 'CV Sumber', due: '2026-12-10', balance: 300_000 },
          { supplier: 'CV Sumber', due: '2026-11-01', balance: 200_000 },
          { supplier: 'PT Alfa', due: '2026-07-01', balance: 1_000_000 },
          { supplier: 'PT Alfa', due: '2026-10-01', balance: 50_000 },
          { supplier: 'UD Lunas', due: '2026-01-01', balance: 0 },
        ],
        '2026-11-29',
      ),
    ).toEqual([
      {
        supplier: 'PT Alfa',
        current: 0,
        d1_30: 0,
        d31_60: 50_000,
        d61_90: 0,
        over90: 1_000_000,
        total: 1_050_000,
      },
      {
        supplier: 'CV Sumber',
        current: 300_000,
        d1_30: 200_000,
        d31_60: 0,
        d61_90: 0,
        over90: 0,
        total: 500_000,
      },
    ]);
  });
});

describe('reorder suggestion', () => {
  it.each([
    [20, 5, 4, 11],
    [20, 5, 15, 0],
    [20, 5, 20, 0],
    [10, 2.5, 0, 8],
    [10, 9.9, 0, 1],
    [0, 0, 0, 0],
  ])('minimum %s, on hand %s, on order %s: order %s', (minimum, onHand, onOrder, qty) => {
    expect(suggestedQty(minimum, onHand, onOrder)).toBe(qty);
  });
});
