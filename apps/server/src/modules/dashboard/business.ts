import type { BusinessFigures } from '@kantor/core';
import type { Query } from '../../db/connect.ts';

const n = (v: unknown) => Number(v ?? 0);

/**
 * One round trip: every figure as a scalar subquery over its own table. Sales are what was sold (POS
 * sales less their refunds, whether or not the session is closed); cash in is income (`rpemasukan`), which
 * holds a POS session's takings once it is closed (docs/inventory.md), so nothing is counted twice.
 */
export async function businessFigures(query: Query, today: string): Promise<BusinessFigures> {
  const month = today.slice(0, 7);
  const from = `${month}-01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const to = next.toISOString().slice(0, 10);
  const [row] = await query<Record<string, unknown>>(
    `SELECT
       (SELECT coalesce(sum(total), 0) FROM rinvoice
         WHERE tanggal >= $1 AND tanggal < $2 AND status NOT IN ('Draft', 'Batal')) AS invoice_sales,
       (SELECT count(*)::int FROM rinvoice
         WHERE tanggal >= $1 AND tanggal < $2 AND status NOT IN ('Draft', 'Batal')) AS invoice_count,
       (SELECT coalesce(sum(total), 0) FROM pos_sales WHERE tanggal >= $1 AND tanggal < $2)
         - (SELECT coalesce(sum(total), 0) FROM pos_returns WHERE tanggal >= $1 AND tanggal < $2) AS pos_sales,
       (SELECT coalesce(sum(sisa), 0) FROM rinvoice WHERE status IN ('Terbit', 'Sebagian dibayar')) AS receivable,
       (SELECT count(*)::int FROM rinvoice WHERE status IN ('Terbit', 'Sebagian dibayar')) AS receivable_count,
       (SELECT coalesce(sum(sisa), 0) FROM rinvoice
         WHERE status IN ('Terbit', 'Sebagian dibayar') AND jatuh_tempo < $3) AS overdue,
       (SELECT coalesce(sum(jumlah), 0) FROM rpemasukan WHERE tanggal >= $1 AND tanggal < $2) AS cash_in,
       (SELECT coalesce(sum(jumlah), 0) FROM rpengeluaran WHERE tanggal >= $1 AND tanggal < $2) AS cash_out,
       (SELECT count(*)::int FROM rstok WHERE coalesce(stok, 0) < coalesce(stok_minimum, 0)) AS low_stock,
       (SELECT count(*)::int FROM rpekerjaan WHERE status = 'On Going') AS open_jobs`,
    [from, to, today],
  );
  const r = row ?? {};
  return {
    month,
    sales: { total: n(r.invoice_sales) + n(r.pos_sales), invoices: n(r.invoice_sales), pos: n(r.pos_sales) },
    receivables: { total: n(r.receivable), count: n(r.receivable_count), overdue: n(r.overdue) },
    cash: { in: n(r.cash_in), out: n(r.cash_out) },
    lowStock: n(r.low_stock),
    openJobs: n(r.open_jobs),
  };
}
