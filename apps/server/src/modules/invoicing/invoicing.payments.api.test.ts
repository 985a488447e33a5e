// Invoicing, payments: down payments and settling, the virtual account and its webhook, and the answers'
// shapes against the core types. The world is test/invoicing-support.ts.
import { createHmac } from 'node:crypto';
import type {
  InvoiceDuplicateAnswer,
  InvoicePayAnswer,
  InvoicePayment,
  InvoicePaymentsAnswer,
  InvoiceVirtualAccount,
  InvoiceWhatsappAnswer,
  PaymentNotificationAnswer,
  VirtualAccountOpenAnswer,
  VirtualAccountState,
} from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_SECRET, TODAY, useInvoicingWorld } from '../../test/invoicing-support.ts';

const { ctx, as, view, count, draft } = useInvoicingWorld();

describe('payments', () => {
  it('takes down payments, then settles: Sebagian dibayar → Lunas, one income entry each', async () => {
    const id = await draft('Non PKP');
    const unpaid = await as('POST', `/api/rinvoice/pembayaran/${id}`, { jumlah: 1000 });
    expect(unpaid.statusCode).toBe(422); // a draft takes no payment
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const total = (await view(id)).total as number;
    const dp = await as('POST', `/api/rinvoice/pembayaran/${id}`, {
      jumlah: 3_000_000,
      metode: 'Transfer',
      tanggal: TODAY,
    });
    expect(dp.statusCode, dp.body).toBe(200);
    expect(dp.json().payment).toMatchObject({ dp: 'Dp 1', jumlah: 3_000_000 });
    expect(await view(id)).toMatchObject({
      status: 'Sebagian dibayar',
      dp: 'Dp 1',
      dibayar: 3_000_000,
      sisa: total - 3_000_000,
    });
    const over = await as('POST', `/api/rinvoice/pembayaran/${id}`, { jumlah: total });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toHaveProperty('jumlah');
    expect((await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Batal' })).statusCode).toBe(422);
    const rest = await as('POST', `/api/rinvoice/pembayaran/${id}`, {
      jumlah: total - 3_000_000,
      metode: 'Tunai',
    });
    expect(rest.json().payment.dp).toBeNull();
    expect(await view(id)).toMatchObject({ status: 'Lunas', status_bayar: 1, sisa: 0, dibayar: total });
    expect(await count('rpemasukan', `id_invoice = ${id} AND kategori = 'Pembayaran Invoice'`)).toBe(2);
    const listed = (await as('GET', `/api/rinvoice/pembayaran/${id}`)).json().records;
    expect(listed.map((p: { jumlah: number }) => p.jumlah)).toEqual([3_000_000, total - 3_000_000]);
  });
});

describe('virtual account and webhook', () => {
  const sign = (f: { order_id: string; transaction_id: string; gross_amount: string; status: string }) =>
    createHmac('sha256', SANDBOX_SECRET)
      .update(`${f.order_id}|${f.transaction_id}|${f.gross_amount}|${f.status}`)
      .digest('hex');

  it('refuses a bad signature with 401, records a genuine payment once, and marks the invoice Lunas', async () => {
    const id = await draft('PKP');
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const opened = await as('POST', `/api/rinvoice/pembayaranvirtual/${id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const account = opened.json().account;
    expect(account).toMatchObject({ provider: 'sandbox', status: 'open', jumlah: (await view(id)).sisa });
    // the same balance answers the same account
    expect((await as('POST', `/api/rinvoice/pembayaranvirtual/${id}`)).json().account.id).toBe(account.id);

    const fields = {
      order_id: account.order_id,
      transaction_id: 'trx-1',
      gross_amount: String(account.jumlah),
      status: 'paid',
    };
    const webhook = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: body });
    const forged = await webhook({ ...fields, signature: sign({ ...fields, gross_amount: '1' }) });
    expect(forged.statusCode).toBe(401);
    expect(await count('invoice_payments', `id_invoice = ${id}`)).toBe(0);
    expect((await webhook({ ...fields })).statusCode).toBe(401);

    const genuine = { ...fields, paid_at: TODAY, signature: sign(fields) };
    const first = await webhook(genuine);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ recorded: true });
    const replay = await webhook(genuine);
    expect(replay.json()).toMatchObject({ recorded: false });
    expect(await count('invoice_payments', `id_invoice = ${id}`)).toBe(1);
    expect(await count('rpemasukan', `id_invoice = ${id}`)).toBe(1);
    expect(await view(id)).toMatchObject({ status: 'Lunas', sisa: 0 });
    expect(
      (await webhook({ ...genuine, order_id: 'nope', signature: sign({ ...fields, order_id: 'nope' }) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/payments/webhook/constructor', payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it('simulates the customer transfer in the sandbox through the same webhook path', async () => {
    const id = await draft('Non PKP');
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    await as('POST', `/api/rinvoice/pembayaranvirtual/${id}`);
    const paid = await as('POST', `/api/rinvoice/pembayaranvirtual/${id}/simulasi`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment).toMatchObject({ metode: 'Virtual Account', provider: 'sandbox' });
    expect((await view(id)).status).toBe('Lunas');
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the invoicing answers match the core types', () => {
  it('payments, virtual accounts, the simulated transfer, WhatsApp and duplicate', async () => {
    const id = await draft('Non PKP');
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const paymentKeys = keysOf<InvoicePayment>({
      id: true,
      id_invoice: true,
      tanggal: true,
      jumlah: true,
      metode: true,
      dp: true,
      provider: true,
      reference: true,
      id_pemasukan: true,
      created_at: true,
    });
    const paid = (
      await as('POST', `/api/rinvoice/pembayaran/${id}`, { jumlah: 1000, metode: 'Tunai' })
    ).json();
    expect(keysIn(paid)).toEqual(keysOf<InvoicePayAnswer>({ message: true, payment: true }));
    expect(keysIn(paid.payment)).toEqual(paymentKeys);
    const listed = (await as('GET', `/api/rinvoice/pembayaran/${id}`)).json();
    expect(keysIn(listed)).toEqual(keysOf<InvoicePaymentsAnswer>({ records: true }));
    expect(keysIn(listed.records[0])).toEqual(paymentKeys);

    const opened = (await as('POST', `/api/rinvoice/pembayaranvirtual/${id}`)).json();
    expect(keysIn(opened)).toEqual(keysOf<VirtualAccountOpenAnswer>({ account: true }));
    const accountKeys = keysOf<InvoiceVirtualAccount>({
      id: true,
      id_invoice: true,
      provider: true,
      bank: true,
      va_number: true,
      order_id: true,
      jumlah: true,
      status: true,
      created_at: true,
    });
    expect(keysIn(opened.account)).toEqual(accountKeys);
    const state = (await as('GET', `/api/rinvoice/pembayaranvirtual/${id}`)).json();
    expect(keysIn(state)).toEqual(
      keysOf<VirtualAccountState>({ invoice: true, provider: true, accounts: true }),
    );
    expect(keysIn(state.accounts[0])).toEqual(accountKeys);
    expect(keysIn(state.invoice)).toEqual(
      keysOf<VirtualAccountState['invoice']>({
        id: true,
        no_invoice: true,
        status: true,
        total: true,
        dibayar: true,
        sisa: true,
      }),
    );
    // money as numbers, as the type says, on either database engine
    expect(typeof state.invoice.sisa).toBe('number');
    const simulated = (await as('POST', `/api/rinvoice/pembayaranvirtual/${id}/simulasi`, {})).json();
    expect(keysIn(simulated)).toEqual(keysOf<PaymentNotificationAnswer>({ recorded: true, payment: true }));
    expect(keysIn(simulated.payment)).toEqual(paymentKeys);

    const whatsapp = (await as('POST', `/api/rinvoice/whatsapp/${id}`)).json();
    expect(keysIn(whatsapp)).toEqual(
      keysOf<InvoiceWhatsappAnswer>({ url: true, link: true, text: true, expires_at: true }),
    );
    const copy = (await as('POST', `/api/rinvoice/duplikatinv/${id}`)).json();
    expect(keysIn(copy)).toEqual(keysOf<InvoiceDuplicateAnswer>({ message: true, record: true }));
  });
});
