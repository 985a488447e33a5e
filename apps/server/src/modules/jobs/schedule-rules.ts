/**
 * A sub job's schedule rules (docs/jobs.md "Dispatch board"), run by its write hooks, so the ordinary
 * form, an import, the board's move and every other route obey them alike. When a sub job's technician
 * or schedule changes (or a new one has both):
 *
 * - the technician is not recorded absent (`izin`, `sakit`, `cuti`, `alpha`, `libur`) in attendance on
 *   one of the sub job's days (422 `id_teknisi`, naming the day and the status);
 * - with a time and a duration, its hours do not overlap another of their sub jobs with hours on a
 *   shared day (422 `jam_mulai`, naming the clashing sub job). Sub jobs without a time never clash.
 *
 * A write that leaves the technician and the schedule as they were is not checked again: an absence
 * recorded later must not lock the sub job's other fields (its status, its name).
 */
import { clashes, clock, firstSharedDay, type Schedule, scheduleOf } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { firstAbsence } from '../attendance/index.ts';
import type { HookContext } from '../resources/index.ts';

type Row = Record<string, unknown>;
type Ctx = Pick<HookContext, 'query' | 'msg'>;

/** The schedule fields of a stored sub job, as texts `scheduleOf` reads. */
async function storedSchedule(ctx: Ctx, id: unknown): Promise<Row> {
  const [row] = await ctx.query<Row>(
    `SELECT id_teknisi, to_char(tanggal_mulai, 'YYYY-MM-DD') AS tanggal_mulai,
       to_char(tanggal_selesai, 'YYYY-MM-DD') AS tanggal_selesai, to_char(jam_mulai, 'HH24:MI') AS jam_mulai,
       durasi_menit FROM rsubpekerjaan WHERE id = $1`,
    [id],
  );
  return row ?? {};
}

const techOf = (row: Row): number | null =>
  row.id_teknisi == null || row.id_teknisi === '' ? null : Number(row.id_teknisi);
const sameSchedule = (a: Schedule | null, b: Schedule | null) => JSON.stringify(a) === JSON.stringify(b);

/** Refuses the overlapping hours of another sub job of the technician (422 `jam_mulai`). */
async function assertNoClash(ctx: Ctx, id: unknown, techId: number, planned: Schedule): Promise<void> {
  if (planned.start === null || !planned.minutes) return;
  const others = await ctx.query<{
    id: number;
    nama_sub_pekerjaan: string;
    tanggal_mulai: string;
    tanggal_selesai: string | null;
    jam_mulai: string;
    durasi_menit: number;
  }>(
    `SELECT id, nama_sub_pekerjaan, to_char(tanggal_mulai, 'YYYY-MM-DD') AS tanggal_mulai,
       to_char(tanggal_selesai, 'YYYY-MM-DD') AS tanggal_selesai, to_char(jam_mulai, 'HH24:MI') AS jam_mulai,
       durasi_menit FROM rsubpekerjaan
     WHERE id_teknisi = $1 AND id IS DISTINCT FROM $2::int AND jam_mulai IS NOT NULL AND durasi_menit IS NOT NULL
       AND tanggal_mulai <= $4 AND GREATEST(tanggal_selesai, tanggal_mulai) >= $3 ORDER BY tanggal_mulai, jam_mulai, id`,
    [techId, id ?? null, planned.from, planned.to],
  );
  for (const other of others) {
    const theirs = scheduleOf(other);
    if (!theirs || !clashes(planned, theirs)) continue;
    throw new ValidationError({
      jam_mulai: [
        ctx.msg('validation.scheduleClash', {
          name: other.nama_sub_pekerjaan,
          id: other.id,
          day: firstSharedDay(planned, theirs),
          from: clock(theirs.start!),
          to: clock(theirs.start! + theirs.minutes!),
        }),
      ],
    });
  }
}

/**
 * Checks sub job `id` (null for a new one) as `values` would leave it, inside the write's transaction:
 * the technician's `akun` row is locked, so two writes planning one technician are checked in turn.
 */
export async function assertSubJobSchedule(ctx: Ctx, id: unknown, values: Row): Promise<void> {
  const stored = id == null ? {} : await storedSchedule(ctx, id);
  const next = { ...stored, ...values };
  const techId = techOf(next);
  const planned = scheduleOf(next);
  if (techId === null || planned === null) return;
  if (id != null && techOf(stored) === techId && sameSchedule(scheduleOf(stored), planned)) return;
  const [tech] = await ctx.query<{ nama: string }>('SELECT nama FROM akun WHERE id = $1 FOR UPDATE', [
    techId,
  ]);
  // a missing account is the reference check's 422, answered before the hooks
  if (!tech) return;
  const absent = await firstAbsence(ctx.query, techId, planned.from, planned.to);
  if (absent)
    throw new ValidationError({
      id_teknisi: [
        ctx.msg('validation.technicianAbsent', { name: tech.nama, status: absent.status, day: absent.day }),
      ],
    });
  await assertNoClash(ctx, id, techId, planned);
}
