/**
 * The dispatch board's and the timesheets' pure rules (docs/jobs.md "Dispatch board", "Timesheets"):
 * days of a week, a sub job's schedule, when two schedules clash, and hours from timer entries.
 * Days are `YYYY-MM-DD` calendar days (Asia/Jakarta, the product's calendar); times are minutes of the day.
 */
import { addDays } from '../maintenance/schedule.ts';

/** A sub job's place on the board: its days and, when it has a start time and a duration, its hours. */
export type Schedule = {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day (the first when the sub job has no end date). */
  to: string;
  /** Start, in minutes after midnight; null: some time that day. */
  start: number | null;
  /** Minutes of work from `start`. */
  minutes: number | null;
};

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Minutes after midnight of a wall-clock time (`08:30`, `08:30:00`); null when not a time.
 *
 * @example minutesOfDay('08:30') === 510
 */
export function minutesOfDay(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIME.exec(value.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour > 23 || minute > 59 ? null : hour * 60 + minute;
}

/** `HH:MM` of minutes after midnight (1440 is `24:00`, the end of the day). @example clock(510) === '08:30' */
export function clock(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The Monday of `day`'s week (weeks run Monday to Sunday). @example weekStart('2026-11-29') === '2026-11-23' */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** `count` days from `from`. @example daysFrom('2026-11-30', 2) -> ['2026-11-30', '2026-12-01'] */
export function daysFrom(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** A sub job's schedule from its stored fields; null when it has no start date. */
export function scheduleOf(sub: {
  tanggal_mulai?: unknown;
  tanggal_selesai?: unknown;
  jam_mulai?: unknown;
  durasi_menit?: unknown;
}): Schedule | null {
  const from = typeof sub.tanggal_mulai === 'string' ? sub.tanggal_mulai.slice(0, 10) : null;
  if (!from) return null;
  const end = typeof sub.tanggal_selesai === 'string' ? sub.tanggal_selesai.slice(0, 10) : null;
  const start = minutesOfDay(sub.jam_mulai);
  const minutes = sub.durasi_menit == null || sub.durasi_menit === '' ? null : Number(sub.durasi_menit);
  return {
    from,
    to: end && end > from ? end : from,
    start,
    minutes: Number.isFinite(minutes) ? minutes : null,
  };
}

/**
 * Whether two schedules clash: they share a day and both have hours that overlap on it. A schedule
 * without a start time or duration ("some time that day") never clashes: a technician does several such
 * jobs a day. End times are exclusive (08:00–10:00 and 10:00–11:00 do not clash).
 *
 * @example clashes({from:'2026-12-01',to:'2026-12-01',start:480,minutes:120}, {from:'2026-12-01',to:'2026-12-01',start:540,minutes:60}) === true
 */
export function clashes(a: Schedule, b: Schedule): boolean {
  if (a.from > b.to || b.from > a.to) return false;
  if (a.start === null || b.start === null || !a.minutes || !b.minutes) return false;
  return a.start < b.start + b.minutes && b.start < a.start + a.minutes;
}

/** The first day both schedules hold (for the message naming a clash). */
export function firstSharedDay(a: Schedule, b: Schedule): string {
  // biome-ignore lint/complexity/useMathMinMax: the days are `YYYY-MM-DD` text, compared as text; Math.max would make them NaN
  return a.from > b.from ? a.from : b.from;
}

/** Whether a schedule's days hold `day`. */
export function onDay(schedule: Schedule, day: string): boolean {
  return schedule.from <= day && day <= schedule.to;
}

/**
 * Hours between two instants (ISO texts or Dates), rounded to two decimals; a running entry (no stop)
 * counts up to `now`.
 *
 * @example hoursBetween('2026-12-01T01:00:00Z', '2026-12-01T02:30:00Z') === 1.5
 */
export function hoursBetween(
  start: string | Date,
  stop: string | Date | null,
  now: Date = new Date(),
): number {
  const from = new Date(start).getTime();
  const to = stop === null ? now.getTime() : new Date(stop).getTime();
  return Math.max(0, Math.round(((to - from) / 3_600_000) * 100) / 100);
}

/** Hours summed by a key (a job, a technician, a week), each total rounded to two decimals. */
export function sumHours<T>(rows: readonly T[], key: (row: T) => string, hours: (row: T) => number) {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + hours(row));
  return [...totals].map(([k, total]) => ({ key: k, hours: Math.round(total * 100) / 100 }));
}
