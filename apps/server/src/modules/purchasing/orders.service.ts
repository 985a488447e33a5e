/**
 * Writing purchase orders: a new order (a draft or placed at once), placing a draft, cancelling an
 * order nothing was received on, and receiving against it. Receiving writes one goods-in receipt
 * (`rbarangmasuk`, its lines at the order's prices) and posts it Diterima through the inventory hooks,
 * exactly as the goods-in screen does, so stock and the moving average move as for any receipt; all in
 * one transaction with the order row locked, so two receivings of one order run one after the other.
 */
import {
  getResource,
  lineAmount,
  type OrderBody,
  type OrderReceipt,
  overLines,
  type PurchaseOrderDetail,
  type ReceiveBody,
  remainingQty,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { notFound, ValidationError } from '../../errors.ts';
import { type HookContext, hookContext, inTransaction, type WriteContext } from '../resources/index.ts';
import { documentNumber, qtyText } from './numbering.ts';
import { orderDetail, orderLines, receiptOf } from './orders.queries.ts';

type Row = Record<string, unknown>;

/** The order row locked for this transaction, or a 404. */
async function lockOrder(query: Query, id: number): Promise<Row> {
  const [row] = await query<Row>('SELECT * FROM purchase_orders WHERE id = $1 FOR UPDATE', [id]);
  if (!row) throw notFound();
  return row;
}

const locked = (hook: HookContext, state: unknown) =>
  new ValidationError({ status: [hook.msg('validation.locked', { state: String(state) })] });

/** Every line's item and unit exist, and the unit converts to the item's unit (as a receipt will ask). */
async function checkLines(hook: HookContext, body: OrderBody): Promise<void> {
  const errors: Record<string, string[]> = {};
  const [supplier] = await hook.query('SELECT 1 FROM rsupplier WHERE id = $1', [body.id_supplier]);
  if (!supplier) errors.id_supplier = [hook.msg('validation.exists')];
  for (const [i, line] of body.lines.entries()) {
    const [row] = await hook.query<{ item: number | null; unit: number | null; converts: boolean }>(
      `SELECT s.id AS item, u.id AS unit,
              (s.id_satuan = u.id OR u.id_satuan_dasar = s.id_satuan OR b.id_satuan_dasar = u.id) AS converts
         FROM (SELECT 1) one LEFT JOIN rstok s ON s.id = $1 LEFT JOIN rsatuan u ON u.id = $2
         LEFT JOIN rsatuan b ON b.id = s.id_satuan`,
      [line.id_stok, line.id_satuan],
    );
    if (!row?.item) errors[`lines.${i}.id_stok`] = [hook.msg('validation.exists')];
    else if (!row.unit) errors[`lines.${i}.id_satuan`] = [hook.msg('validation.exists')];
    else if (!row.converts) errors[`lines.${i}.id_satuan`] = [hook.msg('validation.unitMismatch')];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export async function createOrder(
  ctx: WriteContext,
  body: OrderBody,
  today: string,
): Promise<PurchaseOrderDetail> {
  const id = await inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rbarangmasuk')!);
    await checkLines(hook, body);
    const day = body.tanggal ?? today;
    if (body.tanggal_kirim && body.tanggal_kirim < day)
      throw new ValidationError({ tanggal_kirim: [hook.msg('validation.date')] });
    const lines = body.lines.map((l) => ({ ...l, subtotal: lineAmount(l.qty, l.harga) }));
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO purchase_orders (no_po, id_supplier, tanggal, tanggal_kirim, termin_hari, status, total, keterangan, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        await documentNumber(tx.query, 'PO', day),
        body.id_supplier,
        day,
        body.tanggal_kirim ?? null,
        body.termin_hari ?? 30,
        body.pesan ? 'Dipesan' : 'Draft',
        lines.reduce((s, l) => s + l.subtotal, 0),
        body.keterangan ?? null,
        tx.actor.userId ?? tx.actor.id,
      ],
    );
    for (const line of lines)
      await tx.query(
        `INSERT INTO purchase_order_lines (id_po, id_stok, id_satuan, qty, harga, subtotal)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [order!.id, line.id_stok, line.id_satuan, line.qty, line.harga, line.subtotal],
      );
    return Number(order!.id);
  });
  return (await orderDetail(ctx.db.query, id))!;
}

/** Draft → Dipesan, or Dipesan/Draft → Dibatalkan when nothing was received (a 422 naming the state else). */
export async function changeOrderState(
  ctx: WriteContext,
  id: number,
  to: 'Dipesan' | 'Dibatalkan',
): Promise<PurchaseOrderDetail> {
  await inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rbarangmasuk')!);
    const order = await lockOrder(tx.query, id);
    const received = (await orderLines(tx.query, id)).some((l) => l.diterima > 0);
    const allowed = to === 'Dipesan' ? order.status === 'Draft' : order.status !== 'Dibatalkan' && !received;
    if (!allowed)
      throw new ValidationError({
        status: [hook.msg('validation.transition', { from: String(order.status), to })],
      });
    await tx.query('UPDATE purchase_orders SET status = $2, updated_at = now() WHERE id = $1', [id, to]);
  });
  return (await orderDetail(ctx.db.query, id))!;
}

/**
 * Receives `body.lines` of order `id` now: one receipt, posted. A line asking for more than is left is a
 * 422 naming it (`lines.{i}.qty`); an order that is a draft, cancelled or complete takes no receiving.
 */
export async function receiveOrder(
  ctx: WriteContext,
  id: number,
  body: ReceiveBody,
  today: string,
): Promise<{ order: PurchaseOrderDetail; receipt: OrderReceipt }> {
  const receiptId = await inTransaction(ctx, async (tx) => {
    const hook = hookContext(tx, getResource('rbarangmasuk')!);
    const order = await lockOrder(tx.query, id);
    if (order.status === 'Draft' || order.status === 'Dibatalkan') throw locked(hook, order.status);
    const lines = new Map((await orderLines(tx.query, id)).map((l) => [l.id, l]));
    const errors: Record<string, string[]> = {};
    // what is left per line, less what earlier lines of this same request take
    const left = new Map([...lines.values()].map((l) => [l.id, l.sisa]));
    const asked = body.lines.map((l, i) => {
      const line = lines.get(l.id_line);
      if (!line) errors[`lines.${i}.id_line`] = [hook.msg('validation.exists')];
      const before = left.get(l.id_line) ?? 0;
      left.set(l.id_line, remainingQty(before, l.qty));
      return { left: before, asked: l.qty };
    });
    for (const over of overLines(asked))
      if (!errors[`lines.${over.index}.id_line`])
        errors[`lines.${over.index}.qty`] = [
          hook.msg('validation.purchasingOverReceived', {
            line: `${over.index + 1} (${lines.get(body.lines[over.index]!.id_line)!.nama_barang})`,
            left: qtyText(over.left),
            asked: qtyText(over.asked),
          }),
        ];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const day = body.tanggal ?? today;
    const receipt = await hook.write.add('rbarangmasuk', {
      no_referensi: await documentNumber(tx.query, 'BM', day),
      tanggal: day,
      id_supplier: order.id_supplier,
      no_faktur_supplier: body.no_faktur_supplier ?? null,
      keterangan: `PO ${String(order.no_po)}`,
      status: 'Draft',
    });
    for (const request of body.lines) {
      const line = lines.get(request.id_line)!;
      const sub = await hook.write.add('rbarangmasuksub', {
        id_barangmasuk: receipt.id,
        id_stok: line.id_stok,
        qty: request.qty,
        id_satuan: line.id_satuan,
        harga_satuan: line.harga,
      });
      await tx.query(
        `INSERT INTO purchase_receipt_lines (id_po_line, id_barangmasuk, id_barangmasuksub, qty) VALUES ($1, $2, $3, $4)`,
        [line.id, receipt.id, sub.id, request.qty],
      );
    }
    await hook.write.edit('rbarangmasuk', String(receipt.id), { status: 'Diterima' });
    const after = await orderLines(tx.query, id);
    const complete = after.every((l) => l.sisa === 0);
    await tx.query('UPDATE purchase_orders SET status = $2, updated_at = now() WHERE id = $1', [
      id,
      complete ? 'Diterima' : 'Sebagian Diterima',
    ]);
    return Number(receipt.id);
  });
  const [receipt] = await ctx.db.query<Row>(
    'SELECT id, no_referensi, tanggal, status, total FROM rbarangmasuk WHERE id = $1',
    [receiptId],
  );
  return { order: (await orderDetail(ctx.db.query, id))!, receipt: receiptOf(receipt!) };
}
