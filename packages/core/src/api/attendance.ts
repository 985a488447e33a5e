/** Answers of the attendance routes (apps/server/src/modules/attendance/attendance.routes.ts). */
import type { LatenessRule, RecapLine } from '../attendance/recap.ts';
import type { TapAction } from '../attendance/tap.ts';
import type { ApiRecord } from './resources.ts';

/** The card's owner as the kiosk greets them. */
export type TapPerson = { id: number; nama: string; foto: string | null };

/** `POST /absensirfidmanual/tap`: what the tap did and the day's record as it now stands. */
export type TapAnswer<R = ApiRecord> = {
  action: TapAction;
  /** True for a second read of the card within a minute: nothing was written. */
  ignored: boolean;
  person: TapPerson;
  record: R;
  /** The tap's time of day, `HH:MM:SS` in Asia/Jakarta. */
  time: string;
};

/** `GET /rabsensi/rekap?bulan=YYYY-MM` (without `format`): the month counted per person. */
export type MonthRecap = {
  month: string;
  /** The month's first and last day, `YYYY-MM-DD`. */
  from: string;
  to: string;
  rule: LatenessRule;
  /** True when the caller sees only their own account's line (not an admin). */
  ownOnly: boolean;
  records: RecapLine[];
};
