/**
 * Refunds: money paid back to a customer when a paid (or part-paid) invoice's credit notes leave it
 * worth less than was paid (issue 34). Each refund writes one expense (`rpengeluaran`, master "Retur
 * Penjualan", the invoice and the account paid from) so cash flow and the expense recaps show it; never
 * more than is owed. One transaction with the invoice row locked.
 */
import { formatCurrency, getResource, type InvoiceRefund, invoiceNet, type RefundBody } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { findRecord, hookContext, inTransaction, type WriteContext } from '../resources/index.ts';

type Row = Record<string, unknown>;

/** The expense master refunds are written under (made through the engine the first time). */
export const REFUND_EXPENSE = 'Retur Penjualan';

const refundOf = (r: Row): InvoiceRefund => ({
  id: Number(r.id),
  tanggal: dayText(r.tanggal) ?? '',
  jumlah: Number(r.jumlah),
  metode: String(r.metode),
  id_bankrekening: r.id_bankrekening == null ? null : Number(r.id_bankrekening),
  id_pengeluaran: r.id_pengeluaran == null ? null : Number(r.id_pengeluaran),
  keterangan: r.keterangan == null ? null : String(r.keterangan),
});

export async function refundsOf(query: Query, invoiceId: number): Promise<InvoiceRefund[]> {
  const rows = await query<Row>('SELECT * FROM invoice_refunds WHERE id_invoice = $1 ORDER BY id', [
    invoiceId,
  ]);
  return rows.map(refundOf);
}

/** The sum of an invoice's credit notes, whole Rupiah. */
export async function creditedOf(query: Query, invoiceId: number): Promise<number> {
  const [row] = await query<{ n: string }>(
    'SELECT coalesce(sum(total), 0) AS n FROM credit_notes WHERE id_invoice = $1',
    [invoiceId],
  );
  return Number(row?.n ?? 0);
}

export async function refundedOf(query: Query, invoiceId: number): Promise<number> {
  const [row] = await query<{ n: string }>(
    'SELECT coalesce(sum(jumlah), 0) AS n FROM invoice_refunds WHERE id_invoice = $1',
    [invoiceId],
  );
  return Number(row?.n ?? 0);
}

export async function recordRefund(
  ctx: WriteContext,
  invoiceId: number,
  body: RefundBody,
  today: string,
): Promise<InvoiceRefund> {
  return inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rpengeluaran')!);
    const [invoice] = await tx.query<Row>('SELECT * FROM rinvoice WHERE id = $1 FOR UPDATE', [invoiceId]);
    if (!invoice) throw notFound();
    const { refundOwed } = invoiceNet({
      total: Number(invoice.total ?? 0),
      paid: Number(invoice.dibayar ?? 0),
      credited: await creditedOf(tx.query, invoiceId),
      refunded: await refundedOf(tx.query, invoiceId),
    });
    const errors: Record<string, string[]> = {};
    if (body.jumlah > refundOwed)
      errors.jumlah = [hook.msg('validation.refundTooMuch', { owed: formatCurrency(refundOwed) })];
    if (body.id_bankrekening != null) {
      const account = await findRecord(tx.query, getResource('bankrekening')!, String(body.id_bankrekening));
      if (!account) errors.id_bankrekening = [hook.msg('validation.exists')];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const [master] = await tx.query<{ id: number }>(
      'SELECT id FROM rmasterpengeluaran WHERE lower(nama_pengeluaran) = lower($1) ORDER BY id LIMIT 1',
      [REFUND_EXPENSE],
    );
    const masterId =
      master?.id ??
      (
        await hook.write.add('rmasterpengeluaran', {
          nama_pengeluaran: REFUND_EXPENSE,
          status: 'Active',
          keterangan: 'Pengembalian dana pelanggan atas nota kredit (modul invoice)',
        })
      ).id;
    const day = body.tanggal ?? today;
    const method = body.metode ?? 'Transfer';
    const expense = await hook.write.add('rpengeluaran', {
      tanggal: day,
      uraian: `Pengembalian dana invoice ${String(invoice.no_invoice ?? invoiceId)}`.slice(0, 200),
      id_masterpengeluaran: masterId,
      jumlah: body.jumlah,
      id_bankrekening: body.id_bankrekening ?? null,
      metode_bayar: method,
      id_invoice: invoiceId,
      keterangan: body.keterangan ?? null,
    });
    const [row] = await tx.query<Row>(
      `INSERT INTO invoice_refunds (id_invoice, tanggal, jumlah, metode, id_bankrekening, id_pengeluaran, keterangan, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [
        invoiceId,
        day,
        body.jumlah,
        method,
        body.id_bankrekening ?? null,
        expense.id,
        body.keterangan ?? null,
        tx.actor.userId ?? tx.actor.id,
      ],
    );
    return refundOf(row!);
  });
}
