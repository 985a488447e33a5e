/** Reads of the inventory module: the stock card, unit costs, the POS catalogue. */

import type { StockCardRow, UnitCostRow } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';

/** The movements of one item with the running balance after each, oldest first, a page at a time. */
export async function stockCard(query: Query, itemId: number, page: number, limit: number) {
  const [count] = await query<{ n: number }>(
    'SELECT count(*)::int AS n FROM stock_movements WHERE id_stok = $1',
    [itemId],
  );
  const rows = await query<Record<string, unknown>>(
    `SELECT id, tanggal, source_resource, source_id, id_satuan, qty_unit, qty, nilai, saldo_qty, saldo_nilai, keterangan,
            created_at
       FROM stock_movements WHERE id_stok = $1 ORDER BY id LIMIT $2 OFFSET $3`,
    [itemId, limit, (page - 1) * limit],
  );
  const records: StockCardRow[] = rows.map((r) => ({
    id: Number(r.id),
    tanggal: dayText(r.tanggal),
    source_resource: String(r.source_resource),
    source_id: String(r.source_id),
    id_satuan: r.id_satuan == null ? null : Number(r.id_satuan),
    qty_unit: Number(r.qty_unit),
    qty: Number(r.qty),
    nilai: Number(r.nilai),
    saldo_qty: Number(r.saldo_qty),
    saldo_nilai: Number(r.saldo_nilai),
    keterangan: r.keterangan == null ? null : String(r.keterangan),
    created_at: new Date(String(r.created_at)).toISOString(),
  }));
  return { records, totalRecords: count?.n ?? 0, page, limit };
}

/**
 * Last and average cost per item and unit (`listmodalsatuan`): the units an item was received or
 * costed in; the last cost from posted receipts or noted costs, whichever is newer (by day, then by when
 * it was written); the average from
 * the ledger's moving average, converted to the unit.
 */
export async function unitCosts(query: Query, options: { search?: string; page: number; limit: number }) {
  const params: unknown[] = [];
  let filter = '';
  if (options.search) {
    params.push(`%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    filter = `WHERE s.nama_barang ILIKE $${params.length} OR s.kode_barang ILIKE $${params.length}`;
  }
  const costs = `
    WITH costs AS (
      SELECT l.id_stok, l.id_satuan, l.harga_satuan, b.tanggal, l.qty, l.created_at AS noted_at, l.id
        FROM rbarangmasuksub l
        JOIN rbarangmasuk b ON b.id = l.id_barangmasuk WHERE b.status = 'Diterima' AND l.id_stok IS NOT NULL
      UNION ALL
      SELECT id_stok, id_satuan, harga_satuan, tanggal, 0, created_at, id FROM stock_unit_costs
    ), latest AS (
      -- two costs on one day (a morning and an afternoon receipt): the one written last is the last cost;
      -- ordered by day alone, the tie went to whichever row the sort met first (issue 34: 25.000, not 30.000)
      SELECT DISTINCT ON (id_stok, id_satuan) id_stok, id_satuan, harga_satuan, tanggal
        FROM costs ORDER BY id_stok, id_satuan, tanggal DESC, noted_at DESC, id DESC
    ), received AS (
      SELECT id_stok, id_satuan, sum(qty) AS qty FROM costs GROUP BY id_stok, id_satuan
    )
    SELECT s.id AS id_stok, s.nama_barang, s.kode_barang, u.id AS id_satuan, u.nama_satuan, latest.harga_satuan AS harga_terakhir,
           latest.tanggal AS tanggal_terakhir, s.harga_pokok, s.id_satuan AS base_unit, u.id_satuan_dasar, u.nilai_konversi,
           coalesce(received.qty, 0) AS qty_diterima
      FROM latest JOIN rstok s ON s.id = latest.id_stok JOIN rsatuan u ON u.id = latest.id_satuan
      LEFT JOIN received ON received.id_stok = latest.id_stok AND received.id_satuan = latest.id_satuan
      ${filter}`;
  const [count] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM (${costs}) c`, params);
  const rows = await query<Record<string, unknown>>(
    `${costs} ORDER BY s.nama_barang, u.nama_satuan LIMIT ${options.limit} OFFSET ${(options.page - 1) * options.limit}`,
    params,
  );
  const records: UnitCostRow[] = rows.map((r) => {
    const average = r.harga_pokok == null ? null : Number(r.harga_pokok);
    const sameUnit = Number(r.id_satuan) === Number(r.base_unit);
    const factor = sameUnit
      ? 1
      : r.id_satuan_dasar != null && Number(r.id_satuan_dasar) === Number(r.base_unit)
        ? Number(r.nilai_konversi)
        : null;
    return {
      id_stok: Number(r.id_stok),
      nama_barang: String(r.nama_barang),
      kode_barang: r.kode_barang == null ? null : String(r.kode_barang),
      id_satuan: Number(r.id_satuan),
      nama_satuan: String(r.nama_satuan),
      harga_terakhir: r.harga_terakhir == null ? null : Number(r.harga_terakhir),
      tanggal_terakhir: r.tanggal_terakhir == null ? null : dayText(r.tanggal_terakhir),
      harga_rata: average === null || factor === null ? null : Math.round(average * factor),
      qty_diterima: Number(r.qty_diterima),
    };
  });
  return { records, totalRecords: count?.n ?? 0, page: options.page, limit: options.limit };
}
