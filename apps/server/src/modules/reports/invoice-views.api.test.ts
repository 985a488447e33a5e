import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

const ids: Record<string, number> = {};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = ctx.admin) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
async function add(resource: string, payload: object) {
  const response = await call('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}

const ctx = useTestApp();
beforeAll(async () => {
  const unit = await add('rsatuan', { nama_satuan: 'Unit' });
  const supplier = await add('rsupplier', { nama_supplier: 'CV Dingin', no_hp: '0812-3456-7890' });
  const item = await add('rstok', { nama_barang: 'AC 1 PK', id_satuan: unit.id });
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-1',
    tanggal: '2026-11-01',
    id_supplier: supplier.id,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt.id,
    id_stok: item.id,
    qty: 5,
    id_satuan: unit.id,
    harga_satuan: 4_000_000,
  });
  await call('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Diterima' });
  await add('rsethargajual', {
    id_stok: item.id,
    id_satuan: unit.id,
    harga_jual: 5_100_000,
    berlaku_mulai: '2026-01-01',
  });
  const rate = await add('rhargasatuanpekerjaan', {
    nama_pekerjaan: 'Jasa pasang',
    id_satuan: unit.id,
    harga_satuan: 350_000,
  });
  const sari = await add('akun', { nama: 'Bu Sari', jenis_akun: 'Pelanggan' });
  const invoice = await add('rinvoice', { tanggal: '2026-11-10', id_akun: sari.id });
  ids.invoice = Number(invoice.id);
  await add('rsubinvoice', { id_invoice: invoice.id, jenis: 'Barang', id_stok: item.id, qty: 1 });
  await add('rsubinvoice', { id_invoice: invoice.id, jenis: 'Jasa', id_hargapekerjaan: rate.id, qty: 2 });
  await call('PUT', `/api/rinvoice/edit/${invoice.id}`, { status: 'Terbit' });
  await call('POST', `/api/rinvoice/pembayaran/${invoice.id}`, { jumlah: 1_000_000, tanggal: '2026-11-11' });
  const draft = await add('rinvoice', { tanggal: '2026-11-12', id_akun: sari.id });
  await add('rsubinvoice', { id_invoice: draft.id, jenis: 'Lain', nama_item: 'Survei', harga: 100_000 });
  const category = await add('rmasterpengeluaran', { nama_pengeluaran: 'Subkon' });
  await add('rpengeluaran', {
    tanggal: '2026-11-10',
    uraian: 'Tukang bobok tembok',
    id_masterpengeluaran: category.id,
    jumlah: 200_000,
    id_invoice: invoice.id,
  });
}, 90_000);

describe('invoice views', () => {
  it('joinlist: invoices with customer and lines, searchable and filtered by state', async () => {
    const all = (await call('GET', '/api/rinvoice/joinlist')).json();
    expect(all.totalRecords).toBe(2);
    const issued = (await call('GET', '/api/rinvoice/joinlist?status=Sebagian%20dibayar&search=sari')).json();
    expect(issued.totalRecords).toBe(1);
    expect(issued.records[0]).toMatchObject({ id: ids.invoice, customer: 'Bu Sari', total: 5_800_000 });
    expect(
      issued.records[0].lines.map((l: { nama_item: string; subtotal: number }) => [l.nama_item, l.subtotal]),
    ).toEqual([
      ['AC 1 PK', 5_100_000],
      ['Jasa pasang', 700_000],
    ]);
  });

  it('joinlistitems: every billed line with its invoice', async () => {
    const lines = (await call('GET', '/api/rsubinvoice/joinlistitems?search=jasa')).json();
    expect(lines.totalRecords).toBe(1);
    expect(lines.records[0]).toMatchObject({
      nama_item: 'Jasa pasang',
      qty: 2,
      customer: 'Bu Sari',
      status: 'Sebagian dibayar',
    });
  });

  it('listuntukmodal: revenue, cost of goods at average cost, costs booked on it, margin', async () => {
    const [row] = (await call('GET', '/api/rinvoice/listuntukmodal')).json().records;
    expect(row).toMatchObject({
      id: ids.invoice,
      revenue: 5_800_000,
      goods: 4_000_000,
      expenses: 200_000,
      margin: 1_600_000,
      margin_pct: 27.6,
    });
  });

  it('qnevt and rbdkm: what was sold and to whom, issued invoices only', async () => {
    const sold = (await call('GET', '/api/rsubinvoice/qnevt?from=2026-11-01&to=2026-11-30')).json().records;
    expect(sold).toEqual([
      { jenis: 'Barang', name: 'AC 1 PK', qty: 1, invoices: 1, revenue: 5_100_000 },
      { jenis: 'Jasa', name: 'Jasa pasang', qty: 2, invoices: 1, revenue: 700_000 },
    ]);
    const customers = (await call('GET', '/api/rsubinvoice/rbdkm?from=2026-11-01&to=2026-11-30')).json()
      .records;
    expect(customers).toEqual([
      { customer: 'Bu Sari', invoices: 1, total: 5_800_000, paid: 1_000_000, balance: 4_800_000 },
    ]);
  });

  it('petarinvoice: live counts of what links to what; pages refused without the pages entry', async () => {
    const map = (await call('GET', '/api/petarinvoice')).json();
    expect(map).toMatchObject({ invoices: 2, lines: 3, goods_outs: 1, payments: 1, income: 1 });
    const teknisi = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
    for (const url of [
      '/api/rinvoice/joinlist',
      '/api/rinvoice/listuntukmodal',
      '/api/rsubinvoice/qnevt',
      '/api/petarinvoice',
    ])
      expect((await call('GET', url, undefined, teknisi)).statusCode, url).toBe(403);
  });
});
