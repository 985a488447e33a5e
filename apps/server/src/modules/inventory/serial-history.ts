/**
 * A serial's history in one search (issue 34, `GET /rbarangmasuksubsub/riwayat?q=`): which item, the
 * receipt it came in on (day, supplier, supplier's invoice), every goods out, POS sale, invoice or job it
 * left on (day, to whom) and whether and how it came back (a refund, a credit note, a cancellation). Answers a warranty question at the counter.
 */
import type { SerialHistory, SerialSearch } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { dayText } from '../../db/values.ts';

type Row = Record<string, unknown>;
const text = (value: unknown) => (value == null ? null : String(value));

/** Serials of kind Nomor Seri containing `search` (case aside), the exact one first, at most 20. */
export async function serialHistory(query: Query, search: string | undefined): Promise<SerialSearch> {
  const wanted = (search ?? '').trim();
  if (!wanted) return { search: '', serials: [] };
  const like = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await query<Row>(
    `SELECT s.id, s.no_seri_batch, st.id AS id_stok, st.nama_barang, st.kode_barang,
            r.id AS id_barangmasuk, r.no_referensi, r.tanggal, r.status, r.no_faktur_supplier, sup.nama_supplier
       FROM rbarangmasuksubsub s
       JOIN rbarangmasuksub l ON l.id = s.id_barangmasuksub
       JOIN rbarangmasuk r ON r.id = l.id_barangmasuk
       JOIN rstok st ON st.id = l.id_stok
       LEFT JOIN rsupplier sup ON sup.id = r.id_supplier
      WHERE s.jenis = 'Nomor Seri' AND s.no_seri_batch ILIKE $1
      ORDER BY (lower(trim(s.no_seri_batch)) = lower($2)) DESC, s.no_seri_batch, s.id
      LIMIT 20`,
    [like, wanted],
  );
  if (rows.length === 0) return { search: wanted, serials: [] };
  const outs = await query<Row>(
    `SELECT o.*, coalesce(a.nama, sa.nama) AS customer, p.nama_pekerjaan
       FROM serial_outs o
       LEFT JOIN akun a ON a.id = o.id_akun
       LEFT JOIN pos_sales ps ON ps.id = o.id_pos_sale
       LEFT JOIN akun sa ON sa.id = ps.id_akun
       LEFT JOIN rpekerjaan p ON p.id = o.id_pekerjaan
      WHERE o.id_serial = ANY($1::int[])
      ORDER BY o.id`,
    [rows.map((r) => Number(r.id))],
  );
  const serials: SerialHistory[] = rows.map((r) => {
    const mine = outs.filter((o) => Number(o.id_serial) === Number(r.id));
    return {
      id: Number(r.id),
      serial: String(r.no_seri_batch),
      item: { id: Number(r.id_stok), name: String(r.nama_barang), code: text(r.kode_barang) },
      received: {
        id_barangmasuk: Number(r.id_barangmasuk),
        no_referensi: String(r.no_referensi),
        tanggal: dayText(r.tanggal),
        status: String(r.status),
        supplier: text(r.nama_supplier),
        no_faktur_supplier: text(r.no_faktur_supplier),
      },
      in_stock: r.status === 'Diterima' && mine.every((o) => o.kembali_tanggal != null),
      outs: mine.map((o) => ({
        tanggal: dayText(o.tanggal),
        jenis: String(o.jenis),
        id_barangkeluar: o.id_barangkeluar == null ? null : Number(o.id_barangkeluar),
        no_referensi: text(o.no_referensi),
        id_pos_sale: o.id_pos_sale == null ? null : Number(o.id_pos_sale),
        no_transaksi: text(o.no_transaksi),
        id_invoice: o.id_invoice == null ? null : Number(o.id_invoice),
        no_invoice: text(o.no_invoice),
        id_pekerjaan: o.id_pekerjaan == null ? null : Number(o.id_pekerjaan),
        nama_pekerjaan: text(o.nama_pekerjaan),
        customer: text(o.customer),
        kembali_tanggal: o.kembali_tanggal == null ? null : dayText(o.kembali_tanggal),
        kembali_sumber: text(o.kembali_sumber),
        id_credit_note: o.id_credit_note == null ? null : Number(o.id_credit_note),
      })),
    };
  });
  return { search: wanted, serials };
}
