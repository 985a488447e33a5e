// Tables of the invoicing module that are not resources: payments received against invoices, credit
// notes and refunds.
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
 * Money received against an invoice: typed in (cash, transfer), or reported by a payment provider's
 * webhook (virtual account), once per provider reference. Each payment writes one income entry.
 */
export const invoice_payments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    id_invoice: integer('id_invoice').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    metode: text('metode').notNull(),
    /** Dp 1–3 for a down payment, null for a settlement. */
    dp: text('dp'),
    /** `manual`, `sandbox`, `midtrans`: who reported it. */
    provider: text('provider').notNull(),
    /** The provider's own id of the payment: a replayed webhook finds it and records nothing. */
    reference: text('reference'),
    id_pemasukan: integer('id_pemasukan'),
    id_bankrekening: integer('id_bankrekening'),
    keterangan: text('keterangan'),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice').on(t.id_invoice, t.id),
    uniqueIndex('invoice_payments_reference').on(t.provider, t.reference),
  ],
);

/** Virtual accounts opened for invoices (`pembayaranvirtual/{id}`): one open account per invoice and provider. */
export const invoice_virtual_accounts = pgTable(
  'invoice_virtual_accounts',
  {
    id: serial('id').primaryKey(),
    id_invoice: integer('id_invoice').notNull(),
    provider: text('provider').notNull(),
    bank: text('bank').notNull(),
    va_number: text('va_number').notNull(),
    /** The provider's order id the webhook names. */
    order_id: text('order_id').notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    raw: jsonb('raw'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_virtual_accounts_order').on(t.provider, t.order_id)],
);

/** Links to an invoice's PDF sent to the customer (WhatsApp): a random token that expires. */
export const invoice_links = pgTable(
  'invoice_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    id_invoice: integer('id_invoice').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_links_token').on(t.token)],
);

/**
 * Credit notes (nota kredit) against an issued or paid invoice (issue 34): numbered like invoices, with
 * their own DPP, DPP Nilai Lain and PPN under the invoice's tax regime. Their totals lower the invoice's
 * balance; on a paid invoice they are owed back to the customer (`invoice_refunds`).
 */
export const credit_notes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    no_nota: text('no_nota').notNull(),
    id_invoice: integer('id_invoice').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    alasan: text('alasan').notNull(),
    rezim_pajak: text('rezim_pajak'),
    ppn_persen: numeric('ppn_persen', { precision: 5, scale: 2 }).notNull().default('0'),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    diskon: bigint('diskon', { mode: 'number' }).notNull().default(0),
    dpp: bigint('dpp', { mode: 'number' }).notNull().default(0),
    dpp_nilai_lain: bigint('dpp_nilai_lain', { mode: 'number' }),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    user_id: integer('user_id'),
    username: text('username'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number').on(t.no_nota),
    index('credit_notes_invoice').on(t.id_invoice, t.id),
  ],
);

/** A credited part of an invoice line; `nilai_pokok` is the cost its goods came back into stock at. */
export const credit_note_lines = pgTable(
  'credit_note_lines',
  {
    id: serial('id').primaryKey(),
    id_nota: integer('id_nota').notNull(),
    id_subinvoice: integer('id_subinvoice').notNull(),
    qty: numeric('qty', { precision: 18, scale: 4 }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    diskon: bigint('diskon', { mode: 'number' }).notNull().default(0),
    dpp: bigint('dpp', { mode: 'number' }).notNull(),
    dpp_nilai_lain: bigint('dpp_nilai_lain', { mode: 'number' }),
    ppn: bigint('ppn', { mode: 'number' }).notNull().default(0),
    nilai_pokok: bigint('nilai_pokok', { mode: 'number' }),
  },
  (t) => [
    index('credit_note_lines_note').on(t.id_nota, t.id),
    index('credit_note_lines_line').on(t.id_subinvoice),
  ],
);

/** Money paid back to a customer for a paid invoice's credit notes: each writes one expense. */
export const invoice_refunds = pgTable(
  'invoice_refunds',
  {
    id: serial('id').primaryKey(),
    id_invoice: integer('id_invoice').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    jumlah: bigint('jumlah', { mode: 'number' }).notNull(),
    metode: text('metode').notNull(),
    id_bankrekening: integer('id_bankrekening'),
    id_pengeluaran: integer('id_pengeluaran'),
    keterangan: text('keterangan'),
    user_id: integer('user_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoice_refunds_invoice').on(t.id_invoice, t.id)],
);
