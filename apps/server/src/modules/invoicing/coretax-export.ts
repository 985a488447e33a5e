/**
 * The Coretax import file (core's `coretaxXml`) of the output tax invoices of a date range: issued,
 * part-paid and paid PKP invoices whose figures were computed under the PMK 131/2024 rules, with their
 * lines' DPP, DPP Nilai Lain and PPN as stored (tax-lines.ts). Invoices of the periods before are left to
 * the e-Faktur CSV (efaktur.ts).
 */
import { type CoretaxInvoice, coretaxXml } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { invoiceSettings } from './settings.ts';
import { taxedLines } from './tax-lines.ts';

export async function coretaxExport(
  query: Query,
  from: string,
  to: string,
): Promise<{ xml: string; count: number }> {
  const invoices = await query<Record<string, unknown>>(
    `SELECT i.*, a.nama AS buyer, a.npwp, a.alamat, a.email FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun
      WHERE i.status_pajak = 'PKP' AND i.status NOT IN ('Draft', 'Batal') AND i.rezim_pajak = 'PPN2025'
        AND i.tanggal BETWEEN $1 AND $2
      ORDER BY i.tanggal, i.id`,
    [from, to],
  );
  const out: CoretaxInvoice[] = [];
  for (const inv of invoices) {
    const lines = await taxedLines(query, inv);
    out.push({
      date: dayText(inv.tanggal),
      reference: String(inv.no_invoice ?? ''),
      regime: 'PPN2025',
      buyer: {
        name: String(inv.buyer ?? ''),
        npwp: inv.npwp == null ? null : String(inv.npwp),
        address: inv.alamat == null ? null : String(inv.alamat),
        email: inv.email == null ? null : String(inv.email),
      },
      lines: lines.map((l) => ({
        service: l.jenis === 'Jasa',
        name: String(l.nama_item ?? ''),
        price: Number(l.harga ?? 0),
        qty: Number(l.qty),
        discount: Number(l.diskon ?? 0),
        tax: l.tax,
      })),
    });
  }
  const settings = await invoiceSettings(query);
  return { xml: coretaxXml(settings.company.npwp, out), count: out.length };
}
