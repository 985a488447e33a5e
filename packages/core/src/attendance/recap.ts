/**
 * The monthly attendance recap: per person, the days of each status, the days present, the hours worked
 * (first check-in to last check-out of each day) and the late arrivals against the start of the working
 * day. Pure: the server reads the month's records and the rule, this counts.
 */
import { parseClock } from './clock.ts';
import type { LatenessRule, RecapLine } from './schemas.ts';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from './statuses.ts';

export { ATTENDANCE_STATUSES, type AttendanceStatus } from './statuses.ts';

export const DEFAULT_LATENESS_RULE: LatenessRule = { start: '08:00', graceMinutes: 0 };

/** One attendance record as the recap reads it. */
export type AttendanceRow = {
  id_akun: number;
  tanggal: string;
  jam_masuk: string | null;
  jam_keluar: string | null;
  status: string;
};

export type RecapPerson = { id: number; nama: string };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * Whether `text` is a month `YYYY-MM`.
 * @example isMonth('2026-11') // true
 */
export function isMonth(text: unknown): text is string {
  return typeof text === 'string' && MONTH.test(text);
}

/**
 * The first and last day of a month `YYYY-MM`.
 * @example monthRange('2028-02') // { from: '2028-02-01', to: '2028-02-29' }
 */
export function monthRange(month: string): { from: string; to: string } {
  const match = MONTH.exec(month);
  if (!match) throw new RangeError(`not a month: ${month}`);
  const last = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * Minutes a check-in is late under the rule (0 when on time or without a check-in).
 * @example lateMinutesOf('08:07:30', { start: '08:00', graceMinutes: 5 }) // 7
 * @example lateMinutesOf('08:04:59', { start: '08:00', graceMinutes: 5 }) // 0
 */
export function lateMinutesOf(checkIn: string | null, rule: LatenessRule): number {
  const at = parseClock(checkIn);
  const start = parseClock(rule.start);
  if (at === null || start === null) return 0;
  const late = Math.floor(at / 60) - Math.floor(start / 60);
  return late > Math.max(0, rule.graceMinutes) ? late : 0;
}

/**
 * Seconds worked from a check-in to a check-out on the same day (0 when one is missing or the
 * check-out is not later).
 * @example workedSeconds('08:00', '17:30') // 34200
 */
export function workedSeconds(checkIn: string | null, checkOut: string | null): number {
  const from = parseClock(checkIn);
  const to = parseClock(checkOut);
  return from === null || to === null || to <= from ? 0 : to - from;
}

type Day = { statuses: Set<string>; in: string | null; out: string | null };

const earlier = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : (parseClock(b) ?? 0) < (parseClock(a) ?? 0) ? b : a;
const later = (a: string | null, b: string | null) =>
  a === null ? b : b === null ? a : (parseClock(b) ?? 0) > (parseClock(a) ?? 0) ? b : a;

/** A person's days: several records of one day merge (first check-in, last check-out, every status). */
function daysOf(rows: readonly AttendanceRow[]): Map<string, Day> {
  const days = new Map<string, Day>();
  for (const row of rows) {
    const day = days.get(row.tanggal) ?? { statuses: new Set<string>(), in: null, out: null };
    day.statuses.add(row.status);
    day.in = earlier(day.in, row.jam_masuk);
    day.out = later(day.out, row.jam_keluar);
    days.set(row.tanggal, day);
  }
  return days;
}

const emptyCounts = (): Record<AttendanceStatus, number> => ({
  masuk: 0,
  izin: 0,
  sakit: 0,
  cuti: 0,
  alpha: 0,
  libur: 0,
});

/**
 * The recap of one month: a line per person of `people` (in their order), from the month's records.
 * A day before `today` (`YYYY-MM-DD`, the business's today) with a check-in and no check-out is open;
 * today's is not yet.
 * @example attendanceRecap([{ id: 1, nama: 'Dedi' }], rows, DEFAULT_LATENESS_RULE, '2026-11-25')
 */
export function attendanceRecap(
  people: readonly RecapPerson[],
  rows: readonly AttendanceRow[],
  rule: LatenessRule,
  today: string,
): RecapLine[] {
  const byPerson = new Map<number, AttendanceRow[]>();
  for (const row of rows) {
    const list = byPerson.get(Number(row.id_akun)) ?? [];
    list.push(row);
    byPerson.set(Number(row.id_akun), list);
  }
  return people.map((person) => {
    const line: RecapLine = {
      personId: person.id,
      name: person.nama,
      counts: emptyCounts(),
      daysPresent: 0,
      workedMinutes: 0,
      lateDays: 0,
      lateMinutes: 0,
      openDays: 0,
    };
    let worked = 0;
    for (const [date, day] of daysOf(byPerson.get(person.id) ?? [])) {
      for (const status of day.statuses)
        if ((ATTENDANCE_STATUSES as readonly string[]).includes(status))
          line.counts[status as AttendanceStatus] += 1;
      if (day.statuses.has('masuk') || day.in !== null) line.daysPresent += 1;
      worked += workedSeconds(day.in, day.out);
      if (day.in !== null && day.out === null && date < today) line.openDays += 1;
      const late = day.statuses.has('masuk') ? lateMinutesOf(day.in, rule) : 0;
      if (late > 0) {
        line.lateDays += 1;
        line.lateMinutes += late;
      }
    }
    line.workedMinutes = Math.floor(worked / 60);
    return line;
  });
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { LatenessRule, RecapLine };
