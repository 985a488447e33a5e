/**
 * The attendance kiosk's write path: a card tap becomes the day's check-in or check-out of the person
 * whose account carries the card (`akun.kode_rfid`), written through the resource engine (validation,
 * hooks and audit as for any `rabsensi` record), in one transaction that holds the person's row, so
 * two readers tapping the same card at once cannot write two check-ins.
 */
import {
  getResource,
  jakartaClock,
  keptPhotos,
  type MessageKey,
  planTap,
  type TapAnswer,
  type TapBody,
  type TapPerson,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { uploadPathOf } from '../media/index.ts';
import {
  findRecord,
  insertRecord,
  inTransaction,
  type Msg,
  messagesFor,
  updateRecord,
  type WriteContext,
} from '../resources/index.ts';

type Row = Record<string, unknown>;

/**
 * The clock taps read (the route's "now"). The business's day and time are taken from it in
 * Asia/Jakarta; tests and the demo seed pass explicit moments instead of moving it where they can.
 */
export const attendanceClock = { now: (): Date => new Date() };

export type TapInput = { kode_rfid: string; foto: string | null };
/** The tap's answer; the day's record as the resource engine returns it. */
export type TapResult = TapAnswer<Row>;

/**
 * The tap as its declaration read it (`TapBody` of @kantor/core: the card number trimmed and checked),
 * its photo checked to be a path (or `/uploads/…` address) of an upload here: anything else is a 422
 * on `foto`.
 */
export function checkedTap(body: TapBody, msg: Msg): TapInput {
  // a photo is a path of our own uploads (checked against its media record when the tap is written)
  let foto: string | null = null;
  if (body.foto !== undefined) {
    foto = uploadPathOf(body.foto);
    if (!foto) throw new ValidationError({ foto: [msg('validation.uploadNotIssued')] });
  }
  return { kode_rfid: body.kode_rfid, foto };
}

const refuse = (msg: Msg, key: MessageKey, code: string) =>
  new ValidationError({ kode_rfid: [msg(key, { code })] });

/**
 * Records a tap at `at`: finds the card's owner (case-insensitive), then checks in, checks out or
 * ignores a double read (see `planTap` in @kantor/core). A new day's record is `masuk` from `RFID`; a
 * record typed by hand for the day (an `izin` that came in after all) keeps its status and gets the
 * times. A photo joins the record's photos (the last two are kept). An unknown card is a 422 on
 * `kode_rfid`, and so is a card of a blocked account.
 */
export async function recordTap(ctx: WriteContext, input: TapInput, at: Date): Promise<TapResult> {
  const msg = messagesFor(ctx.acceptLanguage);
  const { date, time } = jakartaClock(at);
  const resource = getResource('rabsensi')!;
  return inTransaction(ctx, async (tx) => {
    const [person] = await tx.query<TapPerson & { status: string }>(
      `SELECT id, nama, foto, status FROM akun WHERE lower(kode_rfid) = lower($1) ORDER BY id LIMIT 1
        FOR UPDATE`,
      [input.kode_rfid],
    );
    if (!person) throw refuse(msg, 'validation.unknownCard', input.kode_rfid);
    if (person.status === 'Blocked') throw refuse(msg, 'validation.cardBlocked', input.kode_rfid);
    const [day] = await tx.query<{
      id: number;
      jam_masuk: string | null;
      jam_keluar: string | null;
      foto: string | null;
    }>(
      `SELECT id, jam_masuk::text AS jam_masuk, jam_keluar::text AS jam_keluar, foto FROM rabsensi
        WHERE id_akun = $1 AND tanggal = $2 ORDER BY id LIMIT 1`,
      [person.id, date],
    );
    const plan = planTap(day ?? null, time);
    let record: Row;
    if (plan.action === 'ignored' && day) {
      record = (await findRecord(tx.query, resource, String(day.id)))!;
    } else if (!day) {
      record = await insertRecord(tx, resource, {
        id_akun: person.id,
        tanggal: date,
        status: 'masuk',
        sumber: 'RFID',
        kode_rfid: input.kode_rfid,
        foto: input.foto,
        ...plan.set,
      });
    } else {
      record = await updateRecord(tx, resource, String(day.id), {
        ...plan.set,
        kode_rfid: input.kode_rfid,
        ...(input.foto ? { foto: keptPhotos(day.foto, input.foto) } : {}),
      });
    }
    return {
      action: plan.action,
      ignored: plan.action === 'ignored',
      person: { id: person.id, nama: person.nama, foto: person.foto },
      record,
      time,
    };
  });
}

/** The statuses that mean a person is away that day (leave, sick, off, absent without leave). */
export const ABSENCE_STATUSES: readonly string[] = ['izin', 'sakit', 'cuti', 'alpha', 'libur'];

/**
 * The first day from `from` to `to` (YYYY-MM-DD) an account is recorded away, with that status, or
 * null: the dispatch board refuses to plan work on it (docs/jobs.md).
 */
export async function firstAbsence(
  query: Query,
  accountId: number,
  from: string,
  to: string,
): Promise<{ day: string; status: string } | null> {
  const [absent] = await query<{ day: string; status: string }>(
    `SELECT to_char(tanggal, 'YYYY-MM-DD') AS day, status FROM rabsensi
     WHERE id_akun = $1 AND tanggal BETWEEN $2 AND $3 AND status = ANY($4::text[]) ORDER BY tanggal LIMIT 1`,
    [accountId, from, to, ABSENCE_STATUSES],
  );
  return absent ?? null;
}
