/**
 * A POS cash session's arithmetic (issue 34), the same on the server (closing, the Z-report) and in the
 * close dialog: the Indonesian notes and coins a drawer is counted in, the counted total, and the cash
 * the drawer should hold (float + cash sales − cash refunds). Whole Rupiah throughout.
 */

/** Notes and coins in circulation, largest first (Bank Indonesia: Rp 100.000 down to Rp 100). */
export const DENOMINATIONS = [100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000, 500, 200, 100] as const;
export type Denomination = (typeof DENOMINATIONS)[number];

/** How many of each note or coin were counted, keyed by its value as text (`"100000": 2`). */
export type DenominationCounts = Partial<Record<`${Denomination}`, number>>;

/** The cash counted: each denomination times how many; absent counts are none. */
export function countedCash(counts: DenominationCounts): number {
  return DENOMINATIONS.reduce((sum, value) => sum + value * (counts[`${value}`] ?? 0), 0);
}

/** The cash the drawer should hold at the close. */
export function expectedCash(figures: { float: number; cashSales: number; cashRefunds: number }): number {
  return figures.float + figures.cashSales - figures.cashRefunds;
}

/** One payment method's figures in a session: sales, refunds and what is left (what posts as income). */
export type MethodFigures = { metode: string; count: number; sales: number; refunds: number; net: number };

/**
 * An amount as the fewest notes and coins (largest first); what is below Rp 100 is left out. The demo
 * counts its drawers with it; a cashier counts their own.
 *
 * @example breakIntoDenominations(375_500) // { "100000": 3, "50000": 1, "20000": 1, "5000": 1, "500": 1 }
 */
export function breakIntoDenominations(amount: number): DenominationCounts {
  const counts: DenominationCounts = {};
  let left = Math.max(0, Math.floor(amount));
  for (const value of DENOMINATIONS) {
    const n = Math.floor(left / value);
    if (n > 0) counts[`${value}`] = n;
    left -= n * value;
  }
  return counts;
}
