// Issue 32 (Low, POS): quantities read loosely (`"0x10"` as 16, `true` and `[1]` as 1, half a piece sold),
// a replayed `client_id` with another body or by another cashier answered the first sale, the counter's
// receiving had no idempotency key (the same body twice: two receipts, stock 200 → 220) and took a date of
// 2099-12-31.
import { randomUUID } from 'node:crypto';
import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { login, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

let admin: string;
let cashier: string;
let otherCashier: string;
const ids: Record<string, number> = {};

const stockOf = async (item: number) =>
  Number(
    (await ctx.database.query<{ stok: string }>('SELECT stok FROM rstok WHERE id = $1', [item]))[0]!.stok,
  );
const count = async (table: string) =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

const ctx = useTestApp();
const { addId: add } = ctx;
const { as } = ctx;
beforeAll(async () => {
  admin = ctx.admin;
  for (const page of ['postransaksirizqieta', 'posbarangmasukrizqieta'])
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [
      USER_ROLE_IDS.teknisi,
      page,
    ]);
  ctx.app.roleCache.invalidate();
  cashier = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
  await insertUser(ctx.database, {
    username: 'kasir2',
    email: 'kasir2@contoh.id',
    password: 'Kasir-Dua-Kuat-2026',
  });
  otherCashier = await login(ctx.app, 'kasir2', 'Kasir-Dua-Kuat-2026');

  ids.pcs = await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' });
  ids.kg = await add('rsatuan', { nama_satuan: 'Kilogram', singkatan: 'kg', pecahan: true });
  ids.supplier = await add('rsupplier', { nama_supplier: 'CV Pemasok', no_hp: '0812-3456-7890' });
  ids.lamp = await add('rstok', { nama_barang: 'Lampu LED', id_satuan: ids.pcs });
  ids.freon = await add('rstok', { nama_barang: 'Freon R32', id_satuan: ids.kg });
  for (const [item, unit, price] of [
    [ids.lamp, ids.pcs, 50_000],
    [ids.freon, ids.kg, 200_000],
  ] as const)
    await add('rsethargajual', {
      id_stok: item,
      id_satuan: unit,
      harga_jual: price,
      berlaku_mulai: '2026-01-01',
    });
  // 200 lamps and 10 kg of freon in stock
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-AWAL',
    tanggal: '2026-01-02',
    id_supplier: ids.supplier,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt,
    id_stok: ids.lamp,
    qty: 200,
    id_satuan: ids.pcs,
    harga_satuan: 30_000,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt,
    id_stok: ids.freon,
    qty: 10,
    id_satuan: ids.kg,
    harga_satuan: 150_000,
  });
  expect(
    (await as(admin, 'PUT', `/api/rbarangmasuk/edit/${receipt}`, { status: 'Diterima' })).statusCode,
  ).toBe(200);
  // sales belong to an open cash session (issue 34)
  ids.session = (
    await as(cashier, 'POST', '/api/pos/sessions', { counter: 'Kasir 1', float: 0 })
  ).json().session.id;
}, 60_000);

const sale = (token: string, lines: object[], amount: number, clientId: string = randomUUID()) =>
  as(token, 'POST', '/api/pos/sales', {
    client_id: clientId,
    lines,
    payment: { method: 'cash', amount },
    session: ids.session,
  });

describe('POS quantities are numbers, whole for units that are not divisible', () => {
  it('refuses "0x10", true, [1] and friends as a quantity, item, unit or amount (422), selling nothing', async () => {
    const sales = await count('pos_sales');
    for (const qty of ['0x10', true, [1], '', '1,5', 'Infinity', { n: 1 }, null]) {
      const response = await sale(cashier, [{ item: ids.lamp, qty }], 1_000_000);
      expect(response.statusCode, `${JSON.stringify(qty)}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(qty)).toEqual(['lines.0.qty']);
    }
    const item = await sale(cashier, [{ item: `0x${ids.lamp.toString(16)}`, qty: 1 }], 1_000_000);
    expect(Object.keys(item.json().errors)).toEqual(['lines.0.item']);
    const unit = await sale(cashier, [{ item: ids.lamp, qty: 1, unit: [ids.pcs] }], 1_000_000);
    expect(Object.keys(unit.json().errors)).toEqual(['lines.0.unit']);
    const amount = await as(cashier, 'POST', '/api/pos/sales', {
      client_id: randomUUID(),
      lines: [{ item: ids.lamp, qty: 1 }],
      payment: { method: 'cash', amount: '0x100000' },
    });
    expect(Object.keys(amount.json().errors)).toEqual(['payment.amount']);
    expect(await count('pos_sales')).toBe(sales);
    expect(await stockOf(ids.lamp)).toBe(200);
  });

  it('sells half a kilogram but not half a piece', async () => {
    const half = await sale(cashier, [{ item: ids.lamp, qty: 0.5 }], 1_000_000);
    expect(half.statusCode, half.body).toBe(422);
    expect(half.json().errors).toEqual({ 'lines.0.qty': ['Pieces is counted in whole numbers'] });
    expect(await stockOf(ids.lamp)).toBe(200);
    const freon = await sale(cashier, [{ item: ids.freon, qty: '0.5' }], 100_000);
    expect(freon.statusCode, freon.body).toBe(200);
    expect(freon.json().sale.total).toBe(100_000); // 0,5 kg × Rp200.000
    expect(await stockOf(ids.freon)).toBe(9.5);
    // the stock documents hold to the same rule, through the generic routes too
    const out = await as(admin, 'POST', '/api/rbarangkeluar/add', {
      no_referensi: 'BK-SETENGAH',
      tanggal: '2026-02-01',
      jenis: 'Penghapusan',
      id_stok: ids.lamp,
      qty: 0.5,
      id_satuan: ids.pcs,
    });
    expect(out.statusCode, out.body).toBe(422);
    expect(Object.keys(out.json().errors)).toEqual(['qty']);
  });
});

describe('a POS sale replayed under its client_id', () => {
  it('answers the first sale for the same request, and a 409 for another body or another cashier', async () => {
    const clientId = randomUUID();
    const lines = [{ item: ids.lamp, qty: 2 }];
    const first = await sale(cashier, lines, 100_000, clientId);
    expect(first.statusCode, first.body).toBe(200);
    const same = await sale(cashier, [{ qty: 2, item: ids.lamp }], 100_000, clientId.toUpperCase());
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ sale: first.json().sale, duplicate: true });
    for (const [who, body, amount] of [
      [cashier, [{ item: ids.lamp, qty: 3 }], 150_000],
      [cashier, [{ item: ids.freon, qty: 2 }], 400_000],
      [cashier, lines, 200_000],
      [otherCashier, lines, 100_000],
    ] as const) {
      const replay = await sale(who, [...body], amount, clientId);
      expect(replay.statusCode, replay.body).toBe(409);
      expect(replay.json().message).toMatch(/already used/);
    }
    expect(await stockOf(ids.lamp)).toBe(198);
    const rows = await ctx.database.query('SELECT 1 FROM pos_sales WHERE client_id = $1', [clientId]);
    expect(rows).toHaveLength(1);
  });
});

describe('receiving at the counter', () => {
  const receiving = (token: string, body: object) => as(token, 'POST', '/api/pos/receipts', body);
  const lines = () => [{ item: ids.lamp, qty: 20, unit: ids.pcs, cost: 30_000 }];

  it('is idempotent by client_id: the same body twice is one receipt (stock 198 → 218, not 238)', async () => {
    const receipts = await count('rbarangmasuk');
    const body = { client_id: randomUUID(), supplier: ids.supplier, lines: lines() };
    const first = await receiving(cashier, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ duplicate: false, record: { status: 'Diterima' } });
    const again = await receiving(cashier, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, record: { id: first.json().record.id } });
    expect(await count('rbarangmasuk')).toBe(receipts + 1);
    expect(await stockOf(ids.lamp)).toBe(218);
    // the same client_id with another body, or from another login: a 409 and nothing received
    const other = await receiving(cashier, { ...body, lines: [{ ...lines()[0], qty: 21 }] });
    expect(other.statusCode, other.body).toBe(409);
    expect((await receiving(otherCashier, body)).statusCode).toBe(409);
    expect(await stockOf(ids.lamp)).toBe(218);
    expect(await count('rbarangmasuk')).toBe(receipts + 1);
  });

  it('needs a client_id, strict numbers, whole pieces and a day that is not in the future (422)', async () => {
    const receipts = await count('rbarangmasuk');
    const missing = await receiving(cashier, { supplier: ids.supplier, lines: lines() });
    expect(Object.keys(missing.json().errors)).toEqual(['client_id']);
    for (const date of ['2099-12-31', '2026-02-31', 'besok']) {
      const response = await receiving(cashier, {
        client_id: randomUUID(),
        supplier: ids.supplier,
        date,
        lines: lines(),
      });
      expect(response.statusCode, date).toBe(422);
      expect(Object.keys(response.json().errors), date).toEqual(['date']);
    }
    const loose = await receiving(cashier, {
      client_id: randomUUID(),
      supplier: true,
      lines: [{ item: ids.lamp, qty: '0x10', unit: [ids.pcs], cost: '1e3x' }],
    });
    expect(Object.keys(loose.json().errors).sort()).toEqual([
      'lines.0.cost',
      'lines.0.qty',
      'lines.0.unit',
      'supplier',
    ]);
    const half = await receiving(cashier, {
      client_id: randomUUID(),
      supplier: ids.supplier,
      lines: [{ item: ids.lamp, qty: 0.5, unit: ids.pcs, cost: 30_000 }],
    });
    expect(half.statusCode, half.body).toBe(422);
    expect(Object.keys(half.json().errors)).toEqual(['lines.0.qty']);
    expect(await count('rbarangmasuk')).toBe(receipts);
    expect(await stockOf(ids.lamp)).toBe(218);
  });
});
