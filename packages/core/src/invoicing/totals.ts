import { lineAmount } from '../inventory/quantity.ts';
import { invoiceTax, wholeRupiah as rupiah, type TaxLine, type TaxRegimeId } from './tax-regime.ts';

/** PPN (VAT) rate in percent since 2022 (UU HPP); the invoice settings may change it. */
export const DEFAULT_PPN_RATE = 11;

/**
 * One invoice line: quantity (up to 4 decimals), unit price and line discount in whole Rupiah; `luxury`
 * for goods subject to PPnBM (taxed 12 % of the whole base under the 2025 rules, see tax-regime.ts).
 */
export type InvoiceLineInput = { qty: number; price: number; discount?: number; luxury?: boolean };

/** What the totals are computed from; every amount is whole Rupiah. */
export type InvoiceTotalsInput = {
  lines: readonly InvoiceLineInput[];
  /** Discount on the whole invoice, in Rupiah, before tax. */
  discount?: number;
  /** A PKP (VAT-registered) invoice carries PPN; a Non PKP one does not. */
  taxable: boolean;
  /** PPN in percent (up to 2 decimals) of the `PPN2022` regime, default `DEFAULT_PPN_RATE`. */
  ppnRate?: number;
  /** The tax rules the invoice is computed under (tax-regime.ts); `PPN2022` when not given. */
  regime?: TaxRegimeId;
  paid?: number;
};

/** An invoice's figures, all whole Rupiah. */
export type InvoiceTotals = {
  /** Each line's subtotal, in the order given. */
  lines: number[];
  subtotal: number;
  discount: number;
  /** Dasar Pengenaan Pajak: the tax base, subtotal less the invoice discount. */
  dpp: number;
  /** DPP Nilai Lain (2025 rules); null under the single-rate rules and for a Non PKP invoice. */
  otherBase: number | null;
  ppn: number;
  /** The rate applied, in percent (12 under the 2025 rules). */
  rate: number;
  /** Each line's share of the invoice discount, DPP, DPP Nilai Lain and PPN. */
  tax: TaxLine[];
  total: number;
  paid: number;
  /** What is still owed; negative when overpaid. */
  balance: number;
};

/** Payment state of an invoice, see `paymentState`. */
export type PaymentState = 'unpaid' | 'partial' | 'paid';

/**
 * A line's subtotal: qty × price rounded half up to whole Rupiah, less the line discount. The product is
 * taken in integer arithmetic (qty in ten-thousandths, see `lineAmount`), so 1,5 × 33.333 = 49.999,5
 * gives 50.000 and 0,3 × 10 gives exactly 3. A price or discount that is not whole Rupiah, or a discount
 * below 0 or above the line's amount, is a RangeError: forms validate first, this only refuses to guess.
 *
 * @example lineSubtotal({ qty: 3, price: 250_000, discount: 25_000 }) === 725_000
 */
export function lineSubtotal(line: InvoiceLineInput): number {
  const amount = lineAmount(line.qty, line.price);
  if (!Number.isSafeInteger(amount))
    throw new RangeError(`line amount out of range: ${line.qty} × ${line.price}`);
  const discount = rupiah(line.discount ?? 0, 'a line discount');
  if (discount > Math.max(amount, 0))
    throw new RangeError(`a line discount cannot exceed the line amount: ${discount} > ${amount}`);
  return amount - discount;
}

/**
 * The invoice's figures in integer Rupiah: line subtotals, subtotal, invoice discount, DPP (subtotal less
 * discount), PPN, total (DPP + PPN), paid and balance (total − paid).
 *
 * The PPN follows the invoice's regime (tax-regime.ts). Under the single-rate rules (`PPN2022`, the
 * default): PPN = DPP × rate / 100 **rounded down** to whole Rupiah: the tax office's e-Faktur rounds VAT down
 * ("pembulatan ke bawah"), so 11 % of 1.000.009 is 110.000, not 110.001. It is computed with BigInt on the
 * rate in hundredths of a percent, so no float rounding can push it up a rupiah. A Non PKP invoice has no
 * PPN. A discount above the subtotal, a negative subtotal, a rate outside 0–100 or an amount that is not
 * whole Rupiah is a RangeError.
 *
 * @example invoiceTotals({ lines: [{ qty: 1, price: 1_000_000 }], taxable: true }).total === 1_110_000
 */
export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const lines = input.lines.map(lineSubtotal);
  const subtotal = lines.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(subtotal) || subtotal < 0)
    throw new RangeError(`an invoice subtotal must be whole Rupiah ≥ 0: ${subtotal}`);
  const discount = rupiah(input.discount ?? 0, 'an invoice discount');
  if (discount > subtotal)
    throw new RangeError(`an invoice discount cannot exceed the subtotal: ${discount} > ${subtotal}`);
  const rate = input.ppnRate ?? DEFAULT_PPN_RATE;
  if (!Number.isFinite(rate) || rate < 0 || rate > 100)
    throw new RangeError(`a PPN rate is a percentage 0–100: ${rate}`);
  const tax = invoiceTax({
    regime: input.regime ?? 'PPN2022',
    lines: lines.map((subtotal, i) => ({ subtotal, luxury: input.lines[i]!.luxury ?? false })),
    discount,
    taxable: input.taxable,
    rate,
  });
  const { dpp, ppn } = tax;
  const total = dpp + ppn;
  const paid = rupiah(input.paid ?? 0, 'the amount paid');
  return {
    lines,
    subtotal,
    discount,
    dpp,
    otherBase: tax.otherBase,
    ppn,
    rate: tax.rate,
    tax: tax.lines,
    total,
    paid,
    balance: total - paid,
  };
}

/**
 * Where an invoice stands: `unpaid` while nothing is paid, `partial` while something but less than the
 * total is, `paid` once the total is reached (overpaid is still `paid`). A zero-total invoice with nothing
 * paid is `unpaid`: it is only settled by a payment, never by default.
 *
 * @example paymentState(100_000, 40_000) === 'partial'
 */
export function paymentState(total: number, paid: number): PaymentState {
  if (!(paid > 0)) return 'unpaid';
  return paid >= total ? 'paid' : 'partial';
}
