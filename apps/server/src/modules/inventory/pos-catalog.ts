/**
 * Everything the POS needs to sell, online or offline: every item with barcode, stock and category chain;
 * for each unit it sells in (its base unit and the larger units built on it) the price record in force
 * today; and today's running event discounts; an item received with serials, its serials in stock. The browser prices the cart from it with core's `quoteCart`,
 * the same rules the server applies when the sale posts. Five set queries, whatever the catalogue's size.
 */
import type { CatalogItem, CatalogUnit, PosCatalog } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { byName } from '../../db/name-order.ts';
import { discountsOn } from './pricing.service.ts';

export async function posCatalog(query: Query, date: string): Promise<PosCatalog> {
  const items = await query<Record<string, unknown>>(
    `SELECT id, kode_barang, barcode, nama_barang, id_kategori, id_satuan, stok FROM rstok ORDER BY ${byName('nama_barang')}, id`,
  );
  const units = await query<Record<string, unknown>>(
    'SELECT id, nama_satuan, id_satuan_dasar, nilai_konversi, pecahan FROM rsatuan',
  );
  const categories = await query<{ id: number; id_parent: number | null }>(
    'SELECT id, id_parent FROM rkategorilevel',
  );
  // The price in force per item and unit: the latest active record that has started (later id wins a tie).
  const prices = await query<Record<string, unknown>>(
    `SELECT DISTINCT ON (id_stok, id_satuan) id_stok, id_satuan, harga_jual, harga_grosir, minimal_qty_grosir
       FROM rsethargajual WHERE status = 'Active' AND berlaku_mulai <= $1
      ORDER BY id_stok, id_satuan, berlaku_mulai DESC, id DESC`,
    [date],
  );
  // serials in stock per item (issue 34): received on a receipt that is Diterima, not out now
  const serialRows = await query<{ id_stok: number; no_seri_batch: string }>(
    `SELECT l.id_stok, s.no_seri_batch FROM rbarangmasuksubsub s
       JOIN rbarangmasuksub l ON l.id = s.id_barangmasuksub
       JOIN rbarangmasuk r ON r.id = l.id_barangmasuk
      WHERE s.jenis = 'Nomor Seri' AND r.status = 'Diterima'
        AND NOT EXISTS (SELECT 1 FROM serial_outs o WHERE o.id_serial = s.id AND o.kembali_tanggal IS NULL)
      ORDER BY s.id`,
  );
  const serialsOf = new Map<number, string[]>();
  for (const row of serialRows) {
    const list = serialsOf.get(Number(row.id_stok)) ?? [];
    list.push(row.no_seri_batch);
    serialsOf.set(Number(row.id_stok), list);
  }
  const priceOf = new Map(prices.map((p) => [`${p.id_stok}:${p.id_satuan}`, p]));
  const parentOf = new Map(
    categories.map((c) => [Number(c.id), c.id_parent == null ? null : Number(c.id_parent)]),
  );
  const chainOf = (start: unknown): number[] => {
    const chain: number[] = [];
    let current = start == null ? null : Number(start);
    while (current != null && !chain.includes(current) && chain.length < 10) {
      chain.push(current);
      current = parentOf.get(current) ?? null;
    }
    return chain;
  };
  const out: CatalogItem[] = items.map((item) => {
    const base = Number(item.id_satuan);
    const sellable: CatalogUnit[] = [];
    for (const unit of units) {
      const id = Number(unit.id);
      const isBase = id === base;
      if (!isBase && Number(unit.id_satuan_dasar) !== base) continue;
      const price = priceOf.get(`${item.id}:${id}`);
      if (!price && !isBase) continue;
      sellable.push({
        id_satuan: id,
        nama_satuan: String(unit.nama_satuan),
        faktor: isBase ? 1 : Number(unit.nilai_konversi),
        pecahan: unit.pecahan === true,
        harga: price ? Number(price.harga_jual) : null,
        harga_grosir: price?.harga_grosir == null ? null : Number(price.harga_grosir),
        minimal_qty_grosir: price?.minimal_qty_grosir == null ? null : Number(price.minimal_qty_grosir),
      });
    }
    sellable.sort((a, b) => a.faktor - b.faktor);
    return {
      id: Number(item.id),
      kode_barang: item.kode_barang == null ? null : String(item.kode_barang),
      barcode: item.barcode == null ? null : String(item.barcode),
      nama_barang: String(item.nama_barang),
      kategori: chainOf(item.id_kategori),
      stok: Number(item.stok ?? 0),
      units: sellable,
      ...(serialsOf.has(Number(item.id)) ? { serials: serialsOf.get(Number(item.id)) } : {}),
    };
  });
  return { date, items: out, discounts: await discountsOn(query, date) };
}
