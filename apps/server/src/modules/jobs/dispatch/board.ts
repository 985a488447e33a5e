/**
 * The dispatch board's reads (docs/jobs.md "Dispatch board"): the technicians (active accounts of kind
 * Teknisi), the sub jobs scheduled within a period for them, and the open work nobody is scheduled on.
 * Sub jobs are read within the caller's view scope (the resource's `scope` hook, alias `t`).
 */
import type { BoardBlock } from '@kantor/core';
import type { Query } from '../../../db/connect.ts';
import { Params } from '../../resources/index.ts';

/** A sub job's board fields: days as `YYYY-MM-DD`, the time as `HH:MM`. */
export const BLOCK_COLUMNS = `t.id, t.nama_sub_pekerjaan, t.id_pekerjaan, j.nama_pekerjaan, t.id_teknisi,
  to_char(t.tanggal_mulai, 'YYYY-MM-DD') AS tanggal_mulai, to_char(t.tanggal_selesai, 'YYYY-MM-DD') AS tanggal_selesai,
  to_char(t.jam_mulai, 'HH24:MI') AS jam_mulai, t.durasi_menit, t.status, t.progres`;

type Row = Omit<BoardBlock, 'progres'> & { progres: string | number | null };
const block = (row: Row): BoardBlock => ({
  ...row,
  progres: row.progres === null ? null : Number(row.progres),
});

/** Active technicians, by name. */
export function technicians(query: Query): Promise<{ id: number; nama: string }[]> {
  return query(
    `SELECT id, nama FROM akun WHERE jenis_akun = 'Teknisi' AND status = 'Active' ORDER BY nama, id`,
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
    `SELECT ${BLOCK_COLUMNS} FROM rsubpekerjaan t JOIN rpekerjaan j ON j.id = t.id_pekerjaan
     WHERE t.id_teknisi IS NOT NULL AND t.tanggal_mulai IS NOT NULL AND t.tanggal_mulai <= ${p.add(to)}
       AND GREATEST(t.tanggal_selesai, t.tanggal_mulai) >= ${p.add(from)}${inScope}
     ORDER BY t.tanggal_mulai, t.jam_mulai NULLS LAST, t.id`,
    p.values,
  );
  const q = new Params();
  const unscheduled = await query<Row>(
    `SELECT ${BLOCK_COLUMNS} FROM rsubpekerjaan t JOIN rpekerjaan j ON j.id = t.id_pekerjaan
     WHERE (t.id_teknisi IS NULL OR t.tanggal_mulai IS NULL) AND t.status <> 'Done' AND j.status <> 'Done'
       ${scope(q)
         .map((condition) => `AND ${condition}`)
         .join(' ')}
     ORDER BY t.id_pekerjaan, t.id LIMIT 200`,
    q.values,
  );
  return { blocks: blocks.map(block), unscheduled: unscheduled.map(block) };
}
