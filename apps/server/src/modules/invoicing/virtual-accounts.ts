/**
 * Virtual accounts for invoices (`pembayaranvirtual/{id}`) and the providers' webhooks: a genuine
 * notification of a settled payment records it against the invoice once (the provider's reference is
 * unique), as the invoice's owner; a bad signature is a 401 that records nothing. Misses (a bad
 * signature, an unknown order, a provider that does not answer here) are counted per client address:
 * past {@link WEBHOOK_MAX_MISSES} in the throttle's window the miss answers 429.
 */
import {
  type InvoiceVirtualAccount,
  MSG,
  type PaymentNotificationAnswer,
  type paymentWebhookRoute,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { dayText } from '../../db/values.ts';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import type { RouteHandler } from '../../lib/serve-route.ts';
import type { Msg, WriteContext } from '../resources/index.ts';
import { recordPayment } from './payments.service.ts';
import type { PaymentProvider } from './providers.ts';

export type VirtualAccount = InvoiceVirtualAccount;

const vaOf = (r: Record<string, unknown>): VirtualAccount => ({
  id: Number(r.id),
  id_invoice: Number(r.id_invoice),
  provider: String(r.provider),
  bank: String(r.bank),
  va_number: String(r.va_number),
  order_id: String(r.order_id),
  jumlah: Number(r.jumlah),
  status: String(r.status),
  created_at: new Date(r.created_at as string).toISOString(),
});

export async function accountsOf(app: FastifyInstance, invoiceId: number): Promise<VirtualAccount[]> {
  const rows = await app.db.query<Record<string, unknown>>(
    'SELECT * FROM invoice_virtual_accounts WHERE id_invoice = $1 ORDER BY id DESC',
    [invoiceId],
  );
  return rows.map(vaOf);
}

/** The open account for the invoice's balance, or a new one from the provider. */
export async function openAccount(
  app: FastifyInstance,
  provider: PaymentProvider,
  invoiceId: number,
  msg: Msg,
): Promise<VirtualAccount> {
  const [invoice] = await app.db.query<Record<string, unknown>>(
    `SELECT i.id, i.no_invoice, i.status, i.sisa, a.nama FROM rinvoice i LEFT JOIN akun a ON a.id = i.id_akun
      WHERE i.id = $1`,
    [invoiceId],
  );
  if (!invoice) throw notFound();
  const balance = Number(invoice.sisa ?? 0);
  if ((invoice.status !== 'Terbit' && invoice.status !== 'Sebagian dibayar') || balance <= 0)
    throw new ValidationError({ id_invoice: [msg('validation.notPayable')] });
  const [open] = await app.db.query<Record<string, unknown>>(
    `SELECT * FROM invoice_virtual_accounts WHERE id_invoice = $1 AND provider = $2 AND status = 'open' AND jumlah = $3
      ORDER BY id DESC LIMIT 1`,
    [invoiceId, provider.name, balance],
  );
  if (open) return vaOf(open);
  await app.db.query(
    "UPDATE invoice_virtual_accounts SET status = 'replaced' WHERE id_invoice = $1 AND provider = $2 AND status = 'open'",
    [invoiceId, provider.name],
  );
  const account = await provider.open({
    id: invoiceId,
    number: String(invoice.no_invoice ?? invoiceId),
    amount: balance,
    customer: String(invoice.nama ?? ''),
  });
  const [row] = await app.db.query<Record<string, unknown>>(
    `INSERT INTO invoice_virtual_accounts (id_invoice, provider, bank, va_number, order_id, jumlah, raw)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      invoiceId,
      provider.name,
      account.bank,
      account.va_number,
      account.order_id,
      balance,
      JSON.stringify(account.raw),
    ],
  );
  return vaOf(row!);
}

/**
 * A provider's notification: verified, then the payment recorded once. Answers what happened
 * (`recorded: false` for a replay or a notice that is not a settlement).
 */
export async function handleWebhook(
  app: FastifyInstance,
  provider: PaymentProvider,
  body: Record<string, unknown>,
  acceptLanguage: string | undefined,
): Promise<PaymentNotificationAnswer> {
  const reported = provider.verify(body);
  // worded from the key in the caller's language when answered; the English is the error's own text
  if (!reported) throw new HttpError(401, 'Invalid signature', {}, MSG.invoicingBadSignature);
  const [row] = await app.db.query<Record<string, unknown>>(
    `SELECT v.*, i.user_id FROM invoice_virtual_accounts v JOIN rinvoice i ON i.id = v.id_invoice
      WHERE v.provider = $1 AND v.order_id = $2`,
    [provider.name, reported.order_id],
  );
  if (!row) throw notFound();
  if (!reported.paid) return { recorded: false, payment: null };
  const owner = row.user_id == null ? 0 : Number(row.user_id);
  const ctx: WriteContext = {
    db: app.db,
    actor: { id: owner, username: `webhook:${provider.name}`, userId: owner || null },
    acceptLanguage,
    hooks: app.resourceHooks,
    app,
  };
  const { payment, duplicate } = await recordPayment(ctx, Number(row.id_invoice), {
    tanggal: dayText(reported.date) ?? reported.date,
    jumlah: reported.amount,
    metode: 'Virtual Account',
    provider: provider.name,
    reference: reported.reference,
    keterangan: `VA ${row.bank} ${row.va_number}`,
  });
  if (!duplicate)
    await app.db.query("UPDATE invoice_virtual_accounts SET status = 'paid' WHERE id = $1", [row.id]);
  return { recorded: !duplicate, payment };
}

/**
 * Misses one client address may make per throttle window (`AUTH_LOCK_MINUTES`) before its misses answer
 * 429: a provider that retries a notification misses rarely; a client guessing order ids or signatures
 * misses every time. A genuine notification is never refused (the count only turns misses into 429s),
 * so a flood from a shared address cannot hold back real payments.
 */
export const WEBHOOK_MAX_MISSES = 10;

/** `POST /payments/webhook/{provider}`: the providers' notifications, proven by their signatures. */
export function webhookHandler(
  app: FastifyInstance,
  providers: ReadonlyMap<string, PaymentProvider>,
): RouteHandler<typeof paymentWebhookRoute> {
  return async ({ params, body }, request, reply) => {
    // counted in the shared throttle store (Redis when set), so every instance sees the same misses
    const buckets = [{ key: `webhook:ip:${request.ip}`, max: WEBHOOK_MAX_MISSES }];
    try {
      const chosen = providers.get(params.provider);
      if (!chosen || !Object.hasOwn(Object.fromEntries(providers), params.provider)) throw notFound();
      return await handleWebhook(app, chosen, body, request.headers['accept-language']);
    } catch (error) {
      if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 404)) {
        await app.throttle.fail(buckets);
        await app.throttle.guard(request, reply, buckets);
      }
      throw error;
    }
  };
}
