import { randomUUID } from 'node:crypto';
import {
  type CounterReceivingAnswer,
  type Paged,
  type PosCatalog,
  quoteCart,
  type SalesOfDay,
  type StockCard,
  type UnitCostAddAnswer,
  type UnitCostRow,
} from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

let admin: string;
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function as(method: Method, url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
}
async function add(resource: string, payload: object): Promise<Record<string, unknown>> {
  const response = await as('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return response.json().record;
}
async function stockOf(itemId: number) {
  const [row] = await ctx.database.query<{
    stok: string;
    nilai_stok: string;
    qty_masuk: string;
    qty_keluar: string;
  }>('SELECT stok, nilai_stok, qty_masuk, qty_keluar FROM rstok WHERE id = $1', [itemId]);
  return {
    stok: Number(row!.stok),
    nilai: Number(row!.nilai_stok),
    masuk: Number(row!.qty_masuk),
    keluar: Number(row!.qty_keluar),
  };
}
let receiptCounter = 0;
/** A receipt with lines, optionally received. */
async function receive(lines: [number, number, number, number][], post = true) {
  const receipt = await add('rbarangmasuk', {
    no_referensi: `BM-T-${++receiptCounter}`,
    tanggal: '2026-11-01',
    id_supplier: ids.supplier,
  });
  for (const [item, qty, unit, cost] of lines)
    await add('rbarangmasuksub', {
      id_barangmasuk: receipt.id,
      id_stok: item,
      qty,
      id_satuan: unit,
      harga_satuan: cost,
    });
  if (post) {
    const posted = await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Diterima' });
    expect(posted.statusCode, posted.body).toBe(200);
    return posted.json().record as Record<string, unknown>;
  }
  return receipt;
}
let outCounter = 0;
const goodsOut = (item: number, qty: number, unit: number, extra: object = {}) =>
  as('POST', '/api/rbarangkeluar/add', {
    no_referensi: `BK-T-${++outCounter}`,
    tanggal: '2026-11-10',
    jenis: 'Penghapusan',
    id_stok: item,
    qty,
    id_satuan: unit,
    ...extra,
  });

const ctx = useTestApp();
beforeAll(async () => {
  admin = ctx.admin;
  ids.pcs = Number((await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' })).id);
  ids.dus = Number(
    (
      await add('rsatuan', {
        nama_satuan: 'Dus',
        singkatan: 'dus',
        id_satuan_dasar: ids.pcs,
        nilai_konversi: 12,
      })
    ).id,
  );
  ids.kg = Number((await add('rsatuan', { nama_satuan: 'Kilogram', singkatan: 'kg' })).id);
  ids.cat = Number((await add('rkategorilevel', { nama_kategori: 'Lampu', level: 1 })).id);
  ids.supplier = Number((await add('rsupplier', { nama_supplier: 'CV Uji', no_hp: '0812-3456-7890' })).id);
  ids.lamp = Number(
    (
      await add('rstok', {
        nama_barang: 'Lampu LED',
        kode_barang: 'LMP',
        barcode: '8991234500076',
        id_satuan: ids.pcs,
        id_kategori: ids.cat,
        stok_minimum: 5,
      })
    ).id,
  );
}, 60_000);

describe('goods in', () => {
  it('keeps line subtotals and the receipt total, and receiving puts the stock up at its value', async () => {
    const receipt = await receive(
      [
        [ids.lamp, 2, ids.dus, 120_000],
        [ids.lamp, 6, ids.pcs, 10_500],
      ],
      false,
    );
    const lines = (await as('GET', `/api/rbarangmasuksub?id_barangmasuk=${receipt.id}`)).json().records;
    expect(lines.map((l: { subtotal: number }) => l.subtotal).sort()).toEqual([240_000, 63_000].sort());
    expect((await as('GET', `/api/rbarangmasuk/view/${receipt.id}`)).json().total).toBe(303_000);
    expect(await stockOf(ids.lamp)).toMatchObject({ stok: 0, nilai: 0 });
    const posted = await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Diterima' });
    expect(posted.statusCode, posted.body).toBe(200);
    // 2 dus = 24 pcs + 6 pcs = 30 pcs worth 303.000
    expect(await stockOf(ids.lamp)).toMatchObject({ stok: 30, nilai: 303_000, masuk: 30, keluar: 0 });
  });

  it('a received receipt and its lines are read-only; cancelling it writes reversing movements', async () => {
    const item = Number((await add('rstok', { nama_barang: 'Freon R32', id_satuan: ids.kg })).id);
    const receipt = await receive([[item, 10, ids.kg, 180_000]]);
    expect(
      (await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { no_faktur_supplier: 'X' })).statusCode,
    ).toBe(422);
    const [line] = (await as('GET', `/api/rbarangmasuksub?id_barangmasuk=${receipt.id}`)).json().records;
    expect((await as('PUT', `/api/rbarangmasuksub/edit/${line.id}`, { qty: 99 })).statusCode).toBe(422);
    expect((await as('DELETE', `/api/rbarangmasuksub/delete/${line.id}`)).statusCode).toBe(422);
    expect((await as('DELETE', `/api/rbarangmasuk/delete/${receipt.id}`)).statusCode).toBe(422);
    expect(await stockOf(item)).toMatchObject({ stok: 10, nilai: 1_800_000 });
    const cancelled = await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Dibatalkan' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(item)).toMatchObject({ stok: 0, nilai: 0 });
    const card = (await as('GET', `/api/rstok/kartu/${item}`)).json();
    expect(card.records.map((m: { qty: number; nilai: number }) => [m.qty, m.nilai])).toEqual([
      [10, 1_800_000],
      [-10, -1_800_000],
    ]);
    // a cancelled receipt goes nowhere
    expect((await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Diterima' })).statusCode).toBe(
      422,
    );
  });

  it('refuses to cancel a receipt whose goods were already used', async () => {
    const item = Number((await add('rstok', { nama_barang: 'Bracket', id_satuan: ids.pcs })).id);
    const receipt = await receive([[item, 4, ids.pcs, 85_000]]);
    expect((await goodsOut(item, 3, ids.pcs)).statusCode).toBe(200);
    const cancel = await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Dibatalkan' });
    expect(cancel.statusCode).toBe(422);
    expect(JSON.stringify(cancel.json().errors)).toMatch(/Bracket/);
    expect((await as('GET', `/api/rbarangmasuk/view/${receipt.id}`)).json().status).toBe('Diterima');
  });

  it('finds a line’s item by code or creates it from the line', async () => {
    const receipt = await add('rbarangmasuk', {
      no_referensi: 'BM-T-NEW',
      tanggal: '2026-11-02',
      id_supplier: ids.supplier,
    });
    const byCode = await add('rbarangmasuksub', {
      id_barangmasuk: receipt.id,
      kode_barang: 'lmp',
      qty: 1,
      id_satuan: ids.pcs,
      harga_satuan: 1,
    });
    expect(byCode.id_stok).toBe(ids.lamp);
    const created = await add('rbarangmasuksub', {
      id_barangmasuk: receipt.id,
      kode_barang: 'KBL-1',
      nama_barang: 'Kabel baru',
      qty: 1,
      id_satuan: ids.dus,
      harga_satuan: 12_000,
    });
    const item = (await as('GET', `/api/rstok/view/${created.id_stok}`)).json();
    expect(item).toMatchObject({ nama_barang: 'Kabel baru', kode_barang: 'KBL-1', id_satuan: ids.pcs });
  });
});

describe('moving average valuation', () => {
  it('values three receipts at different costs and the goods out between them as computed by hand', async () => {
    const item = Number((await add('rstok', { nama_barang: 'Kabel NYM', id_satuan: ids.pcs })).id);
    await receive([[item, 10, ids.pcs, 10_000]]); // 10 @ 10.000 = 100.000
    await receive([[item, 20, ids.pcs, 11_500]]); // +20 @ 11.500 = 230.000 → 30 worth 330.000 (11.000)
    const out = await goodsOut(item, 12, ids.pcs); // 12 × 11.000 = 132.000
    expect(out.json().record.nilai_pokok).toBe(132_000);
    await receive([[item, 10, ids.pcs, 12_000]]); // 18 worth 198.000 + 120.000 → 28 worth 318.000
    expect(await stockOf(item)).toMatchObject({ stok: 28, nilai: 318_000 });
    const second = await goodsOut(item, 7, ids.pcs); // 318.000 × 7 / 28 = 79.500
    expect(second.json().record.nilai_pokok).toBe(79_500);
    expect(await stockOf(item)).toMatchObject({ stok: 21, nilai: 238_500 });
    const [row] = await ctx.database.query<{ harga_pokok: string }>(
      'SELECT harga_pokok FROM rstok WHERE id = $1',
      [item],
    );
    expect(Number(row!.harga_pokok)).toBeCloseTo(11_357.1429, 3);
  });
});

describe('goods out', () => {
  it('a goods out over the stock is a 422 naming the item and what is left, and changes nothing', async () => {
    const item = Number((await add('rstok', { nama_barang: 'MCB 10A', id_satuan: ids.pcs })).id);
    await receive([[item, 3, ids.pcs, 50_000]]);
    const before = await stockOf(item);
    const movements = await ctx.database.query('SELECT count(*)::int AS n FROM stock_movements');
    const over = await goodsOut(item, 1, ids.dus, { no_referensi: 'BK-OVER' }); // 1 dus = 12 pcs
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.qty[0]).toMatch(/MCB 10A/);
    expect(over.json().errors.qty[0]).toMatch(/3/);
    expect(await stockOf(item)).toEqual(before);
    expect(await ctx.database.query('SELECT count(*)::int AS n FROM stock_movements')).toEqual(movements);
    expect(
      await ctx.database.query("SELECT 1 FROM rbarangkeluar WHERE no_referensi = 'BK-OVER'"),
    ).toHaveLength(0);
  });

  it('50 concurrent goods outs of 1 on a stock of 20: exactly 20 accepted, stock 0', async () => {
    const item = Number((await add('rstok', { nama_barang: 'Isolasi', id_satuan: ids.pcs })).id);
    await receive([[item, 20, ids.pcs, 12_000]]);
    const results = await Promise.all(Array.from({ length: 50 }, () => goodsOut(item, 1, ids.pcs)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 422)).toHaveLength(30);
    expect(await stockOf(item)).toMatchObject({ stok: 0, nilai: 0, keluar: 20 });
  });

  it('a posted goods out is not edited; deleting it writes the stock back', async () => {
    const item = Number((await add('rstok', { nama_barang: 'Pipa', id_satuan: ids.pcs })).id);
    await receive([[item, 5, ids.pcs, 20_000]]);
    const out = (await goodsOut(item, 2, ids.pcs)).json().record;
    expect((await as('PUT', `/api/rbarangkeluar/edit/${out.id}`, { qty: 1 })).statusCode).toBe(422);
    expect((await as('PUT', `/api/rbarangkeluar/edit/${out.id}`, { keterangan: 'catatan' })).statusCode).toBe(
      200,
    );
    expect(await stockOf(item)).toMatchObject({ stok: 3, nilai: 60_000 });
    expect((await as('DELETE', `/api/rbarangkeluar/delete/${out.id}`)).statusCode).toBe(200);
    expect(await stockOf(item)).toMatchObject({ stok: 5, nilai: 100_000 });
  });

  it('tells every admin once when an item falls under its minimum', async () => {
    // the lamp holds 30 (minimum 5)
    const notices = () =>
      ctx.database.query("SELECT id FROM rnotifikasi WHERE judul LIKE 'Stok menipis:%' AND link = $1", [
        `/rstok/view/${ids.lamp}`,
      ]);
    expect(await notices()).toHaveLength(0);
    expect((await goodsOut(ids.lamp, 24, ids.pcs)).statusCode).toBe(200); // 6 left
    expect(await notices()).toHaveLength(0);
    expect((await goodsOut(ids.lamp, 2, ids.pcs)).statusCode).toBe(200); // 4 left: under
    expect(await notices()).toHaveLength(1);
    expect((await goodsOut(ids.lamp, 1, ids.pcs)).statusCode).toBe(200); // still under: no second notice
    expect(await notices()).toHaveLength(1);
    // the admin's bell names the lamp and its figures; the stored text quotes them only (rule R5)
    const bell = (await as('GET', '/api/rnotifikasi/mine')).json().records;
    expect(bell.find((n: { link: string }) => n.link === `/rstok/view/${ids.lamp}`)).toMatchObject({
      judul: 'Stok menipis: Lampu LED',
      isi: 'Sisa 4, di bawah minimum 5.',
    });
    const stored = await ctx.database.query<{ judul: string }>(
      'SELECT judul FROM rnotifikasi WHERE link = $1',
      [`/rstok/view/${ids.lamp}`],
    );
    expect(stored[0]?.judul).toBe(`Stok menipis: #${ids.lamp}`);
  });
});

describe('prices, discounts and the POS', () => {
  let item: number;
  let posSession: number;
  beforeAll(async () => {
    // sales belong to an open cash session (issue 34)
    posSession = (await as('POST', '/api/pos/sessions', { counter: 'Kasir 1', float: 0 })).json().session.id;
    item = Number(
      (
        await add('rstok', {
          nama_barang: 'Kamera CCTV',
          barcode: '8991234500083',
          id_satuan: ids.pcs,
          id_kategori: ids.cat,
        })
      ).id,
    );
    await receive([[item, 10, ids.pcs, 300_000]]);
    await add('rsethargajual', {
      id_stok: item,
      id_satuan: ids.pcs,
      harga_jual: 400_000,
      berlaku_mulai: '2026-01-01',
    });
    await add('rsethargajual', {
      id_stok: item,
      id_satuan: ids.pcs,
      harga_jual: 425_000,
      harga_grosir: 410_000,
      minimal_qty_grosir: 4,
      berlaku_mulai: '2026-06-01',
    });
    await add('rdiskonevent', {
      nama_event: 'Promo Lampu',
      tanggal_mulai: '2026-01-01',
      tanggal_akhir: '2030-12-31',
      jenis_diskon: 'Persen',
      persen_diskon: 10,
      id_kategori: ids.cat,
    });
  });

  it('a sale takes the price in force and the best discount', async () => {
    const out = await goodsOut(item, 1, ids.pcs, { jenis: 'Penjualan', tanggal: '2026-11-10' });
    expect(out.json().record).toMatchObject({
      harga_satuan: 425_000,
      diskon: 42_500,
      subtotal: 382_500,
      nilai_pokok: 300_000,
    });
  });

  it('posts a POS sale once per client_id, with number, totals and change', async () => {
    const clientId = randomUUID();
    const body = {
      client_id: clientId,
      lines: [{ item, qty: 4 }],
      session: posSession,
      payment: { method: 'cash', amount: 1_500_000 },
    };
    const first = await as('POST', '/api/pos/sales', body);
    expect(first.statusCode, first.body).toBe(200);
    const sale = first.json().sale;
    // wholesale 410.000 × 4 = 1.640.000, less 10% = 164.000 → 1.476.000, change 24.000
    expect(sale).toMatchObject({
      subtotal: 1_640_000,
      diskon: 164_000,
      total: 1_476_000,
      kembalian: 24_000,
      metode: 'Tunai',
    });
    expect(sale.no_transaksi).toMatch(/^POS-\d{8}-0001$/);
    const again = await as('POST', '/api/pos/sales', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sale, duplicate: true });
    const count = await ctx.database.query('SELECT count(*)::int AS n FROM pos_sales WHERE client_id = $1', [
      clientId,
    ]);
    expect(count).toEqual([{ n: 1 }]);
    expect((await stockOf(item)).stok).toBe(5);
    const pdf = await as('GET', `/api/pos/sales/${sale.id}/receipt?width=58`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the catalogue prices a cart offline exactly as the sale posts it, on the day it was made', async () => {
    const catalog = (await as('GET', '/api/pos/catalog')).json() as PosCatalog;
    const entry = catalog.items.find((i) => i.id === item);
    expect(entry).toMatchObject({ barcode: '8991234500083', kategori: [ids.cat] });
    const cart = [{ item, unit: ids.pcs, qty: 2 }];
    const quote = quoteCart(catalog, cart);
    expect(quote.lines).toHaveLength(1);
    const yesterday = new Date(Date.parse(`${catalog.date}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const posted = await as('POST', '/api/pos/sales', {
      client_id: randomUUID(),
      date: yesterday,
      lines: cart,
      session: posSession,
      payment: { method: 'qris', amount: quote.total },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().sale).toMatchObject({
      tanggal: yesterday,
      subtotal: quote.subtotal,
      diskon: quote.diskon,
      total: quote.total,
    });
    const future = await as('POST', '/api/pos/sales', {
      client_id: randomUUID(),
      date: '2999-01-01',
      lines: cart,
      session: posSession,
      payment: { method: 'qris', amount: quote.total },
    });
    expect(Object.keys(future.json().errors)).toEqual(['date']);
  });

  it('refuses a sale it cannot cover: short payment, too little stock, unknown item; nothing recorded', async () => {
    const sales = await ctx.database.query('SELECT count(*)::int AS n FROM pos_sales');
    const short = await as('POST', '/api/pos/sales', {
      client_id: randomUUID(),
      lines: [{ item, qty: 1 }],
      session: posSession,
      payment: { method: 'cash', amount: 1000 },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toHaveProperty(['payment.amount']);
    const tooMany = await as('POST', '/api/pos/sales', {
      client_id: randomUUID(),
      lines: [{ item, qty: 99 }],
      session: posSession,
      payment: { method: 'qris', amount: 0 },
    });
    expect(tooMany.statusCode).toBe(422);
    const bad = await as('POST', '/api/pos/sales', {
      client_id: 'x',
      lines: [],
      session: posSession,
      payment: { method: 'cheque' },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'client_id',
      'lines',
      'payment.amount',
      'payment.method',
    ]);
    expect(await ctx.database.query('SELECT count(*)::int AS n FROM pos_sales')).toEqual(sales);
    expect((await stockOf(item)).stok).toBe(3);
  });

  it('receives at the counter in one call: receipt, lines and stock', async () => {
    const response = await as('POST', '/api/pos/receipts', {
      client_id: randomUUID(),
      supplier: ids.supplier,
      lines: [
        { item, qty: 5, unit: ids.pcs, cost: 305_000 },
        { name: 'DVR 8 Channel', code: 'DVR8', qty: 1, unit: ids.pcs, cost: 1_150_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().record).toMatchObject({ status: 'Diterima', total: 2_675_000 });
    expect((await stockOf(item)).stok).toBe(8);
  });

  it('lists the last and average cost per item and unit, and notes a cost without a receipt', async () => {
    const noted = await as('POST', '/api/rbarangmasuksub/addmodalsatuan', {
      id_stok: item,
      id_satuan: ids.pcs,
      harga_satuan: 299_000,
      tanggal: '2030-01-01',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const list = (await as('GET', '/api/rbarangmasuksub/listmodalsatuan?search=Kamera')).json();
    expect(list.records).toEqual([
      expect.objectContaining({
        id_stok: item,
        id_satuan: ids.pcs,
        harga_terakhir: 299_000,
        tanggal_terakhir: '2030-01-01',
      }),
    ]);
    expect(list.records[0].harga_rata).toBeGreaterThan(300_000);
  });

  it('answers the shapes core declares: sales of the day, stock card, unit costs, counter receiving', async () => {
    const sales = (await as('GET', '/api/pos/sales')).json();
    expect(keysIn(sales)).toEqual(keysOf<SalesOfDay>({ date: true, records: true }));
    expect(sales.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sales.records.length).toBeGreaterThan(0);

    const card = (await as('GET', `/api/rstok/kartu/${item}?limit=2`)).json();
    expect(keysIn(card)).toEqual(
      keysOf<StockCard>({ item: true, records: true, totalRecords: true, page: true, limit: true }),
    );
    const costs = (await as('GET', '/api/rbarangmasuksub/listmodalsatuan')).json();
    expect(keysIn(costs)).toEqual(
      keysOf<Paged<UnitCostRow>>({ records: true, totalRecords: true, page: true, limit: true }),
    );

    const noted = (
      await as('POST', '/api/rbarangmasuksub/addmodalsatuan', {
        id_stok: item,
        id_satuan: ids.pcs,
        harga_satuan: 301_000,
        tanggal: '2030-02-01',
      })
    ).json();
    expect(keysIn(noted)).toEqual(keysOf<UnitCostAddAnswer>({ message: true, record: true }));
    expect(keysIn(noted.record)).toEqual(
      keysOf<UnitCostAddAnswer['record']>({
        id: true,
        id_stok: true,
        id_satuan: true,
        harga_satuan: true,
        tanggal: true,
        keterangan: true,
      }),
    );
    expect(noted.record).toMatchObject({ id_stok: item, harga_satuan: 301_000 });
    // the day as text, the same on both engines (PGlite reads a date column as a Date)
    expect(noted.record.tanggal).toBe('2030-02-01');

    const received = (
      await as('POST', '/api/pos/receipts', {
        client_id: randomUUID(),
        supplier: ids.supplier,
        lines: [{ item, qty: 1, unit: ids.pcs, cost: 300_000 }],
      })
    ).json();
    expect(keysIn(received)).toEqual(
      keysOf<CounterReceivingAnswer>({ message: true, record: true, duplicate: true }),
    );
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();
