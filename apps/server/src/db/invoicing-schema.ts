// Tables of the invoicing module that are not resources: payments received against invoices.
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
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
