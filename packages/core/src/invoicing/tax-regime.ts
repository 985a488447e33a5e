/**
 * The PPN (VAT) rules by date. Two regimes:
 *
 * - `PPN2022` (UU HPP, until 31 December 2024): one rate (the invoice settings', 11 % by default) on the
 *   whole DPP, the PPN taken once per invoice and rounded down to the Rupiah.
 * - `PPN2025` (PMK 131/2024, from 1 January 2025): 12 %. A line of goods or services that are not luxury
 *   goods is taxed on a "DPP Nilai Lain" of 11/12 of its tax base (so 11 % in effect); a luxury line
 *   (goods subject to PPnBM) is taxed 12 % of its whole tax base.
 *
 * Rounding (`PPN2025`): **per line, to the Rupiah**. DPP Nilai Lain = tax base × 11/12 rounded half up;
 * PPN = DPP Nilai Lain × 12 % rounded down (as e-Faktur and Coretax round VAT down). The invoice's
 * figures are the sums of its lines'. Per line because Coretax takes a tax invoice line by line (TaxBase,
 * OtherTaxBase and VAT of each GoodService) and adds them up: a PPN rounded once per invoice would differ
 * from the tax invoice's by a rupiah now and then. An invoice discount is spread over the lines first
 * (`spreadDiscount`), so the lines' tax bases add up to the invoice's DPP.
 *
 * An invoice keeps the regime it was computed under (stored with it), so figures never move when the
 * rules do: invoices dated before 2025 keep the single-rate figures exactly.
 */

export type TaxRegimeId = 'PPN2022' | 'PPN2025';
export const TAX_REGIMES: readonly TaxRegimeId[] = ['PPN2022', 'PPN2025'];

/** The first day of the PMK 131/2024 rules. */
export const PPN_2025_FROM = '2025-01-01';
/** The PPN rate of the 2025 rules, in percent. */
export const PPN_2025_RATE = 12;

/** The regime in force on a day (`YYYY-MM-DD`). */
export function taxRegimeOn(date: string): TaxRegimeId {
  return date.slice(0, 10) >= PPN_2025_FROM ? 'PPN2025' : 'PPN2022';
}

/** One line as the tax sees it: its subtotal (whole Rupiah, after its own discount) and whether luxury. */
export type TaxLineInput = { subtotal: number; luxury?: boolean };

/** A line's tax figures, whole Rupiah. */
export type TaxLine = {
  /** The line's share of the invoice discount. */
  discount: number;
  /** DPP: the line's subtotal less its share of the invoice discount. */
  base: number;
  /** DPP Nilai Lain (2025 rules: 11/12 of the base, or the base itself for luxury); null before. */
  otherBase: number | null;
  /** The rate applied, in percent (to `otherBase` when there is one, else to `base`). */
  rate: number;
  ppn: number;
};

export type InvoiceTaxInput = {
  regime: TaxRegimeId;
  lines: readonly TaxLineInput[];
  /** Discount on the whole invoice, whole Rupiah ≤ the lines' sum. */
  discount?: number;
  /** A PKP invoice carries PPN; a Non PKP one has none. */
  taxable: boolean;
  /** The single rate of the `PPN2022` regime, in percent (up to 2 decimals); ignored from 2025. */
  rate?: number;
};

export type InvoiceTax = {
  regime: TaxRegimeId;
  /** The rate in percent: the single rate before 2025, 12 from 2025; 0 when not taxable. */
  rate: number;
  lines: TaxLine[];
  /** The invoice's DPP (sum of the lines' bases). */
  dpp: number;
  /** The invoice's DPP Nilai Lain (sum of the lines'); null before 2025 and when not taxable. */
  otherBase: number | null;
  ppn: number;
};

/** A whole, safe Rupiah amount ≥ 0, or a RangeError naming what it is. */
export function wholeRupiah(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be whole Rupiah ≥ 0: ${value}`);
  return value;
}

/**
 * Spreads an invoice discount over the lines in proportion to their subtotals, each share rounded half
 * up, the last line taking the rest, so the shares add up to the discount (the e-Faktur CSV's rule).
 * With a zero subtotal the last line takes it all.
 *
 * @example spreadDiscount([600_000, 400_000], 100_000) // [60_000, 40_000]
 */
export function spreadDiscount(subtotals: readonly number[], discount: number): number[] {
  const sum = subtotals.reduce((a, b) => a + b, 0);
  let left = discount;
  return subtotals.map((subtotal, i) => {
    const last = i === subtotals.length - 1;
    const share =
      last || sum === 0
        ? left
        : Number((BigInt(discount) * BigInt(subtotal) * 2n + BigInt(sum)) / (2n * BigInt(sum)));
    left -= share;
    return share;
  });
}

/** ⌊amount × rate / 100⌋ with the rate in hundredths of a percent, in BigInt (no float can push it up). */
function vatDown(amount: number, rate: number): number {
  return Number((BigInt(amount) * BigInt(Math.round(rate * 100))) / 10_000n);
}

/** amount × 11/12 rounded half up. */
function elevenTwelfths(amount: number): number {
  return Number((BigInt(amount) * 11n * 2n + 12n) / 24n);
}

/**
 * The invoice's tax under a regime, line by line and in total (see the module's rounding rule).
 *
 * @example invoiceTax({ regime: 'PPN2025', lines: [{ subtotal: 1_000_000 }], taxable: true }).ppn === 110_000
 */
export function invoiceTax(input: InvoiceTaxInput): InvoiceTax {
  const subtotals = input.lines.map((l) => wholeRupiah(l.subtotal, 'a line subtotal'));
  const sum = subtotals.reduce((a, b) => a + b, 0);
  const discount = wholeRupiah(input.discount ?? 0, 'an invoice discount');
  if (discount > sum)
    throw new RangeError(`an invoice discount cannot exceed the subtotal: ${discount} > ${sum}`);
  const shares = spreadDiscount(subtotals, discount);
  const bases = subtotals.map((s, i) => s - shares[i]!);
  const dpp = sum - discount;
  if (!input.taxable) {
    const lines = bases.map((base, i) => ({ discount: shares[i]!, base, otherBase: null, rate: 0, ppn: 0 }));
    return { regime: input.regime, rate: 0, lines, dpp, otherBase: null, ppn: 0 };
  }
  if (input.regime === 'PPN2022') {
    const rate = input.rate ?? 11;
    if (!Number.isFinite(rate) || rate < 0 || rate > 100)
      throw new RangeError(`a PPN rate is a percentage 0–100: ${rate}`);
    // once per invoice, rounded down; the lines take their share, the last line the rest
    const ppn = vatDown(dpp, rate);
    let left = ppn;
    const lines = bases.map((base, i) => {
      const line = i === bases.length - 1 ? left : vatDown(base, rate);
      left -= line;
      return { discount: shares[i]!, base, otherBase: null, rate, ppn: line };
    });
    return { regime: 'PPN2022', rate, lines, dpp, otherBase: null, ppn };
  }
  const lines = bases.map((base, i) => {
    const otherBase = input.lines[i]!.luxury ? base : elevenTwelfths(base);
    return {
      discount: shares[i]!,
      base,
      otherBase,
      rate: PPN_2025_RATE,
      ppn: vatDown(otherBase, PPN_2025_RATE),
    };
  });
  return {
    regime: 'PPN2025',
    rate: PPN_2025_RATE,
    lines,
    dpp,
    otherBase: lines.reduce((a, l) => a + l.otherBase, 0),
    ppn: lines.reduce((a, l) => a + l.ppn, 0),
  };
}
