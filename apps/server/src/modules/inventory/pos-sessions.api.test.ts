// Issue 34: a day at the counter. A session opened with Rp 200.000, three sales (two cash, one transfer),
// one refund, closed with a counted difference: the Z-report, the income recap, the cash flow and the
// dashboard agree to the Rupiah. Every figure below is worked out by hand in the comments.
import { randomUUID } from 'node:crypto';
import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../lib/dates.ts';
import { useTestApp } from '../../test/fixture.ts';
import { login, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

let cashier: string;
const ids: Record<string, number> = {};
const today = jakartaToday();

const item = async (id: number) => {
  const [row] = await ctx.database.query<{ stok: string; nilai_stok: string }>(
    'SELECT stok, nilai_stok FROM rstok WHERE id = $1',
    [id],
  );
  return { stok: Number(row!.stok), nilai_stok: Number(row!.nilai_stok) };
};
const sell = (lines: object[], method: string, amount: number, session?: number) =>
  as(cashier, 'POST', '/api/pos/sales', {
    client_id: randomUUID(),
    lines,
    payment: { method, amount },
    session,
  });

const ctx = useTestApp();
const { as, addId: add } = ctx;
beforeAll(async () => {
  await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [
    USER_ROLE_IDS.teknisi,
    'postransaksirizqieta',
  ]);
  ctx.app.roleCache.invalidate();
  cashier = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
  ids.pcs = await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' });
  ids.kg = await add('rsatuan', { nama_satuan: 'Kilogram', singkatan: 'kg', pecahan: true });
  ids.supplier = await add('rsupplier', { nama_supplier: 'CV Pemasok', no_hp: '0812-3456-7890' });
  ids.bank = await add('bankrekening', {
    nama_rekening: 'BCA Toko',
    nama_bank: 'BCA',
    no_rekening: '1234567890',
    atas_nama: 'Toko Maju',
    status: 'Active',
  });
  ids.lamp = await add('rstok', { nama_barang: 'Lampu LED', id_satuan: ids.pcs });
  ids.freon = await add('rstok', { nama_barang: 'Freon R32', id_satuan: ids.kg });
  for (const [stok, unit, price] of [
    [ids.lamp, ids.pcs, 50_000],
    [ids.freon, ids.kg, 200_000],
  ] as const)
    await add('rsethargajual', {
      id_stok: stok,
      id_satuan: unit,
      harga_jual: price,
      berlaku_mulai: '2026-01-01',
    });
  // 100 lamps at Rp 30.000 and 10 kg of freon at Rp 150.000
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-1',
    tanggal: '2026-01-02',
    id_supplier: ids.supplier,
  });
  for (const [stok, unit, qty, cost] of [
    [ids.lamp, ids.pcs, 100, 30_000],
    [ids.freon, ids.kg, 10, 150_000],
  ] as const)
    await add('rbarangmasuksub', {
      id_barangmasuk: receipt,
      id_stok: stok,
      qty,
      id_satuan: unit,
      harga_satuan: cost,
    });
  expect(
    (await as(ctx.admin, 'PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' })).statusCode,
  ).toBe(200);
}, 60_000);

describe('a day at the counter', () => {
  let session: number;
  const saleIds: number[] = [];

  it('refuses a sale without an open session (422 on session), and a second session on one counter', async () => {
    const none = await sell([{ item: ids.lamp, qty: 1 }], 'cash', 50_000);
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().errors).toEqual({ session: ['Open a cash session on this counter first'] });
    const open = await as(cashier, 'POST', '/api/pos/sessions', { counter: '  Kasir 1 ', float: 200_000 });
    expect(open.statusCode, open.body).toBe(200);
    session = open.json().session.id;
    expect(open.json().session).toMatchObject({
      counter: 'Kasir 1',
      status: 'open',
      float: 200_000,
      tanggal: today,
    });
    const twice = await as(cashier, 'POST', '/api/pos/sessions', { counter: 'Kasir 1', float: 0 });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      counter: [`This counter already has an open cash session (#${session})`],
    });
    const bad = await as(cashier, 'POST', '/api/pos/sessions', { counter: '', float: -5 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['counter', 'float']);
    // another counter may open its own
    const other = await as(cashier, 'POST', '/api/pos/sessions', { counter: 'Kasir 2', float: 0 });
    expect(other.statusCode).toBe(200);
    const listed = (await as(cashier, 'GET', '/api/pos/sessions?status=open')).json().records;
    expect(listed.map((s: { counter: string }) => s.counter)).toEqual(['Kasir 2', 'Kasir 1']);
  });

  it('records three sales and a refund in the session, stock back at the sale’s cost', async () => {
    // 2 lamps cash (Rp 100.000), 1 kg freon by transfer (Rp 200.000), 3 lamps cash paid 200.000 (150.000)
    for (const [lines, method, amount] of [
      [[{ item: ids.lamp, qty: 2 }], 'cash', 100_000],
      [[{ item: ids.freon, qty: 1 }], 'transfer', 200_000],
      [[{ item: ids.lamp, qty: 3 }], 'cash', 200_000],
    ] as const) {
      const response = await sell([...lines], method, amount, session);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().sale.id_session).toBe(session);
      saleIds.push(response.json().sale.id);
    }
    expect(await item(ids.lamp)).toMatchObject({ stok: 95, nilai_stok: 2850000 });
    // one of the three lamps of the third sale comes back: Rp 50.000 cash out, a lamp in at Rp 30.000
    const body = {
      client_id: randomUUID(),
      sale: saleIds[2],
      session,
      lines: [{ line: 0, qty: 1 }],
      alasan: 'rusak',
    };
    const refund = await as(cashier, 'POST', '/api/pos/returns', body);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().return).toMatchObject({
      total: 50_000,
      metode: 'Tunai',
      id_session: session,
      lines: [{ line: 0, qty: 1, subtotal: 50_000, nilai_pokok: 30_000 }],
    });
    expect(await item(ids.lamp)).toMatchObject({ stok: 96, nilai_stok: 2880000 });
    // the same refund again is the same refund: nothing moves twice
    const again = await as(cashier, 'POST', '/api/pos/returns', body);
    expect(again.json()).toMatchObject({ duplicate: true, return: { id: refund.json().return.id } });
    expect(await item(ids.lamp)).toMatchObject({ stok: 96 });
    // three lamps were sold, one is back: three more is too many
    const tooMany = await as(cashier, 'POST', '/api/pos/returns', {
      client_id: randomUUID(),
      sale: saleIds[2],
      session,
      lines: [{ line: 0, qty: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ 'lines.0.qty': ['At most 2 can still be returned'] });
    const pdf = await as(cashier, 'GET', `/api/pos/returns/${refund.json().return.id}/receipt?width=58`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('shows the live Z-report, then closes with a counted difference and posts the takings once', async () => {
    const live = (await as(cashier, 'GET', `/api/pos/sessions/${session}`)).json();
    // cash: 100.000 + 150.000 sold, 50.000 refunded; expected 200.000 + 250.000 − 50.000 = 400.000
    expect(live).toMatchObject({
      sales_count: 3,
      sales_total: 450_000,
      refunds_count: 1,
      refunds_total: 50_000,
      float: 200_000,
      cash_sales: 250_000,
      cash_refunds: 50_000,
      expected: 400_000,
      counted: null,
      income: [],
    });
    expect(live.methods).toEqual([
      { metode: 'Tunai', count: 2, sales: 250_000, refunds: 50_000, net: 200_000 },
      { metode: 'Transfer', count: 1, sales: 200_000, refunds: 0, net: 200_000 },
      { metode: 'QRIS', count: 0, sales: 0, refunds: 0, net: 0 },
    ]);
    expect(live.sales).toHaveLength(3);
    // before the close nothing is income yet
    const before = (await as(ctx.admin, 'GET', '/api/dashboard/bisnis')).json();
    expect(before.cash.in).toBe(0);
    expect(before.sales.pos).toBe(400_000);

    // counted: 3 × 100.000 + 50.000 + 2 × 20.000 + 5.000 + 2 × 2.000 = 399.000, Rp 1.000 short
    const counted = { '100000': 3, '50000': 1, '20000': 2, '5000': 1, '2000': 2 };
    const badCount = await as(cashier, 'POST', `/api/pos/sessions/${session}/close`, {
      counted: { '1000': -1 },
    });
    expect(Object.keys(badCount.json().errors)).toEqual(['counted.1000']);
    const closed = await as(cashier, 'POST', `/api/pos/sessions/${session}/close`, {
      counted,
      bank_account: ids.bank,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const z = closed.json();
    expect(z.session).toMatchObject({
      status: 'closed',
      counted_total: 399_000,
      expected: 400_000,
      difference: -1_000,
    });
    expect(z).toMatchObject({ expected: 400_000, counted: 399_000, difference: -1_000 });
    expect(z.income.map((i: { metode: string; jumlah: number }) => [i.metode, i.jumlah])).toEqual([
      ['Transfer', 200_000],
      ['Tunai', 200_000],
    ]);
    const rows = await ctx.database.query<{
      kategori: string;
      id_bankrekening: number | null;
      metode_bayar: string;
    }>('SELECT kategori, id_bankrekening, metode_bayar FROM rpemasukan ORDER BY metode_bayar');
    expect(rows).toEqual([
      { kategori: 'Penjualan', id_bankrekening: ids.bank, metode_bayar: 'Transfer' },
      { kategori: 'Penjualan', id_bankrekening: null, metode_bayar: 'Tunai' },
    ]);

    // the books: income recap, cash flow and dashboard all read Rp 400.000, once
    const recap = (
      await as(ctx.admin, 'GET', `/api/rpemasukan/ghkpo?from=${today}&to=${today}&period=day`)
    ).json();
    expect(recap.totals).toEqual({ byCategory: { Penjualan: 400_000 }, total: 400_000, count: 2 });
    const flow = (
      await as(ctx.admin, 'GET', `/api/rpemasukan/drtyj?from=${today}&to=${today}&period=day`)
    ).json();
    expect(flow.totals).toEqual({ in: 400_000, out: 0, net: 400_000, closing: 400_000 });
    const after = (await as(ctx.admin, 'GET', '/api/dashboard/bisnis')).json();
    expect(after.cash).toEqual({ in: 400_000, out: 0 });
    expect(after.sales).toEqual({ total: 400_000, invoices: 0, pos: 400_000 });

    const pdf = await as(cashier, 'GET', `/api/pos/sessions/${session}/z-report?width=80`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('refuses a sale, a refund or a second close on the closed session, changing nothing', async () => {
    const late = await sell([{ item: ids.lamp, qty: 1 }], 'cash', 50_000, session);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({
      session: ['This cash session is closed: nothing was recorded in it'],
    });
    const refund = await as(cashier, 'POST', '/api/pos/returns', {
      client_id: randomUUID(),
      sale: saleIds[0],
      session,
    });
    expect(refund.statusCode).toBe(422);
    const again = await as(cashier, 'POST', `/api/pos/sessions/${session}/close`, { counted: {} });
    expect(again.statusCode).toBe(422);
    expect(await item(ids.lamp)).toMatchObject({ stok: 96 });
    const [{ n }] = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rpemasukan');
    expect(n).toBe(2);
    // the same counter may open again once closed
    const reopened = await as(cashier, 'POST', '/api/pos/sessions', { counter: 'Kasir 1', float: 150_000 });
    expect(reopened.statusCode).toBe(200);
  });

  it('answers 404 for a session or refund that does not exist', async () => {
    expect((await as(cashier, 'GET', '/api/pos/sessions/999999')).statusCode).toBe(404);
    expect((await as(cashier, 'GET', '/api/pos/sessions/abc')).statusCode).toBe(404);
    expect((await as(cashier, 'GET', '/api/pos/returns/999999/receipt')).statusCode).toBe(404);
  });
});
