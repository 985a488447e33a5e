// Purchasing (issue 34): a purchase order received in two deliveries (one in boxes of 12), the supplier's
// bill matched to it, two payments, the payables ageing and the reorder suggestion. Every figure below is
// computed by hand in the comments, not read from the code under test.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { login, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT';
const ctx = useTestApp({}, { signIn: ['admin'] });
const { addId: add } = ctx;
const ids: Record<string, number> = {};
const as = (method: Method, url: string, payload?: object, token = ctx.admin) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
async function item(id: number) {
  const [row] = await ctx.database.query<{ stok: string; nilai_stok: string; harga_pokok: string }>(
    'SELECT stok, nilai_stok, harga_pokok FROM rstok WHERE id = $1',
    [id],
  );
  return { stok: Number(row!.stok), nilai: Number(row!.nilai_stok), avg: Number(row!.harga_pokok) };
}
const reorderOf = async (id: number) =>
  ((await as('GET', '/api/pembelian/saran')).json().records as { id_stok: number }[]).find(
    (r) => r.id_stok === id,
  );

type Line = { id: number; diterima: number; sisa: number; ditagih: number };
let order: { id: number; no_po: string; status: string; lines: Line[]; total: number };

beforeAll(async () => {
  ids.pcs = await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' });
  ids.dus = await add('rsatuan', {
    nama_satuan: 'Dus isi 12',
    singkatan: 'dus',
    id_satuan_dasar: ids.pcs,
    nilai_konversi: 12,
  });
  ids.kg = await add('rsatuan', { nama_satuan: 'Kilogram', singkatan: 'kg', pecahan: true });
  ids.supplier = await add('rsupplier', { nama_supplier: 'CV Sumber Listrik', no_hp: '0812-3456-7890' });
  ids.cable = await add('rstok', { nama_barang: 'Kabel NYM', id_satuan: ids.pcs, stok_minimum: 50 });
  ids.lamp = await add('rstok', { nama_barang: 'Lampu LED', id_satuan: ids.pcs });
  ids.bank = await add('bankrekening', {
    nama_rekening: 'BCA Operasional',
    nama_bank: 'BCA',
    no_rekening: '7771234567',
    atas_nama: 'Toko',
  });
  // stock before the order: 10 cables at Rp 20.000 (value 200.000)
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-AWAL',
    tanggal: '2026-10-20',
    id_supplier: ids.supplier,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt,
    id_stok: ids.cable,
    qty: 10,
    id_satuan: ids.pcs,
    harga_satuan: 20_000,
  });
  expect((await as('PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' })).statusCode).toBe(200);
});

describe('purchase orders', () => {
  it('refuses a bad order by field, writing nothing', async () => {
    const bad = await as('POST', '/api/pembelian/orders', {
      id_supplier: ids.supplier,
      lines: [
        { id_stok: 999_999, id_satuan: ids.pcs, qty: 1, harga: 1 },
        { id_stok: ids.cable, id_satuan: ids.kg, qty: 1, harga: 1 },
        { id_stok: ids.cable, id_satuan: ids.pcs, qty: 0, harga: -1 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lines.2.harga', 'lines.2.qty']);
    const unknown = await as('POST', '/api/pembelian/orders', {
      id_supplier: ids.supplier,
      lines: [
        { id_stok: 999_999, id_satuan: ids.pcs, qty: 1, harga: 1 },
        { id_stok: ids.cable, id_satuan: ids.kg, qty: 1, harga: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['lines.0.id_stok', 'lines.1.id_satuan']);
    const empty = await as('POST', '/api/pembelian/orders', { id_supplier: ids.supplier, lines: [] });
    expect(Object.keys(empty.json().errors)).toEqual(['lines']);
    expect((await ctx.database.query('SELECT 1 FROM purchase_orders')).length).toBe(0);
  });

  it('writes a draft numbered by its day, then places it', async () => {
    // 2 dus × 300.000 = 600.000; 10 pcs × 15.000 = 150.000; total 750.000
    const made = await as('POST', '/api/pembelian/orders', {
      id_supplier: ids.supplier,
      tanggal: '2026-11-01',
      tanggal_kirim: '2026-11-08',
      lines: [
        { id_stok: ids.cable, id_satuan: ids.dus, qty: 2, harga: 300_000 },
        { id_stok: ids.lamp, id_satuan: ids.pcs, qty: 10, harga: 15_000 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    order = made.json().record;
    expect(order).toMatchObject({
      no_po: 'PO-20261101-0001',
      status: 'Draft',
      total: 750_000,
      termin_hari: 30,
    });
    // a draft takes no goods
    const early = await as('POST', `/api/pembelian/orders/${order.id}/terima`, {
      lines: [{ id_line: order.lines[0]!.id, qty: 1 }],
    });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(early.json().errors)).toEqual(['status']);
    const placed = await as('POST', `/api/pembelian/orders/${order.id}/pesan`);
    expect(placed.json().record.status).toBe('Dipesan');
    expect((await as('POST', `/api/pembelian/orders/${order.id}/pesan`)).statusCode).toBe(422);
  });

  it('suggests reordering the cable: minimum 50, on hand 10, on order 2 dus = 24 pcs, so 16', async () => {
    expect(await reorderOf(ids.cable)).toMatchObject({
      minimum: 50,
      stok: 10,
      dipesan: 24,
      saran: 16,
      harga_pokok: 20_000,
    });
    expect(await reorderOf(ids.lamp)).toBeUndefined();
  });
});

describe('receiving in two deliveries', () => {
  it('first delivery: 1 dus of cable and 4 lamps, stock and moving average as for any receipt', async () => {
    const first = await as('POST', `/api/pembelian/orders/${order.id}/terima`, {
      tanggal: '2026-11-10',
      no_faktur_supplier: 'SJ-001',
      lines: [
        { id_line: order.lines[0]!.id, qty: 1 },
        { id_line: order.lines[1]!.id, qty: 4 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    // receipt value 300.000 + 4 × 15.000 = 360.000
    expect(body.receipt).toMatchObject({
      no_referensi: 'BM-20261110-0001',
      status: 'Diterima',
      total: 360_000,
    });
    expect(body.record.status).toBe('Sebagian Diterima');
    expect(body.record.lines.map((l: Line) => [l.diterima, l.sisa])).toEqual([
      [1, 1],
      [4, 6],
    ]);
    // cable: 10 + 12 = 22 pcs, 200.000 + 300.000 = 500.000, average 500.000 / 22 = 22.727,2727
    const cable = await item(ids.cable);
    expect([cable.stok, cable.nilai]).toEqual([22, 500_000]);
    expect(cable.avg).toBeCloseTo(22_727.2727, 3);
    expect(await item(ids.lamp)).toMatchObject({ stok: 4, nilai: 60_000, avg: 15_000 });
    // on order now 1 dus = 12 pcs: 50 − 22 − 12 = 16
    expect(await reorderOf(ids.cable)).toMatchObject({ stok: 22, dipesan: 12, saran: 16 });
  });

  it('refuses more than is left, naming the line, and receives nothing', async () => {
    const over = await as('POST', `/api/pembelian/orders/${order.id}/terima`, {
      lines: [
        { id_line: order.lines[0]!.id, qty: 1 },
        { id_line: order.lines[1]!.id, qty: 7 },
      ],
    });
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors)).toEqual(['lines.1.qty']);
    expect(over.json().errors['lines.1.qty'][0]).toBe(
      'Line 2 (Lampu LED): only 6 left to receive on this order line, 7 asked',
    );
    // the same line twice in one request counts both
    const twice = await as('POST', `/api/pembelian/orders/${order.id}/terima`, {
      lines: [
        { id_line: order.lines[1]!.id, qty: 4 },
        { id_line: order.lines[1]!.id, qty: 3 },
      ],
    });
    expect(Object.keys(twice.json().errors)).toEqual(['lines.1.qty']);
    expect((await item(ids.cable)).stok).toBe(22);
    expect((await item(ids.lamp)).stok).toBe(4);
  });

  it('second delivery completes the order; the average moves again', async () => {
    const second = await as('POST', `/api/pembelian/orders/${order.id}/terima`, {
      tanggal: '2026-11-12',
      lines: [
        { id_line: order.lines[0]!.id, qty: 1 },
        { id_line: order.lines[1]!.id, qty: 6 },
      ],
    });
    expect(second.statusCode, second.body).toBe(200);
    order = second.json().record;
    expect(order.status).toBe('Diterima');
    expect(second.json().record.receipts.map((r: { no_referensi: string }) => r.no_referensi)).toEqual([
      'BM-20261110-0001',
      'BM-20261112-0001',
    ]);
    // cable: 34 pcs, 800.000, average 800.000 / 34 = 23.529,4118; lamp 10 pcs, 150.000
    const cable = await item(ids.cable);
    expect([cable.stok, cable.nilai]).toEqual([34, 800_000]);
    expect(cable.avg).toBeCloseTo(23_529.4118, 3);
    expect(await item(ids.lamp)).toMatchObject({ stok: 10, nilai: 150_000 });
    // nothing on order any more: 50 − 34 = 16
    expect(await reorderOf(ids.cable)).toMatchObject({ dipesan: 0, saran: 16 });
    const list = (await as('GET', '/api/pembelian/orders?status=Diterima')).json();
    expect(list.records.map((o: { no_po: string }) => o.no_po)).toEqual(['PO-20261101-0001']);
    expect((await as('POST', `/api/pembelian/orders/${order.id}/batal`)).statusCode).toBe(422);
  });
});

let bill: { id: number; jumlah: number; sisa: number; status: string };
describe('the supplier bill and payables', () => {
  it('refuses billing more than was received', async () => {
    const over = await as('POST', '/api/hutangsupplier/bills', {
      id_po: order.id,
      no_faktur_supplier: 'INV-77',
      lines: [{ id_line: order.lines[1]!.id, qty: 11, harga: 15_000 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['lines.0.qty'][0]).toBe(
      'Line 1 (Lampu LED): only 10 received and not billed yet, 11 billed',
    );
    const noNumber = await as('POST', '/api/hutangsupplier/bills', {
      id_po: order.id,
      lines: [{ id_line: order.lines[1]!.id, qty: 1, harga: 1 }],
    });
    expect(Object.keys(noNumber.json().errors)).toEqual(['no_faktur_supplier']);
  });

  it('matches the bill, flags the price variance, and dates it due by the terms', async () => {
    // cable 2 dus at 310.000 (ordered at 300.000): 620.000, variance 20.000; lamps 10 × 15.000 = 150.000
    const made = await as('POST', '/api/hutangsupplier/bills', {
      id_po: order.id,
      no_faktur_supplier: 'INV-77',
      tanggal: '2026-11-15',
      lines: [
        { id_line: order.lines[0]!.id, qty: 2, harga: 310_000 },
        { id_line: order.lines[1]!.id, qty: 10, harga: 15_000 },
      ],
    });
    expect(made.statusCode, made.body).toBe(200);
    bill = made.json().record;
    expect(bill).toMatchObject({
      no_tagihan: 'TS-20261115-0001',
      jumlah: 770_000,
      selisih_harga: 20_000,
      dibayar: 0,
      sisa: 770_000,
      status: 'Belum dibayar',
      jatuh_tempo: '2026-12-15',
    });
    expect(
      made.json().record.lines.map((l: { selisih: number; harga_po: number }) => [l.harga_po, l.selisih]),
    ).toEqual([
      [300_000, 20_000],
      [15_000, 0],
    ]);
    // everything received is billed now
    const again = await as('POST', '/api/hutangsupplier/bills', {
      id_po: order.id,
      no_faktur_supplier: 'INV-78',
      lines: [{ id_line: order.lines[0]!.id, qty: 1, harga: 300_000 }],
    });
    expect(Object.keys(again.json().errors)).toEqual(['lines.0.qty']);
    const payables = (await as('GET', '/api/hutangsupplier/bills?open=1')).json();
    expect(payables.totalBalance).toBe(770_000);
  });

  it('a payment writes an expense the cash flow shows, and moves the balance', async () => {
    const paid = await as('POST', `/api/hutangsupplier/bills/${bill.id}/bayar`, {
      tanggal: '2026-11-20',
      jumlah: 300_000,
      id_bankrekening: ids.bank,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().record).toMatchObject({ dibayar: 300_000, sisa: 470_000, status: 'Sebagian dibayar' });
    const [expense] = await ctx.database.query<Record<string, unknown>>(
      `SELECT e.jumlah, e.tanggal::text AS tanggal, e.id_bankrekening, e.id_supplier, m.nama_pengeluaran
         FROM rpengeluaran e JOIN rmasterpengeluaran m ON m.id = e.id_masterpengeluaran`,
    );
    expect(expense).toMatchObject({ tanggal: '2026-11-20', nama_pengeluaran: 'Pembelian Barang' });
    expect([Number(expense!.jumlah), Number(expense!.id_bankrekening), Number(expense!.id_supplier)]).toEqual(
      [300_000, ids.bank, ids.supplier],
    );
    const flow = (await as('GET', '/api/rpemasukan/drtyj?from=2026-11-01&to=2026-11-30&period=month')).json();
    expect(flow.totals).toEqual({ in: 0, out: 300_000, net: -300_000, closing: -300_000 });
  });

  it('refuses paying more than the balance, or from an unknown account', async () => {
    const over = await as('POST', `/api/hutangsupplier/bills/${bill.id}/bayar`, {
      jumlah: 470_001,
      id_bankrekening: 999_999,
    });
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors).sort()).toEqual(['id_bankrekening', 'jumlah']);
    expect(over.json().errors.jumlah[0]).toContain('470.000');
    expect((await ctx.database.query('SELECT 1 FROM rpengeluaran')).length).toBe(1);
  });

  it('ages the balance by days past the due date (2026-12-15)', async () => {
    const before = (await as('GET', '/api/hutangsupplier/umur?date=2026-12-10')).json();
    expect(before.rows).toEqual([
      {
        supplier: 'CV Sumber Listrik',
        current: 470_000,
        d1_30: 0,
        d31_60: 0,
        d61_90: 0,
        over90: 0,
        total: 470_000,
      },
    ]);
    // 2027-01-20 is 36 days past due
    const later = (await as('GET', '/api/hutangsupplier/umur?date=2027-01-20')).json();
    expect(later.totals).toEqual({
      current: 0,
      d1_30: 0,
      d31_60: 470_000,
      d61_90: 0,
      over90: 0,
      total: 470_000,
    });
  });

  it('the rest settles the bill; nothing is left to age', async () => {
    const paid = await as('POST', `/api/hutangsupplier/bills/${bill.id}/bayar`, {
      tanggal: '2026-11-25',
      jumlah: 470_000,
      metode: 'Tunai',
    });
    expect(paid.json().record).toMatchObject({ dibayar: 770_000, sisa: 0, status: 'Lunas' });
    expect(
      paid.json().record.payments.map((p: { jumlah: number; metode: string }) => [p.jumlah, p.metode]),
    ).toEqual([
      [300_000, 'Transfer'],
      [470_000, 'Tunai'],
    ]);
    expect((await as('GET', '/api/hutangsupplier/umur?date=2027-01-20')).json().rows).toEqual([]);
    expect((await as('POST', `/api/hutangsupplier/bills/${bill.id}/bayar`, { jumlah: 1 })).statusCode).toBe(
      422,
    );
  });
});

describe('cancelling and access', () => {
  it('cancels an order nothing was received on', async () => {
    const made = await as('POST', '/api/pembelian/orders', {
      id_supplier: ids.supplier,
      tanggal: '2026-11-01',
      pesan: true,
      lines: [{ id_stok: ids.lamp, id_satuan: ids.pcs, qty: 5, harga: 15_000 }],
    });
    expect(made.json().record).toMatchObject({ no_po: 'PO-20261101-0002', status: 'Dipesan' });
    const cancelled = await as('POST', `/api/pembelian/orders/${made.json().record.id}/batal`);
    expect(cancelled.json().record.status).toBe('Dibatalkan');
    expect((await as('GET', '/api/pembelian/orders/999999')).statusCode).toBe(404);
  });

  it('refuses a login without the pages', async () => {
    const teknisi = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    for (const [method, url] of [
      ['GET', '/api/pembelian/orders'],
      ['GET', '/api/hutangsupplier/bills'],
      ['GET', '/api/hutangsupplier/umur'],
      ['POST', `/api/hutangsupplier/bills/${bill.id}/bayar`],
    ] as const)
      expect(
        (await as(method, url, method === 'POST' ? { jumlah: 1 } : undefined, teknisi)).statusCode,
        url,
      ).toBe(403);
  });
});
