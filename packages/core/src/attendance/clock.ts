/**
 * Wall-clock times of attendance: the business runs on Asia/Jakarta (UTC+7, no daylight saving), the
 * same calendar every date of the product uses (format/dates.ts). A tap's day and time are read there,
 * whatever the server machine's zone.
 */
import { formatYmdHms } from '../format/dates.ts';

/** A moment as the business's calendar reads it: `YYYY-MM-DD` and `HH:MM:SS` in Asia/Jakarta. */
export type WallClock = { date: string; time: string };

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;

/**
 * The day and time of a moment in Asia/Jakarta.
 * @example jakartaClock(new Date('2026-11-02T00:58:30Z')) // { date: '2026-11-02', time: '07:58:30' }
 */
export function jakartaClock(at: Date): WallClock {
  const text = formatYmdHms(at);
  return { date: text.slice(0, 10), time: text.slice(11, 19) };
}

/**
 * Seconds since midnight of a time of day (`HH:MM` or `HH:MM:SS`, as time columns store it), or null.
 * @example parseClock('07:58:30') // 28710
 * @example parseClock('24:00') // null
 */
export function parseClock(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `HH:MM` of seconds since midnight (seconds dropped, never rounded up: 07:59:59 reads 07:59).
 * @example formatClock(28710) // '07:58'
 */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.min(86_399, Math.floor(seconds)));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}`;
}

/**
 * Hours and minutes of a duration in minutes, for tables: `8:05` (always two minute digits).
 * @example formatDuration(485) // '8:05'
 */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${pad(m % 60)}`;
}
