/**
 * A job's labour as the invoicing module bills it (issue 35, docs/invoicing.md "Labour"): the stopped
 * timesheet entries of a job not yet on an invoice line, and marking those billed. The hours are the
 * timesheet report's (each entry's hours to two decimals, summed and rounded again: `sumHours`), so an
 * invoice line says what the report says. A running timer is not billed until it stops.
 */
import { hoursBetween, sumHours, type UnbilledJob } from '@kantor/core';
import type { Query } from '../../../db/connect.ts';

type EntryRow = {
  id: number;
  id_pekerjaan: number;
  nama_pekerjaan: string;
  mulai: Date | string;
  selesai: Date | string;
};

const UNBILLED = `SELECT e.id, s.id_pekerjaan, j.nama_pekerjaan, e.mulai, e.selesai
  FROM timesheet_entries e JOIN rsubpekerjaan s ON s.id = e.id_subpekerjaan JOIN rpekerjaan j ON j.id = s.id_pekerjaan
  WHERE e.selesai IS NOT NULL AND e.id_subinvoice IS NULL`;

const hoursOf = (rows: readonly EntryRow[]) =>
  sumHours(
    rows,
    () => 'all',
    (row) => hoursBetween(row.mulai, row.selesai),
  )[0]?.hours ?? 0;

/** The customer's jobs with unbilled hours, by name. */
export async function unbilledJobs(query: Query, customerId: number): Promise<UnbilledJob[]> {
  const rows = await query<EntryRow>(`${UNBILLED} AND j.id_akun = $1 ORDER BY e.id`, [customerId]);
  const byJob = new Map<number, EntryRow[]>();
  for (const row of rows)
    byJob.set(Number(row.id_pekerjaan), [...(byJob.get(Number(row.id_pekerjaan)) ?? []), row]);
  return [...byJob.values()]
    .map((entries) => ({
      id_pekerjaan: Number(entries[0]!.id_pekerjaan),
      nama_pekerjaan: entries[0]!.nama_pekerjaan,
      jam: hoursOf(entries),
      entri: entries.length,
    }))
    .filter((job) => job.jam > 0)
    .sort(
      (a, b) => a.nama_pekerjaan.localeCompare(b.nama_pekerjaan, 'id') || a.id_pekerjaan - b.id_pekerjaan,
    );
}

/**
 * A job's unbilled entries, locked until the transaction ends (two people billing the same job at once:
 * the second waits, then finds them billed), with their hours; the job's customer and name.
 */
export async function takeUnbilledLabour(query: Query, jobId: number) {
  const [job] = await query<{ id_akun: number | null; nama_pekerjaan: string }>(
    'SELECT id_akun, nama_pekerjaan FROM rpekerjaan WHERE id = $1',
    [jobId],
  );
  if (!job) return null;
  const rows = await query<EntryRow>(`${UNBILLED} AND s.id_pekerjaan = $1 ORDER BY e.id FOR UPDATE OF e`, [
    jobId,
  ]);
  return {
    customer: job.id_akun === null ? null : Number(job.id_akun),
    name: job.nama_pekerjaan,
    ids: rows.map((row) => Number(row.id)),
    hours: hoursOf(rows),
  };
}

/** Marks entries billed on an invoice line. */
export async function markLabourBilled(query: Query, ids: readonly number[], lineId: number): Promise<void> {
  await query(
    'UPDATE timesheet_entries SET id_subinvoice = $2, updated_at = now() WHERE id = ANY($1::int[])',
    [ids, lineId],
  );
}
