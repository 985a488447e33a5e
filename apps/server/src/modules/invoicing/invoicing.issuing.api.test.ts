// Invoicing, the invoice itself: its totals and tax, issuing (numbers, stock, the lock), duplicates and
// the branch it gets. Payments are invoicing.payments.api.test.ts; the PDF and WhatsApp
// invoicing.sending.api.test.ts; the world is test/invoicing-support.ts.
import { formatDocNumber, romanMonth } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { TODAY, useInvoicingWorld } from '../../test/invoicing-support.ts';

const { ctx, ids, as, add, view, stockOf, count, draft } = useInvoicingWorld();

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
