/** Answers of invoicing's own routes (apps/server/src/modules/invoicing/invoicing.routes.ts). */
import type { ApiRecord, MessageAnswer } from './resources.ts';

/** One payment against an invoice (a row of `invoice_payments`). */
export type InvoicePayment = {
  id: number;
  id_invoice: number;
  /** `YYYY-MM-DD`. */
  tanggal: string;
  jumlah: number;
  metode: string;
  /** `Dp 1`…`Dp 3` for a down payment, else null. */
  dp: string | null;
  provider: string;
  /** The provider's reference (unique per provider), null for a payment typed in at the office. */
  reference: string | null;
  /** The income entry (`rpemasukan`) the payment wrote. */
  id_pemasukan: number | null;
  /** ISO timestamp. */
  created_at: string;
};

/** `GET /rinvoice/pembayaran/{id}`: the invoice's payments, oldest first. */
export type InvoicePaymentsAnswer = { records: InvoicePayment[] };

/** `POST /rinvoice/pembayaran/{id}`. */
export type InvoicePayAnswer = MessageAnswer & { payment: InvoicePayment };

/** A virtual account opened for an invoice (a row of `invoice_virtual_accounts`). */
export type InvoiceVirtualAccount = {
  id: number;
  id_invoice: number;
  provider: string;
  bank: string;
  va_number: string;
  order_id: string;
  jumlah: number;
  status: string;
  /** ISO timestamp. */
  created_at: string;
};

/** `GET /rinvoice/pembayaranvirtual/{id}`: the invoice's balance and its accounts, newest first. */
export type VirtualAccountState = {
  invoice: {
    id: number;
    no_invoice: string | null;
    status: string;
    total: number;
    dibayar: number;
    sisa: number;
  };
  /** The payment provider new accounts are opened with. */
  provider: string;
  accounts: InvoiceVirtualAccount[];
};

/** `POST /rinvoice/pembayaranvirtual/{id}`: the open account for the balance, or a new one. */
export type VirtualAccountOpenAnswer = { account: InvoiceVirtualAccount };

/**
 * `POST /rinvoice/pembayaranvirtual/{id}/simulasi` and `POST /payments/webhook/{provider}`: whether the
 * notification recorded a payment (false for an unpaid state or a replay, which answers the earlier one).
 */
export type PaymentNotificationAnswer = { recorded: boolean; payment: InvoicePayment | null };

/** `POST /rinvoice/whatsapp/{id}`: the wa.me link with the message, and the 7-day link to the PDF. */
export type InvoiceWhatsappAnswer = {
  url: string;
  link: string;
  text: string;
  /** ISO timestamp. */
  expires_at: string;
};

/** `POST /rinvoice/duplikatinv/{id}`: the new draft invoice. */
export type InvoiceDuplicateAnswer<T = ApiRecord> = MessageAnswer & { record: T };
