/**
 * The money recaps: income per period and category (`rpemasukan/ghkpo`), income against expenses per
 * period with the running cash balance (`rpemasukan/drtyj`), and invoices counted and summed by state
 * (`rinvoice/countrinvoice`). Periods are calendar days, ISO weeks (Monday) or months.
 */
import type { IncomeRecap, InvoiceCounts, ReportRange } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';

export { PERIODS, type Period, type Range, readRange } from '../../lib/dates.ts';

import type { Period, Range } from '../../lib/dates.ts';

const bucket = (period: Period, column: string) => `date_trunc('${period}', ${column})::date`;
const n = (v: unknown) => Number(v ?? 0);

/** A recap row as computed, every figure present (the answer withholds what the role may not see). */
type RecapRow = { period: string; byCategory: Record<string, number>; total: number; count: number };

/** Income per period and category, with totals per category and overall. */
export async function incomeRecap(query: Query, range: Range): Promise<IncomeRecap> {
  const rows = await query<{ period: unknown; kategori: string; jumlah: string; n: number }>(
    `SELECT ${bucket(range.period, 'tanggal')} AS period, kategori, sum(jumlah) AS jumlah, count(*)::int AS n
       FROM rpemasukan WHERE tanggal BETWEEN $1 AND $2
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [range.from, range.to],
  );
  const categories = [...new Set(rows.map((r) => r.kategori))].sort();
  const byPeriod = new Map<string, RecapRow>();
  const totals: Omit<RecapRow, 'period'> = { byCategory: {}, total: 0, count: 0 };
  for (const r of rows) {
    const period = dayText(r.period);
    const row = byPeriod.get(period) ?? { period, byCategory: {}, total: 0, count: 0 };
    row.byCategory[r.kategori] = n(r.jumlah);
    row.total += n(r.jumlah);
    row.count += r.n;
    byPeriod.set(period, row);
    totals.byCategory[r.kategori] = (totals.byCategory[r.kategori] ?? 0) + n(r.jumlah);
    totals.total += n(r.jumlah);
    totals.count += r.n;
  }
  return { range, categories, rows: [...byPeriod.values()], totals };
}

/** The cash flow as computed, every figure present. */
export type Flow = {
  range: ReportRange;
  opening: number;
  rows: { period: string; in: number; out: number; net: number; balance: number }[];
  totals: { in: number; out: number; net: number; closing: number };
};

/** Income against expenses per period, with the running balance from everything before the range. */
export async function cashFlow(query: Query, range: Range): Promise<Flow> {
  const [opening] = await query<{ n: string }>(
    `SELECT (SELECT coalesce(sum(jumlah), 0) FROM rpemasukan WHERE tanggal < $1)
          - (SELECT coalesce(sum(jumlah), 0) FROM rpengeluaran WHERE tanggal < $1) AS n`,
    [range.from],
  );
  const rows = await query<{ period: unknown; masuk: string; keluar: string }>(
    `SELECT period, sum(masuk) AS masuk, sum(keluar) AS keluar FROM (
       SELECT ${bucket(range.period, 'tanggal')} AS period, jumlah AS masuk, 0 AS keluar
         FROM rpemasukan WHERE tanggal BETWEEN $1 AND $2
       UNION ALL
       SELECT ${bucket(range.period, 'tanggal')}, 0, jumlah FROM rpengeluaran WHERE tanggal BETWEEN $1 AND $2
     ) m GROUP BY period ORDER BY period`,
    [range.from, range.to],
  );
  let balance = n(opening?.n);
  const out: Flow['rows'] = [];
  const totals = { in: 0, out: 0, net: 0, closing: balance };
  for (const r of rows) {
    const net = n(r.masuk) - n(r.keluar);
    balance += net;
    out.push({ period: dayText(r.period), in: n(r.masuk), out: n(r.keluar), net, balance });
    totals.in += n(r.masuk);
    totals.out += n(r.keluar);
  }
  totals.net = totals.in - totals.out;
  totals.closing = balance;
  return { range, opening: n(opening?.n), rows: out, totals };
}

/** Invoices counted and summed by state (all time). */
export async function invoiceCounts(query: Query): Promise<InvoiceCounts> {
  const order = ['Draft', 'Terbit', 'Sebagian dibayar', 'Lunas', 'Batal'];
  const rows = await query<{ status: string; n: number; total: string; paid: string; balance: string }>(
    `SELECT status, count(*)::int AS n, coalesce(sum(total), 0) AS total, coalesce(sum(dibayar), 0) AS paid,
            coalesce(sum(sisa), 0) AS balance FROM rinvoice GROUP BY status`,
  );
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  const result = order.map((status) => {
    const r = byStatus.get(status);
    return { status, count: r?.n ?? 0, total: n(r?.total), paid: n(r?.paid), balance: n(r?.balance) };
  });
  const totals = result.reduce(
    (acc, r) => ({
      count: acc.count + r.count,
      total: acc.total + (r.status === 'Batal' ? 0 : r.total),
      paid: acc.paid + r.paid,
      balance: acc.balance + (r.status === 'Terbit' || r.status === 'Sebagian dibayar' ? r.balance : 0),
    }),
    { count: 0, total: 0, paid: 0, balance: 0 },
  );
  return { rows: result, totals };
}
