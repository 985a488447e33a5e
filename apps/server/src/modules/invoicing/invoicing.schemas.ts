import { PaymentNotificationAnswer } from '@kantor/core';
import { answers, answersFile } from '../../lib/answer-schema.ts';
import { pathParams, text } from '../../lib/request-schema.ts';

/**
 * Schemas of the invoicing routes not declared in core: the public PDF link and the providers' webhooks
 * (a provider's own format). The others are declared once in packages/core/src/api/routes/invoicing.ts.
 */

export const publicInvoiceSchema = {
  summary: 'An invoice’s PDF by the link sent to the customer, while the link lasts',
  ...pathParams('token'),
  ...answersFile('application/pdf', 'The invoice, shown inline'),
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
