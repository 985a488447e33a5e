/**
 * "Invoice due": once a day (the daily job, modules/maintenance/daily.ts), the admins hear of each issued
 * invoice with a balance that falls due within {@link DUE_SOON_DAYS} days or is overdue. Each invoice is
 * announced once per due date: a notice already written for it (same link, same due date in its title)
 * is not written again, so a missed day still warns and a day run twice warns once.
 */
import { formatCurrency, formatDateLong, getResource } from '@kantor/core';
import { notify } from '../notifications/index.ts';
import type { TxContext } from '../resources/index.ts';
import { hookContext } from '../resources/index.ts';

export const DUE_SOON_DAYS = 3;

export async function remindDueInvoices(
  tx: TxContext,
  today: string,
  admins: readonly number[],
): Promise<number[]> {
  if (admins.length === 0) return [];
  const due = await tx.query<{
    id: number;
    no_invoice: string;
    jatuh_tempo: string;
    sisa: string;
    customer: string | null;
  }>(
    `SELECT i.id, i.no_invoice, i.jatuh_tempo::text AS jatuh_tempo, i.sisa, a.nama AS customer
       FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun
      WHERE i.status IN ('Terbit', 'Sebagian dibayar') AND i.sisa > 0 AND i.jatuh_tempo IS NOT NULL
        AND i.jatuh_tempo <= $1::date + $2::int
      ORDER BY i.jatuh_tempo, i.id`,
    [today, DUE_SOON_DAYS],
  );
  const ctx = hookContext(tx, getResource('rinvoice')!);
  const reminded: number[] = [];
  for (const invoice of due) {
    const date = formatDateLong(invoice.jatuh_tempo);
    const link = `/rinvoice/view/${invoice.id}`;
    const [sent] = await tx.query('SELECT 1 FROM rnotifikasi WHERE link = $1 AND judul LIKE $2 LIMIT 1', [
      link,
      `%${date}%`,
    ]);
    if (sent) continue;
    const overdue = invoice.jatuh_tempo < today;
    await notify(ctx, {
      to: admins,
      judul: `${overdue ? 'Invoice lewat jatuh tempo' : 'Invoice jatuh tempo'}: ${invoice.no_invoice} (${date})`,
      isi: `${invoice.customer ?? 'Pelanggan'}, sisa tagihan ${formatCurrency(Number(invoice.sisa))}.`,
      link,
      jenis: 'Peringatan',
      topic: 'invoice_due',
    });
    reminded.push(invoice.id);
  }
  return reminded;
}
