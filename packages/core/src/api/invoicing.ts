/** Answers of invoicing's own routes (apps/server/src/modules/invoicing/invoicing.routes.ts). */
import { z } from 'zod';
import { type ApiRecord, MessageAnswer, SaveAnswer } from './resources.ts';

/**
 * One payment against an invoice (a row of `invoice_payments`). A value whose field the caller's role
 * may not see (Hide Kolom on the income entry or the invoice) is absent (docs/architecture.md, R5).
 */
export const InvoicePayment = z.object({
  id: z.int(),
  id_invoice: z.int(),
  /** `YYYY-MM-DD`. */
  tanggal: z.iso.date().optional(),
  jumlah: z.number().optional(),
  metode: z.string().optional(),
  /** `Dp 1`…`Dp 3` for a down payment, else null. */
  dp: z.string().nullable().optional(),
  provider: z.string(),
  /** The provider's reference (unique per provider), null for a payment typed in at the office. */
  reference: z.string().nullable(),
  /** The income entry (`rpemasukan`) the payment wrote. */
  id_pemasukan: z.int().nullable(),
  /** ISO timestamp. */
  created_at: z.iso.datetime(),
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

/** `GET /rinvoice/pembayaran/{id}`: the invoice's payments, oldest first. */
export const InvoicePaymentsAnswer = z.object({ records: z.array(InvoicePayment) });
export type InvoicePaymentsAnswer = z.infer<typeof InvoicePaymentsAnswer>;

/** `POST /rinvoice/pembayaran/{id}`. */
export const InvoicePayAnswer = MessageAnswer.extend({ payment: InvoicePayment });
export type InvoicePayAnswer = z.infer<typeof InvoicePayAnswer>;

/**
 * A virtual account opened for an invoice (a row of `invoice_virtual_accounts`); `jumlah` (the balance
 * it was opened for) is absent for a role that may not see the invoice's balance.
 */
export const InvoiceVirtualAccount = z.object({
  id: z.int(),
  id_invoice: z.int(),
  provider: z.string(),
  bank: z.string(),
  va_number: z.string(),
  order_id: z.string(),
  jumlah: z.number().optional(),
  status: z.string(),
  /** ISO timestamp. */
  created_at: z.iso.datetime(),
});
export type InvoiceVirtualAccount = z.infer<typeof InvoiceVirtualAccount>;

/**
 * `GET /rinvoice/pembayaranvirtual/{id}`: the invoice's balance and its accounts, newest first. Fields
 * of the invoice the caller's role may not see are absent.
 */
export const VirtualAccountState = z.object({
  invoice: z.object({
    id: z.int(),
    no_invoice: z.string().nullable().optional(),
    status: z.string().optional(),
    total: z.number().optional(),
    dibayar: z.number().optional(),
    sisa: z.number().optional(),
  }),
  /** The payment provider new accounts are opened with; null when none is set up (docs/invoicing.md). */
  provider: z.string().nullable(),
  accounts: z.array(InvoiceVirtualAccount),
});
export type VirtualAccountState = z.infer<typeof VirtualAccountState>;

/** `POST /rinvoice/pembayaranvirtual/{id}`: the open account for the balance, or a new one. */
export const VirtualAccountOpenAnswer = z.object({ account: InvoiceVirtualAccount });
export type VirtualAccountOpenAnswer = z.infer<typeof VirtualAccountOpenAnswer>;

/**
 * `POST /rinvoice/pembayaranvirtual/{id}/simulasi` and `POST /payments/webhook/{provider}`: whether the
 * notification recorded a payment (false for an unpaid state or a replay, which answers the earlier one).
 */
export const PaymentNotificationAnswer = z.object({
  recorded: z.boolean(),
  payment: InvoicePayment.nullable(),
});
export type PaymentNotificationAnswer = z.infer<typeof PaymentNotificationAnswer>;

/** `POST /rinvoice/whatsapp/{id}`: the wa.me link with the message, and the 7-day link to the PDF. */
export const InvoiceWhatsappAnswer = z.object({
  url: z.url(),
  link: z.url(),
  text: z.string(),
  /** ISO timestamp. */
  expires_at: z.iso.datetime(),
});
export type InvoiceWhatsappAnswer = z.infer<typeof InvoiceWhatsappAnswer>;

/** `POST /rinvoice/duplikatinv/{id}`: the new draft invoice. */
export const InvoiceDuplicateAnswer = SaveAnswer;
export type InvoiceDuplicateAnswer<T = ApiRecord> = SaveAnswer<T>;
