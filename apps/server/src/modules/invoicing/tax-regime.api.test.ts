import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// PPN by the invoice's date (PMK 131/2024 from 2025), every figure worked out by hand:
// 1.000.000 not luxury: DPP Nilai Lain 1.000.000 × 11/12 = 916.666,67 → 916.667, PPN 12 % = 110.000,04
// → 110.000; 1.000.000 luxury: PPN 12 % of 1.000.000 = 120.000. Before 2025: 11 % of 2.000.000.

let admin: string;
const ids: Record<string, number> = {};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
async function add(resource: string, payload: object) {
  const response = await call('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}
const view = async (id: number) => (await call('GET', `/api/rinvoice/view/${id}`)).json();

/** A PKP draft with a free line of 1.000.000 and a goods line of the luxury item at 1.000.000. */
async function draft(tanggal: string) {
  const invoice = await add('rinvoice', { tanggal, id_akun: ids.customer, status_pajak: 'PKP' });
  await add('rsubinvoice', {
    id_invoice: invoice.id,
    jenis: 'Lain',
    nama_item: 'Servis',
    qty: 1,
    harga: 1_000_000,
  });
  const luxury = await add('rsubinvoice', {
    id_invoice: invoice.id,
    jenis: 'Barang',
    id_stok: ids.yacht,
    qty: 1,
    harga: 1_000_000,
    diskon: 0,
  });
  expect(luxury.mewah).toBe(true); // from the item
  return Number(invoice.id);
}

const ctx = useTestApp();
beforeAll(async () => {
  admin = ctx.admin;
  const unit = Number((await add('rsatuan', { nama_satuan: 'Unit' })).id);
  ids.yacht = Number(
    (await add('rstok', { nama_barang: 'Kapal pesiar mini', id_satuan: unit, barang_mewah: true })).id,
  );
  ids.customer = Number((await add('akun', { nama: 'PT Bahari', jenis_akun: 'Pelanggan' })).id);
});

describe('PPN by the rules of the invoice date', () => {
  it('applies 12 % of a DPP Nilai Lain of 11/12 to a non-luxury line and 12 % of the price to a luxury one from 2025', async () => {
    const id = await draft('2026-03-10');
    expect(await view(id)).toMatchObject({
      rezim_pajak: 'PPN2025',
      ppn_persen: 12,
      subtotal: 2_000_000,
      dpp: 2_000_000,
      dpp_nilai_lain: 1_916_667,
      ppn: 230_000,
      total: 2_230_000,
      sisa: 2_230_000,
    });
  });

  it('keeps one rate on the whole DPP before 2025, and follows a draft whose date moves across', async () => {
    const id = await draft('2024-12-31');
    expect(await view(id)).toMatchObject({
      rezim_pajak: 'PPN2022',
      ppn_persen: 11,
      dpp: 2_000_000,
      dpp_nilai_lain: null,
      ppn: 220_000,
      total: 2_220_000,
    });
    const moved = await call('PUT', `/api/rinvoice/edit/${id}`, { tanggal: '2025-01-01' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await view(id)).toMatchObject({ rezim_pajak: 'PPN2025', ppn_persen: 12, ppn: 230_000 });
    await call('PUT', `/api/rinvoice/edit/${id}`, { tanggal: '2024-12-31' });
    expect(await view(id)).toMatchObject({ rezim_pajak: 'PPN2022', ppn_persen: 11, ppn: 220_000 });
  });

  it('decides the rate itself: a typed ppn_persen is ignored on add and edit, by date and tax status', async () => {
    const id = await draft('2026-03-10');
    const typed = await call('PUT', `/api/rinvoice/edit/${id}`, { ppn_persen: 5 });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await view(id)).toMatchObject({ ppn_persen: 12, ppn: 230_000 });
    const before = await add('rinvoice', {
      tanggal: '2024-06-03',
      id_akun: ids.customer,
      status_pajak: 'PKP',
      ppn_persen: 5,
    });
    expect(before.ppn_persen).toBe(11); // the settings' rate before 2025
    const none = await add('rinvoice', {
      tanggal: '2026-03-10',
      id_akun: ids.customer,
      status_pajak: 'Non PKP',
      ppn_persen: 12,
    });
    expect(none.ppn_persen).toBe(0);
  });

  it('never recomputes an issued invoice: its stored figures stay', async () => {
    const invoice = await add('rinvoice', {
      tanggal: '2026-03-11',
      id_akun: ids.customer,
      status_pajak: 'PKP',
    });
    const id = Number(invoice.id);
    await add('rsubinvoice', {
      id_invoice: id,
      jenis: 'Lain',
      nama_item: 'Servis',
      qty: 1,
      harga: 1_000_009,
    });
    // 2025 rules: 1.000.009 × 11/12 = 916.674,92 → 916.675; × 12 % = 110.001
    expect(await view(id)).toMatchObject({ ppn: 110_001, total: 1_110_010 });
    // an invoice computed before the rules were dated: 11 % of 1.000.009 = 110.000 (down), no regime stored
    await ctx.database.query(
      `UPDATE rinvoice SET rezim_pajak = NULL, ppn_persen = 11, ppn = 110000, total = 1110009, sisa = 1110009,
          dpp_nilai_lain = NULL WHERE id = $1`,
      [id],
    );
    const issued = await call('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(await view(id)).toMatchObject({
      rezim_pajak: null,
      ppn_persen: 11,
      ppn: 110_000,
      total: 1_110_009,
    });
  });

  it('takes a line flag from a free line and makes a job-rate line never luxury', async () => {
    const invoice = await add('rinvoice', {
      tanggal: '2026-03-12',
      id_akun: ids.customer,
      status_pajak: 'PKP',
    });
    const line = await add('rsubinvoice', {
      id_invoice: invoice.id,
      jenis: 'Lain',
      nama_item: 'Jam tangan mewah',
      qty: 1,
      harga: 250_000,
      mewah: true,
    });
    expect(line.mewah).toBe(true);
    // 250.000 luxury: 12 % = 30.000
    expect(await view(Number(invoice.id))).toMatchObject({
      dpp_nilai_lain: 250_000,
      ppn: 30_000,
      total: 280_000,
    });
  });
});
