/**
 * Reading supplier bills: the payables list (soonest due first, with the balance of everything the
 * filter matched), one bill with its lines and payments, and the payables ageing (core `ageing`).
 */
import {
  AGE_BUCKETS,
  ageing,
  type BillState,
  type PayablesAgeing,
  type SupplierBill,
  type SupplierBillDetail,
  type SupplierBillList,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';
import { likeEscape } from '../resources/index.ts';

type Row = Record<string, unknown>;
const n = (v: unknown) => Number(v ?? 0);

const BILL_SQL = `SELECT b.id, b.no_tagihan, b.no_faktur_supplier, b.id_po, o.no_po, b.id_supplier,
        coalesce(s.nama_supplier, '#' || b.id_supplier) AS nama_supplier, b.tanggal, b.jatuh_tempo, b.jumlah,
        b.selisih_harga, b.dibayar, b.jumlah - b.dibayar AS sisa, b.status
   FROM supplier_bills b JOIN purchase_orders o ON o.id = b.id_po LEFT JOIN rsupplier s ON s.id = b.id_supplier`;

const billOf = (r: Row): SupplierBill => ({
  id: n(r.id),
  no_tagihan: String(r.no_tagihan),
  no_faktur_supplier: String(r.no_faktur_supplier),
  id_po: n(r.id_po),
  no_po: String(r.no_po),
  id_supplier: n(r.id_supplier),
  nama_supplier: String(r.nama_supplier),
  tanggal: dayText(r.tanggal),
  jatuh_tempo: dayText(r.jatuh_tempo),
  jumlah: n(r.jumlah),
  selisih_harga: n(r.selisih_harga),
  dibayar: n(r.dibayar),
  sisa: n(r.sisa),
  status: String(r.status) as BillState,
});

export async function billsOfOrder(query: Query, orderId: number): Promise<SupplierBill[]> {
  const rows = await query<Row>(`${BILL_SQL} WHERE b.id_po = $1 ORDER BY b.id`, [orderId]);
  return rows.map(billOf);
}

export async function listBills(
  query: Query,
  p: { status?: BillState; search?: string; open: boolean; page: number; limit: number },
): Promise<SupplierBillList> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (p.status) {
    params.push(p.status);
    where.push(`status = $${params.length}`);
  }
  if (p.open) where.push('sisa > 0');
  if (p.search) {
    params.push(`%${likeEscape(p.search.toLowerCase())}%`);
    const at = `$${params.length}`;
    where.push(
      `(lower(no_tagihan) LIKE ${at} OR lower(no_faktur_supplier) LIKE ${at} OR lower(no_po) LIKE ${at} OR lower(nama_supplier) LIKE ${at})`,
    );
  }
  const filtered = `SELECT * FROM (${BILL_SQL}) h ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const [count] = await query<{ n: number; balance: string }>(
    `SELECT count(*)::int AS n, coalesce(sum(sisa), 0) AS balance FROM (${filtered}) c`,
    params,
  );
  const rows = await query<Row>(
    `${filtered} ORDER BY (sisa = 0), jatuh_tempo, id LIMIT ${p.limit} OFFSET ${(p.page - 1) * p.limit}`,
    params,
  );
  return {
    records: rows.map(billOf),
    totalRecords: n(count?.n),
    page: p.page,
    limit: p.limit,
    totalBalance: n(count?.balance),
  };
}

export async function billDetail(query: Query, billId: number): Promise<SupplierBillDetail | null> {
  const [head] = await query<Row>(`${BILL_SQL} WHERE b.id = $1`, [billId]);
  if (!head) return null;
  const lines = await query<Row>(
    `SELECT bl.id, bl.id_po_line, coalesce(s.nama_barang, '#' || l.id_stok) AS nama_barang, bl.qty, bl.harga,
            l.harga AS harga_po, bl.subtotal, bl.selisih
       FROM supplier_bill_lines bl JOIN purchase_order_lines l ON l.id = bl.id_po_line
       LEFT JOIN rstok s ON s.id = l.id_stok WHERE bl.id_tagihan = $1 ORDER BY bl.id`,
    [billId],
  );
  const payments = await query<Row>(
    `SELECT p.id, p.id_tagihan, p.tanggal, p.jumlah, p.metode, p.id_bankrekening, r.nama_rekening, p.id_pengeluaran
       FROM supplier_payments p LEFT JOIN bankrekening r ON r.id = p.id_bankrekening
      WHERE p.id_tagihan = $1 ORDER BY p.tanggal, p.id`,
    [billId],
  );
  return {
    ...billOf(head),
    lines: lines.map((r) => ({
      id: n(r.id),
      id_po_line: n(r.id_po_line),
      nama_barang: String(r.nama_barang),
      qty: n(r.qty),
      harga: n(r.harga),
      harga_po: n(r.harga_po),
      subtotal: n(r.subtotal),
      selisih: n(r.selisih),
    })),
    payments: payments.map((r) => ({
      id: n(r.id),
      id_tagihan: n(r.id_tagihan),
      tanggal: dayText(r.tanggal),
      jumlah: n(r.jumlah),
      metode: String(r.metode),
      id_bankrekening: r.id_bankrekening == null ? null : n(r.id_bankrekening),
      nama_rekening: r.nama_rekening == null ? null : String(r.nama_rekening),
      id_pengeluaran: n(r.id_pengeluaran),
    })),
  };
}

/** Open balances per supplier by days past due, seen on `date`. */
export async function payablesAgeing(query: Query, date: string): Promise<PayablesAgeing> {
  const rows = await query<{ supplier: string; due: unknown; balance: string }>(
    `SELECT coalesce(s.nama_supplier, '#' || b.id_supplier) AS supplier, b.jatuh_tempo AS due,
            b.jumlah - b.dibayar AS balance
       FROM supplier_bills b LEFT JOIN rsupplier s ON s.id = b.id_supplier
      WHERE b.jumlah > b.dibayar AND b.tanggal <= $1`,
    [date],
  );
  const aged = ageing(
    rows.map((r) => ({ supplier: r.supplier, due: dayText(r.due), balance: n(r.balance) })),
    date,
  );
  const keys = [...AGE_BUCKETS, 'total'] as const;
  const totals = Object.fromEntries(keys.map((k) => [k, aged.reduce((s, r) => s + r[k], 0)])) as Record<
    (typeof keys)[number],
    number
  >;
  return { date, rows: aged, totals };
}
