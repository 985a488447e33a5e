/**
 * Virtual-account payment providers behind one interface: open an account for an invoice's balance,
 * verify a webhook's signature, and read the payment it reports. `sandbox` works offline (no money
 * moves; the office can simulate the customer's transfer); `midtrans` is Midtrans's Core API (bank
 * transfer VA), tested against a local fake of that API.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';

export type OpenedAccount = { bank: string; va_number: string; order_id: string; raw: unknown };
export type ReportedPayment = {
  order_id: string;
  /** The provider's id of this payment (a replay names it again). */
  reference: string;
  amount: number;
  /** Settled money (other notifications, e.g. pending or expired, record nothing). */
  paid: boolean;
  date: string;
};

export type PaymentProvider = {
  name: 'sandbox' | 'midtrans';
  open(invoice: { id: number; number: string; amount: number; customer: string }): Promise<OpenedAccount>;
  /** The reported payment when the body's signature is right; null when it is not. */
  verify(body: Record<string, unknown>): ReportedPayment | null;
};

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const day = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : new Date().toISOString().slice(0, 10);

/** The sandbox: a VA number from the invoice id; webhooks signed HMAC-SHA256 over their fields. */
export function sandboxProvider(secret: string): PaymentProvider & {
  sign(fields: { order_id: string; transaction_id: string; gross_amount: string; status: string }): string;
} {
  const sign = (f: { order_id: string; transaction_id: string; gross_amount: string; status: string }) =>
    createHmac('sha256', secret)
      .update(`${f.order_id}|${f.transaction_id}|${f.gross_amount}|${f.status}`)
      .digest('hex');
  return {
    name: 'sandbox',
    sign,
    async open(invoice) {
      const order_id = `KTR-${invoice.id}-${Date.now().toString(36)}`;
      return {
        bank: 'SANDBOX',
        va_number: `8808${String(invoice.id).padStart(8, '0')}`,
        order_id,
        raw: null,
      };
    },
    verify(body) {
      const fields = {
        order_id: String(body.order_id ?? ''),
        transaction_id: String(body.transaction_id ?? ''),
        gross_amount: String(body.gross_amount ?? ''),
        status: String(body.status ?? ''),
      };
      const signature = String(body.signature ?? '');
      if (!fields.order_id || !fields.transaction_id || !same(signature, sign(fields))) return null;
      return {
        order_id: fields.order_id,
        reference: fields.transaction_id,
        amount: Math.round(Number(fields.gross_amount)),
        paid: fields.status === 'paid',
        date: day(body.paid_at),
      };
    },
  };
}

/**
 * Midtrans Core API: `POST /v2/charge` (bank_transfer, BCA) opens the VA; a notification is genuine when
 * `signature_key` = SHA-512(order_id + status_code + gross_amount + server key); `settlement` is paid.
 */
export function midtransProvider(serverKey: string, baseUrl: string): PaymentProvider {
  return {
    name: 'midtrans',
    async open(invoice) {
      const order_id = `KTR-${invoice.id}-${Date.now().toString(36)}`;
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/v2/charge`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`,
        },
        body: JSON.stringify({
          payment_type: 'bank_transfer',
          transaction_details: { order_id, gross_amount: invoice.amount },
          bank_transfer: { bank: 'bca' },
          customer_details: { first_name: invoice.customer.slice(0, 50) },
          custom_field1: invoice.number,
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const raw = (await response.json().catch(() => null)) as {
        status_code?: string;
        status_message?: string;
        va_numbers?: { bank: string; va_number: string }[];
      } | null;
      const va = raw?.va_numbers?.[0];
      if (!response.ok || !va || !['200', '201'].includes(String(raw?.status_code)))
        throw new Error(`midtrans charge failed: ${response.status} ${raw?.status_message ?? ''}`.trim());
      return { bank: va.bank.toUpperCase(), va_number: va.va_number, order_id, raw };
    },
    verify(body) {
      const order_id = String(body.order_id ?? '');
      const status_code = String(body.status_code ?? '');
      const gross_amount = String(body.gross_amount ?? '');
      const expected = createHash('sha512')
        .update(`${order_id}${status_code}${gross_amount}${serverKey}`)
        .digest('hex');
      if (!order_id || !same(String(body.signature_key ?? ''), expected)) return null;
      const status = String(body.transaction_status ?? '');
      return {
        order_id,
        reference: String(body.transaction_id ?? order_id),
        amount: Math.round(Number(gross_amount)),
        paid: status_code === '200' && (status === 'settlement' || status === 'capture'),
        date: day(body.settlement_time ?? body.transaction_time),
      };
    },
  };
}

/** The providers this server answers webhooks for (the configured one opens new accounts). */
export function providersOf(config: AppConfig): Map<string, PaymentProvider> {
  const map = new Map<string, PaymentProvider>();
  map.set('sandbox', sandboxProvider(config.paymentSandboxSecret));
  if (config.midtransServerKey)
    map.set('midtrans', midtransProvider(config.midtransServerKey, config.midtransBaseUrl));
  return map;
}
