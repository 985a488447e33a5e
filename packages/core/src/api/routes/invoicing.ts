/**
 * Invoicing's own routes about one invoice, declared once (define-route.ts): its PDF, the WhatsApp link,
 * a duplicate, payments and virtual accounts, and the e-Faktur export. The server serves them
 * (apps/server/src/modules/invoicing/invoicing.routes.ts), the web calls them (features/invoicing/
 * invoicing-api.ts, the reports' e-Faktur button). The public PDF link (a token, no sign-in) and the
 * providers' webhooks (a provider's own format, proven by its signature) are declared here too, in
 * INVOICING_PUBLIC_ROUTES: nobody signs in to reach them, and the web does not call them.
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
import { LABOUR_ROUTES } from './invoice-labour.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';
import {
  keptText,
  machineNumber,
  objectOrEmpty,
  optionalDay,
  optionalNumber,
  recordId,
  said,
} from './wire.ts';

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
  ...VIEW_ADDRESSES.invoicePdf,
  access: viewInvoice,
  summary: 'An invoice as a PDF',
  params: recordId(),
  answer: { file: ['application/pdf'] },
  answerSays: 'The invoice, shown inline',
});

export const invoiceWhatsappRoute = defineRoute({
  ...VIEW_ADDRESSES.invoiceWhatsapp,
  access: viewInvoice,
  summary: 'A wa.me link to send an invoice, with a 7-day link to its PDF',
  params: recordId(),
  answer: InvoiceWhatsappAnswer,
  answerSays: 'The wa.me link with the message, and the PDF link with its expiry',
});

export const duplicateInvoiceRoute = defineRoute({
  ...VIEW_ADDRESSES.invoiceDuplicate,
  access: { kind: 'page', page: 'rinvoice/duplikatinv', record: aboutInvoice },
  summary: 'Copy an invoice with its lines as a new draft dated today',
  params: recordId(),
  answer: InvoiceDuplicateAnswer,
  answerSays: 'The new draft invoice, and a message in the caller’s language',
});

export const invoicePaymentsRoute = defineRoute({
  ...VIEW_ADDRESSES.invoicePayments,
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
  ...VIEW_ADDRESSES.invoicePay,
  access: { kind: 'resource', resource: 'rpemasukan', action: 'add', record: aboutInvoice },
  summary: 'Record a payment on an invoice',
  params: recordId(),
  body: PaymentBody,
  answer: InvoicePayAnswer,
  answerSays: 'The payment recorded, and a message in the caller’s language',
});

export const virtualAccountStateRoute = defineRoute({
  ...VIEW_ADDRESSES.virtualAccount,
  access: virtualAccounts,
  summary: 'An invoice’s virtual accounts, with what is left to pay and the payment provider',
  params: recordId(),
  answer: VirtualAccountState,
  answerSays: 'The invoice’s balance, the provider, its accounts newest first',
});

export const openVirtualAccountRoute = defineRoute({
  ...VIEW_ADDRESSES.openVirtualAccount,
  access: virtualAccounts,
  summary: 'Open a virtual account for an invoice with the configured payment provider',
  params: recordId(),
  answer: VirtualAccountOpenAnswer,
  answerSays: 'The open account for the balance, or a new one',
});

export const simulateTransferRoute = defineRoute({
  ...VIEW_ADDRESSES.simulateTransfer,
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
export const publicInvoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/public/invoice/:token',
  access: { kind: 'public' },
  summary: 'An invoice’s PDF by the link sent to the customer, while the link lasts',
  description: 'An unknown or expired link is a 404.',
  params: z.object({ token: z.string().describe('from the link in the message') }),
  answer: { file: ['application/pdf'] },
  answerSays: 'The invoice, shown inline',
});

/**
 * A field of a provider's notification as the provider sends it: any value (a wrong one fails the
 * signature, a 401 the webhook's throttle counts, never a 422 it would not).
 */
const notified = (says: string) => z.unknown().optional().describe(says);

/** A notification of `sandbox` or `midtrans`: the fields either reads; any other is dropped. */
export const PaymentNotificationBody = objectOrEmpty(
  z.object({
    order_id: notified('both: the virtual account’s order id'),
    transaction_id: notified('both: the provider’s reference of the transfer'),
    gross_amount: notified('both: the amount'),
    status: notified('sandbox: `paid` for a settlement'),
    paid_at: notified('sandbox: day paid, YYYY-MM-DD'),
    signature: notified('sandbox: HMAC-SHA256 of `order_id|transaction_id|gross_amount|status`'),
    status_code: notified('midtrans: `200` for a settlement'),
    signature_key: notified('midtrans: SHA-512 of order_id, status_code, gross_amount and the server key'),
    transaction_status: notified('midtrans: `settlement` or `capture` for a payment'),
    settlement_time: notified('midtrans: when it settled'),
    transaction_time: notified('midtrans: when it was made'),
  }),
);

export const paymentWebhookRoute = defineRoute({
  method: 'POST',
  path: '/payments/webhook/:provider',
  access: { kind: 'public' },
  summary: 'A payment provider’s notification (`sandbox` or `midtrans`), checked by its signature',
  description:
    'A bad signature is a 401, an unknown provider or order a 404; one address’s misses are throttled ' +
    '(429). A settlement records the payment once; a replay or another notice answers `recorded: false`.',
  params: z.object({ provider: z.string().describe('`sandbox` or `midtrans`') }),
  body: PaymentNotificationBody,
  answer: PaymentNotificationAnswer,
  answerSays: 'Whether the notice recorded a payment (false for a replay)',
});

/** The invoicing routes nobody signs in to reach: the customer's PDF link and the providers' webhooks. */
export const INVOICING_PUBLIC_ROUTES = {
  publicPdf: publicInvoicePdfRoute,
  paymentWebhook: paymentWebhookRoute,
} as const;

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
  ...LABOUR_ROUTES,
} as const;
