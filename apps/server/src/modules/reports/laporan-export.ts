/**
 * A built-in report as a file, with the same writers (and limits) as every list's export: CSV, XLSX
 * (figures stay numbers) or PDF. Column headings in the caller's language (Indonesian by default).
 */
import type { Readable } from 'node:stream';
import { defaultMessage, type MessageKey, MSG, messageLocaleOf } from '@kantor/core';
import {
  csvStream,
  type ExportColumn,
  type ExportFormat,
  pdfStream,
  xlsxStream,
} from '../resources/index.ts';
import type { ReportTable } from './laporan.ts';

/** Catalogue keys of the headings a report's columns name (core's `export.reportsHeading*`). */
const HEADINGS: Readonly<Record<string, MessageKey>> = {
  period: MSG.reportsHeadingPeriod,
  customer: MSG.reportsHeadingCustomer,
  category: MSG.reportsHeadingCategory,
  invoice: MSG.reportsHeadingInvoices,
  pos: MSG.reportsHeadingPos,
  total: MSG.reportsHeadingTotal,
  d30: MSG.reportsHeadingDays30,
  d60: MSG.reportsHeadingDays60,
  d90: MSG.reportsHeadingDays90,
  over90: MSG.reportsHeadingOver90,
  in: MSG.reportsHeadingIn,
  out: MSG.reportsHeadingOut,
  net: MSG.reportsHeadingNet,
  balance: MSG.reportsHeadingBalance,
  items: MSG.reportsHeadingItems,
  qty: MSG.reportsHeadingQty,
  value: MSG.reportsHeadingValue,
  jobs: MSG.reportsHeadingJobs,
};

const TITLES: Readonly<Record<string, MessageKey>> = {
  penjualan: MSG.reportsTitleSales,
  'umur-piutang': MSG.reportsTitleAgeing,
  'pemasukan-pengeluaran': MSG.reportsTitleIncomeExpenses,
  'nilai-stok': MSG.reportsTitleStockValue,
  'pekerjaan-selesai': MSG.reportsTitleJobsDone,
};

export function reportFile(
  table: ReportTable,
  format: ExportFormat,
  acceptLanguage: string | undefined,
): { stream: Readable; title: string } {
  const locale = messageLocaleOf(acceptLanguage);
  // own keys only: a column or kind named like an Object property is shown as it is
  const text = (keys: Readonly<Record<string, MessageKey>>, key: string) =>
    Object.hasOwn(keys, key) ? defaultMessage(keys[key] as MessageKey, locale) : key;
  const heading = (key: string) => text(HEADINGS, key);
  const columns: ExportColumn[] = [table.label, ...table.columns.map((c) => c.key)].map((key) => ({
    key,
    header: heading(key),
  }));
  const totals = { [table.label]: defaultMessage(MSG.reportsHeadingTotal, locale), ...table.totals };
  async function* batches() {
    yield [...table.rows, totals];
  }
  const title = text(TITLES, table.kind);
  const stream =
    format === 'csv'
      ? csvStream(columns, batches())
      : format === 'xlsx'
        ? xlsxStream(title, columns, batches())
        : pdfStream(title, columns, batches());
  return { stream, title };
}
