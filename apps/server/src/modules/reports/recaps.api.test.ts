import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

const as = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
async function add(resource: string, payload: object) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/${resource}/add`,
    payload,
    headers: { authorization: `Bearer ${ctx.admin}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}

const ctx = useTestApp();
beforeAll(async () => {
  const income = (tanggal: string, kategori: string, jumlah: number) =>
    add('rpemasukan', { tanggal, uraian: `${kategori} ${tanggal}`, kategori, jumlah });
  await income('2026-08-30', 'Modal', 10_000_000); // before the range: the opening balance
  await income('2026-09-03', 'Penjualan', 1_000_000);
  await income('2026-09-20', 'Penjualan', 500_000);
  await income('2026-09-21', 'Pembayaran Invoice', 2_000_000);
  await income('2026-10-02', 'Penjualan', 300_000);
  const category = await add('rmasterpengeluaran', { nama_pengeluaran: 'Sewa' });
  const expense = (tanggal: string, jumlah: number) =>
    add('rpengeluaran', { tanggal, uraian: `Sewa ${tanggal}`, id_masterpengeluaran: category.id, jumlah });
  await expense('2026-08-31', 4_000_000);
  await expense('2026-09-05', 1_200_000);
  await expense('2026-10-05', 1_200_000);
});

describe('ghkpo: income per period and category', () => {
  it('sums each category per month with totals', async () => {
    const recap = (
      await as(ctx.admin, '/api/rpemasukan/ghkpo?from=2026-09-01&to=2026-10-31&period=month')
    ).json();
    expect(recap.categories).toEqual(['Pembayaran Invoice', 'Penjualan']);
    expect(recap.rows).toEqual([
      {
        period: '2026-09-01',
        byCategory: { 'Pembayaran Invoice': 2_000_000, Penjualan: 1_500_000 },
        total: 3_500_000,
        count: 3,
      },
      { period: '2026-10-01', byCategory: { Penjualan: 300_000 }, total: 300_000, count: 1 },
    ]);
    expect(recap.totals).toEqual({
      byCategory: { 'Pembayaran Invoice': 2_000_000, Penjualan: 1_800_000 },
      total: 3_800_000,
      count: 4,
    });
  });

  it('groups by ISO week (Monday) and day too', async () => {
    const weeks = (
      await as(ctx.admin, '/api/rpemasukan/ghkpo?from=2026-09-01&to=2026-09-30&period=week')
    ).json();
    // 3 Sep 2026 is a Thursday (week of Mon 31 Aug); 20 Sep a Sunday (week of 14 Sep); 21 Sep a Monday
    expect(weeks.rows.map((r: { period: string; total: number }) => [r.period, r.total])).toEqual([
      ['2026-08-31', 1_000_000],
      ['2026-09-14', 500_000],
      ['2026-09-21', 2_000_000],
    ]);
    const days = (
      await as(ctx.admin, '/api/rpemasukan/ghkpo?from=2026-09-20&to=2026-09-21&period=day')
    ).json();
    expect(days.rows.map((r: { period: string }) => r.period)).toEqual(['2026-09-20', '2026-09-21']);
  });

  it('refuses bad ranges with a 422 naming the field', async () => {
    const bad = await as(ctx.admin, '/api/rpemasukan/ghkpo?from=2026-13-01&to=2026-01-01&period=year');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'period']);
    const backwards = await as(ctx.admin, '/api/rpemasukan/ghkpo?from=2026-10-01&to=2026-09-01');
    expect(Object.keys(backwards.json().errors)).toEqual(['to']);
    const tooLong = await as(ctx.admin, '/api/rpemasukan/ghkpo?from=2020-01-01&to=2026-09-01');
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('drtyj: cash flow', () => {
  it('sets income against expenses per month with the running balance from before the range', async () => {
    const flow = (
      await as(ctx.admin, '/api/rpemasukan/drtyj?from=2026-09-01&to=2026-10-31&period=month')
    ).json();
    expect(flow.opening).toBe(6_000_000);
    expect(flow.rows).toEqual([
      { period: '2026-09-01', in: 3_500_000, out: 1_200_000, net: 2_300_000, balance: 8_300_000 },
      { period: '2026-10-01', in: 300_000, out: 1_200_000, net: -900_000, balance: 7_400_000 },
    ]);
    expect(flow.totals).toEqual({ in: 3_800_000, out: 2_400_000, net: 1_400_000, closing: 7_400_000 });
  });
});

describe('countrinvoice and access', () => {
  it('counts invoices by state, every state listed', async () => {
    const counts = (await as(ctx.admin, '/api/rinvoice/countrinvoice')).json();
    expect(counts.rows.map((r: { status: string }) => r.status)).toEqual([
      'Draft',
      'Terbit',
      'Sebagian dibayar',
      'Lunas',
      'Batal',
    ]);
    expect(counts.totals).toEqual({ count: 0, total: 0, paid: 0, balance: 0 });
    const customer = await add('akun', { nama: 'Pak Budi', jenis_akun: 'Pelanggan' });
    for (const [harga, issue] of [
      [100_000, false],
      [250_000, true],
    ] as const) {
      const invoice = await add('rinvoice', { tanggal: '2026-09-10', id_akun: customer.id });
      await add('rsubinvoice', { id_invoice: invoice.id, jenis: 'Lain', nama_item: 'Servis', harga });
      if (issue)
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/rinvoice/edit/${invoice.id}`,
          payload: { status: 'Terbit' },
          headers: { authorization: `Bearer ${ctx.admin}` },
        });
    }
    const after = (await as(ctx.admin, '/api/rinvoice/countrinvoice')).json();
    expect(after.rows.slice(0, 2)).toEqual([
      { status: 'Draft', count: 1, total: 100_000, paid: 0, balance: 100_000 },
      { status: 'Terbit', count: 1, total: 250_000, paid: 0, balance: 250_000 },
    ]);
    // what customers owe counts only issued invoices
    expect(after.totals).toEqual({ count: 2, total: 350_000, paid: 0, balance: 250_000 });
  });

  it('answers only those holding the page', async () => {
    const teknisi = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
    for (const url of ['/api/rpemasukan/ghkpo', '/api/rpemasukan/drtyj', '/api/rinvoice/countrinvoice'])
      expect((await as(teknisi, url)).statusCode, url).toBe(403);
  });
});
