/**
 * What the attendance answers quote (rule R5, plugins/quotes.ts; docs/attendance.md): every key names
 * the fields it is read or computed from and leaves the answer (and the recap file's columns) where the
 * caller's role may not see one of them.
 */
import { each, plain, type Quote, quote, recordOf, type Shape } from '../../plugins/quotes.ts';

const status = quote('rabsensi.status');
const late = quote('rabsensi.status', 'rabsensi.jam_masuk');
const checkInAndOut = quote('rabsensi.jam_masuk', 'rabsensi.jam_keluar');

/** One person's month, per key (the file's columns follow it: recap.ts). */
export const RECAP_LINE = {
  personId: plain,
  name: quote('akun.nama'),
  counts: status,
  // a day counts as present by its status or a check-in; late by both
  daysPresent: late,
  workedMinutes: checkInAndOut,
  lateDays: late,
  lateMinutes: late,
  openDays: checkInAndOut,
} as const satisfies Readonly<Record<string, Quote>>;

/** `GET /rabsensi/rekap`: the month asked for, the lateness rule, a line per person in name order. */
export const MONTH_RECAP: Shape = {
  month: plain,
  from: plain,
  to: plain,
  rule: plain,
  ownOnly: plain,
  records: each(RECAP_LINE, { by: quote('akun.nama'), otherwise: 'personId' }),
};

/** `POST /absensirfidmanual/tap`: the card's owner as the kiosk greets them, and the day's record. */
export const TAP: Shape = {
  action: plain,
  ignored: plain,
  person: { id: plain, nama: quote('akun.nama'), foto: quote('akun.foto') },
  record: recordOf('rabsensi'),
  time: plain,
};
