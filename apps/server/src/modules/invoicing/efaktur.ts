/**
 * e-Faktur: the tax invoice serial (NSFP) a PKP invoice takes when issued, from the ranges the tax
 * office gave (gap-free, in order, a 422 once they run out), and the CSV of output tax invoices in
 * the layout the e-Faktur desktop application imports (FK header, LT buyer, OF lines; three heading
 * rows first). Amounts are whole Rupiah; DPP and PPN per line follow the invoice's rounding (PPN down).
 */
import { csvRow } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { ValidationError } from '../../errors.ts';
import { nextNumber } from '../inventory/index.ts';
import type { HookContext } from '../resources/index.ts';
import type { InvoiceSettings } from './settings.ts';
import { taxedLines } from './tax-lines.ts';

/** `0102600000001` → `010-26.00000001`, as printed on a tax invoice. */
export const formatNsfp = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 5)}.${digits.slice(5)}`;

/** The next serial of the ranges (locked counter per range, so concurrent issues never share one). */
export async function nextNsfp(
  ctx: Pick<HookContext, 'query' | 'msg'>,
  settings: InvoiceSettings,
): Promise<string | null> {
  if (settings.nsfp.length === 0) return null;
  for (const range of settings.nsfp) {
    const n = await nextNumber(ctx.query, `NSFP/${range.from}`);
    const serial = Number(range.from) + n - 1;
    if (serial <= Number(range.to)) return formatNsfp(String(serial).padStart(13, '0'));
  }
  throw new ValidationError({ status: [ctx.msg('validation.nsfpExhausted')] });
}

const HEAD = [
  [
    'FK',
    'KD_JENIS_TRANSAKSI',
    'FG_PENGGANTI',
    'NOMOR_FAKTUR',
    'MASA_PAJAK',
    'TAHUN_PAJAK',
    'TANGGAL_FAKTUR',
    'NPWP',
    'NAMA',
    'ALAMAT_LENGKAP',
    'JUMLAH_DPP',
    'JUMLAH_PPN',
    'JUMLAH_PPNBM',
    'ID_KETERANGAN_TAMBAHAN',
    'FG_UANG_MUKA',
    'UANG_MUKA_DPP',
    'UANG_MUKA_PPN',
    'UANG_MUKA_PPNBM',
    'REFERENSI',
    'KODE_DOKUMEN_PENDUKUNG',
  ],
  [
    'LT',
    'NPWP',
    'NAMA',
    'JALAN',
    'BLOK',
    'NOMOR',
    'RT',
    'RW',
    'KECAMATAN',
    'KELURAHAN',
    'KABUPATEN',
    'PROPINSI',
    'KODE_POS',
    'NOMOR_TELEPON',
  ],
  [
    'OF',
    'KODE_OBJEK',
    'NAMA',
    'HARGA_SATUAN',
    'JUMLAH_BARANG',
    'HARGA_TOTAL',
    'DISKON',
    'DPP',
    'PPN',
    'TARIF_PPNBM',
    'PPNBM',
  ],
];

/** The import file's form: every field quoted, one record per line (core's writer, formulas neutralised). */
const row = (values: unknown[]) => csvRow(values, { alwaysQuote: true, oneLine: true });

/**
 * The output tax invoices of issued PKP invoices dated in the range (not cancelled), one FK row each
 * with its buyer (LT) and lines (OF). An invoice discount is spread over the lines in proportion, the
 * last line taking the rounding rest, and each line's PPN is the invoice's own rules' (tax-lines.ts), so
 * the OF rows add up to the FK totals. The format of the periods before Coretax (2025): kept for them.
 */
export async function efakturCsv(
  query: Query,
  from: string,
  to: string,
): Promise<{ csv: string; count: number }> {
  const invoices = await query<Record<string, unknown>>(
    `SELECT i.*, a.nama AS buyer, a.npwp, a.alamat, a.no_hp FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun
      WHERE i.status_pajak = 'PKP' AND i.status NOT IN ('Draft', 'Batal') AND i.tanggal BETWEEN $1 AND $2
      ORDER BY i.no_faktur_pajak NULLS LAST, i.id`,
    [from, to],
  );
  const out = HEAD.map(row);
  for (const inv of invoices) {
    const date = dayText(inv.tanggal);
    const npwp =
      String(inv.npwp ?? '')
        .replace(/\D/g, '')
        .padEnd(15, '0')
        .slice(0, 15) || '000000000000000';
    const lines = await taxedLines(query, inv);
    out.push(
      row([
        'FK',
        '01',
        '0',
        String(inv.no_faktur_pajak ?? '').replace(/\D/g, ''),
        Number(date.slice(5, 7)),
        date.slice(0, 4),
        `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`,
        npwp,
        inv.buyer,
        inv.alamat ?? '',
        Number(inv.dpp ?? 0),
        Number(inv.ppn ?? 0),
        0,
        '',
        0,
        0,
        0,
        0,
        inv.no_invoice ?? '',
        '',
      ]),
    );
    out.push(
      row(['LT', npwp, inv.buyer, inv.alamat ?? '', '', '', '', '', '', '', '', '', '', inv.no_hp ?? '']),
    );
    // the invoice discount spread over the lines and each line's PPN, by the invoice's own rules
    for (const l of lines) {
      const gross = Math.round(Number(l.qty) * Number(l.harga ?? 0));
      out.push(
        row([
          'OF',
          '',
          l.nama_item,
          Number(l.harga ?? 0),
          Number(l.qty),
          gross,
          Number(l.diskon ?? 0) + l.tax.discount,
          l.tax.base,
          l.tax.ppn,
          0,
          0,
        ]),
      );
    }
  }
  return { csv: `${out.join('\r\n')}\r\n`, count: invoices.length };
}
