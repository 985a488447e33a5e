/**
 * Moving a sub job on the dispatch board (docs/jobs.md "Dispatch board"): to a technician, a first day
 * and optionally a time and duration. The board plans technicians, so the move first refuses an account
 * that is not of kind Teknisi (422 `id_teknisi`, its row locked); the rest is the sub job's own edit,
 * whose write hooks hold the schedule rules every route obeys (jobs/schedule-rules.ts: no absence day,
 * no overlapping hours), then field work, assignment notice and roll-up. A refused move changes nothing.
 */
import { addDays, daysBetween, getResource } from '@kantor/core';
import { ValidationError } from '../../../errors.ts';
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

/** Refuses a technician the board does not plan (an account of another kind, or none). */
async function assertTechnician(tx: TxContext, techId: unknown): Promise<void> {
  // locked: two moves onto the same technician at once are checked in turn (the hooks lock it again)
  const [tech] = await tx.query<{ jenis_akun: string | null }>(
    'SELECT jenis_akun FROM akun WHERE id = $1 FOR UPDATE',
    [techId],
  );
  if (tech?.jenis_akun !== 'Teknisi')
    throw new ValidationError({ id_teknisi: [messagesFor(tx.acceptLanguage)('validation.notTechnician')] });
}

/** Moves sub job `id` inside the running transaction: a technician, then the sub job's own checked edit. */
export async function moveSubJob(tx: TxContext, id: number, body: Move): Promise<Row> {
  const values = await movedValues(tx, id, body);
  await assertTechnician(tx, values.id_teknisi);
  return updateRecord(tx, getResource('rsubpekerjaan')!, String(id), values);
}
