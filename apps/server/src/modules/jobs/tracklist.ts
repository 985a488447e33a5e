import type { FieldWork, TrackItem } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { closedJob, subJobWorker } from './assignment.ts';

/**
 * The technician's work list (`tracklist`, "Tugas Saya"): the sub jobs whose work falls to them (their
 * own, or one without a technician of a job they lead; the others' sub jobs of a job they lead are
 * theirs to read, not to work), open first, then the latest finished; an admin sees everyone's. `done`
 * adds finished ones. A job an admin closed leaves the list with all its sub jobs.
 */
export async function trackList(
  query: Query,
  worker: FieldWork,
  options: {
    done: boolean;
    search: string;
    /** which texts the search reads: those the caller's role may see (a match would tell a hidden one) */
    searchable: { subJob: boolean; job: boolean; customer: boolean };
    limit: number;
  },
): Promise<TrackItem[]> {
  const values: unknown[] = [];
  const where: string[] = [`NOT ${closedJob('j')}`];
  if (worker.technician) {
    values.push(worker.accounts);
    where.push(`${subJobWorker('s', 'j')} = ANY($${values.length}::int[])`);
  }
  if (!options.done) where.push(`(s.status <> 'Done' OR s.updated_at > now() - interval '3 days')`);
  if (options.search) {
    values.push(`%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${values.length}`;
    const { subJob, job, customer } = options.searchable;
    const texts = [
      ...(subJob ? [`s.nama_sub_pekerjaan ILIKE ${p}`] : []),
      ...(job ? [`j.nama_pekerjaan ILIKE ${p}`] : []),
      ...(customer ? [`a.nama ILIKE ${p}`] : []),
    ];
    where.push(texts.length > 0 ? `(${texts.join(' OR ')})` : 'false');
  }
  values.push(options.limit);
  const rows = await query<Record<string, unknown>>(
    `SELECT s.id, s.nama_sub_pekerjaan, s.progres, s.status, s.bobot, s.tanggal_mulai::text AS tanggal_mulai, j.id AS id_pekerjaan,
            j.nama_pekerjaan, a.nama AS pelanggan, a.no_hp AS no_hp_pelanggan, j.alamat,
            tk.nama AS teknisi, last.tanggal AS terakhir, last.nama_langkah AS langkah_terakhir
       FROM rsubpekerjaan s
       JOIN rpekerjaan j ON j.id = s.id_pekerjaan
       LEFT JOIN akun a ON a.id = j.id_akun
       LEFT JOIN akun tk ON tk.id = coalesce(s.id_teknisi, j.id_teknisi)
       LEFT JOIN LATERAL (SELECT p.tanggal, p.nama_langkah FROM rsubptrackprogres p
                           WHERE p.id_subpekerjaan = s.id ORDER BY p.tanggal DESC, p.id DESC LIMIT 1) last ON true
      WHERE ${where.join(' AND ')}
      ORDER BY (s.status = 'Done'), s.tanggal_mulai NULLS LAST, j.tanggal_mulai DESC, s.id
      LIMIT $${values.length}`,
    values,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    nama_sub_pekerjaan: String(r.nama_sub_pekerjaan),
    progres: Number(r.progres ?? 0),
    status: String(r.status),
    bobot: r.bobot === null ? null : Number(r.bobot),
    tanggal_mulai: r.tanggal_mulai ? String(r.tanggal_mulai).slice(0, 10) : null,
    id_pekerjaan: Number(r.id_pekerjaan),
    nama_pekerjaan: String(r.nama_pekerjaan),
    pelanggan: (r.pelanggan as string | null) ?? null,
    no_hp_pelanggan: (r.no_hp_pelanggan as string | null) ?? null,
    alamat: (r.alamat as string | null) ?? null,
    teknisi: (r.teknisi as string | null) ?? null,
    terakhir: r.terakhir ? new Date(r.terakhir as string).toISOString() : null,
    langkah_terakhir: (r.langkah_terakhir as string | null) ?? null,
  }));
}
