// Tables of the purchasing module (docs/purchasing.md): purchase orders and their lines, which receipt
// line received which order line, supplier bills with their lines, and supplier payments. None is a
// resource of the spec's 64; the module's routes are the only way in.
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const qty = (name: string) => numeric(name, { precision: 18, scale: 4 }).notNull();
const money = (name: string) => bigint(name, { mode: 'number' }).notNull();
const stamps = {
  user_id: integer('user_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A purchase order to a supplier: Draft, Dipesan, Sebagian Diterima, Diterima or Dibatalkan. */
export const purchase_orders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    no_po: text('no_po').notNull(),
    id_supplier: integer('id_supplier').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    tanggal_kirim: date('tanggal_kirim', { mode: 'string' }),
    /** Payment terms in days: a bill against the order is due this many days after its date. */
    termin_hari: integer('termin_hari').notNull().default(30),
    status: text('status').notNull(),
    total: money('total').default(0),
    keterangan: text('keterangan'),
    ...stamps,
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_orders_no').on(t.no_po), index('purchase_orders_supplier').on(t.id_supplier)],
);

/** What was ordered: an item, in a unit, at a price. */
export const purchase_order_lines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    id_po: integer('id_po').notNull(),
    id_stok: integer('id_stok').notNull(),
    id_satuan: integer('id_satuan').notNull(),
    qty: qty('qty'),
    harga: money('harga'),
    subtotal: money('subtotal'),
  },
  (t) => [index('purchase_order_lines_po').on(t.id_po, t.id)],
);

/**
 * Which goods-in line received how much of which order line. What an order line has received is the
 * sum over receipts still Diterima, so a receipt cancelled later gives its quantity back to the order.
 */
export const purchase_receipt_lines = pgTable(
  'purchase_receipt_lines',
  {
    id: serial('id').primaryKey(),
    id_po_line: integer('id_po_line').notNull(),
    id_barangmasuk: integer('id_barangmasuk').notNull(),
    id_barangmasuksub: integer('id_barangmasuksub').notNull(),
    qty: qty('qty'),
  },
  (t) => [
    index('purchase_receipt_lines_line').on(t.id_po_line),
    index('purchase_receipt_lines_receipt').on(t.id_barangmasuk),
  ],
);

/** A supplier's bill against an order: its amount, due date, what was paid and its state. */
export const supplier_bills = pgTable(
  'supplier_bills',
  {
    id: serial('id').primaryKey(),
    no_tagihan: text('no_tagihan').notNull(),
    no_faktur_supplier: text('no_faktur_supplier').notNull(),
    id_po: integer('id_po').notNull(),
    id_supplier: integer('id_supplier').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jatuh_tempo: date('jatuh_tempo', { mode: 'string' }).notNull(),
    jumlah: money('jumlah'),
    /** Billed amount minus the same quantities at the order's prices (flagged, not refused). */
    selisih_harga: money('selisih_harga').default(0),
    dibayar: money('dibayar').default(0),
    status: text('status').notNull(),
    keterangan: text('keterangan'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('supplier_bills_no').on(t.no_tagihan),
    index('supplier_bills_po').on(t.id_po),
    index('supplier_bills_due').on(t.jatuh_tempo),
  ],
);

export const supplier_bill_lines = pgTable(
  'supplier_bill_lines',
  {
    id: serial('id').primaryKey(),
    id_tagihan: integer('id_tagihan').notNull(),
    id_po_line: integer('id_po_line').notNull(),
    qty: qty('qty'),
    harga: money('harga'),
    subtotal: money('subtotal'),
    selisih: money('selisih').default(0),
  },
  (t) => [
    index('supplier_bill_lines_bill').on(t.id_tagihan),
    index('supplier_bill_lines_line').on(t.id_po_line),
  ],
);

/** Money paid to a supplier against a bill; each payment wrote one expense (`rpengeluaran`). */
export const supplier_payments = pgTable(
  'supplier_payments',
  {
    id: serial('id').primaryKey(),
    id_tagihan: integer('id_tagihan').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jumlah: money('jumlah'),
    metode: text('metode').notNull(),
    id_bankrekening: integer('id_bankrekening'),
    id_pengeluaran: integer('id_pengeluaran').notNull(),
    keterangan: text('keterangan'),
    ...stamps,
  },
  (t) => [index('supplier_payments_bill').on(t.id_tagihan, t.id)],
);
