import { DEFAULT_INVOICE_NUMBER_TEMPLATE, DEFAULT_PPN_RATE, trimmedText as text } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { companyProfile } from '../website/index.ts';

export type InvoiceSettings = {
  /** The code in the number (`INV` in `012/INV/XI/2026`). */
  code: string;
  /** The number's template (`{seq}/{code}/{roman}/{yyyy}`). */
  template: string;
  /** PPN rate in percent for PKP invoices. */
  ppnRate: number;
  /** The business's static QRIS payload, when it has one (a dynamic QRIS with the amount is printed). */
  qris: string | null;
  /** Tax invoice serial (NSFP) ranges the tax office gave, 13 digits each end, used in order. */
  nsfp: { from: string; to: string }[];
  /** The company for the letterhead. */
  company: {
    name: string;
    address: string | null;
    phone: string | null;
    email: string | null;
    npwp: string | null;
  };
};

/** `nsfp` as `["0102600000001-0102600000100", …]` or `[{ "awal": …, "akhir": … }]`; malformed entries skipped. */
function nsfpRanges(raw: unknown): { from: string; to: string }[] {
  const list = Array.isArray(raw) ? raw : [];
  const out: { from: string; to: string }[] = [];
  for (const entry of list.slice(0, 50)) {
    // a string holds both ends: whatever the separators, its 26 digits are two 13-digit serials
    const digits = typeof entry === 'string' ? entry.replace(/\D/g, '') : '';
    const record = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const from =
      typeof entry === 'string' ? digits.slice(0, 13) : String(record.awal ?? '').replace(/\D/g, '');
    const to = typeof entry === 'string' ? digits.slice(13) : String(record.akhir ?? '').replace(/\D/g, '');
    if (/^\d{13}$/.test(from) && /^\d{13}$/.test(to) && Number(from) <= Number(to)) out.push({ from, to });
  }
  return out;
}

/**
 * The invoice settings, read from the company profile (the admin's `rsetwebsite` `umum` row, its `data`):
 * `invoice_kode`, `invoice_format`, `ppn_persen`, `qris`, with the defaults INV, the letter-style
 * template and 11 %. An admin changes them on the website settings screen of that section.
 */
export async function invoiceSettings(query: Query): Promise<InvoiceSettings> {
  const row = await companyProfile(query);
  const data = row?.data ?? {};
  const rate = Number(data.ppn_persen);
  return {
    code: (text(data.invoice_kode) ?? 'INV').slice(0, 20),
    template: text(data.invoice_format) ?? DEFAULT_INVOICE_NUMBER_TEMPLATE,
    ppnRate: Number.isFinite(rate) && rate >= 0 && rate <= 100 ? rate : DEFAULT_PPN_RATE,
    qris: text(data.qris),
    nsfp: nsfpRanges(data.nsfp),
    company: {
      name: text(data.nama_usaha) ?? row?.judul ?? 'Kantor',
      address: text(data.alamat),
      phone: text(data.telepon),
      email: text(data.email),
      npwp: text(data.npwp),
    },
  };
}
