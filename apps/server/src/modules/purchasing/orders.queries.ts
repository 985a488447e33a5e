/**
 * Reading purchase orders: a page of them, one with its lines (ordered, received by receipts still
 * Diterima, billed, left), its receipts and its bills. An open order's state is read from its lines
 * each time (core `receivedState`), so a receipt cancelled on the goods-in screen gives its quantity
 * back to the order without anyone touching the order.
 */
import {
  type OrderReceipt,
  type PoState,
  type PurchaseOrder,
  type PurchaseOrderDetail,
  type PurchaseOrderLine,
  type PurchaseOrderList,
  receivedState,
  remainingQty,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { likeEscape } from '../resources/index.ts';
import { billsOfOrder } from './bills.queries.ts';

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);
const textOrNull = (v: unknown) => (v == null ? null : String(v));

/** Received per order line: the receipt lines of receipts still Diterima. */
export const RECEIVED_SQL = `(SELECT coalesce(sum(r.qty), 0) FROM purchase_receipt_lines r
   JOIN rbarangmasuk b ON b.id = r.id_barangmasuk AND b.status = 'Diterima' WHERE r.id_po_line = l.id)`;
/** Billed per order line. */
export const BILLED_SQL =
  '(SELECT coalesce(sum(bl.qty), 0) FROM supplier_bill_lines bl WHERE bl.id_po_line = l.id)';

/** An open order's state from its lines (a draft or cancelled order keeps its own). */
const STATE_SQL = `CASE WHEN o.status IN ('Draft', 'Dibatalkan') THEN o.status
   WHEN NOT EXISTS (SELECT 1 FROM purchase_order_lines l WHERE l.id_po = o.id AND ${RECEIVED_SQL} > 0) THEN 'Dipesan'
   WHEN EXISTS (SELECT 1 FROM purchase_order_lines l WHERE l.id_po = o.id AND ${RECEIVED_SQL} < l.qty)
     THEN 'Sebagian Diterima'
   ELSE 'Diterima' END`;

const HEAD_SQL = `SELECT o.id, o.no_po, o.id_supplier, coalesce(s.nama_supplier, '#' || o.id_supplier) AS nama_supplier,
        o.tanggal, o.tanggal_kirim, o.termin_hari, ${STATE_SQL} AS status, o.total, o.keterangan
   FROM purchase_orders o LEFT JOIN rsupplier s ON s.id = o.id_supplier`;

const headOf = (r: Row): PurchaseOrder => ({
  id: n(r.id),
  no_po: String(r.no_po),
  id_supplier: n(r.id_supplier),
  nama_supplier: String(r.nama_supplier),
  tanggal: dayText(r.tanggal),
  tanggal_kirim: r.tanggal_kirim == null ? null : dayText(r.tanggal_kirim),
  termin_hari: n(r.termin_hari),
  status: String(r.status) as PoState,
  total: n(r.total),
  keterangan: textOrNull(r.keterangan),
});

export async function listOrders(
  query: Query,
  p: { status?: PoState; search?: string; page: number; limit: number },
): Promise<PurchaseOrderList> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (p.status) {
    params.push(p.status);
    where.push(`status = $${params.length}`);
  }
  if (p.search) {
    params.push(`%${likeEscape(p.search.toLowerCase())}%`);
    where.push(`(lower(no_po) LIKE $${params.length} OR lower(nama_supplier) LIKE $${params.length})`);
  }
  const filtered = `SELECT * FROM (${HEAD_SQL}) h ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const [count] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM (${filtered}) c`, params);
  const rows = await query<Row>(
    `${filtered} ORDER BY tanggal DESC, id DESC LIMIT ${p.limit} OFFSET ${(p.page - 1) * p.limit}`,
    params,
  );
  return { records: rows.map(headOf), totalRecords: n(count?.n), page: p.page, limit: p.limit };
}

export async function orderLines(query: Query, orderId: number): Promise<PurchaseOrderLine[]> {
  const rows = await query<Row>(
    `SELECT l.id, l.id_stok, coalesce(s.nama_barang, '#' || l.id_stok) AS nama_barang, l.id_satuan,
            coalesce(u.nama_satuan, '#' || l.id_satuan) AS nama_satuan, l.qty, l.harga, l.subtotal,
            ${RECEIVED_SQL} AS diterima, ${BILLED_SQL} AS ditagih
       FROM purchase_order_lines l LEFT JOIN rstok s ON s.id = l.id_stok LEFT JOIN rsatuan u ON u.id = l.id_satuan
      WHERE l.id_po = $1 ORDER BY l.id`,
    [orderId],
  );
  return rows.map((r) => ({
    id: n(r.id),
    id_stok: n(r.id_stok),
    nama_barang: String(r.nama_barang),
    id_satuan: n(r.id_satuan),
    nama_satuan: String(r.nama_satuan),
    qty: n(r.qty),
    harga: n(r.harga),
    subtotal: n(r.subtotal),
    diterima: n(r.diterima),
    sisa: remainingQty(n(r.qty), n(r.diterima)),
    ditagih: n(r.ditagih),
  }));
}

async function receiptsOf(query: Query, orderId: number): Promise<OrderReceipt[]> {
  const rows = await query<Row>(
    `SELECT b.id, b.no_referensi, b.tanggal, b.status, b.total FROM rbarangmasuk b
      WHERE b.id IN (SELECT r.id_barangmasuk FROM purchase_receipt_lines r
                      JOIN purchase_order_lines l ON l.id = r.id_po_line WHERE l.id_po = $1)
      ORDER BY b.tanggal, b.id`,
    [orderId],
  );
  return rows.map(receiptOf);
}

export const receiptOf = (r: Row): OrderReceipt => ({
  id: n(r.id),
  no_referensi: String(r.no_referensi ?? ''),
  tanggal: dayText(r.tanggal),
  status: String(r.status),
  total: n(r.total),
});

/** The order with its lines, receipts and bills; null when there is none with that id. */
export async function orderDetail(query: Query, orderId: number): Promise<PurchaseOrderDetail | null> {
  const [head] = await query<Row>(`${HEAD_SQL} WHERE o.id = $1`, [orderId]);
  if (!head) return null;
  const lines = await orderLines(query, orderId);
  const order = headOf(head);
  // the same rule as STATE_SQL, from core: the SQL and the rule must agree (the API test reads both)
  if (order.status !== 'Draft' && order.status !== 'Dibatalkan')
    order.status = receivedState(lines.map((l) => ({ ordered: l.qty, received: l.diterima })));
  return {
    ...order,
    lines,
    receipts: await receiptsOf(query, orderId),
    bills: await billsOfOrder(query, orderId),
  };
}
