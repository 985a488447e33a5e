import {
  InvoiceDuplicateAnswer,
  InvoicePayAnswer,
  InvoicePaymentsAnswer,
  InvoiceWhatsappAnswer,
  PaymentNotificationAnswer,
  VirtualAccountOpenAnswer,
  VirtualAccountState,
} from '@kantor/core';
import { answers, answersFile } from '../../lib/answer-schema.ts';
import { documentedBody, noBody, pathParams, text, textQuery } from '../../lib/request-schema.ts';

/** The invoicing routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const invoice = pathParams('id');

export const invoicePdfSchema = {
  summary: 'An invoice as a PDF',
  ...invoice,
  ...answersFile('application/pdf', 'The invoice, shown inline'),
};

export const invoiceWhatsappSchema = {
  summary: 'A wa.me link to send an invoice, with a 7-day link to its PDF',
  ...invoice,
  ...noBody(),
  ...answers(InvoiceWhatsappAnswer, 'The wa.me link with the message, and the PDF link with its expiry'),
};

export const publicInvoiceSchema = {
  summary: 'An invoice’s PDF by the link sent to the customer, while the link lasts',
  ...pathParams('token'),
  ...answersFile('application/pdf', 'The invoice, shown inline'),
};

export const efakturSchema = {
  summary: 'e-Faktur output tax invoices of PKP invoices in a date range, as CSV',
  description: 'The `X-Invoice-Count` header gives the number of invoices. The range is at most 3 years.',
  ...textQuery({
    from: 'first day, YYYY-MM-DD (1 January of this year)',
    to: 'last day, YYYY-MM-DD (today)',
  }),
  ...answersFile('text/csv', 'The e-Faktur import file, as an attachment'),
};

export const duplicateInvoiceSchema = {
  summary: 'Copy an invoice with its lines as a new draft dated today',
  ...invoice,
  ...noBody(),
  ...answers(InvoiceDuplicateAnswer, 'The new draft invoice, and a message in the caller’s language'),
};

export const invoicePaymentsSchema = {
  summary: 'The payments recorded on an invoice',
  ...invoice,
  ...answers(InvoicePaymentsAnswer, 'Its payments, oldest first'),
};

export const recordPaymentSchema = {
  summary: 'Record a payment on an invoice',
  ...invoice,
  ...documentedBody(
    {
      jumlah: { type: 'integer', description: 'amount, 1 to 999,999,999,999,999' },
      metode: {
        type: 'string',
        enum: ['Tunai', 'Transfer', 'QRIS', 'Virtual Account'],
        description: 'Transfer when absent',
      },
      tanggal: text('day, YYYY-MM-DD (today in Jakarta when absent)'),
      id_bankrekening: { type: 'integer', description: 'the bank account paid into' },
      keterangan: text('note, at most 500 characters kept'),
    },
    ['jumlah'],
  ),
  ...answers(InvoicePayAnswer, 'The payment recorded, and a message in the caller’s language'),
};

export const virtualAccountStateSchema = {
  summary: 'An invoice’s virtual accounts, with what is left to pay and the payment provider',
  ...invoice,
  ...answers(VirtualAccountState, 'The invoice’s balance, the provider, its accounts newest first'),
};

export const openVirtualAccountSchema = {
  summary: 'Open a virtual account for an invoice with the configured payment provider',
  ...invoice,
  ...noBody(),
  ...answers(VirtualAccountOpenAnswer, 'The open account for the balance, or a new one'),
};

export const simulateTransferSchema = {
  summary: 'Sandbox only: the customer transfers into the invoice’s open sandbox virtual account',
  ...invoice,
  ...documentedBody({
    jumlah: { type: 'integer', description: 'amount, 1 or more (the account’s amount when absent)' },
  }),
  ...answers(PaymentNotificationAnswer, 'Whether the transfer recorded a payment, and the payment'),
};

export const paymentWebhookSchema = {
  summary: 'A payment provider’s notification (`sandbox` or `midtrans`), checked by its signature',
  description:
    'A bad signature is a 401, an unknown order a 404. A settlement records the payment once; a replay ' +
    'or another notice answers `recorded: false`.',
  ...pathParams('provider'),
  bodyDoc: {
    description: 'the notification as the provider sends it',
    anyOf: [
      {
        title: 'sandbox',
        type: 'object',
        properties: {
          order_id: text(),
          transaction_id: text(),
          gross_amount: text('the amount'),
          status: text('`paid` for a settlement'),
          paid_at: text('day paid, YYYY-MM-DD'),
          signature: text('HMAC-SHA256 of `order_id|transaction_id|gross_amount|status`'),
        },
        required: ['order_id', 'transaction_id', 'signature'],
      },
      {
        title: 'midtrans',
        type: 'object',
        properties: {
          order_id: text(),
          status_code: text('`200` for a settlement'),
          gross_amount: text('the amount'),
          signature_key: text('SHA-512 of order_id, status_code, gross_amount and the server key'),
          transaction_status: text('`settlement` or `capture` for a payment'),
          transaction_id: text(),
          settlement_time: text(),
          transaction_time: text(),
        },
        required: ['order_id', 'signature_key'],
      },
    ],
  },
  ...answers(PaymentNotificationAnswer, 'Whether the notice recorded a payment (false for a replay)'),
};
