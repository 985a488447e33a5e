// Issue 34 (bench): a POS sale's lines are written directly (pos-lines.ts) when nothing but inventory's
// goods-out hooks would run; otherwise through the generic goods out (`issueGoods`). The two must write
// the same: this posts one cart each way, on two items alike in every figure, and compares every row
// written (goods outs, movements, audit, stock, the low-stock notice), with the amounts worked by hand.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { DOMAIN_MODULES } from '../domains.ts';
import { HookRegistry, type WriteContext } from '../resources/index.ts';
import { goodsOutHooks } from './goods-out.hooks.ts';
import { postSale } from './pos.service.ts';

const ctx = useTestApp();
const ids: Record<string, number> = {};
const DAY = '2026-11-20';

async function add(resource: string, payload: object): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/${resource}/add`,
    payload,
    headers: { authorization: `Bearer ${ctx.admin}` },
  });
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return Number(response.json().record.id);
}

/** The writer the sale route builds (`writeContext`), with the hooks given. */
function writer(hooks: HookRegistry): WriteContext {
  return { db: ctx.database, actor: { id: 1, username: 'admin', userId: 1 }, hooks, app: ctx.app };
}

/** Goods outs the generic engine posted (its `afterAdd` ran) through {@link throughEngine}'s hooks. */
let enginePosted = 0;

/** The app's hooks, but goods out's as a copy: `plainSale` no longer recognises them, the engine posts. */
const throughEngine = () =>
  new HookRegistry(
    DOMAIN_MODULES.map((m) =>
      m.name === 'inventory'
        ? {
            ...m,
            hooks: {
              ...m.hooks,
              rbarangkeluar: {
                ...goodsOutHooks,
                afterAdd: async (...args: Parameters<NonNullable<typeof goodsOutHooks.afterAdd>>) => {
                  enginePosted++;
                  await goodsOutHooks.afterAdd!(...args);
                },
              },
            },
          }
        : m,
    ),
  );

beforeAll(async () => {
  ids.pcs = await add('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' });
  ids.roll = await add('rsatuan', {
    nama_satuan: 'Roll',
    singkatan: 'roll',
    id_satuan_dasar: ids.pcs,
    nilai_konversi: 10,
  });
  const parent = await add('rkategorilevel', { nama_kategori: 'Listrik', level: 1 });
  ids.cat = await add('rkategorilevel', { nama_kategori: 'Kabel', level: 2, id_parent: parent });
  ids.supplier = await add('rsupplier', { nama_supplier: 'CV Kabel', no_hp: '0812-3456-7890' });
  for (const name of ['direct', 'engine']) {
    ids[name] = await add('rstok', {
      nama_barang: `Kabel NYM ${name}`,
      id_satuan: ids.pcs,
      id_kategori: ids.cat,
      stok_minimum: 6,
    });
    await add('rsethargajual', {
      id_stok: ids[name],
      id_satuan: ids.pcs,
      harga_jual: 20_000,
      harga_grosir: 18_000,
      minimal_qty_grosir: 3,
      berlaku_mulai: '2026-01-01',
    });
    await add('rsethargajual', {
      id_stok: ids[name],
      id_satuan: ids.roll,
      harga_jual: 180_000,
      berlaku_mulai: '2026-01-01',
    });
  }
  // a discount on the parent category: the item's category chain must be walked to find it
  await add('rdiskonevent', {
    nama_event: 'Promo Listrik',
    tanggal_mulai: '2026-11-01',
    tanggal_akhir: '2026-11-30',
    jenis_diskon: 'Persen',
    persen_diskon: 10,
    id_kategori: parent,
  });
  // 20 of each in stock at 12,000 each (240,000)
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-KABEL',
    tanggal: '2026-11-01',
    id_supplier: ids.supplier,
  });
  for (const name of ['direct', 'engine'])
    await add('rbarangmasuksub', {
      id_barangmasuk: receipt,
      id_stok: ids[name],
      qty: 20,
      id_satuan: ids.pcs,
      harga_satuan: 12_000,
    });
  const posted = await ctx.app.inject({
    method: 'PUT',
    url: `/api/rbarangmasuk/edit/${receipt}`,
    payload: { status: 'Diterima' },
    headers: { authorization: `Bearer ${ctx.admin}` },
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const opened = await ctx.app.inject({
    method: 'POST',
    url: '/api/pos/sessions',
    payload: { counter: 'Uji', float: 0 },
    headers: { authorization: `Bearer ${ctx.admin}` },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  ids.session = Number(opened.json().session.id);
}, 60_000);

/** Everything a sale of `item` wrote, without the ids and numbers that differ between the two. */
async function written(item: number) {
  const q = ctx.database.query;
  const goods = await q<Record<string, unknown>>(
    `SELECT id, no_referensi, tanggal::text, jenis, qty::float8 AS qty, id_satuan, harga_satuan, diskon, subtotal, nilai_pokok,
            no_seri, id_supplier, id_pekerjaan, id_akun, keterangan, user_id
       FROM rbarangkeluar WHERE id_stok = $1 ORDER BY id`,
    [item],
  );
  const movements = await q<Record<string, unknown>>(
    `SELECT tanggal::text, source_resource, id_satuan, qty_unit::float8 AS qty_unit, qty::float8 AS qty, nilai,
            saldo_qty::float8 AS saldo_qty, saldo_nilai, keterangan, user_id
       FROM stock_movements WHERE id_stok = $1 AND source_resource = 'rbarangkeluar' ORDER BY id`,
    [item],
  );
  const audits = await q<{ changes: Record<string, { after: unknown }> }>(
    `SELECT changes FROM audit_log WHERE resource = 'rbarangkeluar' AND record_id = ANY($1::text[]) ORDER BY id`,
    [goods.map((g) => String(g.id))],
  );
  const [stock] = await q<Record<string, unknown>>(
    `SELECT stok::float8 AS stok, nilai_stok, harga_pokok::float8 AS harga_pokok, qty_keluar::float8 AS qty_keluar
       FROM rstok WHERE id = $1`,
    [item],
  );
  const [notices] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM rnotifikasi WHERE link = $1`, [
    `/rstok/view/${item}`,
  ]);
  const numbers = goods.map((g) => String(g.no_referensi));
  const same = (text: unknown) =>
    numbers.reduce((t, n, i) => t.replaceAll(n, `BK#${i}`), String(text)).replace(/ NYM \w+/, ' NYM');
  return {
    goods: goods.map(({ id: _id, no_referensi: _no, ...g }) => g),
    movements: movements.map((m): Record<string, unknown> => ({ ...m, keterangan: same(m.keterangan) })),
    audits: audits.map(({ changes }) =>
      Object.fromEntries(
        Object.entries(changes)
          .filter(([field]) => !['id', 'no_referensi', 'id_stok', 'created_at', 'updated_at'].includes(field))
          .map(([field, change]) => [field, change.after]),
      ),
    ),
    numbers: numbers.map((n) => /^BK-20261120-\d{4,}$/.test(n)),
    stock,
    notices: notices!.n,
  };
}

describe('a POS sale written directly or through the generic goods out', () => {
  it('writes the same rows both ways, with the amounts worked by hand', async () => {
    const cart = (item: number) => ({
      client_id: randomUUID(),
      session: ids.session,
      date: DAY,
      // 3 at the wholesale price (18,000), 2 at the shelf price (20,000), a roll of 10 (180,000), 10% off each
      lines: [
        { item, qty: 3 },
        { item, unit: ids.pcs, qty: 2 },
        { item, unit: ids.roll, qty: 1 },
      ],
      payment: { method: 'cash' as const, amount: 300_000 },
    });
    const direct = await postSale(writer(ctx.app.resourceHooks), cart(ids.direct!));
    const engine = await postSale(writer(throughEngine()), cart(ids.engine!));
    expect(enginePosted).toBe(3);

    // 3 × 18,000 = 54,000 less 5,400; 2 × 20,000 = 40,000 less 4,000; 180,000 less 18,000:
    // 274,000 less 27,400 = 246,600, change from 300,000 53,400
    for (const { sale } of [direct, engine]) {
      expect(sale).toMatchObject({ subtotal: 274_000, diskon: 27_400, total: 246_600, kembalian: 53_400 });
      expect(sale.lines.map((l) => [l.qty, l.harga_satuan, l.diskon, l.subtotal, l.diskon_nama])).toEqual([
        [3, 18_000, 5_400, 48_600, 'Promo Listrik'],
        [2, 20_000, 4_000, 36_000, 'Promo Listrik'],
        [1, 180_000, 18_000, 162_000, 'Promo Listrik'],
      ]);
    }
    const a = await written(ids.direct!);
    const b = await written(ids.engine!);
    // cost at 12,000 each: 36,000, 24,000 and 120,000 out; 5 left worth 60,000, under the minimum of 6
    // only after the roll: one notice
    expect(a.goods.map((g) => [g.qty, g.nilai_pokok, g.keterangan, g.jenis])).toEqual([
      [3, 36_000, 'POS', 'Penjualan'],
      [2, 24_000, 'POS', 'Penjualan'],
      [1, 120_000, 'POS', 'Penjualan'],
    ]);
    expect(a.movements.map((m) => [m.qty_unit, m.qty, m.nilai, m.saldo_qty, m.saldo_nilai])).toEqual([
      [-3, -3, -36_000, 17, 204_000],
      [-2, -2, -24_000, 15, 180_000],
      [-1, -10, -120_000, 5, 60_000],
    ]);
    expect(a.stock).toEqual({ stok: 5, nilai_stok: 60_000, harga_pokok: 12_000, qty_keluar: 15 });
    expect(a.notices).toBe(1);
    expect(a.numbers).toEqual([true, true, true]);
    expect(a.audits).toHaveLength(3);
    expect(a.audits[0]).toMatchObject({
      qty: 3,
      harga_satuan: 18_000,
      diskon: 5_400,
      subtotal: 48_600,
      nilai_pokok: 36_000,
    });
    // and the generic goods out wrote exactly the same
    expect(a).toEqual(b);
  });

  it('numbers the lines of one sale in order, after the goods outs of the day', async () => {
    const before = await ctx.database.query<{ value: number }>(
      `SELECT value FROM doc_counters WHERE key = 'BK-20261120'`,
    );
    const { sale } = await postSale(writer(ctx.app.resourceHooks), {
      client_id: randomUUID(),
      session: ids.session,
      date: DAY,
      lines: [
        { item: ids.direct!, qty: 1 },
        { item: ids.direct!, qty: 1 },
      ],
      payment: { method: 'cash', amount: 100_000 },
    });
    const rows = await ctx.database.query<{ id: number; no_referensi: string }>(
      'SELECT id, no_referensi FROM rbarangkeluar WHERE id = ANY($1::int[]) ORDER BY id',
      [sale.lines.map((l) => l.id_barangkeluar)],
    );
    const last = Number(before[0]!.value);
    expect(sale.lines.map((l) => rows.find((r) => Number(r.id) === l.id_barangkeluar)!.no_referensi)).toEqual(
      [
        `BK-20261120-${String(last + 1).padStart(4, '0')}`,
        `BK-20261120-${String(last + 2).padStart(4, '0')}`,
      ],
    );
  });

  it('sells a stock of 20 to 30 sales at once: exactly 20 posted, the others a 422 on the line', async () => {
    const item = await add('rstok', { nama_barang: 'Stop kontak', id_satuan: ids.pcs, id_kategori: ids.cat });
    await add('rsethargajual', {
      id_stok: item,
      id_satuan: ids.pcs,
      harga_jual: 15_000,
      berlaku_mulai: '2026-01-01',
    });
    const receipt = await add('rbarangmasuk', {
      no_referensi: 'BM-STOP',
      tanggal: '2026-11-01',
      id_supplier: ids.supplier,
    });
    await add('rbarangmasuksub', {
      id_barangmasuk: receipt,
      id_stok: item,
      qty: 20,
      id_satuan: ids.pcs,
      harga_satuan: 9_000,
    });
    const posted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/rbarangmasuk/edit/${receipt}`,
      payload: { status: 'Diterima' },
      headers: { authorization: `Bearer ${ctx.admin}` },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/pos/sales',
          payload: {
            client_id: randomUUID(),
            session: ids.session,
            lines: [{ item, qty: 1 }],
            payment: { method: 'cash', amount: 15_000 },
          },
          headers: { authorization: `Bearer ${ctx.admin}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 422)).toHaveLength(10);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(Object.keys(refused.json().errors)).toEqual(['lines.0.qty']);
    const [stock] = await ctx.database.query<{ stok: number; nilai_stok: number }>(
      'SELECT stok::float8 AS stok, nilai_stok FROM rstok WHERE id = $1',
      [item],
    );
    expect(stock).toEqual({ stok: 0, nilai_stok: 0 });
    // one goods out, one movement and one audit row per sale, each with its own number
    const [counts] = await ctx.database.query<{
      goods: number;
      numbers: number;
      moves: number;
      audits: number;
    }>(
      `SELECT count(*)::int AS goods, count(DISTINCT no_referensi)::int AS numbers,
              (SELECT count(*)::int FROM stock_movements m WHERE m.id_stok = $1 AND m.qty < 0) AS moves,
              (SELECT count(*)::int FROM audit_log a WHERE a.resource = 'rbarangkeluar'
                  AND a.record_id IN (SELECT id::text FROM rbarangkeluar WHERE id_stok = $1)) AS audits
         FROM rbarangkeluar WHERE id_stok = $1`,
      [item],
    );
    expect(counts).toEqual({ goods: 20, numbers: 20, moves: 20, audits: 20 });
  });

  it('refuses a customer that does not exist both ways (422 on id_akun), writing nothing', async () => {
    const before = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rbarangkeluar');
    for (const hooks of [ctx.app.resourceHooks, throughEngine()]) {
      const refused = postSale(writer(hooks), {
        client_id: randomUUID(),
        session: ids.session,
        date: DAY,
        customer: 987_654,
        lines: [{ item: ids.direct!, qty: 1 }],
        payment: { method: 'cash', amount: 100_000 },
      });
      await expect(refused).rejects.toMatchObject({ errors: { id_akun: [expect.any(String)] } });
    }
    expect(await ctx.database.query('SELECT count(*)::int AS n FROM rbarangkeluar')).toEqual(before);
  });
});
