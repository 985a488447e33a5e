/**
 * Virtual-account payment providers behind one interface: open an account for an invoice's balance,
 * verify a webhook's signature, and read the payment it reports. `sandbox` works offline (no money
 * moves; the office can simulate the customer's transfer); `midtrans` is Midtrans's Core API (bank
 * transfer VA), tested against a local fake of that API.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/**
 * An order id: the invoice id for people reading a statement, and 128 random bits, so that knowing
 * the invoice ids and the time tells nothing about an order (a forged notification must name one).
 * At most 37 characters of `[A-Za-z0-9_-]`, as Midtrans accepts (50).
 */
export const newOrderId = (invoiceId: number) => `KTR-${invoiceId}-${randomBytes(16).toString('base64url')}`;

export type SandboxProvider = PaymentProvider & {
  sign(fields: { order_id: string; transaction_id: string; gross_amount: string; status: string }): string;
};

/** The sandbox: a VA number from the invoice id; webhooks signed HMAC-SHA256 over their fields. */
export function sandboxProvider(secret: string): SandboxProvider {
  const sign = (f: { order_id: string; transaction_id: string; gross_amount: string; status: string }) =>
    createHmac('sha256', secret)
      .update(`${f.order_id}|${f.transaction_id}|${f.gross_amount}|${f.status}`)
      .digest('hex');
  return {
    name: 'sandbox',
    sign,
    async open(invoice) {
      const order_id = newOrderId(invoice.id);
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
      const order_id = newOrderId(invoice.id);
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

/** The old built-in sandbox secret, published in the README: never accepted again. */
const PUBLISHED_SECRET = 'kantor-sandbox-secret';
/** Shortest sandbox secret accepted (an HMAC key guessed from a short word is no proof). */
export const SANDBOX_SECRET_MIN = 16;

export type PaymentSetup = {
  /** The providers whose webhooks this server answers, by name (`/payments/webhook/{name}`). */
  webhooks: ReadonlyMap<string, PaymentProvider>;
  /** The provider new accounts are opened with; null when none is set up. */
  active: PaymentProvider | null;
  /** The sandbox when it is on (its simulated transfer signs with it), else null. */
  sandbox: SandboxProvider | null;
  /** Why the configured provider is off, for the start-up log (null when nothing is wrong). */
  problem: string | null;
};

/**
 * Which providers answer (docs/invoicing.md, "Payment providers"). The sandbox answers only when it is
 * the configured provider, has its own secret of at least 16 characters (never the once-published
 * default) and the process is not a production one (`NODE_ENV=production`) unless
 * `PAYMENT_SANDBOX_IN_PRODUCTION=true`. Midtrans answers whenever its server key is set, so accounts
 * opened with it are still settled after a switch; it opens accounts when it is the configured one.
 */
export function paymentSetup(
  config: Pick<
    AppConfig,
    | 'paymentProvider'
    | 'paymentSandboxSecret'
    | 'paymentSandboxAllowed'
    | 'midtransServerKey'
    | 'midtransBaseUrl'
  >,
): PaymentSetup {
  const webhooks = new Map<string, PaymentProvider>();
  let sandbox: SandboxProvider | null = null;
  let problem: string | null = null;
  if (config.paymentProvider === 'sandbox') {
    const secret = config.paymentSandboxSecret ?? '';
    if (!config.paymentSandboxAllowed)
      problem =
        'the sandbox payment provider is off under NODE_ENV=production (PAYMENT_SANDBOX_IN_PRODUCTION)';
    else if (secret.length < SANDBOX_SECRET_MIN || secret === PUBLISHED_SECRET)
      problem = `the sandbox payment provider needs its own PAYMENT_SANDBOX_SECRET (at least ${SANDBOX_SECRET_MIN} characters)`;
    else {
      sandbox = sandboxProvider(secret);
      webhooks.set('sandbox', sandbox);
    }
  }
  if (config.midtransServerKey)
    webhooks.set('midtrans', midtransProvider(config.midtransServerKey, config.midtransBaseUrl));
  else if (config.paymentProvider === 'midtrans')
    problem = 'the midtrans payment provider needs MIDTRANS_SERVER_KEY';
  const active = config.paymentProvider ? (webhooks.get(config.paymentProvider) ?? null) : null;
  return { webhooks, active, sandbox, problem };
}
