/**
 * Payments against an issued invoice: typed in at the office (cash, transfer, QRIS) or reported by a
 * payment provider's webhook (virtual account). Each payment is one row of `invoice_payments`, one
 * income entry (`rpemasukan`, Pembayaran Invoice) and the invoice's paid, balance and state moved on
 * (Sebagian dibayar, Lunas), in one transaction with the invoice row locked. A provider reference seen
 * before records nothing (webhook replays). Up to three down payments (Dp 1–3); the fourth settles.
 */
import {
  formatCurrency,
  getResource,
  type InvoicePayment,
  type InvoicePaymentMethod,
  type PaymentBody,
  paymentState,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { audit, findRecord, hookContext, inTransaction, type WriteContext } from '../resources/index.ts';
import { creditedOf } from './refunds.service.ts';

const MAX_DOWN_PAYMENTS = 3;

export type PaymentInput = {
  tanggal: string;
  jumlah: number;
  metode: InvoicePaymentMethod;
  provider: string;
  reference?: string | null;
  id_bankrekening?: number | null;
  keterangan?: string | null;
};

export type Payment = InvoicePayment;

const rowOf = (r: Record<string, unknown>): Payment => ({
  id: Number(r.id),
  id_invoice: Number(r.id_invoice),
  tanggal: dayText(r.tanggal) ?? '',
  jumlah: Number(r.jumlah),
  metode: String(r.metode),
  dp: (r.dp as string | null) ?? null,
  provider: String(r.provider),
  reference: (r.reference as string | null) ?? null,
  id_pemasukan: r.id_pemasukan == null ? null : Number(r.id_pemasukan),
  created_at: new Date(r.created_at as string).toISOString(),
});

export async function paymentsOf(query: Query, invoiceId: number): Promise<Payment[]> {
  const rows = await query<Record<string, unknown>>(
    'SELECT * FROM invoice_payments WHERE id_invoice = $1 ORDER BY id',
    [invoiceId],
  );
  return rows.map(rowOf);
}

async function byReference(query: Query, provider: string, reference: string): Promise<Payment | null> {
  const [row] = await query<Record<string, unknown>>(
    'SELECT * FROM invoice_payments WHERE provider = $1 AND reference = $2',
    [provider, reference],
  );
  return row ? rowOf(row) : null;
}

/** A payment typed in at the office, as the route's schema read it (core's `recordPaymentRoute`). */
export function paymentInput(body: PaymentBody, today: string): PaymentInput {
  return {
    tanggal: body.tanggal ?? today,
    jumlah: body.jumlah,
    metode: body.metode ?? 'Transfer',
    provider: 'manual',
    id_bankrekening: body.id_bankrekening ?? null,
    keterangan: body.keterangan ?? null,
  };
}

/** Records a payment (or answers the one already recorded under its provider reference). */
export async function recordPayment(
  ctx: WriteContext,
  invoiceId: number,
  input: PaymentInput,
): Promise<{ payment: Payment; duplicate: boolean }> {
  if (input.reference) {
    const seen = await byReference(ctx.db.query, input.provider, input.reference);
    if (seen) return { payment: seen, duplicate: true };
  }
  return inTransaction(ctx, async (tx) => {
    const resource = getResource('rinvoice')!;
    const hook = hookContext(tx, resource);
    const before = await findRecord(tx.query, resource, String(invoiceId), { forUpdate: true });
    if (!before) throw notFound();
    // a concurrent delivery of the same webhook waited on the lock above: it finds the first one now
    if (input.reference) {
      const seen = await byReference(tx.query, input.provider, input.reference);
      if (seen) return { payment: seen, duplicate: true };
    }
    if (before.status !== 'Terbit' && before.status !== 'Sebagian dibayar')
      throw new ValidationError({ id_invoice: [hook.msg('validation.notPayable')] });
    // what is owed is the invoice less its credit notes (issue 34)
    const total = Number(before.total ?? 0) - (await creditedOf(tx.query, invoiceId));
    const paidBefore = Number(before.dibayar ?? 0);
    const balance = total - paidBefore;
    if (input.jumlah > balance)
      throw new ValidationError({
        jumlah: [hook.msg('validation.overpaid', { balance: formatCurrency(balance) })],
      });
    const downPayments = (
      await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM invoice_payments WHERE id_invoice = $1 AND dp IS NOT NULL',
        [invoiceId],
      )
    )[0]!.n;
    const settles = input.jumlah === balance;
    if (!settles && downPayments >= MAX_DOWN_PAYMENTS)
      throw new ValidationError({
        jumlah: [hook.msg('validation.paymentTotal', { total: formatCurrency(balance) })],
      });
    const dp = settles ? null : `Dp ${downPayments + 1}`;
    const number = String(before.no_invoice ?? invoiceId);
    const income = await hook.write.add('rpemasukan', {
      tanggal: input.tanggal,
      uraian: `Pembayaran invoice ${number}${dp ? ` (${dp})` : ''}`.slice(0, 200),
      kategori: 'Pembayaran Invoice',
      jumlah: input.jumlah,
      id_invoice: invoiceId,
      id_bankrekening: input.id_bankrekening ?? before.id_bankrekening ?? null,
      metode_bayar: input.metode,
      keterangan: input.keterangan ?? null,
    });
    const [row] = await tx.query<Record<string, unknown>>(
      `INSERT INTO invoice_payments (id_invoice, tanggal, jumlah, metode, dp, provider, reference, id_pemasukan,
                                     id_bankrekening, keterangan, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
      [
        invoiceId,
        input.tanggal,
        input.jumlah,
        input.metode,
        dp,
        input.provider,
        input.reference ?? null,
        income.id,
        input.id_bankrekening ?? null,
        input.keterangan ?? null,
        tx.actor.userId ?? tx.actor.id,
      ],
    );
    const paid = paidBefore + input.jumlah;
    const state = paymentState(total, paid);
    await tx.query(
      `UPDATE rinvoice SET dibayar = $2, sisa = $3, status = $4, status_bayar = $5, dp = coalesce($6, dp),
              updated_at = now() WHERE id = $1`,
      [
        invoiceId,
        paid,
        total - paid,
        state === 'paid' ? 'Lunas' : 'Sebagian dibayar',
        state === 'paid' ? 1 : 0,
        dp,
      ],
    );
    const after = await findRecord(tx.query, resource, String(invoiceId));
    await audit(tx.query, tx.actor, resource, String(invoiceId), 'edit', before, after);
    return { payment: rowOf(row!), duplicate: false };
  });
}
