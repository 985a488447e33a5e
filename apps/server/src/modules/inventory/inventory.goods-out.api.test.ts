// Inventory, goods out: refused over the stock (also under load), posted ones read-only, and the
// low-stock notice. The world is test/inventory-support.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { useInventoryWorld } from '../../test/inventory-support.ts';

const { ctx, ids, as, add, stockOf, receive, goodsOut } = useInventoryWorld();

// the low-stock test counts down from 30 lamps (what goods in's first test used to leave it)
beforeAll(async () => {
  await receive([[ids.lamp, 30, ids.pcs, 10_100]]);
  expect(await stockOf(ids.lamp)).toMatchObject({ stok: 30 });
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
    // the lamp holds 30 (minimum 5): the beforeAll above
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
