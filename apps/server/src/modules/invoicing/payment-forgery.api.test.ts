import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { createTestDatabase, login, TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';
import { paymentSetup } from './providers.ts';

// Issue 32, "Forged payments": the sandbox provider answered in every deployment with the public
// secret `kantor-sandbox-secret` (a signed "paid" notification recorded a payment), order ids were
// `KTR-{id}-{ms base36}`, and 150 forged guesses answered 150 × 404, never a 429.

const PUBLISHED = 'kantor-sandbox-secret';
const SECRET = 'this-deployment-sandbox-7d1e4b';
const sign = (secret: string, f: Record<'order_id' | 'transaction_id' | 'gross_amount' | 'status', string>) =>
  createHmac('sha256', secret)
    .update(`${f.order_id}|${f.transaction_id}|${f.gross_amount}|${f.status}`)
    .digest('hex');

let database: Database;
/** One key prefix for this file's instances: a Redis store (REDIS_URL) is shared by them, like a deployment's. */
const redisPrefix = `kantor-test-${randomBytes(4).toString('hex')}:`;
const apps: FastifyInstance[] = [];

/** The app as `npm start` builds it from this environment (plus the test database). */
async function start(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const config = loadConfig(env, {
    logLevel: 'silent',
    webDist: '/nonexistent',
    dataDir: 'memory://',
    seedDemo: false,
    redisUrl: process.env.REDIS_URL || undefined,
    redisPrefix,
  });
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

/** An issued invoice of 2.750.000 (one free line), by the admin. */
async function issuedInvoice(app: FastifyInstance, token: string): Promise<number> {
  const as = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().record as Record<string, unknown>;
  };
  const customer = await as('POST', '/api/akun/add', { nama: 'CV Maju Bersama', jenis_akun: 'Pelanggan' });
  const invoice = await as('POST', '/api/rinvoice/add', { tanggal: '2026-11-20', id_akun: customer.id });
  await as('POST', '/api/rsubinvoice/add', {
    id_invoice: invoice.id,
    jenis: 'Lain',
    nama_item: 'Servis panel listrik',
    harga: 2_750_000,
    qty: 1,
  });
  await as('PUT', `/api/rinvoice/edit/${invoice.id}`, { status: 'Terbit' });
  return Number(invoice.id);
}

const webhook = (app: FastifyInstance, body: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: body, remoteAddress: ip });

const state = async (id: number) =>
  (
    await database.query<{ status: string; dibayar: string; income: number }>(
      `SELECT status, dibayar, (SELECT count(*)::int FROM rpemasukan WHERE id_invoice = $1) AS income
         FROM rinvoice WHERE id = $1`,
      [id],
    )
  )[0]!;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

describe('a default start (no payment configuration)', () => {
  it('refuses a webhook signed with kantor-sandbox-secret: nothing is recorded', async () => {
    const app = await start({});
    const admin = await login(app, 'admin', TEST_ADMIN_PASSWORD);
    const id = await issuedInvoice(app, admin);
    // an account opened before the upgrade, with an order id of the old kind
    const orderId = `KTR-${id}-${Date.now().toString(36)}`;
    await database.query(
      `INSERT INTO invoice_virtual_accounts (id_invoice, provider, bank, va_number, order_id, jumlah)
       VALUES ($1, 'sandbox', 'SANDBOX', '880800000001', $2, 2750000)`,
      [id, orderId],
    );
    const fields = { order_id: orderId, transaction_id: 'forged-1', gross_amount: '2750000', status: 'paid' };
    const forged = await webhook(app, {
      ...fields,
      paid_at: '2026-11-21',
      signature: sign(PUBLISHED, fields),
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).not.toHaveProperty('recorded');
    expect(await state(id)).toMatchObject({ status: 'Terbit', income: 0 });
    expect(Number((await state(id)).dibayar)).toBe(0);

    // the page says no provider is set up; nothing opens, nothing is simulated
    const headers = { authorization: `Bearer ${admin}` };
    const page = await app.inject({ method: 'GET', url: `/api/rinvoice/pembayaranvirtual/${id}`, headers });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().provider).toBeNull();
    const open = await app.inject({ method: 'POST', url: `/api/rinvoice/pembayaranvirtual/${id}`, headers });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe('Belum ada penyedia pembayaran yang diatur di server ini');
    const simulate = await app.inject({
      method: 'POST',
      url: `/api/rinvoice/pembayaranvirtual/${id}/simulasi`,
      headers,
      payload: {},
    });
    expect(simulate.statusCode).toBe(404);
    expect(await state(id)).toMatchObject({ status: 'Terbit', income: 0 });
  });
});

describe('which deployments answer the sandbox', () => {
  const sandboxOf = (env: NodeJS.ProcessEnv) => paymentSetup(loadConfig(env)).webhooks.has('sandbox');

  it('only PAYMENT_PROVIDER=sandbox with its own secret, and not in production unless allowed', () => {
    expect(sandboxOf({})).toBe(false);
    expect(sandboxOf({ PAYMENT_SANDBOX_SECRET: SECRET })).toBe(false);
    expect(sandboxOf({ PAYMENT_PROVIDER: 'sandbox' })).toBe(false);
    expect(sandboxOf({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: PUBLISHED })).toBe(false);
    expect(sandboxOf({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: 'short-secret' })).toBe(false);
    expect(sandboxOf({ PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: SECRET })).toBe(true);
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_SECRET: SECRET,
    };
    expect(sandboxOf(production)).toBe(false);
    expect(sandboxOf({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' })).toBe(true);
    // a deployment configured for Midtrans answers Midtrans only
    const midtrans = { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc' };
    expect(sandboxOf({ ...midtrans, PAYMENT_SANDBOX_SECRET: SECRET })).toBe(false);
    expect([...paymentSetup(loadConfig(midtrans)).webhooks.keys()]).toEqual(['midtrans']);
    // Midtrans named without its key opens nothing (it used to fall back to the sandbox)
    expect(paymentSetup(loadConfig({ PAYMENT_PROVIDER: 'midtrans' })).active).toBeNull();
  });
});

describe('a deployment running the sandbox', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let admin: string;
  const env = { PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: SECRET };

  beforeAll(async () => {
    // two instances on one database (and one Redis when REDIS_URL is set): counters are shared
    first = await start(env);
    second = await start({ ...env });
    expect(second.throttle.store.kind).toBe(process.env.REDIS_URL ? 'redis' : 'database');
    admin = await login(first, 'admin', TEST_ADMIN_PASSWORD);
  });

  it('opens accounts whose order ids carry 128 random bits', async () => {
    const ids = [await issuedInvoice(first, admin), await issuedInvoice(first, admin)];
    const orders: string[] = [];
    for (const id of ids) {
      const opened = await first.inject({
        method: 'POST',
        url: `/api/rinvoice/pembayaranvirtual/${id}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(opened.statusCode, opened.body).toBe(200);
      orders.push(opened.json().account.order_id);
    }
    for (const [i, order] of orders.entries()) {
      const match = /^KTR-(\d+)-([A-Za-z0-9_-]{22})$/.exec(order);
      expect(match, order).not.toBeNull();
      expect(Number(match![1])).toBe(ids[i]);
      expect(Buffer.from(match![2]!, 'base64url')).toHaveLength(16);
      expect(order.length).toBeLessThanOrEqual(50); // Midtrans's limit
    }
    expect(orders[0]!.split('-')[2]).not.toBe(orders[1]!.split('-')[2]);
  });

  it('answers 429 to forged guesses past the tenth miss, on either instance, and still takes a genuine notice', async () => {
    const id = await issuedInvoice(first, admin);
    const opened = await first.inject({
      method: 'POST',
      url: `/api/rinvoice/pembayaranvirtual/${id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const account = opened.json().account as { order_id: string; jumlah: number };
    const ip = '198.51.100.23';
    const statuses: number[] = [];
    // 150 guesses of order ids of the old kind, signed with the published secret and with the right one
    for (let i = 0; i < 150; i++) {
      const guess = `KTR-${id}-${(Date.now() - i * 1000).toString(36)}`;
      const fields = { order_id: guess, transaction_id: `g-${i}`, gross_amount: '2750000', status: 'paid' };
      const secret = i % 2 === 0 ? PUBLISHED : SECRET;
      const app = i % 3 === 0 ? second : first;
      const answer = await webhook(app, { ...fields, signature: sign(secret, fields) }, ip);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 9).every((s) => s === 401 || s === 404)).toBe(true);
    expect(statuses.slice(9)).toEqual(Array(141).fill(429));
    expect(await state(id)).toMatchObject({ status: 'Terbit', income: 0 });

    // another address is not held back, and a genuine notice from the same address is recorded
    const other = { order_id: 'KTR-0-unknown', transaction_id: 'x', gross_amount: '1', status: 'paid' };
    expect(
      (await webhook(first, { ...other, signature: sign(SECRET, other) }, '198.51.100.99')).statusCode,
    ).toBe(404);
    const fields = {
      order_id: account.order_id,
      transaction_id: 'bank-ref-1',
      gross_amount: String(account.jumlah),
      status: 'paid',
    };
    const genuine = await webhook(
      second,
      { ...fields, paid_at: '2026-11-22', signature: sign(SECRET, fields) },
      ip,
    );
    expect(genuine.statusCode, genuine.body).toBe(200);
    expect(genuine.json()).toMatchObject({ recorded: true });
    expect(await state(id)).toMatchObject({ status: 'Lunas', income: 1 });
  });
});
