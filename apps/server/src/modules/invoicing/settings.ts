import { DEFAULT_INVOICE_NUMBER_TEMPLATE, DEFAULT_PPN_RATE } from '@kantor/core';
import type { Query } from '../../db/connect.ts';

export type InvoiceSettings = {
  /** The code in the number (`INV` in `012/INV/XI/2026`). */
  code: string;
  /** The number's template (`{seq}/{code}/{roman}/{yyyy}`). */
  template: string;
  /** PPN rate in percent for PKP invoices. */
  ppnRate: number;
  /** The business's static QRIS payload, when it has one (a dynamic QRIS with the amount is printed). */
  qris: string | null;
  /** The company for the letterhead. */
  company: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    npwp: string | null;
  };
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The invoice settings, read from the company profile (`rsetwebsite`, section `umum`, its `data`):
 * `invoice_kode`, `invoice_format`, `ppn_persen`, `qris`, with the defaults INV, the letter-style
 * template and 11 %. An admin changes them on the website settings screen of that section.
 */
export async function invoiceSettings(query: Query): Promise<InvoiceSettings> {
  const [row] = await query<{ judul: string; data: Record<string, unknown> | null }>(
    "SELECT judul, data FROM rsetwebsite WHERE bagian = 'umum' ORDER BY id LIMIT 1",
  );
  const data = row?.data && typeof row.data === 'object' ? row.data : {};
  const rate = Number(data.ppn_persen);
  return {
    code: (text(data.invoice_kode) ?? 'INV').slice(0, 20),
    template: text(data.invoice_format) ?? DEFAULT_INVOICE_NUMBER_TEMPLATE,
    ppnRate: Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_PPN_RATE,
    qris: text(data.qris),
    company: {
      name: text(data.nama_usaha) ?? row?.judul ?? 'Kantor',
      address: text(data.alamat),
      phone: text(data.telepon),
      email: text(data.email),
      npwp: text(data.npwp),
    },
  };
}
