/**
 * An invoice's lines with their tax figures, under the regime its figures were computed with (stored
 * on the invoice; an invoice computed before the rules were dated has none and keeps the single-rate
 * rule): each line's share of the invoice discount, DPP, DPP Nilai Lain and PPN (core's `invoiceTax`).
 * The e-Faktur CSV, the Coretax XML, the PDF and the credit notes read the lines through this.
 */
import { invoiceTax, type TaxLine, type TaxRegimeId } from '@kantor/core';
import type { Query } from '../../db/connect.ts';

export type TaxedLine = Record<string, unknown> & { tax: TaxLine };

/** The regime an invoice row's figures were computed under. */
export const regimeOf = (invoice: Record<string, unknown>): TaxRegimeId =>
  invoice.rezim_pajak === 'PPN2025' ? 'PPN2025' : 'PPN2022';

/** The lines (in id order, with their unit's name) and their tax figures; `invoice` is an `rinvoice` row. */
export async function taxedLines(query: Query, invoice: Record<string, unknown>): Promise<TaxedLine[]> {
  const lines = await query<Record<string, unknown>>(
    `SELECT l.*, s.nama_satuan AS satuan FROM rsubinvoice l LEFT JOIN rsatuan s ON s.id = l.id_satuan
      WHERE l.id_invoice = $1 ORDER BY l.id`,
    [invoice.id],
  );
  const tax = invoiceTax({
    regime: regimeOf(invoice),
    lines: lines.map((l) => ({ subtotal: Number(l.subtotal ?? 0), luxury: l.mewah === true })),
    discount: Number(invoice.diskon ?? 0),
    taxable: invoice.status_pajak === 'PKP',
    rate: Number(invoice.ppn_persen ?? 0),
  });
  return lines.map((l, i) => ({ ...l, tax: tax.lines[i]! }));
}
