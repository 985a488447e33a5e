// Inventory at the counter: prices in force, discounts, the POS sale and catalogue, counter receiving
// and unit costs. The world is test/inventory-support.ts.
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
import { useInventoryWorld } from '../../test/inventory-support.ts';

const { ctx, ids, as, add, stockOf, receive, goodsOut } = useInventoryWorld();

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
