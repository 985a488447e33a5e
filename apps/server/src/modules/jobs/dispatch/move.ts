/**
 * Moving a sub job on the dispatch board (docs/jobs.md "Dispatch board"): to a technician, a first day
 * and optionally a time and duration. Checked in the write's transaction, before the sub job's own edit
 * (its write hooks: field work, assignment notice, roll-up), so a refused move changes nothing:
 *
 * - the technician is an account of kind Teknisi (422 `id_teknisi`);
 * - they are not recorded absent (`izin`, `sakit`, `cuti`, `alpha`, `libur`) in attendance on one of the
 *   sub job's days (422 `id_teknisi`, naming the day and the status);
 * - with a time and a duration, its hours do not overlap another of their sub jobs with hours on a
 *   shared day (422 `jam_mulai`, naming the clashing sub job). Sub jobs without a time never clash.
 */
import { addDays, clashes, clock, daysBetween, firstSharedDay, getResource, scheduleOf } from '@kantor/core';
import { ValidationError } from '../../../errors.ts';
import { firstAbsence } from '../../attendance/index.ts';
import { messagesFor, type TxContext, updateRecord } from '../../resources/index.ts';

type Row = Record<string, unknown>;
/** The move as the route's schema read it (`MoveBody`'s output). */
export type Move = {
  id_teknisi: number;
  tanggal_mulai: string;
  jam_mulai?: string | null;
  durasi_menit?: number;
};

/** The values the move writes: the technician, the days (keeping the sub job's length) and the hours. */
async function movedValues(tx: TxContext, id: number, body: Move): Promise<Row> {
  const [before] = await tx.query<{ mulai: string | null; selesai: string | null; durasi: number | null }>(
    `SELECT to_char(tanggal_mulai, 'YYYY-MM-DD') AS mulai, to_char(tanggal_selesai, 'YYYY-MM-DD') AS selesai,
       durasi_menit AS durasi FROM rsubpekerjaan WHERE id = $1`,
    [id],
  );
  const span = before?.mulai && before.selesai ? Math.max(0, daysBetween(before.mulai, before.selesai)) : 0;
  const values: Row = {
    id_teknisi: body.id_teknisi,
    tanggal_mulai: body.tanggal_mulai,
    tanggal_selesai: addDays(body.tanggal_mulai, span),
  };
  if (body.jam_mulai !== undefined) values.jam_mulai = body.jam_mulai;
  if (body.jam_mulai === null) values.durasi_menit = null;
  else if (body.durasi_menit !== undefined) values.durasi_menit = body.durasi_menit;
  else if (body.jam_mulai && before?.durasi == null) values.durasi_menit = 60;
  return values;
}

/** Refuses a move the board's rules forbid (see the file's comment); `values` as the move writes them. */
async function checkMove(tx: TxContext, id: number, values: Row): Promise<void> {
  const msg = messagesFor(tx.acceptLanguage);
  // the technician's row is locked: two moves onto the same technician at once are checked in turn
  const [tech] = await tx.query<{ nama: string; jenis_akun: string | null }>(
    'SELECT nama, jenis_akun FROM akun WHERE id = $1 FOR UPDATE',
    [values.id_teknisi],
  );
  if (!tech || tech.jenis_akun !== 'Teknisi')
    throw new ValidationError({ id_teknisi: [msg('validation.notTechnician')] });
  const [current] = await tx.query<Row>(
    `SELECT to_char(jam_mulai, 'HH24:MI') AS jam_mulai, durasi_menit FROM rsubpekerjaan WHERE id = $1`,
    [id],
  );
  const moved = scheduleOf({ ...current, ...values })!;
  const absent = await firstAbsence(tx.query, Number(values.id_teknisi), moved.from, moved.to);
  if (absent)
    throw new ValidationError({
      id_teknisi: [
        msg('validation.technicianAbsent', { name: tech.nama, status: absent.status, day: absent.day }),
      ],
    });
  if (moved.start === null || !moved.minutes) return;
  const others = await tx.query<{
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
     WHERE id_teknisi = $1 AND id <> $2 AND jam_mulai IS NOT NULL AND durasi_menit IS NOT NULL
       AND tanggal_mulai <= $4 AND GREATEST(tanggal_selesai, tanggal_mulai) >= $3 ORDER BY tanggal_mulai, jam_mulai, id`,
    [values.id_teknisi, id, moved.from, moved.to],
  );
  for (const other of others) {
    const theirs = scheduleOf(other);
    if (!theirs || !clashes(moved, theirs)) continue;
    throw new ValidationError({
      jam_mulai: [
        msg('validation.scheduleClash', {
          name: other.nama_sub_pekerjaan,
          id: other.id,
          day: firstSharedDay(moved, theirs),
          from: clock(theirs.start!),
          to: clock(theirs.start! + theirs.minutes!),
        }),
      ],
    });
  }
}

/** Moves sub job `id` inside the running transaction: the checks, then the sub job's own edit. */
export async function moveSubJob(tx: TxContext, id: number, body: Move): Promise<Row> {
  const values = await movedValues(tx, id, body);
  await checkMove(tx, id, values);
  return updateRecord(tx, getResource('rsubpekerjaan')!, String(id), values);
}
