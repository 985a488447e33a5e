/**
 * The built-in reports of `rlaporan` (a saved report definition names one in `definisi.laporan`):
 * sales per period, receivables ageing, income against expenses, stock value, jobs done. Each answers
 * one table shape the report screen draws as a chart and a table: a label column, figure columns,
 * which of them to chart, and the totals.
 */
import type { ReportTable as CoreReportTable, ReportKind } from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { type Quote, quote, UndeclaredAnswerKey, withheldKeys } from '../../plugins/quotes.ts';
import { cashFlow, type Range } from './recaps.ts';

/** The answer of one report (core `ReportTable`, its kind narrowed to the built-in ones). */
export type ReportTable = CoreReportTable<ReportKind>;

const n = (v: unknown) => Number(v ?? 0);
const bucket = (period: Range['period'], column: string) => `date_trunc('${period}', ${column})::date`;

function totalsOf(rows: Record<string, string | number | null>[], keys: string[]): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((sum, r) => sum + n(r[k]), 0)]));
}

async function sales(query: Query, range: Range): Promise<ReportTable> {
  const rows = await query<{ period: unknown; invoice: string; pos: string }>(
    `SELECT period, sum(invoice) AS invoice, sum(pos) AS pos FROM (
       SELECT ${bucket(range.period, 'tanggal')} AS period, total AS invoice, 0 AS pos FROM rinvoice
        WHERE tanggal BETWEEN $1 AND $2 AND status NOT IN ('Draft', 'Batal')
       UNION ALL
       SELECT ${bucket(range.period, 'tanggal')}, 0, total FROM pos_sales WHERE tanggal BETWEEN $1 AND $2
       UNION ALL
       -- a POS refund lowers the sales of the day it was made (issue 34)
       SELECT ${bucket(range.period, 'tanggal')}, 0, -total FROM pos_returns WHERE tanggal BETWEEN $1 AND $2
     ) s GROUP BY period ORDER BY period`,
    [range.from, range.to],
  );
  const out = rows.map((r) => ({
    period: dayText(r.period),
    invoice: n(r.invoice),
    pos: n(r.pos),
    total: n(r.invoice) + n(r.pos),
  }));
  return {
    kind: 'penjualan',
    label: 'period',
    columns: ['invoice', 'pos', 'total'].map((key) => ({ key, money: true })),
    rows: out,
    totals: totalsOf(out, ['invoice', 'pos', 'total']),
    chart: { series: ['invoice', 'pos'], stacked: true },
    periodic: true,
  };
}

/** What each customer still owes on issued invoices, by days since the due date (or the invoice date). */
async function ageing(query: Query, today: string): Promise<ReportTable> {
  const rows = await query<Record<string, string>>(
    `SELECT coalesce(a.nama, '#' || i.id_akun) AS customer,
            sum(CASE WHEN age <= 30 THEN sisa ELSE 0 END) AS d30,
            sum(CASE WHEN age BETWEEN 31 AND 60 THEN sisa ELSE 0 END) AS d60,
            sum(CASE WHEN age BETWEEN 61 AND 90 THEN sisa ELSE 0 END) AS d90,
            sum(CASE WHEN age > 90 THEN sisa ELSE 0 END) AS over90,
            sum(sisa) AS total
       FROM (SELECT id_akun, sisa, ($1::date - coalesce(jatuh_tempo, tanggal)) AS age FROM rinvoice
              WHERE status IN ('Terbit', 'Sebagian dibayar') AND sisa > 0) i
       LEFT JOIN akun a ON a.id = i.id_akun
      GROUP BY 1 ORDER BY sum(sisa) DESC`,
    [today],
  );
  const keys = ['d30', 'd60', 'd90', 'over90', 'total'];
  const out = rows.map((r) => ({
    customer: r.customer!,
    ...Object.fromEntries(keys.map((k) => [k, n(r[k])])),
  }));
  return {
    kind: 'umur-piutang',
    label: 'customer',
    columns: keys.map((key) => ({ key, money: true })),
    rows: out,
    totals: totalsOf(out, keys),
    chart: { series: ['d30', 'd60', 'd90', 'over90'], stacked: true },
    periodic: false,
  };
}

async function incomeExpense(query: Query, range: Range): Promise<ReportTable> {
  const flow = await cashFlow(query, range);
  const out = flow.rows.map((r) => ({
    period: r.period,
    in: r.in,
    out: r.out,
    net: r.net,
    balance: r.balance,
  }));
  return {
    kind: 'pemasukan-pengeluaran',
    label: 'period',
    columns: ['in', 'out', 'net', 'balance'].map((key) => ({ key, money: true })),
    rows: out,
    totals: { ...totalsOf(out, ['in', 'out', 'net']), balance: flow.totals.closing },
    chart: { series: ['in', 'out'], stacked: false },
    periodic: true,
  };
}

/** Stock on hand and its value at moving average cost, per category. */
async function stockValue(query: Query): Promise<ReportTable> {
  const rows = await query<{ category: string; items: number; qty: string; value: string }>(
    `SELECT coalesce(k.nama_kategori, '—') AS category, count(*)::int AS items, sum(coalesce(s.stok, 0)) AS qty,
            sum(coalesce(s.nilai_stok, 0)) AS value
       FROM rstok s LEFT JOIN rkategorilevel k ON k.id = s.id_kategori
      GROUP BY 1 ORDER BY sum(coalesce(s.nilai_stok, 0)) DESC`,
  );
  const out = rows.map((r) => ({ category: r.category, items: r.items, qty: n(r.qty), value: n(r.value) }));
  return {
    kind: 'nilai-stok',
    label: 'category',
    columns: [
      { key: 'items', money: false },
      { key: 'qty', money: false },
      { key: 'value', money: true },
    ],
    rows: out,
    totals: totalsOf(out, ['items', 'qty', 'value']),
    chart: { series: ['value'], stacked: false },
    periodic: false,
  };
}

/** Jobs finished per period (by their end date) and their contract value. */
async function jobsDone(query: Query, range: Range): Promise<ReportTable> {
  const rows = await query<{ period: unknown; jobs: number; value: string }>(
    `SELECT ${bucket(range.period, 'tanggal_selesai')} AS period, count(*)::int AS jobs,
            coalesce(sum(nilai_kontrak), 0) AS value
       FROM rpekerjaan WHERE status = 'Done' AND tanggal_selesai BETWEEN $1 AND $2
      GROUP BY 1 ORDER BY 1`,
    [range.from, range.to],
  );
  const out = rows.map((r) => ({ period: dayText(r.period), jobs: r.jobs, value: n(r.value) }));
  return {
    kind: 'pekerjaan-selesai',
    label: 'period',
    columns: [
      { key: 'jobs', money: false },
      { key: 'value', money: true },
    ],
    rows: out,
    totals: totalsOf(out, ['jobs', 'value']),
    chart: { series: ['jobs'], stacked: false },
    periodic: true,
  };
}

export async function runReport(
  query: Query,
  kind: ReportKind,
  range: Range,
  today: string,
): Promise<ReportTable> {
  switch (kind) {
    case 'penjualan':
      return sales(query, range);
    case 'umur-piutang':
      return ageing(query, today);
    case 'pemasukan-pengeluaran':
      return incomeExpense(query, range);
    case 'nilai-stok':
      return stockValue(query);
    case 'pekerjaan-selesai':
      return jobsDone(query, range);
  }
}

/**
 * What each report's row label and columns quote (rule R5, plugins/quotes.ts), and the value its rows
 * are ordered by when that is a figure. A POS sale's amount is the sum of the goods outs it wrote
 * (`rbarangkeluar.subtotal`), so that field stands for POS money.
 */
type TableQuotes = { label: Quote; columns: Readonly<Record<string, Quote>>; orderedBy?: Quote };
const invoiceTotal = quote('rinvoice.total');
const posTotal = quote('rbarangkeluar.subtotal');
const owed = quote('rinvoice.sisa', 'rinvoice.jatuh_tempo', 'rinvoice.tanggal');
const inOut = quote('rpemasukan.jumlah', 'rpengeluaran.jumlah');
export const REPORT_QUOTES: Readonly<Record<ReportKind, TableQuotes>> = {
  penjualan: {
    label: quote('rinvoice.tanggal'),
    columns: {
      invoice: invoiceTotal,
      pos: posTotal,
      total: quote('rinvoice.total', 'rbarangkeluar.subtotal'),
    },
  },
  'umur-piutang': {
    label: quote('akun.nama'),
    columns: { d30: owed, d60: owed, d90: owed, over90: owed, total: quote('rinvoice.sisa') },
    orderedBy: quote('rinvoice.sisa'),
  },
  'pemasukan-pengeluaran': {
    label: quote('rpemasukan.tanggal', 'rpengeluaran.tanggal'),
    columns: {
      in: quote('rpemasukan.jumlah'),
      out: quote('rpengeluaran.jumlah'),
      net: inOut,
      balance: inOut,
    },
  },
  'nilai-stok': {
    label: quote('rkategorilevel.nama_kategori'),
    columns: {
      items: quote('rstok.id_kategori'),
      qty: quote('rstok.stok'),
      value: quote('rstok.nilai_stok'),
    },
    orderedBy: quote('rstok.nilai_stok'),
  },
  'pekerjaan-selesai': {
    label: quote('rpekerjaan.tanggal_selesai'),
    columns: { jobs: quote('rpekerjaan.status'), value: quote('rpekerjaan.nilai_kontrak') },
  },
};

/**
 * The table as the caller's role may see it: a column quoting a hidden field leaves `columns`, every
 * row, the totals and the chart (so the CSV, XLSX and PDF files lose it too); a hidden row label is
 * null; rows ordered by a hidden figure are ordered by their label. A column the declaration does not
 * name is a programming error ({@link UndeclaredAnswerKey}).
 */
export async function withholdTable(request: FastifyRequest, table: ReportTable): Promise<ReportTable> {
  const declared = REPORT_QUOTES[table.kind];
  const known = new Set([table.label, ...Object.keys(declared.columns)]);
  for (const key of [...table.columns.map((c) => c.key), ...table.rows.flatMap((r) => Object.keys(r))])
    if (!known.has(key)) throw new UndeclaredAnswerKey(`report ${table.kind}: column ${key} is not declared`);
  const gone = await withheldKeys(request, {
    ...declared.columns,
    '(label)': declared.label,
    ...(declared.orderedBy ? { '(order)': declared.orderedBy } : {}),
  });
  if (gone.size === 0) return table;
  const keep = (key: string) => !gone.has(key);
  const label = (row: Record<string, string | number | null>) =>
    gone.has('(label)') ? null : (row[table.label] ?? null);
  let rows = table.rows.map((row) => ({
    ...Object.fromEntries(Object.entries(row).filter(([key]) => keep(key))),
    [table.label]: label(row),
  }));
  if (gone.has('(order)'))
    rows = [...rows].sort((a, b) =>
      String(a[table.label] ?? '').localeCompare(String(b[table.label] ?? ''), 'id'),
    );
  return {
    ...table,
    columns: table.columns.filter((c) => keep(c.key)),
    rows,
    totals: Object.fromEntries(Object.entries(table.totals).filter(([key]) => keep(key))),
    chart: { ...table.chart, series: table.chart.series.filter(keep) },
  };
}
