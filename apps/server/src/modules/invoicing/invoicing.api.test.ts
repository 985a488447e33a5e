import { createHmac } from 'node:crypto';
import {
  crc16Ccitt,
  formatDocNumber,
  type InvoiceDuplicateAnswer,
  type InvoicePayAnswer,
  type InvoicePayment,
  type InvoicePaymentsAnswer,
  type InvoiceVirtualAccount,
  type InvoiceWhatsappAnswer,
  type PaymentNotificationAnswer,
  romanMonth,
  type VirtualAccountOpenAnswer,
  type VirtualAccountState,
} from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

let admin: string;
const ids: Record<string, number> = {};
const TODAY = '2026-11-20';
/** This suite's sandbox secret (the sandbox answers only with one configured: docs/invoicing.md). */
const SANDBOX_SECRET = 'suite-sandbox-secret-7f3a9c2e';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
const view = async (id: number) => (await as('GET', `/api/rinvoice/view/${id}`)).json();
const stockOf = async (id: number) =>
  Number((await ctx.database.query<{ stok: string }>('SELECT stok FROM rstok WHERE id = $1', [id]))[0]!.stok);
const count = async (table: string, where = 'true') =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0]!.n;

const qrisBody =
  '000201010211' +
  '26440014ID.CO.QRIS.WWW0215ID10261234567890303UMI' +
  '52045999530336058' +
  '02ID5915TOKO SINAR JAYA6007BANDUNG6304';

/** A draft with a goods line (price from the inventory rules), a job-rate line and a free line. */
async function draft(pajak: 'PKP' | 'Non PKP', extra: object = {}) {
  const invoice = await add('rinvoice', {
    tanggal: TODAY,
    id_akun: ids.customer,
    status_pajak: pajak,
    ...extra,
  });
  await add('rsubinvoice', { id_invoice: invoice.id, jenis: 'Barang', id_stok: ids.item, qty: 2 });
  await add('rsubinvoice', { id_invoice: invoice.id, jenis: 'Jasa', id_hargapekerjaan: ids.rate, qty: 1 });
  await add('rsubinvoice', {
    id_invoice: invoice.id,
    jenis: 'Lain',
    nama_item: 'Bongkar AC lama',
    harga: 150_000,
    qty: 1,
  });
  return Number(invoice.id);
}

const ctx = useTestApp({ paymentProvider: 'sandbox', paymentSandboxSecret: SANDBOX_SECRET });
const { add } = ctx;
beforeAll(async () => {
  admin = ctx.admin;
  await add('rsetwebsite', {
    bagian: 'umum',
    judul: 'CV Sinar Teknik',
    data: {
      nama_usaha: 'CV Sinar Teknik',
      alamat: 'Jl. Buah Batu 12, Bandung',
      qris: qrisBody + crc16Ccitt(qrisBody),
    },
  });
  ids.unit = Number((await add('rsatuan', { nama_satuan: 'Unit' })).id);
  ids.supplier = Number((await add('rsupplier', { nama_supplier: 'CV Dingin', no_hp: '0812-3456-7890' })).id);
  ids.item = Number((await add('rstok', { nama_barang: 'AC Split 1 PK', id_satuan: ids.unit })).id);
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-1',
    tanggal: '2026-11-01',
    id_supplier: ids.supplier,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt.id,
    id_stok: ids.item,
    qty: 60,
    id_satuan: ids.unit,
    harga_satuan: 4_000_000,
  });
  await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Diterima' });
  await add('rsethargajual', {
    id_stok: ids.item,
    id_satuan: ids.unit,
    harga_jual: 5_100_000,
    berlaku_mulai: '2026-01-01',
  });
  ids.rate = Number(
    (
      await add('rhargasatuanpekerjaan', {
        nama_pekerjaan: 'Jasa pasang AC',
        id_satuan: ids.unit,
        harga_satuan: 350_000,
      })
    ).id,
  );
  ids.customer = Number(
    (await add('akun', { nama: 'PT Graha', jenis_akun: 'Pelanggan', no_hp: '0812-3456-7890' })).id,
  );
}, 90_000);

describe('invoice totals', () => {
  it('fills lines from the item and the job rate, and computes PPN only for PKP', async () => {
    const id = await draft('PKP', { diskon: 100_000 });
    const lines = (await as('GET', `/api/rsubinvoice?id_invoice=${id}&sort=id&order=asc`)).json().records;
    expect(lines.map((l: Record<string, unknown>) => [l.nama_item, l.harga, l.subtotal])).toEqual([
      ['AC Split 1 PK', 5_100_000, 10_200_000],
      ['Jasa pasang AC', 350_000, 350_000],
      ['Bongkar AC lama', 150_000, 150_000],
    ]);
    // 10.700.000 − 100.000 = 10.600.000, the discount spread 95.327 / 3.271 / 1.402: bases 10.104.673,
    // 346.729 and 148.598; × 11/12 half up: 9.262.617 + 317.835 + 136.215 = 9.716.667 DPP Nilai Lain;
    // × 12 % down: 1.111.514 + 38.140 + 16.345 = 1.165.999 PPN (2026: PMK 131/2024)
    expect(await view(id)).toMatchObject({
      subtotal: 10_700_000,
      dpp: 10_600_000,
      dpp_nilai_lain: 9_716_667,
      ppn_persen: 12,
      rezim_pajak: 'PPN2025',
      ppn: 1_165_999,
      total: 11_765_999,
      dibayar: 0,
      sisa: 11_765_999,
      status: 'Draft',
      no_invoice: null,
    });
    const non = await as('PUT', `/api/rinvoice/edit/${id}`, { status_pajak: 'Non PKP' });
    expect(non.statusCode, non.body).toBe(200);
    expect(non.json().record).toMatchObject({ ppn_persen: 0, ppn: 0, dpp: 10_600_000, total: 10_600_000 });
    const tooMuch = await as('PUT', `/api/rinvoice/edit/${id}`, { diskon: 99_000_000 });
    expect(tooMuch.statusCode).toBe(422);
    expect((await view(id)).diskon).toBe(100_000);
  });

  it('refuses a goods line without a price and a free line without a name, naming the fields', async () => {
    const invoice = await add('rinvoice', { tanggal: TODAY, id_akun: ids.customer });
    const other = Number((await add('rstok', { nama_barang: 'Remote AC', id_satuan: ids.unit })).id);
    const noPrice = await as('POST', '/api/rsubinvoice/add', {
      id_invoice: invoice.id,
      jenis: 'Barang',
      id_stok: other,
      qty: 1,
    });
    expect(noPrice.statusCode).toBe(422);
    expect(Object.keys(noPrice.json().errors)).toEqual(['harga']);
    const noName = await as('POST', '/api/rsubinvoice/add', {
      id_invoice: invoice.id,
      jenis: 'Lain',
      harga: 1000,
      qty: 1,
    });
    expect(Object.keys(noName.json().errors)).toEqual(['nama_item']);
  });
});

describe('issuing', () => {
  it('numbers the invoice, takes the goods out, locks it; cancelling puts the stock back', async () => {
    const id = await draft('PKP');
    const before = await stockOf(ids.item);
    const issued = await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().record.no_invoice).toMatch(new RegExp(`^\\d{3}/INV/${romanMonth(11)}/2026$`));
    expect(await stockOf(ids.item)).toBe(before - 2);
    const lines = (await as('GET', `/api/rsubinvoice?id_invoice=${id}`)).json().records;
    expect(lines.filter((l: Record<string, unknown>) => l.id_barangkeluar != null)).toHaveLength(1);
    expect((await as('PUT', `/api/rinvoice/edit/${id}`, { diskon: 1 })).statusCode).toBe(422);
    expect(
      (await as('POST', '/api/rsubinvoice/add', { id_invoice: id, jenis: 'Lain', nama_item: 'X', harga: 1 }))
        .statusCode,
    ).toBe(422);
    expect((await as('DELETE', `/api/rinvoice/delete/${id}`)).statusCode).toBe(422);
    const owed = Number((await view(id)).sisa);
    expect(owed).toBeGreaterThan(0);
    const cancelled = await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Batal' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(ids.item)).toBe(before);
    // no one owes a cancelled invoice: its balance is gone from the view and the invoice list's figures
    expect(Number((await view(id)).sisa)).toBe(0);
    const listed = (await as('GET', '/api/rinvoice/joinlist?limit=500')).json();
    const row = (listed.records ?? listed).find((r: { id: number }) => r.id === id);
    expect(Number(row.sisa)).toBe(0);
  });

  it('refuses to issue an invoice without lines', async () => {
    const invoice = await add('rinvoice', { tanggal: TODAY, id_akun: ids.customer });
    const response = await as('PUT', `/api/rinvoice/edit/${invoice.id}`, { status: 'Terbit' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('status');
  });

  it('gives 20 concurrent issues unique, gap-free numbers of the year', async () => {
    const drafts: number[] = [];
    for (let i = 0; i < 20; i++) {
      const invoice = await add('rinvoice', { tanggal: '2027-01-15', id_akun: ids.customer });
      await add('rsubinvoice', {
        id_invoice: invoice.id,
        jenis: 'Lain',
        nama_item: `Servis ${i}`,
        harga: 100_000,
        qty: 1,
      });
      drafts.push(Number(invoice.id));
    }
    const answers = await Promise.all(
      drafts.map((id) => as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const numbers = answers.map((a) => a.json().record.no_invoice as string).sort();
    // a new year starts again at 001
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) =>
        formatDocNumber('{seq}/{code}/{roman}/{yyyy}', { seq: i + 1, date: '2027-01-15', code: 'INV' }),
      ),
    );
  });

  it('duplicates an issued invoice into a new draft with the same lines', async () => {
    const id = await draft('PKP');
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const copy = await as('POST', `/api/rinvoice/duplikatinv/${id}`);
    expect(copy.statusCode, copy.body).toBe(200);
    const record = copy.json().record;
    expect(record).toMatchObject({
      status: 'Draft',
      no_invoice: null,
      id_akun: ids.customer,
      total: (await view(id)).total,
    });
    expect(await count('rsubinvoice', `id_invoice = ${record.id}`)).toBe(3);
    expect((await as('POST', '/api/rinvoice/duplikatinv/999999')).statusCode).toBe(404);
  });
});

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

describe('invoice PDF', () => {
  it('prints the number, the lines, the total and the amount in words', async () => {
    const id = await draft('PKP');
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const invoice = await view(id);
    const response = await as('GET', `/api/rinvoice/pdf/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(invoice.no_invoice);
    expect(text).toContain('CV Sinar Teknik');
    expect(text).toContain('Jasa pasang AC');
    // DPP Nilai Lain 9.350.000 + 320.833 + 137.500 = 9.808.333; PPN 1.122.000 + 38.499 + 16.500
    // = 1.176.999; total 10.700.000 + 1.176.999
    expect(invoice.total).toBe(11_876_999);
    expect(text).toContain('11.876.999');
    expect(text).toContain('DPP Nilai Lain');
    expect(text).toContain('9.808.333');
    expect(text).toContain('PPN 12%');
    expect(text).toContain(
      'Sebelas Juta Delapan Ratus Tujuh Puluh Enam Ribu Sembilan Ratus Sembilan Puluh Sembilan Rupiah',
    );
    expect((await as('GET', '/api/rinvoice/pdf/999999')).statusCode).toBe(404);
  });
});

describe('Kirim via WhatsApp', () => {
  it('builds a wa.me link with the number, total and due date, and a PDF link that works without an account', async () => {
    const id = await draft('Non PKP', { jatuh_tempo: '2026-12-04' });
    expect((await as('POST', `/api/rinvoice/whatsapp/${id}`)).statusCode).toBe(422); // a draft is not sent
    await as('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    const invoice = await view(id);
    const response = await as('POST', `/api/rinvoice/whatsapp/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { url, link, text } = response.json();
    expect(url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(url.split('text=')[1])).toBe(text);
    expect(text).toContain(invoice.no_invoice);
    expect(text).toContain('10.700.000');
    expect(text).toContain('4 Desember 2026');
    const path = new URL(link).pathname;
    const pdf = await ctx.app.inject({ method: 'GET', url: path });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(invoice.no_invoice);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/public/invoice/tebak-tebakan-token-panjang' }))
        .statusCode,
    ).toBe(404);
    // once expired, the link answers 404
    await ctx.database.query("UPDATE invoice_links SET expires_at = now() - interval '1 minute'");
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
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

describe('branches (issue 37)', () => {
  it('gives a new invoice its author’s branch, unless it names one', async () => {
    const [self] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'");
    const edited = await as('PUT', `/api/users/edit/${self!.id}`, { cabang: 'Bekasi' });
    expect(edited.statusCode, edited.body).toBe(200);
    const own = await add('rinvoice', { tanggal: TODAY, id_akun: ids.customer });
    expect(own.cabang).toBe('Bekasi');
    const named = await add('rinvoice', { tanggal: TODAY, id_akun: ids.customer, cabang: 'Jakarta Pusat' });
    expect(named.cabang).toBe('Jakarta Pusat');
    const [row] = await ctx.database.query<{ cabang: string }>('SELECT cabang FROM rinvoice WHERE id = $1', [
      own.id,
    ]);
    expect(row!.cabang).toBe('Bekasi');
  });
});
