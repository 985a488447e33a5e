/**
 * Invoicing's own routes about one invoice, declared once (define-route.ts): its PDF, the WhatsApp link,
 * a duplicate, payments and virtual accounts, and the e-Faktur export. The server serves them
 * (apps/server/src/modules/invoicing/invoicing.routes.ts), the web calls them (features/invoicing/
 * invoicing-api.ts, the reports' e-Faktur button). The providers' webhooks (a provider's own format) and
 * the public PDF link (a token, no sign-in) keep the old way.
 */
import { z } from 'zod';
import {
  InvoiceDuplicateAnswer,
  InvoicePayAnswer,
  InvoicePaymentsAnswer,
  InvoiceWhatsappAnswer,
  PaymentNotificationAnswer,
  VirtualAccountOpenAnswer,
  VirtualAccountState,
} from '../invoicing.ts';
import { CREDIT_NOTE_ROUTES } from './credit-notes.ts';
import { defineRoute, type RouteAccess } from './define-route.ts';
import { keptText, machineNumber, optionalDay, optionalNumber, recordId, said } from './wire.ts';

const aboutInvoice = { resource: 'rinvoice', param: 'id' } as const;
const viewInvoice: RouteAccess = {
  kind: 'resource',
  resource: 'rinvoice',
  action: 'view',
  record: aboutInvoice,
};
const virtualAccounts = { kind: 'page', page: 'rinvoice/pembayaranvirtual', record: aboutInvoice } as const;

/** The ways a payment typed in at the office (or reported by a provider) was made. */
export const INVOICE_PAYMENT_METHODS = ['Tunai', 'Transfer', 'QRIS', 'Virtual Account'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const invoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/rinvoice/pdf/:id',
  access: viewInvoice,
  summary: 'An invoice as a PDF',
  params: recordId(),
  answer: { file: ['application/pdf'] },
  answerSays: 'The invoice, shown inline',
});

export const invoiceWhatsappRoute = defineRoute({
  method: 'POST',
  path: '/rinvoice/whatsapp/:id',
  access: viewInvoice,
  summary: 'A wa.me link to send an invoice, with a 7-day link to its PDF',
  params: recordId(),
  answer: InvoiceWhatsappAnswer,
  answerSays: 'The wa.me link with the message, and the PDF link with its expiry',
});

export const duplicateInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/rinvoice/duplikatinv/:id',
  access: { kind: 'page', page: 'rinvoice/duplikatinv', record: aboutInvoice },
  summary: 'Copy an invoice with its lines as a new draft dated today',
  params: recordId(),
  answer: InvoiceDuplicateAnswer,
  answerSays: 'The new draft invoice, and a message in the caller’s language',
});

export const invoicePaymentsRoute = defineRoute({
  method: 'GET',
  path: '/rinvoice/pembayaran/:id',
  access: viewInvoice,
  summary: 'The payments recorded on an invoice',
  params: recordId(),
  answer: InvoicePaymentsAnswer,
  answerSays: 'Its payments, oldest first',
});

const amount = said('validation.integer');

export const PaymentBody = z.object({
  jumlah: machineNumber(
    z
      .int(amount)
      .min(1, amount)
      .max(999_999_999_999_999, amount)
      .describe('amount, 1 to 999,999,999,999,999'),
  ),
  metode: z.preprocess(
    (value: InvoicePaymentMethod | null | undefined) => (value === null ? undefined : value),
    z.enum(INVOICE_PAYMENT_METHODS, said('validation.in')).optional().describe('Transfer when absent'),
  ),
  tanggal: optionalDay('day, YYYY-MM-DD (today in Jakarta when absent)'),
  id_bankrekening: optionalNumber(
    z
      .int(said('validation.exists'))
      .min(1, said('validation.exists'))
      .nullable()
      .optional()
      .describe('the bank account paid into'),
  ),
  keterangan: keptText(500, 'note, at most 500 characters kept'),
});
/** `POST /api/rinvoice/pembayaran/:id`: a payment typed in at the office. */
export type PaymentBody = z.output<typeof PaymentBody>;

export const recordPaymentRoute = defineRoute({
  method: 'POST',
  path: '/rinvoice/pembayaran/:id',
  access: { kind: 'resource', resource: 'rpemasukan', action: 'add', record: aboutInvoice },
  summary: 'Record a payment on an invoice',
  params: recordId(),
  body: PaymentBody,
  answer: InvoicePayAnswer,
  answerSays: 'The payment recorded, and a message in the caller’s language',
});

export const virtualAccountStateRoute = defineRoute({
  method: 'GET',
  path: '/rinvoice/pembayaranvirtual/:id',
  access: virtualAccounts,
  summary: 'An invoice’s virtual accounts, with what is left to pay and the payment provider',
  params: recordId(),
  answer: VirtualAccountState,
  answerSays: 'The invoice’s balance, the provider, its accounts newest first',
});

export const openVirtualAccountRoute = defineRoute({
  method: 'POST',
  path: '/rinvoice/pembayaranvirtual/:id',
  access: virtualAccounts,
  summary: 'Open a virtual account for an invoice with the configured payment provider',
  params: recordId(),
  answer: VirtualAccountOpenAnswer,
  answerSays: 'The open account for the balance, or a new one',
});

export const simulateTransferRoute = defineRoute({
  method: 'POST',
  path: '/rinvoice/pembayaranvirtual/:id/simulasi',
  access: virtualAccounts,
  summary: 'Sandbox only: the customer transfers into the invoice’s open sandbox virtual account',
  params: recordId(),
  body: z.object({
    jumlah: optionalNumber(
      z
        .int(amount)
        .min(1, amount)
        .optional()
        .describe('amount, 1 or more (the account’s amount when absent)'),
    ),
  }),
  answer: PaymentNotificationAnswer,
  answerSays: 'Whether the transfer recorded a payment, and the payment',
});

/** A day of a range as the query gives it; the range's own rules are the reports' (`readRange`). */
const rangeDay = (says: string) =>
  z.preprocess(
    (value: string | undefined) => (typeof value === 'string' && value !== '' ? value : undefined),
    z.string().optional().describe(says),
  );

export const efakturRoute = defineRoute({
  method: 'GET',
  path: '/rinvoice/efaktur',
  access: { kind: 'resource', resource: 'rinvoice', action: 'export' },
  summary: 'e-Faktur output tax invoices of PKP invoices in a date range, as CSV',
  description: 'The `X-Invoice-Count` header gives the number of invoices. The range is at most 3 years.',
  query: z.object({
    from: rangeDay('first day, YYYY-MM-DD (1 January of this year)'),
    to: rangeDay('last day, YYYY-MM-DD (today)'),
  }),
  answer: { file: ['text/csv'] },
  answerSays: 'The e-Faktur import file, as an attachment',
});

export const coretaxRoute = defineRoute({
  method: 'GET',
  path: '/rinvoice/coretax',
  access: { kind: 'resource', resource: 'rinvoice', action: 'export' },
  summary:
    'Coretax output tax invoices (TaxInvoiceBulk XML) of PKP invoices under the 2025 rules in a date range',
  description:
    'Issued, paid and part-paid PKP invoices computed under the PMK 131/2024 rules, with their lines (DPP, DPP Nilai Lain, PPN). Invoices of earlier periods are in the e-Faktur CSV. The `X-Invoice-Count` header gives the number of invoices. The range is at most 3 years.',
  query: z.object({
    from: rangeDay('first day, YYYY-MM-DD (1 January of this year)'),
    to: rangeDay('last day, YYYY-MM-DD (today)'),
  }),
  answer: { file: ['application/xml'] },
  answerSays: 'The Coretax import file, as an attachment',
});

/** Every invoicing route declared here, by the name the web client calls it. */
export const INVOICING_ROUTES = {
  pdf: invoicePdfRoute,
  whatsapp: invoiceWhatsappRoute,
  duplicate: duplicateInvoiceRoute,
  payments: invoicePaymentsRoute,
  pay: recordPaymentRoute,
  virtualAccount: virtualAccountStateRoute,
  openVirtualAccount: openVirtualAccountRoute,
  simulateTransfer: simulateTransferRoute,
  efaktur: efakturRoute,
  coretax: coretaxRoute,
  ...CREDIT_NOTE_ROUTES,
} as const;
