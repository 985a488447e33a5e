/**
 * The reorder suggestion: items whose stock is under their minimum, with what is on order (what is left
 * to receive on placed orders, in the item's own unit) and the quantity to order (core `suggestedQty`).
 */
import { type ReorderList, suggestedQty } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { RECEIVED_SQL } from './orders.queries.ts';

type Row = Record<string, string | number | null>;
const n = (v: unknown) => Number(v ?? 0);

/** Base units of item `s` one unit `u` of an order line holds (1 dus = 12 pcs; the inverse for the larger unit). */
const FACTOR_SQL = `CASE WHEN l.id_satuan = s.id_satuan THEN 1
   WHEN u.id_satuan_dasar = s.id_satuan THEN u.nilai_konversi
   WHEN b.id_satuan_dasar = l.id_satuan THEN 1 / b.nilai_konversi ELSE 1 END`;

export async function reorderSuggestion(query: Query): Promise<ReorderList> {
  const rows = await query<Row>(
    `SELECT s.id, s.nama_barang, s.id_satuan, coalesce(su.nama_satuan, '') AS nama_satuan,
            coalesce(s.stok_minimum, 0) AS minimum, coalesce(s.stok, 0) AS stok, coalesce(s.harga_pokok, 0) AS harga_pokok,
            coalesce((SELECT sum(greatest(l.qty - ${RECEIVED_SQL}, 0) * ${FACTOR_SQL})
                        FROM purchase_order_lines l JOIN purchase_orders o ON o.id = l.id_po
                        LEFT JOIN rsatuan u ON u.id = l.id_satuan LEFT JOIN rsatuan b ON b.id = s.id_satuan
                       WHERE l.id_stok = s.id AND o.status IN ('Dipesan', 'Sebagian Diterima')), 0) AS dipesan
       FROM rstok s LEFT JOIN rsatuan su ON su.id = s.id_satuan
      WHERE coalesce(s.stok_minimum, 0) > 0 AND coalesce(s.stok, 0) < s.stok_minimum
      ORDER BY (coalesce(s.stok, 0) / s.stok_minimum), s.nama_barang LIMIT 500`,
  );
  return {
    records: rows.map((r) => {
      const dipesan = Math.round(n(r.dipesan) * 10_000) / 10_000;
      return {
        id_stok: n(r.id),
        nama_barang: String(r.nama_barang),
        id_satuan: n(r.id_satuan),
        nama_satuan: String(r.nama_satuan),
        minimum: n(r.minimum),
        stok: n(r.stok),
        dipesan,
        saran: suggestedQty(n(r.minimum), n(r.stok), dipesan),
        harga_pokok: Math.round(n(r.harga_pokok)),
      };
    }),
  };
}
