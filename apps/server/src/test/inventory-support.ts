// The inventory API tests' shared world (modules/inventory/inventory.*.api.test.ts): not a test file itself.
import { beforeAll, expect } from 'vitest';
import { type TestApp, useTestApp } from './fixture.ts';

/** A receipt line: [item, qty, unit, cost per unit]. */
export type ReceiptLine = [number, number, number, number];

/**
 * A goods receipt made by the admin through the API (`rbarangmasuk` and its lines), received
 * (`status: Diterima`, which books the stock) unless `post` is false; answers the receipt as saved.
 */
export async function receiveGoods(
  ctx: Pick<TestApp, 'add' | 'asAdmin'>,
  receipt: { no_referensi: string; id_supplier: number; tanggal?: string },
  lines: ReceiptLine[],
  post = true,
): Promise<Record<string, unknown>> {
  const saved = await ctx.add('rbarangmasuk', { tanggal: '2026-11-01', ...receipt });
  for (const [item, qty, unit, cost] of lines)
    await ctx.add('rbarangmasuksub', {
      id_barangmasuk: saved.id,
      id_stok: item,
      qty,
      id_satuan: unit,
      harga_satuan: cost,
    });
  if (!post) return saved;
  const posted = await ctx.asAdmin('PUT', `/api/rbarangmasuk/edit/${saved.id}`, { status: 'Diterima' });
  expect(posted.statusCode, posted.body).toBe(200);
  return posted.json().record as Record<string, unknown>;
}

/**
 * The app with units (pcs; dus of 12 pcs; kg), the category Lampu, the supplier CV Uji and the item
 * Lampu LED (code LMP, minimum 5, no stock), made by the admin through the API; their ids are `ids`.
 * `receive` and `goodsOut` are the admin's receipts and goods outs, `stockOf` an item's stock row.
 */
export function useInventoryWorld() {
  const ctx = useTestApp();
  const ids: Record<string, number> = {};
  const { asAdmin: as, add, addId } = ctx;

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
  /** A receipt with lines of [item, qty, unit, cost], received unless `post` is false. */
  const receive = (lines: ReceiptLine[], post = true) =>
    receiveGoods(ctx, { no_referensi: `BM-T-${++receiptCounter}`, id_supplier: ids.supplier }, lines, post);
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

  beforeAll(async () => {
    ids.pcs = await addId('rsatuan', { nama_satuan: 'Pieces', singkatan: 'pcs' });
    ids.dus = await addId('rsatuan', {
      nama_satuan: 'Dus',
      singkatan: 'dus',
      id_satuan_dasar: ids.pcs,
      nilai_konversi: 12,
    });
    ids.kg = await addId('rsatuan', { nama_satuan: 'Kilogram', singkatan: 'kg' });
    ids.cat = await addId('rkategorilevel', { nama_kategori: 'Lampu', level: 1 });
    ids.supplier = await addId('rsupplier', { nama_supplier: 'CV Uji', no_hp: '0812-3456-7890' });
    ids.lamp = await addId('rstok', {
      nama_barang: 'Lampu LED',
      kode_barang: 'LMP',
      barcode: '8991234500076',
      id_satuan: ids.pcs,
      id_kategori: ids.cat,
      stok_minimum: 5,
    });
  }, 60_000);

  return { ctx, ids, as, add, stockOf, receive, goodsOut };
}
