/** Answers of invoicing's own routes (apps/server/src/modules/invoicing/invoicing.routes.ts). */
import { z } from 'zod';
import { type ApiRecord, MessageAnswer, SaveAnswer } from './resources.ts';

/** One payment against an invoice (a row of `invoice_payments`). */
export const InvoicePayment = z.object({
  id: z.int(),
  id_invoice: z.int(),
  /** `YYYY-MM-DD`. */
  tanggal: z.iso.date(),
  jumlah: z.number(),
  metode: z.string(),
  /** `Dp 1`…`Dp 3` for a down payment, else null. */
  dp: z.string().nullable(),
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

/** A virtual account opened for an invoice (a row of `invoice_virtual_accounts`). */
export const InvoiceVirtualAccount = z.object({
  id: z.int(),
  id_invoice: z.int(),
  provider: z.string(),
  bank: z.string(),
  va_number: z.string(),
  order_id: z.string(),
  jumlah: z.number(),
  status: z.string(),
  /** ISO timestamp. */
  created_at: z.iso.datetime(),
});
export type InvoiceVirtualAccount = z.infer<typeof InvoiceVirtualAccount>;

/** `GET /rinvoice/pembayaranvirtual/{id}`: the invoice's balance and its accounts, newest first. */
export const VirtualAccountState = z.object({
  invoice: z.object({
    id: z.int(),
    no_invoice: z.string().nullable(),
    status: z.string(),
    total: z.number(),
    dibayar: z.number(),
    sisa: z.number(),
  }),
  /** The payment provider new accounts are opened with. */
  provider: z.string(),
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
