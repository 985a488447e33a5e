/** PPN (VAT) rate in percent since 2022 (UU HPP); the invoice settings may change it. */
export const DEFAULT_PPN_RATE = 11;

export type InvoiceLineInput = { qty: number; price: number; discount?: number };
export type InvoiceTotalsInput = {
  lines: readonly InvoiceLineInput[];
  /** Discount on the whole invoice, in Rupiah, before tax. */
  discount?: number;
  /** A PKP invoice carries PPN. */
  taxable: boolean;
  ppnRate?: number;
  paid?: number;
};
export type InvoiceTotals = {
  lines: number[];
  subtotal: number;
  discount: number;
  /** Dasar Pengenaan Pajak: the tax base. */
  dpp: number;
  ppn: number;
  total: number;
  paid: number;
  balance: number;
};

/** qty × price in whole Rupiah, half up, without float drift (1.5 × 33.333 = 50.000; 0.3 × 10 = 3). */
function gross(qty: number, price: number): number {
  // BigInt: a large quantity × a large price stays exact past 2^53
  const scaled = BigInt(Math.round(qty * 10_000)) * BigInt(Math.round(price));
  return Number((scaled + 5_000n) / 10_000n);
}

/** A line's subtotal: qty × price (half up) less its discount; a discount over the gross is a RangeError. */
export function lineSubtotal(line: InvoiceLineInput): number {
  const amount = gross(line.qty, line.price);
  const discount = line.discount ?? 0;
  if (discount < 0 || discount > amount) throw new RangeError('discount outside 0 … line amount');
  return amount - discount;
}

/**
 * The invoice's figures in integer Rupiah: line subtotals, subtotal, header discount, DPP (subtotal less
 * discount), PPN and total, paid and balance. PPN = DPP × rate / 100 **rounded down** to whole Rupiah
 * (the tax office's e-Faktur rounds VAT down: "pembulatan ke bawah"); Non PKP has none.
 */
export function invoiceTotals(input: InvoiceTotalsInput): InvoiceTotals {
  const lines = input.lines.map(lineSubtotal);
  const subtotal = lines.reduce((a, b) => a + b, 0);
  const discount = input.discount ?? 0;
  if (discount < 0 || discount > subtotal) throw new RangeError('invoice discount outside 0 … subtotal');
  const dpp = subtotal - discount;
  const rate = input.ppnRate ?? DEFAULT_PPN_RATE;
  // rate in hundredths of a percent, integer arithmetic: 11 % of 1.000.001 = 110.000 (floor)
  const ppn = input.taxable ? Number((BigInt(dpp) * BigInt(Math.round(rate * 100))) / 10_000n) : 0;
  const total = dpp + ppn;
  const paid = input.paid ?? 0;
  return { lines, subtotal, discount, dpp, ppn, total, paid, balance: total - paid };
}

/** Where an invoice stands from its total and what was paid. */
export function paymentState(total: number, paid: number): 'unpaid' | 'partial' | 'paid' {
  if (paid <= 0) return 'unpaid';
  return paid >= total ? 'paid' : 'partial';
}
