/**
 * Credit notes (nota kredit) against an issued invoice: what a credited quantity of a line is worth.
 *
 * A credited part of a line takes its proportion of the line's subtotal and of its share of the invoice
 * discount (half up, in integer arithmetic), so its tax base follows the invoice line's price and
 * discounts. Its tax is then computed **by the invoice's own rules** (core's `invoiceTax`, the invoice's
 * regime and rate, one line): under the 2025 rules DPP Nilai Lain = base × 11/12 half up and PPN =
 * 12 % of it rounded down, per line, as the invoice did. The part that credits what is left of a line
 * takes exactly the rest of each of the line's figures, so crediting a whole line in any number of notes
 * gives back exactly what the invoice charged for it (never a rupiah more).
 */
import { invoiceTax, type TaxLine, type TaxRegimeId } from './tax-regime.ts';

/** What earlier credit notes took of a line (sums), all whole Rupiah but `qty`. */
export type CreditedSoFar = {
  qty: number;
  subtotal: number;
  discount: number;
  base: number;
  otherBase: number;
  ppn: number;
};

export const NOTHING_CREDITED: CreditedSoFar = {
  qty: 0,
  subtotal: 0,
  discount: 0,
  base: 0,
  otherBase: 0,
  ppn: 0,
};

/** An invoice line as a credit note sees it: quantity, subtotal and its figures in the invoice. */
export type CreditableLine = {
  qty: number;
  /** The line's subtotal (qty × price less its own discount). */
  subtotal: number;
  luxury: boolean;
  /** The line's tax figures in the invoice (tax-lines: share of the invoice discount, DPP, DPP NL, PPN). */
  tax: TaxLine;
  credited: CreditedSoFar;
};

/** The rules the invoice was computed under. */
export type CreditRules = { regime: TaxRegimeId; taxable: boolean; rate: number };

/** A credited part of a line, whole Rupiah: subtotal, discount share, DPP, DPP Nilai Lain, PPN. */
export type CreditedPart = {
  qty: number;
  subtotal: number;
  discount: number;
  base: number;
  /** DPP Nilai Lain under the 2025 rules; null before and for a Non PKP invoice. */
  otherBase: number | null;
  ppn: number;
};

/** A quantity in ten-thousandths (4 decimals, as quantities are stored). */
const tenThousandths = (qty: number) => BigInt(Math.round(qty * 10_000));

/** What is left to credit of a line (4 decimals). */
export const creditableQty = (line: Pick<CreditableLine, 'qty' | 'credited'>): number =>
  Number((line.qty - line.credited.qty).toFixed(4));

/** whole × part / of, half up, in integer arithmetic. */
function proportion(whole: number, part: number, of: number): number {
  const d = tenThousandths(of);
  if (d === 0n) return 0;
  return Number((2n * BigInt(whole) * tenThousandths(part) + d) / (2n * d));
}

/**
 * The figures of `qty` credited of a line. A quantity ≤ 0 or above what is left is a RangeError (the
 * server names the line in a 422 first).
 *
 * @example
 * // 2 × 1.000.000 not luxury, 2026: crediting 1 gives DPP 1.000.000, DPP Nilai Lain 916.667, PPN 110.000
 */
export function creditPart(line: CreditableLine, qty: number, rules: CreditRules): CreditedPart {
  const left = creditableQty(line);
  if (!(qty > 0) || qty > left) throw new RangeError(`a credited quantity is 0 < qty ≤ ${left}: ${qty}`);
  const done = line.credited;
  if (qty === left) {
    // the rest of every figure: the whole line comes back exactly
    const otherBase = line.tax.otherBase === null ? null : line.tax.otherBase - done.otherBase;
    return {
      qty,
      subtotal: line.subtotal - done.subtotal,
      discount: line.tax.discount - done.discount,
      base: line.tax.base - done.base,
      otherBase,
      ppn: line.tax.ppn - done.ppn,
    };
  }
  const subtotal = proportion(line.subtotal, qty, line.qty);
  const discount = Math.min(proportion(line.tax.discount, qty, line.qty), subtotal);
  const base = subtotal - discount;
  const [tax] = invoiceTax({
    regime: rules.regime,
    lines: [{ subtotal: base, luxury: line.luxury }],
    taxable: rules.taxable,
    rate: rules.rate,
  }).lines;
  return {
    qty,
    subtotal,
    discount,
    base,
    otherBase: tax!.otherBase,
    // never more than the line's PPN not credited yet
    ppn: Math.min(tax!.ppn, line.tax.ppn - done.ppn),
  };
}

/** A credit note's totals from its parts: DPP, DPP Nilai Lain (null when none), PPN and total. */
export function creditTotals(parts: readonly CreditedPart[]) {
  const sum = (key: 'subtotal' | 'discount' | 'base' | 'ppn') => parts.reduce((a, p) => a + p[key], 0);
  const withOther = parts.filter((p) => p.otherBase !== null);
  const dpp = sum('base');
  const ppn = sum('ppn');
  return {
    subtotal: sum('subtotal'),
    discount: sum('discount'),
    dpp,
    otherBase: withOther.length === 0 ? null : withOther.reduce((a, p) => a + (p.otherBase ?? 0), 0),
    ppn,
    total: dpp + ppn,
  };
}

/**
 * Where an invoice stands with its credit notes: the total after credits, what is still owed
 * (never below 0) and, when more was paid than the credited invoice is worth, the refund owed to the
 * customer less the refunds already made.
 *
 * @example invoiceNet({ total: 2_779_999, paid: 2_779_999, credited: 1_110_000, refunded: 0 }).refundOwed === 1_110_000
 */
export function invoiceNet(input: { total: number; paid: number; credited: number; refunded: number }) {
  const net = input.total - input.credited;
  return {
    net,
    balance: Math.max(net - input.paid, 0),
    refundOwed: Math.max(input.paid - net - input.refunded, 0),
  };
}
