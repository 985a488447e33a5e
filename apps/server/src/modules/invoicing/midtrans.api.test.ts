import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// A local fake of Midtrans's Core API: what it received, and the VA number it hands out.
const SERVER_KEY = 'SB-Mid-server-TEST';
const charges: { auth: string | undefined; body: Record<string, unknown> }[] = [];
let fake: FastifyInstance;
let fakeUrl: string;
let admin: string;

beforeAll(async () => {
  fake = Fastify();
  fake.post('/v2/charge', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    charges.push({ auth: request.headers.authorization, body });
    const details = body.transaction_details as { order_id: string; gross_amount: number };
    return reply.status(201).send({
      status_code: '201',
      status_message: 'Success, Bank Transfer transaction is created',
      transaction_id: 'mid-trx-1',
      order_id: details.order_id,
      gross_amount: `${details.gross_amount}.00`,
      payment_type: 'bank_transfer',
      transaction_status: 'pending',
      va_numbers: [{ bank: 'bca', va_number: '12345678901' }],
    });
  });
  fakeUrl = await fake.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await fake.close();
});
const ctx = useTestApp(() => ({
  paymentProvider: 'midtrans',
  midtransServerKey: SERVER_KEY,
  midtransBaseUrl: fakeUrl,
}));
beforeAll(async () => {
  admin = ctx.admin;
}, 60_000);

const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
const signature = (order: string, status: string, gross: string) =>
  createHash('sha512').update(`${order}${status}${gross}${SERVER_KEY}`).digest('hex');

describe('Midtrans virtual account', () => {
  it('opens a BCA VA through /v2/charge and records a settlement notification once', async () => {
    const customer = (await as('POST', '/api/akun/add', { nama: 'PT Uji', jenis_akun: 'Pelanggan' })).json()
      .record;
    const invoice = (
      await as('POST', '/api/rinvoice/add', { tanggal: '2026-11-20', id_akun: customer.id })
    ).json().record;
    await as('POST', '/api/rsubinvoice/add', {
      id_invoice: invoice.id,
      jenis: 'Lain',
      nama_item: 'Servis',
      harga: 750_000,
    });
    expect((await as('PUT', `/api/rinvoice/edit/${invoice.id}`, { status: 'Terbit' })).statusCode).toBe(200);

    const opened = await as('POST', `/api/rinvoice/pembayaranvirtual/${invoice.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const account = opened.json().account;
    expect(account).toMatchObject({
      provider: 'midtrans',
      bank: 'BCA',
      va_number: '12345678901',
      jumlah: 750_000,
    });
    expect(charges).toHaveLength(1);
    expect(charges[0]!.auth).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(charges[0]!.body).toMatchObject({
      payment_type: 'bank_transfer',
      bank_transfer: { bank: 'bca' },
      transaction_details: { order_id: account.order_id, gross_amount: 750_000 },
    });

    const notify = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/payments/webhook/midtrans', payload: body });
    const base = { order_id: account.order_id, gross_amount: '750000.00', transaction_id: 'mid-trx-1' };
    const pending = await notify({
      ...base,
      status_code: '201',
      transaction_status: 'pending',
      signature_key: signature(account.order_id, '201', '750000.00'),
    });
    expect(pending.json()).toMatchObject({ recorded: false });
    const forged = await notify({
      ...base,
      status_code: '200',
      transaction_status: 'settlement',
      signature_key: signature(account.order_id, '200', '1.00'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid signature');
    const forgedIndonesian = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/midtrans',
      payload: { ...base, status_code: '200', transaction_status: 'settlement', signature_key: 'x' },
      headers: { 'accept-language': 'id-ID' },
    });
    expect(forgedIndonesian.statusCode).toBe(401);
    expect(forgedIndonesian.json().message).toBe('Tanda tangan tidak valid');
    const settled = {
      ...base,
      status_code: '200',
      transaction_status: 'settlement',
      settlement_time: '2026-11-21 10:00:00',
      signature_key: signature(account.order_id, '200', '750000.00'),
    };
    expect((await notify(settled)).json()).toMatchObject({ recorded: true });
    expect((await notify(settled)).json()).toMatchObject({ recorded: false });
    const view = (await as('GET', `/api/rinvoice/view/${invoice.id}`)).json();
    expect(view).toMatchObject({ status: 'Lunas', sisa: 0 });
    const income = (await as('GET', `/api/rpemasukan?id_invoice=${invoice.id}`)).json();
    expect(income.records).toHaveLength(1);
    expect(income.records[0]).toMatchObject({
      jumlah: 750_000,
      metode_bayar: 'Virtual Account',
      tanggal: '2026-11-21',
    });
  });
});
