/**
 * Issue 34, the counter's smaller faults: the receipt headed with the shop (from the company profile), the
 * last cost that is the newest receipt's, and a scanned unknown code kept as the new item's barcode.
 */
import { randomUUID } from 'node:crypto';
import type { PosCatalog, UnitCostRow } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';

let ctx: TestContext;
let admin: string;
let pcs: number;
let supplier: number;

type Method = 'GET' | 'POST' | 'PUT';
const as = (method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });

async function add(resource: string, payload: object): Promise<Record<string, unknown>> {
  const response = await as('POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return response.json().record;
}

let receipts = 0;
/** A received receipt of one line. */
async function received(item: number, date: string, cost: number) {
  const receipt = await add('rbarangmasuk', {
    no_referensi: `BM-S-${++receipts}`,
    tanggal: date,
    id_supplier: supplier,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt.id,
    id_stok: item,
    qty: 2,
    id_satuan: pcs,
    harga_satuan: cost,
  });
  const posted = await as('PUT', `/api/rbarangmasuk/edit/${receipt.id}`, { status: 'Diterima' });
  expect(posted.statusCode, posted.body).toBe(200);
}

async function lastCostOf(name: string): Promise<UnitCostRow | undefined> {
  const list = await as('GET', `/api/rbarangmasuksub/listmodalsatuan?search=${encodeURIComponent(name)}`);
  expect(list.statusCode, list.body).toBe(200);
  return (list.json().records as UnitCostRow[]).find((r) => r.nama_barang === name);
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  pcs = Number((await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' })).id);
  supplier = Number((await add('rsupplier', { nama_supplier: 'CV Pemasok', no_hp: '0812-3456-7890' })).id);
}, 60_000);
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('the last cost is the newest receipt’s', () => {
  it('takes the later day’s cost even when that receipt was entered first', async () => {
    const item = Number((await add('rstok', { nama_barang: 'Fitting E27', id_satuan: pcs })).id);
    await received(item, '2026-11-05', 30_000);
    await received(item, '2026-11-02', 25_000); // an older delivery, entered late
    expect(await lastCostOf('Fitting E27')).toMatchObject({
      harga_terakhir: 30_000,
      tanggal_terakhir: '2026-11-05',
    });
  });

  it('of two receipts on one day, takes the one received last', async () => {
    const item = Number((await add('rstok', { nama_barang: 'Saklar Ganda', id_satuan: pcs })).id);
    await received(item, '2026-11-10', 25_000);
    await received(item, '2026-11-10', 30_000);
    expect(await lastCostOf('Saklar Ganda')).toMatchObject({
      harga_terakhir: 30_000,
      tanggal_terakhir: '2026-11-10',
    });
  });
});

describe('receiving at the counter', () => {
  const scan = (code: string, name: string, qty: number) =>
    as('POST', '/api/pos/receipts', {
      client_id: randomUUID(),
      supplier,
      lines: [{ code, name, qty, unit: pcs, cost: 12_000 }],
    });

  it('keeps an unknown scanned code as the new item’s barcode, and finds the item by it next time', async () => {
    const first = await scan('8991002003004', 'Stop Kontak 3 Lubang', 4);
    expect(first.statusCode, first.body).toBe(200);
    const items = await ctx.database.query<{
      id: number;
      kode_barang: string | null;
      barcode: string | null;
    }>(`SELECT id, kode_barang, barcode FROM rstok WHERE nama_barang = 'Stop Kontak 3 Lubang'`);
    expect(items).toEqual([{ id: expect.anything(), kode_barang: null, barcode: '8991002003004' }]);

    const again = await scan('8991002003004', 'Stop Kontak 3 Lubang', 6);
    expect(again.statusCode, again.body).toBe(200);
    const [count] = await ctx.database.query<{ n: number; stok: string }>(
      `SELECT count(*)::int AS n, max(stok) AS stok FROM rstok WHERE barcode = '8991002003004'`,
    );
    expect(count).toMatchObject({ n: 1 });
    expect(Number(count!.stok)).toBe(10);
  });
});

describe('the receipt is the shop’s', () => {
  it('the catalogue carries the shop’s name, address and NPWP when PKP, and none when Non PKP', async () => {
    const profile = (pkp: boolean) =>
      as('PUT', '/api/website/single/umum', {
        judul: 'Toko Listrik Terang',
        data: {
          nama_usaha: 'Toko Listrik Terang',
          alamat: 'Jl. Braga No. 5, Bandung',
          telepon: '022-4201234',
          npwp: '01.234.567.8-423.000',
          pkp,
        },
      });
    expect((await profile(true)).statusCode).toBe(200);
    const catalog = (await as('GET', '/api/pos/catalog')).json() as PosCatalog;
    expect(catalog.shop).toEqual({
      name: 'Toko Listrik Terang',
      address: 'Jl. Braga No. 5, Bandung',
      phone: '022-4201234',
      npwp: '01.234.567.8-423.000',
    });

    expect((await profile(false)).statusCode).toBe(200);
    const nonPkp = (await as('GET', '/api/pos/catalog')).json() as PosCatalog;
    expect(nonPkp.shop).toMatchObject({ name: 'Toko Listrik Terang', npwp: null });
  });
});
