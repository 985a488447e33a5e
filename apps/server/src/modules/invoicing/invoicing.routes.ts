import { randomUUID } from 'node:crypto';
import {
  coretaxRoute,
  duplicateInvoiceRoute,
  efakturRoute,
  getResource,
  type InvoiceDuplicateAnswer,
  type InvoicePayAnswer,
  type InvoicePaymentsAnswer,
  invoicePaymentsRoute,
  invoicePdfRoute,
  invoiceWhatsappRoute,
  MSG,
  openVirtualAccountRoute,
  paymentWebhookRoute,
  publicInvoicePdfRoute,
  recordPaymentRoute,
  simulateTransferRoute,
  type VirtualAccountOpenAnswer,
  type VirtualAccountState,
  virtualAccountStateRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { jakartaToday, readRange } from '../../lib/dates.ts';
import { msgOf } from '../../lib/i18n.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { assertSeesAll } from '../../plugins/quotes.ts';
import { findRecord, writeContext } from '../resources/index.ts';
import { coretaxExport } from './coretax-export.ts';
import { creditNoteRoutes } from './credit-notes.routes.ts';
import { duplicateInvoice } from './duplicate.ts';
import { efakturCsv } from './efaktur.ts';
import { invoiceOf } from './invoice-in-view.ts';
import { invoicePdf } from './invoice-pdf.ts';
import {
  ACCOUNT_ANSWER,
  INVOICE_DOCUMENT_FIELDS,
  NOTIFICATION_ANSWER,
  PAY_ANSWER,
  PAYMENTS_ANSWER,
  VA_STATE,
} from './invoicing.quotes.ts';
import { labourRoutes } from './labour.routes.ts';
import { invoiceBanks, invoiceCustomer } from './parties.ts';
import { paymentInput, paymentsOf, recordPayment } from './payments.service.ts';
import { paymentSetup } from './providers.ts';
import { invoiceSettings } from './settings.ts';
import { accountsOf, handleWebhook, openAccount, webhookHandler } from './virtual-accounts.ts';
import { invoiceOfLink, whatsappLink } from './whatsapp.ts';

/**
 * Invoicing's own routes: the PDF, duplicate, payments, virtual accounts and the providers' webhooks.
 * Those about one invoice are declared once in core (packages/core/src/api/routes/invoicing.ts); each
 * names the invoice in its path, and the access check reads it in the caller's scope.
 */
export async function invoicingRoutes(app: FastifyInstance): Promise<void> {
  const payments = paymentSetup(app.config);
  if (payments.problem) app.log.warn(`virtual accounts are off: ${payments.problem}`);

  /** Streams the invoice's PDF (the signer is the one who prints it, or the company for a link). */
  async function sendPdf(reply: FastifyReply, invoice: Record<string, unknown>, signer: string) {
    const customer = await invoiceCustomer(app.db.query, invoice);
    const lines = await findLines(app, Number(invoice.id));
    const banks = await invoiceBanks(app.db, invoice);
    const pdf = await invoicePdf(
      { invoice, customer, lines, banks, signer },
      await invoiceSettings(app.db.query),
    );
    const name = String(invoice.no_invoice ?? `draf-${invoice.id}`).replace(/[^\w.-]+/g, '-');
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="invoice-${name}.pdf"`);
    return reply.send(pdf);
  }

  // the invoice as handed to the customer: a role that may not see a field it prints is refused
  const seesDocument = (request: FastifyRequest) => assertSeesAll(request, INVOICE_DOCUMENT_FIELDS);
  serveRoute(
    app,
    invoicePdfRoute,
    async (_input, request, reply) => sendPdf(reply, invoiceOf(request), request.user!.username),
    { guard: seesDocument },
  );

  // "Kirim via WhatsApp": the wa.me link with a 7-day link to the PDF
  serveRoute(
    app,
    invoiceWhatsappRoute,
    async (_input, request) => {
      const invoice = invoiceOf(request);
      const settings = await invoiceSettings(app.db.query);
      return whatsappLink(
        app.db.query,
        invoice,
        app.config.publicHost,
        request.user!.user_id ?? request.user!.id,
        msgOf(request),
        settings.company.name,
      );
    },
    { guard: seesDocument },
  );

  // the customer opens the PDF from the message without an account, while the link lasts
  serveRoute(app, publicInvoicePdfRoute, async ({ params }, _request, reply) => {
    const id = await invoiceOfLink(app.db.query, params.token);
    const invoice = id === null ? null : await findRecord(app.db.query, getResource('rinvoice')!, String(id));
    if (!invoice) throw notFound();
    const settings = await invoiceSettings(app.db.query);
    return sendPdf(reply, invoice, settings.company.name);
  });

  // the tax exports carry the document's amounts, the tax invoice serial and the buyer's NPWP (and e-mail)
  const taxFields = [...INVOICE_DOCUMENT_FIELDS, 'rinvoice.no_faktur_pajak', 'akun.npwp'] as const;
  const seesTaxExport = (request: FastifyRequest) => assertSeesAll(request, taxFields);
  const seesCoretax = (request: FastifyRequest) => assertSeesAll(request, [...taxFields, 'akun.email']);

  // e-Faktur: output tax invoices of PKP invoices in a date range, as the e-Faktur application imports
  serveRoute(
    app,
    efakturRoute,
    async ({ query }, request, reply) => {
      const range = readRange(query, jakartaToday(), msgOf(request));
      const { csv, count } = await efakturCsv(app.db.query, range.from, range.to);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="efaktur-${range.from}-${range.to}.csv"`);
      reply.header('X-Invoice-Count', String(count));
      return reply.send(csv);
    },
    { guard: seesTaxExport },
  );

  // Coretax: the XML of the output tax invoices under the 2025 rules (the CSV keeps the periods before)
  serveRoute(
    app,
    coretaxRoute,
    async ({ query }, request, reply) => {
      const range = readRange(query, jakartaToday(), msgOf(request));
      const { xml, count } = await coretaxExport(app.db.query, range.from, range.to);
      reply.header('Content-Type', 'application/xml; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="coretax-${range.from}-${range.to}.xml"`);
      reply.header('X-Invoice-Count', String(count));
      return reply.send(xml);
    },
    { guard: seesCoretax },
  );

  // a copy of an invoice the caller may view (its hidden fields leave the answer with the access check's)
  serveRoute(app, duplicateInvoiceRoute, async (_input, request) => {
    const record = await duplicateInvoice(writeContext(request), invoiceOf(request), jakartaToday());
    return {
      message: msgOf(request)('success.recordAdded'),
      record,
    } satisfies InvoiceDuplicateAnswer<Record<string, unknown>>;
  });

  serveRoute(
    app,
    invoicePaymentsRoute,
    async (_input, request) =>
      ({
        records: await paymentsOf(app.db.query, Number(invoiceOf(request).id)),
      }) satisfies InvoicePaymentsAnswer,
    { quotes: PAYMENTS_ANSWER },
  );

  serveRoute(
    app,
    recordPaymentRoute,
    async ({ body }, request) => {
      const input = paymentInput(body, jakartaToday());
      const { payment } = await recordPayment(writeContext(request), Number(invoiceOf(request).id), input);
      return { message: msgOf(request)('success.recordAdded'), payment } satisfies InvoicePayAnswer;
    },
    { quotes: PAY_ANSWER },
  );

  serveRoute(
    app,
    virtualAccountStateRoute,
    async (_input, request) => {
      const id = Number(invoiceOf(request).id);
      const [invoice] = await app.db.query<VirtualAccountState['invoice']>(
        'SELECT id, no_invoice, status, total, dibayar, sisa FROM rinvoice WHERE id = $1',
        [id],
      );
      if (!invoice) throw notFound();
      return {
        invoice,
        provider: payments.active?.name ?? null,
        accounts: await accountsOf(app, id),
      } satisfies VirtualAccountState;
    },
    { quotes: VA_STATE },
  );

  serveRoute(
    app,
    openVirtualAccountRoute,
    async (_input, request) => {
      if (!payments.active)
        throw new HttpError(409, 'No payment provider is set up', {}, MSG.invoicingNoProvider);
      return {
        account: await openAccount(app, payments.active, Number(invoiceOf(request).id), msgOf(request)),
      } satisfies VirtualAccountOpenAnswer;
    },
    { quotes: ACCOUNT_ANSWER },
  );

  // The sandbox's "customer transfers": a signed notification through the same webhook path. Only
  // while the sandbox is on; otherwise the route answers as a missing one.
  serveRoute(
    app,
    simulateTransferRoute,
    async ({ body }, request) => {
      const sandbox = payments.sandbox;
      if (!sandbox) throw notFound();
      const [account] = (await accountsOf(app, Number(invoiceOf(request).id))).filter(
        (a) => a.provider === 'sandbox' && a.status === 'open',
      );
      if (!account) throw new ValidationError({ id_invoice: [msgOf(request)('validation.notPayable')] });
      const amount = body.jumlah ?? Number(account.jumlah);
      // an account opened without an amount the role may see transfers nothing
      if (!Number.isInteger(amount) || amount < 1)
        throw new ValidationError({ jumlah: [msgOf(request)('validation.integer')] });
      const fields = {
        order_id: account.order_id,
        transaction_id: randomUUID(),
        gross_amount: String(amount),
        status: 'paid',
      };
      const signed = { ...fields, paid_at: jakartaToday(), signature: sandbox.sign(fields) };
      return handleWebhook(app, sandbox, signed, request.headers['accept-language']);
    },
    { quotes: NOTIFICATION_ANSWER },
  );

  // public: the provider proves a notification by its signature (providers.ts), never by a session
  serveRoute(app, paymentWebhookRoute, webhookHandler(app, payments.webhooks));
  creditNoteRoutes(app);
  labourRoutes(app);
}

async function findLines(app: FastifyInstance, invoiceId: number) {
  return app.db.query<Record<string, unknown>>(
    `SELECT l.*, s.nama_satuan AS id_satuan_label FROM rsubinvoice l LEFT JOIN rsatuan s ON s.id = l.id_satuan
      WHERE l.id_invoice = $1 ORDER BY l.id`,
    [invoiceId],
  );
}
