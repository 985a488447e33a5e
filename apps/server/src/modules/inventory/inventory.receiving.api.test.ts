// Inventory, goods in: receipts and their lines, receiving and cancelling, and the moving average cost.
// Goods out is inventory.goods-out.api.test.ts; prices and the POS inventory.pos.api.test.ts.
import { describe, expect, it } from 'vitest';
import { useInventoryWorld } from '../../test/inventory-support.ts';

const { ctx, ids, as, add, stockOf, receive, goodsOut } = useInventoryWorld();

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
