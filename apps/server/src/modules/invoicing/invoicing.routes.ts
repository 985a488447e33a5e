import { randomUUID } from 'node:crypto';
import {
  getResource,
  type InvoiceDuplicateAnswer,
  type InvoicePayAnswer,
  type InvoicePaymentsAnswer,
  type VirtualAccountOpenAnswer,
  type VirtualAccountState,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, ValidationError } from '../../errors.ts';
import { jakartaToday, readRange } from '../../lib/dates.ts';
import { pageRoute, publicRoute, resourceRoute } from '../../plugins/access.ts';
import { findRecord, messagesFor, scopeOf, writeContext } from '../resources/index.ts';
import { duplicateInvoice } from './duplicate.ts';
import { efakturCsv } from './efaktur.ts';
import { type InvoiceCustomer, invoicePdf } from './invoice-pdf.ts';
import {
  duplicateInvoiceSchema,
  efakturSchema,
  invoicePaymentsSchema,
  invoicePdfSchema,
  invoiceWhatsappSchema,
  openVirtualAccountSchema,
  paymentWebhookSchema,
  publicInvoiceSchema,
  recordPaymentSchema,
  simulateTransferSchema,
  virtualAccountStateSchema,
} from './invoicing.schemas.ts';
import { paymentsOf, readPayment, recordPayment } from './payments.service.ts';
import { providersOf, sandboxProvider } from './providers.ts';
import { invoiceSettings } from './settings.ts';
import { accountsOf, handleWebhook, openAccount } from './virtual-accounts.ts';
import { invoiceOfLink, whatsappLink } from './whatsapp.ts';

const msgOf = (request: FastifyRequest) => messagesFor(request.headers['accept-language']);
type IdParams = { Params: { id: string } };

function idOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** Invoicing's own routes: the PDF, duplicate, payments, virtual accounts and the providers' webhooks. */
export async function invoicingRoutes(app: FastifyInstance): Promise<void> {
  const providers = providersOf(app.config);
  const provider = providers.get(app.config.paymentProvider) ?? providers.get('sandbox')!;

  /** The invoice when the caller may view it (role scope included), else a 404. */
  async function visible(request: FastifyRequest<IdParams>) {
    const invoice = await findRecord(app.db.query, request.resourceAccess!.resource, request.params.id, {
      scope: scopeOf(request),
    });
    if (!invoice) throw notFound();
    return invoice;
  }

  /** Streams the invoice's PDF (the signer is the one who prints it, or the company for a link). */
  async function sendPdf(reply: FastifyReply, invoice: Record<string, unknown>, signer: string) {
    const [customer] = await app.db.query<InvoiceCustomer>(
      'SELECT nama, alamat, no_hp FROM akun WHERE id = $1',
      [invoice.id_akun],
    );
    const lines = await findLines(app, Number(invoice.id));
    const banks = await app.db.query<Record<string, unknown>>(
      `SELECT nama_bank, no_rekening, atas_nama FROM bankrekening WHERE status = 'Active'
        ORDER BY (id = $1) DESC, id LIMIT 3`,
      [invoice.id_bankrekening ?? 0],
    );
    const pdf = await invoicePdf(
      { invoice, customer: customer ?? null, lines, banks, signer },
      await invoiceSettings(app.db.query),
    );
    const name = String(invoice.no_invoice ?? `draf-${invoice.id}`).replace(/[^\w.-]+/g, '-');
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `inline; filename="invoice-${name}.pdf"`);
    return reply.send(pdf);
  }

  app.get<IdParams>(
    '/rinvoice/pdf/:id',
    { ...resourceRoute('rinvoice', 'view'), schema: invoicePdfSchema },
    async (request, reply) => sendPdf(reply, await visible(request), request.user!.username),
  );

  // "Kirim via WhatsApp": the wa.me link with a 7-day link to the PDF
  app.post<IdParams>(
    '/rinvoice/whatsapp/:id',
    { ...resourceRoute('rinvoice', 'view'), schema: invoiceWhatsappSchema },
    async (request) => {
      const invoice = await visible(request);
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
  );

  // the customer opens the PDF from the message without an account, while the link lasts
  app.get<{ Params: { token: string } }>(
    '/public/invoice/:token',
    { ...publicRoute, schema: publicInvoiceSchema },
    async (request, reply) => {
      const id = await invoiceOfLink(app.db.query, request.params.token);
      const invoice =
        id === null ? null : await findRecord(app.db.query, getResource('rinvoice')!, String(id));
      if (!invoice) throw notFound();
      const settings = await invoiceSettings(app.db.query);
      return sendPdf(reply, invoice, settings.company.name);
    },
  );

  // e-Faktur: output tax invoices of PKP invoices in a date range, as the e-Faktur application imports
  app.get<{ Querystring: Record<string, unknown> }>(
    '/rinvoice/efaktur',
    { ...resourceRoute('rinvoice', 'export'), schema: efakturSchema },
    async (request, reply) => {
      const range = readRange(request.query, jakartaToday(), msgOf(request));
      const { csv, count } = await efakturCsv(app.db.query, range.from, range.to);
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('Content-Disposition', `attachment; filename="efaktur-${range.from}-${range.to}.csv"`);
      reply.header('X-Invoice-Count', String(count));
      return reply.send(csv);
    },
  );

  app.post<IdParams>(
    '/rinvoice/duplikatinv/:id',
    { ...pageRoute('rinvoice/duplikatinv'), schema: duplicateInvoiceSchema },
    async (request) => {
      const record = await duplicateInvoice(
        writeContext(request),
        String(idOf(request.params.id)),
        jakartaToday(),
      );
      return {
        message: msgOf(request)('success.recordAdded'),
        record,
      } satisfies InvoiceDuplicateAnswer<Record<string, unknown>>;
    },
  );

  app.get<IdParams>(
    '/rinvoice/pembayaran/:id',
    { ...resourceRoute('rinvoice', 'view'), schema: invoicePaymentsSchema },
    async (request) => {
      const invoice = await visible(request);
      return { records: await paymentsOf(app.db.query, Number(invoice.id)) } satisfies InvoicePaymentsAnswer;
    },
  );

  app.post<IdParams>(
    '/rinvoice/pembayaran/:id',
    { ...resourceRoute('rpemasukan', 'add'), schema: recordPaymentSchema },
    async (request) => {
      const msg = msgOf(request);
      const input = readPayment(request.body, msg, jakartaToday());
      const { payment } = await recordPayment(writeContext(request), idOf(request.params.id), input);
      return { message: msg('success.recordAdded'), payment } satisfies InvoicePayAnswer;
    },
  );

  const vaPage = pageRoute('rinvoice/pembayaranvirtual');
  app.get<IdParams>(
    '/rinvoice/pembayaranvirtual/:id',
    { ...vaPage, schema: virtualAccountStateSchema },
    async (request) => {
      const id = idOf(request.params.id);
      const [invoice] = await app.db.query<VirtualAccountState['invoice']>(
        'SELECT id, no_invoice, status, total, dibayar, sisa FROM rinvoice WHERE id = $1',
        [id],
      );
      if (!invoice) throw notFound();
      return {
        invoice,
        provider: provider.name,
        accounts: await accountsOf(app, id),
      } satisfies VirtualAccountState;
    },
  );

  app.post<IdParams>(
    '/rinvoice/pembayaranvirtual/:id',
    { ...vaPage, schema: openVirtualAccountSchema },
    async (request) =>
      ({
        account: await openAccount(app, provider, idOf(request.params.id), msgOf(request)),
      }) satisfies VirtualAccountOpenAnswer,
  );

  // The sandbox's "customer transfers": a signed notification through the same webhook path.
  app.post<IdParams & { Body: { jumlah?: number } }>(
    '/rinvoice/pembayaranvirtual/:id/simulasi',
    { ...vaPage, schema: simulateTransferSchema },
    async (request) => {
      const sandbox = sandboxProvider(app.config.paymentSandboxSecret);
      const [account] = (await accountsOf(app, idOf(request.params.id))).filter(
        (a) => a.provider === 'sandbox' && a.status === 'open',
      );
      if (!account) throw new ValidationError({ id_invoice: [msgOf(request)('validation.notPayable')] });
      const amount = Number(request.body?.jumlah ?? account.jumlah);
      if (!Number.isInteger(amount) || amount < 1)
        throw new ValidationError({ jumlah: [msgOf(request)('validation.integer')] });
      const fields = {
        order_id: account.order_id,
        transaction_id: randomUUID(),
        gross_amount: String(amount),
        status: 'paid',
      };
      const body = { ...fields, paid_at: jakartaToday(), signature: sandbox.sign(fields) };
      return handleWebhook(app, sandbox, body, request.headers['accept-language']);
    },
  );

  app.post<{ Params: { provider: string }; Body: unknown }>(
    '/payments/webhook/:provider',
    { ...publicRoute, schema: paymentWebhookSchema },
    async (request) => {
      const chosen = Object.hasOwn(Object.fromEntries(providers), request.params.provider)
        ? providers.get(request.params.provider)
        : undefined;
      if (!chosen) throw notFound();
      const body =
        request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      return handleWebhook(app, chosen, body, request.headers['accept-language']);
    },
  );
}

async function findLines(app: FastifyInstance, invoiceId: number) {
  return app.db.query<Record<string, unknown>>(
    `SELECT l.*, s.nama_satuan AS id_satuan_label FROM rsubinvoice l LEFT JOIN rsatuan s ON s.id = l.id_satuan
      WHERE l.id_invoice = $1 ORDER BY l.id`,
    [invoiceId],
  );
}
