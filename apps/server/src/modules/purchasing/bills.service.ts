/**
 * Writing supplier bills and paying them. A bill is matched line by line to an order: a quantity beyond
 * what was received and not billed yet is refused (a 422 naming the line), a price other than the
 * order's is accepted and flagged (`selisih`, the variance in Rupiah; docs/purchasing.md). A payment
 * writes one expense (`rpengeluaran`, master "Pembelian Barang", the supplier and the account named), so
 * cash flow and the expense recaps show it, and moves the bill's paid amount and state; both in one
 * transaction with the bill row locked.
 */
import {
  type BillBody,
  billState,
  dueDate,
  formatCurrency,
  getResource,
  matchBill,
  overLines,
  remainingQty,
  type SupplierBillDetail,
  type SupplierPaymentBody,
} from '@kantor/core';
import { notFound, ValidationError } from '../../errors.ts';
import { type HookContext, hookContext, inTransaction, type WriteContext } from '../resources/index.ts';
import { billDetail } from './bills.queries.ts';
import { documentNumber, qtyText } from './numbering.ts';
import { orderLines } from './orders.queries.ts';

type Row = Record<string, unknown>;

/** The expense master supplier payments are booked under, made once when missing. */
export const PURCHASE_EXPENSE = 'Pembelian Barang';

export async function addBill(ctx: WriteContext, body: BillBody, today: string): Promise<SupplierBillDetail> {
  const id = await inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rpengeluaran')!);
    const [order] = await tx.query<Row>('SELECT * FROM purchase_orders WHERE id = $1 FOR UPDATE', [
      body.id_po,
    ]);
    if (!order) throw new ValidationError({ id_po: [hook.msg('validation.exists')] });
    if (order.status === 'Draft' || order.status === 'Dibatalkan')
      throw new ValidationError({ id_po: [hook.msg('validation.locked', { state: String(order.status) })] });
    const day = body.tanggal ?? today;
    const due = body.jatuh_tempo ?? dueDate(day, Number(order.termin_hari));
    if (due < day) throw new ValidationError({ jatuh_tempo: [hook.msg('validation.date')] });
    const lines = new Map((await orderLines(tx.query, body.id_po)).map((l) => [l.id, l]));
    const errors: Record<string, string[]> = {};
    const left = new Map([...lines.values()].map((l) => [l.id, remainingQty(l.diterima, l.ditagih)]));
    const asked = body.lines.map((l, i) => {
      if (!lines.has(l.id_line)) errors[`lines.${i}.id_line`] = [hook.msg('validation.exists')];
      const before = left.get(l.id_line) ?? 0;
      left.set(l.id_line, remainingQty(before, l.qty));
      return { left: before, asked: l.qty };
    });
    for (const over of overLines(asked))
      if (!errors[`lines.${over.index}.id_line`])
        errors[`lines.${over.index}.qty`] = [
          hook.msg('validation.purchasingOverBilled', {
            line: `${over.index + 1} (${lines.get(body.lines[over.index]!.id_line)!.nama_barang})`,
            left: qtyText(over.left),
            asked: qtyText(over.asked),
          }),
        ];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const matched = matchBill(
      body.lines.map((l) => ({ qty: l.qty, price: l.harga, orderPrice: lines.get(l.id_line)!.harga })),
    );
    const [bill] = await tx.query<{ id: number }>(
      `INSERT INTO supplier_bills (no_tagihan, no_faktur_supplier, id_po, id_supplier, tanggal, jatuh_tempo, jumlah,
                                   selisih_harga, dibayar, status, keterangan, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11) RETURNING id`,
      [
        await documentNumber(tx.query, 'TS', day),
        body.no_faktur_supplier,
        body.id_po,
        order.id_supplier,
        day,
        due,
        matched.amount,
        matched.variance,
        billState(matched.amount, 0),
        body.keterangan ?? null,
        tx.actor.userId ?? tx.actor.id,
      ],
    );
    for (const [i, line] of body.lines.entries())
      await tx.query(
        `INSERT INTO supplier_bill_lines (id_tagihan, id_po_line, qty, harga, subtotal, selisih)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          bill!.id,
          line.id_line,
          line.qty,
          line.harga,
          matched.lines[i]!.amount,
          matched.lines[i]!.varianceAmount,
        ],
      );
    return Number(bill!.id);
  });
  return (await billDetail(ctx.db.query, id))!;
}

/** The id of the expense master purchases are paid under, written through the engine when missing. */
async function purchaseExpenseMaster(hook: HookContext): Promise<number> {
  const [found] = await hook.query<{ id: number }>(
    'SELECT id FROM rmasterpengeluaran WHERE lower(nama_pengeluaran) = lower($1) ORDER BY id LIMIT 1',
    [PURCHASE_EXPENSE],
  );
  if (found) return Number(found.id);
  const made = await hook.write.add('rmasterpengeluaran', {
    nama_pengeluaran: PURCHASE_EXPENSE,
    status: 'Active',
    keterangan: 'Pembayaran tagihan supplier (modul pembelian)',
  });
  return Number(made.id);
}

export async function paySupplier(
  ctx: WriteContext,
  billId: number,
  body: SupplierPaymentBody,
  today: string,
): Promise<SupplierBillDetail> {
  await inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rpengeluaran')!);
    const [bill] = await tx.query<Row>(
      `SELECT b.*, coalesce(s.nama_supplier, '') AS nama_supplier FROM supplier_bills b
         LEFT JOIN rsupplier s ON s.id = b.id_supplier WHERE b.id = $1 FOR UPDATE OF b`,
      [billId],
    );
    if (!bill) throw notFound();
    const balance = Number(bill.jumlah) - Number(bill.dibayar);
    const errors: Record<string, string[]> = {};
    if (body.jumlah > balance)
      errors.jumlah = [hook.msg('validation.overpaid', { balance: formatCurrency(balance) })];
    if (body.id_bankrekening != null) {
      const [account] = await tx.query('SELECT 1 FROM bankrekening WHERE id = $1', [body.id_bankrekening]);
      if (!account) errors.id_bankrekening = [hook.msg('validation.exists')];
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const day = body.tanggal ?? today;
    const method = body.metode ?? 'Transfer';
    const expense = await hook.write.add('rpengeluaran', {
      tanggal: day,
      uraian:
        `Pembayaran ${String(bill.no_tagihan)} (${String(bill.no_faktur_supplier)}) ${String(bill.nama_supplier)}`
          .trim()
          .slice(0, 200),
      id_masterpengeluaran: await purchaseExpenseMaster(hook),
      jumlah: body.jumlah,
      id_bankrekening: body.id_bankrekening ?? null,
      metode_bayar: method,
      id_supplier: bill.id_supplier,
      keterangan: body.keterangan ?? null,
    });
    await tx.query(
      `INSERT INTO supplier_payments (id_tagihan, tanggal, jumlah, metode, id_bankrekening, id_pengeluaran, keterangan, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        billId,
        day,
        body.jumlah,
        method,
        body.id_bankrekening ?? null,
        expense.id,
        body.keterangan ?? null,
        tx.actor.userId ?? tx.actor.id,
      ],
    );
    const paid = Number(bill.dibayar) + body.jumlah;
    await tx.query('UPDATE supplier_bills SET dibayar = $2, status = $3 WHERE id = $1', [
      billId,
      paid,
      billState(Number(bill.jumlah), paid),
    ]);
  });
  return (await billDetail(ctx.db.query, billId))!;
}
