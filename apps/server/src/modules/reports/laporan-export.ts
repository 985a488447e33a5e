/**
 * A built-in report as a file, with the same writers (and limits) as every list's export: CSV, XLSX
 * (figures stay numbers) or PDF. Column headings in the caller's language (Indonesian by default).
 */
import type { Readable } from 'node:stream';
import { messageLocaleOf } from '@kantor/core';
import {
  csvStream,
  type ExportColumn,
  type ExportFormat,
  pdfStream,
  xlsxStream,
} from '../resources/index.ts';
import type { ReportTable } from './laporan.ts';

const HEADINGS: Record<string, [string, string]> = {
  period: ['Periode', 'Period'],
  customer: ['Pelanggan', 'Customer'],
  category: ['Kategori', 'Category'],
  invoice: ['Invoice', 'Invoices'],
  pos: ['Kasir (POS)', 'Till (POS)'],
  total: ['Total', 'Total'],
  d30: ['0–30 hari', '0–30 days'],
  d60: ['31–60 hari', '31–60 days'],
  d90: ['61–90 hari', '61–90 days'],
  over90: ['> 90 hari', '> 90 days'],
  in: ['Masuk', 'In'],
  out: ['Keluar', 'Out'],
  net: ['Selisih', 'Net'],
  balance: ['Saldo', 'Balance'],
  items: ['Jumlah barang', 'Items'],
  qty: ['Qty stok', 'Qty in stock'],
  value: ['Nilai', 'Value'],
  jobs: ['Pekerjaan', 'Jobs'],
};

const TITLES: Record<string, [string, string]> = {
  penjualan: ['Penjualan per periode', 'Sales per period'],
  'umur-piutang': ['Umur piutang', 'Receivables ageing'],
  'pemasukan-pengeluaran': ['Pemasukan vs pengeluaran', 'Income vs expenses'],
  'nilai-stok': ['Nilai stok', 'Stock value'],
  'pekerjaan-selesai': ['Pekerjaan selesai', 'Jobs done'],
};

export function reportFile(
  table: ReportTable,
  format: ExportFormat,
  acceptLanguage: string | undefined,
): { stream: Readable; title: string } {
  const i = messageLocaleOf(acceptLanguage) === 'id-ID' ? 0 : 1;
  const heading = (key: string) => HEADINGS[key]?.[i] ?? key;
  const columns: ExportColumn[] = [table.label, ...table.columns.map((c) => c.key)].map((key) => ({
    key,
    header: heading(key),
  }));
  // 'Total' in both languages
  const totals = { [table.label]: 'Total', ...table.totals };
  async function* batches() {
    yield [...table.rows, totals];
  }
  const title = TITLES[table.kind]?.[i] ?? table.kind;
  const stream =
    format === 'csv'
      ? csvStream(columns, batches())
      : format === 'xlsx'
        ? xlsxStream(title, columns, batches())
        : pdfStream(title, columns, batches());
  return { stream, title };
}
