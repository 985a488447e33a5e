/**
 * The dispatch board's reads (docs/jobs.md "Dispatch board"): the technicians (active accounts of kind
 * Teknisi), the sub jobs scheduled within a period for them, and the open work nobody is scheduled on.
 * Sub jobs are read within the caller's view scope (the resource's `scope` hook, alias `t`).
 */
import type { BoardBlock } from '@kantor/core';
import type { Query } from '../../../db/connect.ts';
import { byName } from '../../../db/name-order.ts';
import { Params } from '../../resources/index.ts';

/**
 * A sub job's board fields: days as `YYYY-MM-DD`, the time as `HH:MM`, its job's customer, and where
 * the work is: the job's coordinates, else its customer's (each pair is whole: both or neither).
 */
export const BLOCK_COLUMNS = `t.id, t.nama_sub_pekerjaan, t.id_pekerjaan, j.nama_pekerjaan, t.id_teknisi,
  to_char(t.tanggal_mulai, 'YYYY-MM-DD') AS tanggal_mulai, to_char(t.tanggal_selesai, 'YYYY-MM-DD') AS tanggal_selesai,
  to_char(t.jam_mulai, 'HH24:MI') AS jam_mulai, t.durasi_menit, t.status, t.progres, c.nama AS nama_pelanggan,
  CASE WHEN j.lat IS NOT NULL THEN j.lat ELSE c.lat END AS lat,
  CASE WHEN j.lat IS NOT NULL THEN j.lng ELSE c.lng END AS lng`;
const BLOCK_FROM = `rsubpekerjaan t JOIN rpekerjaan j ON j.id = t.id_pekerjaan LEFT JOIN akun c ON c.id = j.id_akun`;

type Numeric = string | number | null;
type Row = Omit<BoardBlock, 'progres' | 'lat' | 'lng'> & { progres: Numeric; lat: Numeric; lng: Numeric };
const numberOrNull = (value: Numeric | undefined) =>
  value === null || value === undefined ? null : Number(value);
const block = (row: Row): BoardBlock => ({
  ...row,
  progres: numberOrNull(row.progres),
  lat: numberOrNull(row.lat),
  lng: numberOrNull(row.lng),
});

/** Active technicians, by name. */
export function technicians(query: Query): Promise<{ id: number; nama: string }[]> {
  return query(
    `SELECT id, nama FROM akun WHERE jenis_akun = 'Teknisi' AND status = 'Active' ORDER BY ${byName('nama')}, id`,
  );
}

/** The board of `from`..`to`: blocks with a technician and days in it, and the unscheduled open work. */
export async function boardOf(
  query: Query,
  from: string,
  to: string,
  scope: (p: Params) => string[],
): Promise<{ blocks: BoardBlock[]; unscheduled: BoardBlock[] }> {
  const p = new Params();
  const inScope = scope(p)
    .map((condition) => ` AND ${condition}`)
    .join('');
  const blocks = await query<Row>(
    `SELECT ${BLOCK_COLUMNS} FROM ${BLOCK_FROM}
     WHERE t.id_teknisi IS NOT NULL AND t.tanggal_mulai IS NOT NULL AND t.tanggal_mulai <= ${p.add(to)}
       AND GREATEST(t.tanggal_selesai, t.tanggal_mulai) >= ${p.add(from)}${inScope}
     ORDER BY t.tanggal_mulai, t.jam_mulai NULLS LAST, t.id`,
    p.values,
  );
  const q = new Params();
  const unscheduled = await query<Row>(
    `SELECT ${BLOCK_COLUMNS} FROM ${BLOCK_FROM}
     WHERE (t.id_teknisi IS NULL OR t.tanggal_mulai IS NULL) AND t.status <> 'Done' AND j.status <> 'Done'
       ${scope(q)
         .map((condition) => `AND ${condition}`)
         .join(' ')}
     ORDER BY t.id_pekerjaan, t.id LIMIT 200`,
    q.values,
  );
  return { blocks: blocks.map(block), unscheduled: unscheduled.map(block) };
}
