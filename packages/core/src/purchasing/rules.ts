/**
 * The pure rules of purchasing (docs/purchasing.md): what is left to receive on a purchase order line,
 * the order's state from its lines, how a supplier bill is matched to what was received, a bill's
 * payment state, its due date and its ageing bucket, and the reorder suggestion. Quantities are decimals
 * with up to 4 places, summed in ten-thousandths (quantity.ts); money is whole Rupiah.
 */
import { fromScaled, toScaled } from '../inventory/quantity.ts';
import { daysBetween } from '../maintenance/schedule.ts';

export const PO_STATES = ['Draft', 'Dipesan', 'Sebagian Diterima', 'Diterima', 'Dibatalkan'] as const;
export type PoState = (typeof PO_STATES)[number];

export const BILL_STATES = ['Belum dibayar', 'Sebagian dibayar', 'Lunas'] as const;
export type BillState = (typeof BILL_STATES)[number];

/** The ageing buckets of payables (and receivables): not yet due, then days past the due date. */
export const AGE_BUCKETS = ['current', 'd1_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/**
 * What is still to come on a line: ordered − received, never below zero.
 *
 * @example remainingQty(10, 4) // 6
 * @example remainingQty(2.5, 0.75) // 1.75
 */
export function remainingQty(ordered: number, received: number): number {
  const left = toScaled(ordered) - toScaled(received);
  return left > 0n ? fromScaled(left) : 0;
}

/**
 * An open order's state from its lines: nothing received is `Dipesan`, every line complete is
 * `Diterima`, anything between is `Sebagian Diterima`.
 *
 * @example receivedState([{ ordered: 10, received: 4 }]) // 'Sebagian Diterima'
 */
export function receivedState(lines: readonly { ordered: number; received: number }[]): PoState {
  const any = lines.some((l) => toScaled(l.received) > 0n);
  if (!any) return 'Dipesan';
  return lines.every((l) => remainingQty(l.ordered, l.received) === 0) ? 'Diterima' : 'Sebagian Diterima';
}

/** A line asked for more than it has left (its index in the request, what is left, what was asked). */
export type OverLine = { index: number; left: number; asked: number };

/**
 * The lines of a receiving (or a bill) that ask for more than `left` allows.
 *
 * @example overLines([{ left: 6, asked: 7 }, { left: 2, asked: 2 }]) // [{ index: 0, left: 6, asked: 7 }]
 */
export function overLines(lines: readonly { left: number; asked: number }[]): OverLine[] {
  return lines.flatMap((l, index) => (toScaled(l.asked) > toScaled(l.left) ? [{ index, ...l }] : []));
}

/** One bill line as matched: its amount, and how far its price is off the order's (Rupiah per unit). */
export type MatchedLine = { amount: number; priceVariance: number; varianceAmount: number };

/**
 * A supplier bill matched to the order: each line's amount (qty × billed price, half-up), its price
 * variance against the order's price, the variance in Rupiah, and the bill's totals. Quantities billed
 * beyond what was received and not yet billed are refused before this (`overLines`); a price that
 * differs is accepted and flagged (the supplier bills what it bills), docs/purchasing.md.
 *
 * @example matchBill([{ qty: 4, price: 26_000, orderPrice: 25_000 }])
 * // { lines: [{ amount: 104000, priceVariance: 1000, varianceAmount: 4000 }], amount: 104000, variance: 4000 }
 */
export function matchBill(lines: readonly { qty: number; price: number; orderPrice: number }[]): {
  lines: MatchedLine[];
  amount: number;
  variance: number;
} {
  const matched = lines.map((l) => {
    const amount = amountOf(l.qty, l.price);
    return {
      amount,
      priceVariance: l.price - l.orderPrice,
      varianceAmount: amount - amountOf(l.qty, l.orderPrice),
    };
  });
  return {
    lines: matched,
    amount: matched.reduce((s, l) => s + l.amount, 0),
    variance: matched.reduce((s, l) => s + l.varianceAmount, 0),
  };
}

/** qty × price in whole Rupiah, half-up (quantities have up to 4 places). */
function amountOf(qty: number, price: number): number {
  const scaled = toScaled(qty) * BigInt(price);
  return Number((scaled * 2n + 10_000n) / 20_000n);
}

/**
 * A bill's state from its amount and what was paid.
 *
 * @example billState(1_000_000, 400_000) // 'Sebagian dibayar'
 */
export function billState(amount: number, paid: number): BillState {
  if (paid <= 0) return 'Belum dibayar';
  return paid >= amount ? 'Lunas' : 'Sebagian dibayar';
}

/**
 * The due date of a bill dated `day` on `terms` days.
 *
 * @example dueDate('2026-11-20', 30) // '2026-12-20'
 */
export function dueDate(day: string, terms: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + terms * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The ageing bucket of a balance due on `due`, seen on `today`.
 *
 * @example ageBucket('2026-11-30', '2026-11-29') // 'current'
 * @example ageBucket('2026-10-30', '2026-11-29') // 'd1_30' (30 days past due)
 */
export function ageBucket(due: string, today: string): AgeBucket {
  const late = daysBetween(due, today);
  if (late <= 0) return 'current';
  if (late <= 30) return 'd1_30';
  if (late <= 60) return 'd31_60';
  if (late <= 90) return 'd61_90';
  return 'over90';
}

/** One supplier's row of the ageing: the balance in each bucket and the total. */
export type AgeingRow = { supplier: string } & Record<AgeBucket | 'total', number>;

/**
 * Open balances summed per supplier and bucket, largest total first (ties by name).
 *
 * @example ageing([{ supplier: 'CV A', due: '2026-10-01', balance: 500 }], '2026-11-29')
 * // [{ supplier: 'CV A', current: 0, d1_30: 0, d31_60: 500, d61_90: 0, over90: 0, total: 500 }]
 */
export function ageing(
  bills: readonly { supplier: string; due: string; balance: number }[],
  today: string,
): AgeingRow[] {
  const rows = new Map<string, AgeingRow>();
  for (const bill of bills) {
    if (bill.balance <= 0) continue;
    const row = rows.get(bill.supplier) ?? {
      supplier: bill.supplier,
      current: 0,
      d1_30: 0,
      d31_60: 0,
      d61_90: 0,
      over90: 0,
      total: 0,
    };
    row[ageBucket(bill.due, today)] += bill.balance;
    row.total += bill.balance;
    rows.set(bill.supplier, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.supplier.localeCompare(b.supplier));
}

/**
 * How much to order of an item under its minimum: enough to bring on hand plus on order back up to the
 * minimum, in whole base units (rounded up); 0 when what is on order already covers it.
 *
 * @example suggestedQty(20, 5, 4) // 11
 * @example suggestedQty(10, 2.5, 0) // 8
 */
export function suggestedQty(minimum: number, onHand: number, onOrder: number): number {
  const short = toScaled(minimum) - toScaled(onHand) - toScaled(onOrder);
  return short > 0n ? Math.ceil(fromScaled(short)) : 0;
}
