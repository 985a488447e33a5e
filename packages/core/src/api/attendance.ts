/** Answers of the attendance routes (apps/server/src/modules/attendance/attendance.routes.ts). */
import { z } from 'zod';
import { LatenessRule, RecapLine, TapAction } from '../attendance/schemas.ts';
import { ApiRecord } from './resources.ts';

/** The card's owner as the kiosk greets them (a field hidden from the kiosk's role is left out). */
export const TapPerson = z.object({ id: z.int(), nama: z.string().optional(), foto: z.string().nullish() });
export type TapPerson = z.infer<typeof TapPerson>;

/** `POST /absensirfidmanual/tap`: what the tap did and the day's record as it now stands. */
export const TapAnswer = z.object({
  action: TapAction,
  /** True for a second read of the card within a minute: nothing was written. */
  ignored: z.boolean(),
  person: TapPerson,
  record: ApiRecord,
  /** The tap's time of day, `HH:MM:SS` in Asia/Jakarta. */
  time: z.iso.time({ precision: 0 }),
});
export type TapAnswer<R = ApiRecord> = Omit<z.infer<typeof TapAnswer>, 'record'> & { record: R };

/**
 * One person's month as the caller's role may see it: a figure read from a field hidden from the role
 * (Hide Kolom on `rabsensi`, or the person's name on `akun`) is left out.
 */
export const RecapLineShown = RecapLine.partial().required({ personId: true });
export type RecapLineShown = z.infer<typeof RecapLineShown>;

/** `GET /rabsensi/rekap?bulan=YYYY-MM` (without `format`): the month counted per person. */
export const MonthRecap = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  /** The month's first and last day, `YYYY-MM-DD`. */
  from: z.iso.date(),
  to: z.iso.date(),
  rule: LatenessRule,
  /** True when the caller sees only their own account's line (not an admin). */
  ownOnly: z.boolean(),
  records: z.array(RecapLineShown),
});
export type MonthRecap = z.infer<typeof MonthRecap>;
