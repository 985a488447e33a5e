/**
 * Timesheets (docs/jobs.md "Timesheets"): timer entries on sub jobs. One timer runs at a time per
 * technician: starting one stops the one running (on another sub job) at the same instant, in the same
 * transaction, and the partial unique index `timesheet_one_running` makes two at once impossible. An
 * admin's correction keeps the times before and after and the reason (`timesheet_corrections`).
 */
import { formatYmd, hoursBetween, sumHours, type TimesheetEntry, weekStart } from '@kantor/core';
import type { Query } from '../../../db/connect.ts';
import { notFound, ValidationError } from '../../../errors.ts';
import type { Msg } from '../../resources/index.ts';
import { fieldWorkerOf } from '../assignment.ts';

type Stamp = Date | string;
type EntryRow = Omit<TimesheetEntry, 'mulai' | 'selesai' | 'jam'> & { mulai: Stamp; selesai: Stamp | null };

const iso = (v: Stamp) => (v instanceof Date ? v : new Date(v)).toISOString();

const ENTRY_SQL = `SELECT e.id, e.id_subpekerjaan, s.nama_sub_pekerjaan, s.id_pekerjaan, j.nama_pekerjaan,
    e.id_teknisi, a.nama AS teknisi, e.mulai, e.selesai,
    (SELECT count(*)::int FROM timesheet_corrections c WHERE c.entry_id = e.id) AS koreksi
  FROM timesheet_entries e JOIN rsubpekerjaan s ON s.id = e.id_subpekerjaan
  JOIN rpekerjaan j ON j.id = s.id_pekerjaan JOIN akun a ON a.id = e.id_teknisi`;

/** Entries matching `where` (on alias `e`), oldest first, with their hours (a running one up to now). */
export async function entries(query: Query, where: string, params: unknown[]): Promise<TimesheetEntry[]> {
  const rows = await query<EntryRow>(`${ENTRY_SQL} WHERE ${where} ORDER BY e.mulai, e.id`, params);
  const now = new Date();
  return rows.map((row) => ({
    ...row,
    mulai: iso(row.mulai),
    selesai: row.selesai === null ? null : iso(row.selesai),
    jam: hoursBetween(row.mulai, row.selesai, now),
  }));
}

const one = async (query: Query, where: string, params: unknown[]) =>
  (await entries(query, where, params))[0] ?? null;

/** The running entry of a technician, on any sub job. */
export const runningOf = (query: Query, technician: number) =>
  one(query, 'e.id_teknisi = $1 AND e.selesai IS NULL', [technician]);

/**
 * Whose timer the caller runs on a sub job: a field worker's own account, anyone else's (an admin
 * recording for the field) the sub job's technician; 422 `id_teknisi` when it has none.
 */
export async function timerTechnician(
  query: Query,
  loginId: number,
  subId: number,
  msg: Msg,
): Promise<number> {
  const work = await fieldWorkerOf(query, loginId);
  if (work.technician && work.accounts[0] !== undefined) return work.accounts[0];
  const [sub] = await query<{ id_teknisi: number | null }>(
    'SELECT id_teknisi FROM rsubpekerjaan WHERE id = $1',
    [subId],
  );
  if (!sub || sub.id_teknisi === null)
    throw new ValidationError({ id_teknisi: [msg('validation.noTechnician')] });
  return sub.id_teknisi;
}

/** Starts the technician's timer on a sub job (inside a transaction); stops the one running elsewhere. */
export async function startTimer(query: Query, subId: number, technician: number, loginId: number) {
  // the technician's row is locked: two starts at once are taken in turn
  await query('SELECT id FROM akun WHERE id = $1 FOR UPDATE', [technician]);
  const running = await runningOf(query, technician);
  if (running?.id_subpekerjaan === subId) return { entry: running, stopped: null };
  let stopped: TimesheetEntry | null = null;
  if (running) {
    await query('UPDATE timesheet_entries SET selesai = now(), updated_at = now() WHERE id = $1', [
      running.id,
    ]);
    stopped = await one(query, 'e.id = $1', [running.id]);
  }
  const [row] = await query<{ id: number }>(
    `INSERT INTO timesheet_entries (id_subpekerjaan, id_teknisi, mulai, user_id)
     VALUES ($1, $2, now(), $3) RETURNING id`,
    [subId, technician, loginId],
  );
  return { entry: (await one(query, 'e.id = $1', [row!.id]))!, stopped };
}

/** Stops the technician's timer on a sub job; 422 `id_subpekerjaan` when none runs there. */
export async function stopTimer(query: Query, subId: number, technician: number, msg: Msg) {
  const running = await runningOf(query, technician);
  if (!running || running.id_subpekerjaan !== subId)
    throw new ValidationError({ id_subpekerjaan: [msg('validation.timerNotRunning')] });
  await query('UPDATE timesheet_entries SET selesai = now(), updated_at = now() WHERE id = $1', [running.id]);
  return { entry: (await one(query, 'e.id = $1', [running.id]))!, stopped: null };
}

/** A typed instant: a wall-clock time without a zone is Asia/Jakarta's (UTC+7, no daylight saving). */
export function readInstant(text: string): Date {
  const local = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?$/.test(text.trim());
  return new Date(local ? `${text.trim().replace(' ', 'T')}+07:00` : text);
}

/** An admin's correction of an entry's times, with its reason kept as history. */
export async function correctEntry(
  query: Query,
  id: number,
  change: { mulai: string; selesai?: string | null; alasan: string },
  loginId: number,
  msg: Msg,
): Promise<TimesheetEntry> {
  const [before] = await query<{ id_teknisi: number; mulai: Stamp; selesai: Stamp | null }>(
    'SELECT id_teknisi, mulai, selesai FROM timesheet_entries WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!before) throw notFound();
  const mulai = readInstant(change.mulai);
  const selesai = change.selesai ? readInstant(change.selesai) : null;
  const now = Date.now();
  if (mulai.getTime() > now) throw new ValidationError({ mulai: [msg('validation.timesheetOrder')] });
  if (selesai && (selesai <= mulai || selesai.getTime() > now))
    throw new ValidationError({ selesai: [msg('validation.timesheetOrder')] });
  if (!selesai) {
    const running = await runningOf(query, before.id_teknisi);
    if (running && running.id !== id) throw new ValidationError({ selesai: [msg('validation.required')] });
  }
  await query(
    `INSERT INTO timesheet_corrections (entry_id, user_id, alasan, mulai_lama, selesai_lama, mulai_baru, selesai_baru)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      loginId,
      change.alasan,
      iso(before.mulai),
      before.selesai && iso(before.selesai),
      mulai.toISOString(),
      selesai?.toISOString() ?? null,
    ],
  );
  await query('UPDATE timesheet_entries SET mulai = $2, selesai = $3, updated_at = now() WHERE id = $1', [
    id,
    mulai.toISOString(),
    selesai?.toISOString() ?? null,
  ]);
  return (await one(query, 'e.id = $1', [id]))!;
}

/** Entries started within `from`..`to` (Jakarta days) and their hours per job, technician and week. */
export async function timesheetReport(query: Query, from: string, to: string) {
  const rows = await entries(
    query,
    `(e.mulai AT TIME ZONE 'Asia/Jakarta')::date BETWEEN $1::date AND $2::date`,
    [from, to],
  );
  const named = (pick: (e: TimesheetEntry) => [number, string]) => {
    const names = new Map(rows.map((e) => pick(e)));
    return sumHours(
      rows,
      (e) => String(pick(e)[0]),
      (e) => e.jam,
    ).map(({ key, hours }) => ({
      id: Number(key),
      nama: names.get(Number(key)) ?? '',
      jam: hours,
    }));
  };
  const byWeek = sumHours(
    rows,
    (e) => weekStart(formatYmd(e.mulai)),
    (e) => e.jam,
  ).map(({ key, hours }) => ({
    minggu: key,
    jam: hours,
  }));
  const total = Math.round(rows.reduce((sum, e) => sum + e.jam, 0) * 100) / 100;
  return {
    from,
    to,
    entries: rows,
    byJob: named((e) => [e.id_pekerjaan, e.nama_pekerjaan ?? '']),
    byTechnician: named((e) => [e.id_teknisi, e.teknisi ?? '']),
    byWeek: byWeek.sort((a, b) => a.minggu.localeCompare(b.minggu)),
    total,
  };
}

/** An entry's corrections, newest first. */
export async function historyOf(query: Query, id: number) {
  const rows = await query<{
    id: number;
    alasan: string;
    oleh: string | null;
    waktu: Stamp;
    mulai_lama: Stamp;
    selesai_lama: Stamp | null;
    mulai_baru: Stamp;
    selesai_baru: Stamp | null;
  }>(
    `SELECT c.id, c.alasan, u.username AS oleh, c.created_at AS waktu, c.mulai_lama, c.selesai_lama,
       c.mulai_baru, c.selesai_baru
     FROM timesheet_corrections c LEFT JOIN users u ON u.id = c.user_id WHERE c.entry_id = $1
     ORDER BY c.created_at DESC, c.id DESC`,
    [id],
  );
  return rows.map((r) => ({
    ...r,
    waktu: iso(r.waktu),
    mulai_lama: iso(r.mulai_lama),
    selesai_lama: r.selesai_lama && iso(r.selesai_lama),
    mulai_baru: iso(r.mulai_baru),
    selesai_baru: r.selesai_baru && iso(r.selesai_baru),
  }));
}
