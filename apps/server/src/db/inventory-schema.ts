// Tables of the inventory module that are not resources: the stock ledger, cost notes, POS sales.
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The stock ledger: every change of an item's quantity, with the document that made it. Quantities in
 * the item's base unit (+ in, − out), value in Rupiah at moving average cost; the balance after it.
 */
export const stock_movements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    id_stok: integer('id_stok').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** The document: `rbarangmasuk`, `rbarangkeluar`, ... and its id. */
    source_resource: text('source_resource').notNull(),
    source_id: text('source_id').notNull(),
    /** The unit and quantity as the document gave them. */
    id_satuan: integer('id_satuan'),
    qty_unit: numeric('qty_unit', { precision: 18, scale: 4 }).notNull(),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    nilai: bigint('nilai', { mode: 'number' }).notNull(),
    saldo_qty: numeric('saldo_qty', { precision: 18, scale: 4 }).notNull(),
    saldo_nilai: bigint('saldo_nilai', { mode: 'number' }).notNull(),
    keterangan: text('keterangan'),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_item').on(t.id_stok, t.id),
    index('stock_movements_source').on(t.source_resource, t.source_id),
  ],
);

/** Unit costs noted without a receipt (`rbarangmasuksub/addmodalsatuan`): a quote, a price list. */
export const stock_unit_costs = pgTable(
  'stock_unit_costs',
  {
    id: serial('id').primaryKey(),
    id_stok: integer('id_stok').notNull(),
    id_satuan: integer('id_satuan').notNull(),
    harga_satuan: bigint('harga_satuan', { mode: 'number' }).notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    keterangan: text('keterangan'),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_unit_costs_item').on(t.id_stok, t.id_satuan, t.tanggal)],
);

/** A point-of-sale sale: one per `client_id` (the browser's own id, so a retried post records one sale). */
export const pos_sales = pgTable(
  'pos_sales',
  {
    id: serial('id').primaryKey(),
    no_transaksi: text('no_transaksi').notNull(),
    client_id: text('client_id').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    id_akun: integer('id_akun'),
    /** `[{ id_stok, nama_barang, id_satuan, qty, harga_satuan, diskon, subtotal, id_barangkeluar }]` */
    lines: jsonb('lines').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    diskon: bigint('diskon', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    metode: text('metode').notNull(),
    dibayar: bigint('dibayar', { mode: 'number' }).notNull(),
    kembalian: bigint('kembalian', { mode: 'number' }).notNull(),
    user_id: integer('user_id'),
    username: text('username'),
    /**
     * SHA-256 of what was asked (lines, payment, customer, date) and by which login: a replay of the
     * `client_id` that differs is a 409, not the first sale (null for sales posted before issue 32).
     */
    request_hash: text('request_hash'),
    /** The cash session (`pos_sessions`) the sale was made in (null for sales posted before issue 34). */
    id_session: integer('id_session'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pos_sales_client').on(t.client_id),
    uniqueIndex('pos_sales_number').on(t.no_transaksi),
    index('pos_sales_session').on(t.id_session),
  ],
);

/**
 * A cash session of one counter (issue 34): opened with a float, the counter's sales and refunds belong
 * to it, closed with the cash counted by denomination. One open session per counter (partial index).
 */
export const pos_sessions = pgTable(
  'pos_sessions',
  {
    id: serial('id').primaryKey(),
    /** The counter's name as the POS page keeps it (`Kasir 1`), trimmed. */
    counter: text('counter').notNull(),
    /** `open` or `closed`. */
    status: text('status').notNull().default('open'),
    /** The business day it was opened (Asia/Jakarta). */
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    float: bigint('float', { mode: 'number' }).notNull(),
    opened_by: integer('opened_by'),
    opened_by_name: text('opened_by_name'),
    opened_at: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closed_by: integer('closed_by'),
    closed_by_name: text('closed_by_name'),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    /** `{ "100000": 2, "500": 3 }`: notes and coins counted at the close. */
    counted: jsonb('counted'),
    counted_total: bigint('counted_total', { mode: 'number' }),
    /** float + cash sales − cash refunds, fixed at the close. */
    expected: bigint('expected', { mode: 'number' }),
    /** counted − expected (negative: cash short). */
    difference: bigint('difference', { mode: 'number' }),
    /** The income entries (`rpemasukan` ids) its takings were posted as. */
    income_ids: jsonb('income_ids'),
    keterangan: text('keterangan'),
  },
  (t) => [
    uniqueIndex('pos_sessions_open_counter').on(t.counter).where(sql`status = 'open'`),
    index('pos_sessions_day').on(t.tanggal),
  ],
);

/**
 * A refund of a POS sale, whole or some lines (issue 34): the stock comes back at the sale's cost, the
 * money goes out of the session it is made in. One per `client_id` the till made, like sales.
 */
export const pos_returns = pgTable(
  'pos_returns',
  {
    id: serial('id').primaryKey(),
    no_retur: text('no_retur').notNull(),
    client_id: text('client_id').notNull(),
    request_hash: text('request_hash').notNull(),
    id_sale: integer('id_sale').notNull(),
    id_session: integer('id_session').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** `[{ line, id_stok, nama_barang, id_satuan, qty, harga_satuan, subtotal, nilai_pokok }]` */
    lines: jsonb('lines').notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    metode: text('metode').notNull(),
    alasan: text('alasan'),
    user_id: integer('user_id'),
    username: text('username'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pos_returns_client').on(t.client_id),
    uniqueIndex('pos_returns_number').on(t.no_retur),
    index('pos_returns_sale').on(t.id_sale),
    index('pos_returns_session').on(t.id_session),
  ],
);

/**
 * A receipt received at the counter (`POST /pos/receipts`), one per `client_id` the till made, so a
 * retried post answers the receipt already written instead of receiving the goods twice.
 */
export const pos_receivings = pgTable(
  'pos_receivings',
  {
    id: serial('id').primaryKey(),
    client_id: text('client_id').notNull(),
    /** SHA-256 of what was asked and by which login (a different replay is a 409). */
    request_hash: text('request_hash').notNull(),
    id_barangmasuk: integer('id_barangmasuk').notNull(),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pos_receivings_client').on(t.client_id)],
);

/**
 * Running numbers of documents (`POS-20261124`, `INV-2026` ...): the row is locked in the issuing
 * transaction, so numbers are unique and gap-free under concurrent issuing (a sequence would leave gaps).
 */
export const doc_counters = pgTable('doc_counters', {
  key: text('key').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * A serial that left (issue 34): one row per serial a goods out named (a POS sale's lines are goods
 * outs), closed by `kembali_*` when the serial comes back (a POS return, a cancelled goods out). A serial
 * has at most one row not closed: it cannot leave twice.
 */
export const serial_outs = pgTable(
  'serial_outs',
  {
    id: serial('id').primaryKey(),
    /** The serial: its `rbarangmasuksubsub` row (of kind Nomor Seri). */
    id_serial: integer('id_serial').notNull(),
    id_stok: integer('id_stok').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    /** The goods out's kind: Penjualan, Pemakaian Pekerjaan, Penghapusan, Retur Supplier. */
    jenis: text('jenis').notNull(),
    id_barangkeluar: integer('id_barangkeluar'),
    no_referensi: text('no_referensi'),
    id_pos_sale: integer('id_pos_sale'),
    no_transaksi: text('no_transaksi'),
    /** The customer (akun) the goods out names. */
    id_akun: integer('id_akun'),
    kembali_tanggal: date('kembali_tanggal', { mode: 'string' }),
    /** What brought it back: a return's number, or the cancelled goods out's. */
    kembali_sumber: text('kembali_sumber'),
    id_pos_return: integer('id_pos_return'),
    /** The invoice whose goods line sold it, and its number (issue 34). */
    id_invoice: integer('id_invoice'),
    no_invoice: text('no_invoice'),
    /** The job whose materials took it. */
    id_pekerjaan: integer('id_pekerjaan'),
    /** The credit note that brought it back. */
    id_credit_note: integer('id_credit_note'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('serial_outs_open').on(t.id_serial).where(sql`kembali_tanggal IS NULL`),
    index('serial_outs_serial').on(t.id_serial),
    index('serial_outs_goods_out').on(t.id_barangkeluar),
    index('serial_outs_sale').on(t.id_pos_sale),
  ],
);
