import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';
import { jakartaToday } from '../inventory/pos.service.ts';

const today = jakartaToday();
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function add(resource: string, payload: object) {
  const response = await as(ctx.admin, 'POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}
const figures = async () => (await as(ctx.admin, 'GET', '/api/dashboard/bisnis')).json();

const ctx = useTestApp();
const { as } = ctx;

describe('business figures of the admin dashboard', () => {
  it('start at zero and move with invoices, payments, expenses, stock and jobs', async () => {
    expect(await figures()).toEqual({
      month: today.slice(0, 7),
      sales: { total: 0, invoices: 0, pos: 0 },
      receivables: { total: 0, count: 0, overdue: 0 },
      cash: { in: 0, out: 0 },
      lowStock: 0,
      openJobs: 0,
    });
    const customer = await add('akun', { nama: 'Bu Sari', jenis_akun: 'Pelanggan' });
    const invoice = await add('rinvoice', { tanggal: today, jatuh_tempo: yesterday, id_akun: customer.id });
    await add('rsubinvoice', {
      id_invoice: invoice.id,
      jenis: 'Lain',
      nama_item: 'Servis AC',
      harga: 1_000_000,
    });
    // a draft is not a sale yet
    expect((await figures()).sales.total).toBe(0);
    await as(ctx.admin, 'PUT', `/api/rinvoice/edit/${invoice.id}`, { status: 'Terbit' });
    await as(ctx.admin, 'POST', `/api/rinvoice/pembayaran/${invoice.id}`, {
      jumlah: 400_000,
      tanggal: today,
    });
    const category = await add('rmasterpengeluaran', { nama_pengeluaran: 'Bensin' });
    await add('rpengeluaran', {
      tanggal: today,
      uraian: 'Bensin motor',
      id_masterpengeluaran: category.id,
      jumlah: 250_000,
    });
    const unit = await add('rsatuan', { nama_satuan: 'Pieces' });
    await add('rstok', { nama_barang: 'Isolasi', id_satuan: unit.id, stok_minimum: 5 });
    await add('rpekerjaan', { nama_pekerjaan: 'Servis AC', id_akun: customer.id, tanggal_mulai: today });

    expect(await figures()).toEqual({
      month: today.slice(0, 7),
      sales: { total: 1_000_000, invoices: 1_000_000, pos: 0 },
      receivables: { total: 600_000, count: 1, overdue: 600_000 },
      cash: { in: 400_000, out: 250_000 },
      lowStock: 1,
      openJobs: 1,
    });
  });

  it('is for admins only', async () => {
    const teknisi = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
    expect((await as(teknisi, 'GET', '/api/dashboard/bisnis')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard/bisnis' })).statusCode).toBe(401);
  });
});
