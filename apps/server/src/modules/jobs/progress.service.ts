/**
 * Progress kept by the server: a sub job's `progres` is its latest progress entry's percent (by time,
 * then by entry), and the job's `progres` the weighted roll-up of its sub jobs (core `rollUpProgress`).
 * Both run inside the write's transaction, so a rolled-back progress entry leaves the numbers as they were.
 */
import { allComplete, rollUpProgress } from '@kantor/core';
import type { Query } from '../../db/connect.ts';

/** Recomputes one sub job from its entries; answers its job's id. */
export async function refreshSubJob(query: Query, subId: number, today: string): Promise<number | null> {
  const [latest] = await query<{ persentase: string | number }>(
    `SELECT persentase FROM rsubptrackprogres WHERE id_subpekerjaan = $1
      ORDER BY tanggal DESC, id DESC LIMIT 1`,
    [subId],
  );
  const percent = latest ? Math.min(100, Math.max(0, Math.round(Number(latest.persentase)))) : 0;
  const [sub] = await query<{ id_pekerjaan: number }>(
    `UPDATE rsubpekerjaan SET progres = $2::int,
        status = CASE WHEN $2::int >= 100 THEN 'Done' ELSE 'On Going' END,
        tanggal_selesai = CASE WHEN $2::int >= 100 THEN coalesce(tanggal_selesai, $3::date) ELSE NULL END,
        updated_at = now()
      WHERE id = $1 RETURNING id_pekerjaan`,
    [subId, percent, today],
  );
  return sub?.id_pekerjaan ?? null;
}

export type JobRollUp = { progres: number; complete: boolean; status: string };

/**
 * Recomputes a job from its sub jobs. A job whose sub jobs all reach 100% becomes Done (dated today);
 * a Done job whose sub jobs fall back below 100% is On Going again, unless an admin closed it with a reason.
 */
export async function refreshJob(query: Query, jobId: number, today: string): Promise<JobRollUp | null> {
  const subs = await query<{ bobot: string | null; progres: string | null }>(
    'SELECT bobot, progres FROM rsubpekerjaan WHERE id_pekerjaan = $1',
    [jobId],
  );
  const progres = rollUpProgress(subs);
  const complete = allComplete(subs);
  const [job] = await query<{ status: string }>(
    `UPDATE rpekerjaan SET progres = $2::int,
        status = CASE
          WHEN $3::boolean THEN 'Done'
          WHEN status = 'Done' AND coalesce(alasan_tutup, '') = '' THEN 'On Going'
          ELSE status END,
        tanggal_selesai = CASE
          WHEN $3::boolean THEN coalesce(tanggal_selesai, $4::date)
          WHEN status = 'Done' AND coalesce(alasan_tutup, '') = '' THEN NULL
          ELSE tanggal_selesai END,
        updated_at = now()
      WHERE id = $1 RETURNING status`,
    [jobId, progres, complete, today],
  );
  return job ? { progres, complete, status: job.status } : null;
}

/** Whether every sub job of the job is at 100% (what Done needs without an admin's reason). */
export async function jobComplete(query: Query, jobId: number): Promise<boolean> {
  const subs = await query<{ bobot: string | null; progres: string | null }>(
    'SELECT bobot, progres FROM rsubpekerjaan WHERE id_pekerjaan = $1',
    [jobId],
  );
  return allComplete(subs);
}
