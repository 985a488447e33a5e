import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

// Credit notes (issue 34), every figure worked out by hand. An invoice of 10 March 2026 (PMK 131/2024):
// - 2 × fridge at 1.000.000, not luxury: DPP 2.000.000, DPP Nilai Lain 2.000.000 × 11/12 = 1.833.333,33
//   → 1.833.333, PPN 12 % = 219.999,96 → 219.999 (down);
// - 1 × gold watch at 5.000.000, luxury: PPN 12 % of 5.000.000 = 600.000.
// Invoice: DPP 7.000.000, DPP Nilai Lain 6.833.333, PPN 819.999, total 7.819.999.
// Crediting one fridge: DPP 1.000.000, DPP Nilai Lain 916.666,67 → 916.667, PPN 110.000,04 → 110.000,
// total 1.110.000. The second fridge takes the rest: 916.666 and 109.999, total 1.109.999.
// Fridges came in at 600.000 each, so each comes back at 600.000.

let admin: string;
const ids: Record<string, number> = {};
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
const view = async (id: number) => (await call('GET', `/api/rinvoice/view/${id}`)).json();
const stock = async (id: number) =>
  (
    await ctx.database.query<{ stok: string; nilai_stok: string }>(
      'SELECT stok, nilai_stok FROM rstok WHERE id = $1',
      [id],
    )
  ).map((r) => ({ stok: Number(r.stok), nilai: Number(r.nilai_stok) }))[0];
const state = async (id: number) => (await call('GET', `/api/rinvoice/notakredit/${id}`)).json();

async function receive(item: number, qty: number, price: number) {
  const receipt = await add('rbarangmasuk', {
    no_referensi: `BM-${item}`,
    tanggal: '2026-03-01',
    id_supplier: ids.supplier,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt,
    id_stok: item,
    qty,
    id_satuan: ids.unit,
    harga_satuan: price,
  });
  const posted = await call('PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' });
  expect(posted.statusCode, posted.body).toBe(200);
}

/** The issued invoice of the comment above; answers its id and its lines' ids. */
async function issuedInvoice() {
  const id = await add('rinvoice', { tanggal: '2026-03-10', id_akun: ids.customer, status_pajak: 'PKP' });
  const fridge = await add('rsubinvoice', {
    id_invoice: id,
    jenis: 'Barang',
    id_stok: ids.fridge,
    qty: 2,
    harga: 1_000_000,
    diskon: 0,
  });
  const watch = await add('rsubinvoice', {
    id_invoice: id,
    jenis: 'Barang',
    id_stok: ids.watch,
    qty: 1,
    harga: 5_000_000,
    diskon: 0,
  });
  const issued = await call('PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' });
  expect(issued.statusCode, issued.body).toBe(200);
  return { id, fridge, watch };
}

const ctx = useTestApp();
const { addId: add } = ctx;
beforeAll(async () => {
  admin = ctx.admin;
  ids.unit = await add('rsatuan', { nama_satuan: 'Unit' });
  ids.supplier = await add('rsupplier', { nama_supplier: 'CV Elektronik', no_hp: '0812-3456-7890' });
  ids.fridge = await add('rstok', { nama_barang: 'Kulkas 2 pintu', id_satuan: ids.unit });
  ids.watch = await add('rstok', { nama_barang: 'Jam tangan emas', id_satuan: ids.unit, barang_mewah: true });
  ids.customer = await add('akun', { nama: 'PT Sejuk', jenis_akun: 'Pelanggan' });
  ids.bank = await add('bankrekening', {
    nama_rekening: 'BCA Operasional',
    nama_bank: 'BCA',
    no_rekening: '7771234567',
    atas_nama: 'Toko',
  });
  await receive(ids.fridge, 10, 600_000);
  await receive(ids.watch, 5, 3_000_000);
});

describe('credit notes against an invoice', () => {
  it('credits one line by the invoice’s tax rules, brings the goods back at their cost and lowers the balance', async () => {
    const { id, fridge } = await issuedInvoice();
    expect(await view(id)).toMatchObject({ dpp_nilai_lain: 6_833_333, ppn: 819_999, total: 7_819_999 });
    expect(await stock(ids.fridge)).toEqual({ stok: 8, nilai: 4_800_000 });

    const made = await call('POST', `/api/rinvoice/notakredit/${id}`, {
      tanggal: '2026-03-15',
      alasan: 'Satu kulkas rusak saat diantar',
      lines: [{ line: fridge, qty: 1 }],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().note).toMatchObject({
      no_nota: '001/NK/III/2026',
      tanggal: '2026-03-15',
      rezim_pajak: 'PPN2025',
      ppn_persen: 12,
      subtotal: 1_000_000,
      dpp: 1_000_000,
      dpp_nilai_lain: 916_667,
      ppn: 110_000,
      total: 1_110_000,
      lines: [{ id_subinvoice: fridge, qty: 1, dpp: 1_000_000, dpp_nilai_lain: 916_667, ppn: 110_000 }],
    });
    // one fridge back at 600.000; the balance 7.819.999 − 1.110.000
    expect(await stock(ids.fridge)).toEqual({ stok: 9, nilai: 5_400_000 });
    expect(await view(id)).toMatchObject({ status: 'Terbit', total: 7_819_999, sisa: 6_709_999 });
    const now = await state(id);
    expect(now).toMatchObject({ credited: 1_110_000, refund_owed: 0 });
    expect(now.lines[0]).toMatchObject({ id: fridge, qty: 2, dikreditkan: 1, sisa_qty: 1 });

    // more than is left of the line: a 422 naming it, nothing written
    const over = await call('POST', `/api/rinvoice/notakredit/${id}`, {
      alasan: 'Lagi',
      lines: [{ line: fridge, qty: 2 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['lines.0.qty'][0]).toMatch(/Kulkas 2 pintu/);
    expect((await state(id)).notes).toHaveLength(1);
    expect(await stock(ids.fridge)).toEqual({ stok: 9, nilai: 5_400_000 });

    // the payment settles what is owed after the credit; a payment of the old balance is refused
    const tooMuch = await call('POST', `/api/rinvoice/pembayaran/${id}`, { jumlah: 7_819_999 });
    expect(tooMuch.statusCode).toBe(422);
    const paid = await call('POST', `/api/rinvoice/pembayaran/${id}`, { jumlah: 6_709_999 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await view(id)).toMatchObject({ status: 'Lunas', dibayar: 6_709_999, sisa: 0 });

    // the second fridge of the paid invoice: the rest of the line, owed back to the customer
    const rest = await call('POST', `/api/rinvoice/notakredit/${id}`, {
      tanggal: '2026-03-20',
      alasan: 'Kulkas kedua dikembalikan',
      lines: [{ line: fridge, qty: 1 }],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().note).toMatchObject({
      no_nota: '002/NK/III/2026',
      dpp: 1_000_000,
      dpp_nilai_lain: 916_666,
      ppn: 109_999,
      total: 1_109_999,
    });
    expect(await view(id)).toMatchObject({ status: 'Lunas', sisa: 0 });
    expect(await state(id)).toMatchObject({ credited: 2_219_999, refund_owed: 1_109_999 });
  });

  it('records a refund of what is owed as an expense, never more', async () => {
    const { id, fridge } = await issuedInvoice();
    expect((await call('POST', `/api/rinvoice/pembayaran/${id}`, { jumlah: 7_819_999 })).statusCode).toBe(
      200,
    );
    const nothingOwed = await call('POST', `/api/rinvoice/pengembaliandana/${id}`, { jumlah: 1 });
    expect(nothingOwed.statusCode).toBe(422);
    expect(Object.keys(nothingOwed.json().errors)).toEqual(['jumlah']);
    await call('POST', `/api/rinvoice/notakredit/${id}`, {
      alasan: 'Retur',
      lines: [{ line: fridge, qty: 1 }],
    });
    expect(await state(id)).toMatchObject({ refund_owed: 1_110_000 });

    const over = await call('POST', `/api/rinvoice/pengembaliandana/${id}`, { jumlah: 1_110_001 });
    expect(over.statusCode).toBe(422);
    const refund = await call('POST', `/api/rinvoice/pengembaliandana/${id}`, {
      jumlah: 1_110_000,
      tanggal: '2026-03-21',
      metode: 'Transfer',
      id_bankrekening: ids.bank,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [expense] = await ctx.database.query<Record<string, unknown>>(
      `SELECT e.jumlah, e.tanggal::text AS tanggal, e.id_bankrekening, e.id_invoice, m.nama_pengeluaran
         FROM rpengeluaran e JOIN rmasterpengeluaran m ON m.id = e.id_masterpengeluaran
        WHERE e.id = $1`,
      [refund.json().refund.id_pengeluaran],
    );
    expect(expense).toMatchObject({
      jumlah: 1_110_000,
      tanggal: '2026-03-21',
      id_bankrekening: ids.bank,
      id_invoice: id,
      nama_pengeluaran: 'Retur Penjualan',
    });
    expect(await state(id)).toMatchObject({ refunded: 1_110_000, refund_owed: 0 });
  });

  it('credits what is left of the whole invoice when no lines are named, and then nothing more', async () => {
    const { id, fridge } = await issuedInvoice();
    await call('POST', `/api/rinvoice/notakredit/${id}`, {
      alasan: 'Sebagian',
      lines: [{ line: fridge, qty: 1 }],
    });
    const before = await stock(ids.watch);
    const whole = await call('POST', `/api/rinvoice/notakredit/${id}`, { alasan: 'Pesanan dibatalkan' });
    expect(whole.statusCode, whole.body).toBe(200);
    // the rest of the fridges (1.109.999) and the watch (5.000.000 + 600.000)
    expect(whole.json().note).toMatchObject({ dpp: 6_000_000, ppn: 709_999, total: 6_709_999 });
    expect(await view(id)).toMatchObject({ sisa: 0 });
    expect(await stock(ids.watch)).toEqual({ stok: before!.stok + 1, nilai: before!.nilai + 3_000_000 });
    const again = await call('POST', `/api/rinvoice/notakredit/${id}`, { alasan: 'Lagi' });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['lines']);
    // an invoice with credit notes is not cancelled
    const cancel = await call('PUT', `/api/rinvoice/edit/${id}`, { status: 'Batal' });
    expect(cancel.statusCode).toBe(422);
  });

  it('refuses a draft, a missing reason, a line of another invoice, and prints the note', async () => {
    const draft = await add('rinvoice', {
      tanggal: '2026-03-10',
      id_akun: ids.customer,
      status_pajak: 'PKP',
    });
    const refused = await call('POST', `/api/rinvoice/notakredit/${draft}`, { alasan: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['id_invoice']);
    const { id, fridge } = await issuedInvoice();
    const other = await issuedInvoice();
    const bad = await call('POST', `/api/rinvoice/notakredit/${id}`, {
      alasan: '  ',
      lines: [{ line: other.fridge, qty: 1 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['alasan']);
    const foreign = await call('POST', `/api/rinvoice/notakredit/${id}`, {
      alasan: 'Salah baris',
      lines: [{ line: other.fridge, qty: 1 }],
    });
    expect(Object.keys(foreign.json().errors)).toEqual(['lines.0.line']);
    const early = await call('POST', `/api/rinvoice/notakredit/${id}`, {
      alasan: 'Terlalu awal',
      tanggal: '2026-03-09',
      lines: [{ line: fridge, qty: 1 }],
    });
    expect(Object.keys(early.json().errors)).toEqual(['tanggal']);

    const made = await call('POST', `/api/rinvoice/notakredit/${id}`, {
      alasan: 'Kulkas tergores',
      lines: [{ line: fridge, qty: 1 }],
    });
    const note = made.json().note;
    const pdf = await call('GET', `/api/rinvoice/notakredit/${id}/pdf/${note.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('NOTA KREDIT');
    expect(text).toContain(note.no_nota);
    expect(text).toContain('Kulkas tergores');
    expect(text).toContain('Satu Juta Seratus Sepuluh Ribu Rupiah');
    // a note of another invoice is not found under this one
    expect((await call('GET', `/api/rinvoice/notakredit/${other.id}/pdf/${note.id}`)).statusCode).toBe(404);
  });
});
