/**
 * Preventive maintenance schedules: a visit every `interval` days, its next due date, and how urgent it
 * is. Days are calendar days as `YYYY-MM-DD` text (the business's day in Asia/Jakarta), so the
 * arithmetic runs in UTC and never crosses a daylight-saving change.
 */
import type { DueGroup } from './schemas.ts';

const DAY_MS = 86_400_000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(day: string): number {
  const match = YMD.exec(day.slice(0, 10));
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const back = new Date(time).toISOString().slice(0, 10);
  if (back !== day.slice(0, 10)) throw new RangeError(`not a calendar day: ${day}`);
  return Math.round(time / DAY_MS);
}

const fromDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Whether `value` is a real calendar day written `YYYY-MM-DD`.
 *
 * @example isCalendarDay('2026-02-28') === true
 * @example isCalendarDay('2026-02-30') === false
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || value.length !== 10) return false;
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * `day` moved by `days` (negative goes back).
 *
 * @example addDays('2026-11-28', 5) === '2026-12-03'
 */
export function addDays(day: string, days: number): string {
  return fromDayNumber(dayNumber(day) + days);
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 *
 * @example daysBetween('2026-11-24', '2026-12-01') === 7
 */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The visit after the one due on `due`: `due` plus whole intervals, skipping the ones already past,
 * so the answer is always after `today` (and at least one interval after `due`).
 *
 * @example nextDueDate('2026-11-20', 30, '2026-11-24') === '2026-12-20'
 * @example nextDueDate('2026-08-01', 30, '2026-11-24') === '2026-11-29' // three missed visits skipped
 */
export function nextDueDate(due: string, intervalDays: number, today: string): string {
  if (!Number.isInteger(intervalDays) || intervalDays < 1)
    throw new RangeError(`interval must be a positive whole number of days: ${intervalDays}`);
  const start = dayNumber(due);
  const now = dayNumber(today);
  const steps = Math.max(1, Math.floor((now - start) / intervalDays) + 1);
  return fromDayNumber(start + steps * intervalDays);
}

export type DueState = {
  group: DueGroup;
  /** Days until the visit: 0 today, negative when overdue. */
  days: number;
};

/**
 * Classifies a visit due on `due` seen on `today`, with `until` the last day counted as "soon"
 * (inclusive; a horizon before today makes only today's visits soon).
 *
 * @example dueState('2026-11-20', '2026-11-24', '2026-12-01') // { group: 'overdue', days: -4 }
 * @example dueState('2026-11-24', '2026-11-24', '2026-12-01') // { group: 'soon', days: 0 }
 * @example dueState('2026-12-05', '2026-11-24', '2026-12-01') // { group: 'later', days: 11 }
 */
export function dueState(due: string, today: string, until: string): DueState {
  const days = daysBetween(today, due);
  if (days < 0) return { group: 'overdue', days };
  if (days === 0 || dayNumber(due) <= dayNumber(until)) return { group: 'soon', days };
  return { group: 'later', days };
}

const GROUP_ORDER: Readonly<Record<DueGroup, number>> = { overdue: 0, soon: 1, later: 2 };

/**
 * Orders visits for the schedule screen: overdue first (the longest overdue on top), then due soon, then
 * later, each by date; ties keep their order.
 *
 * @example sortByUrgency([{ due: '2026-12-05' }, { due: '2026-11-01' }], '2026-11-24', '2026-12-01')
 *   // [{ due: '2026-11-01' }, { due: '2026-12-05' }]
 */
export function sortByUrgency<T extends { due: string }>(
  rows: readonly T[],
  today: string,
  until: string,
): T[] {
  return rows
    .map((row, index) => ({ row, index, state: dueState(row.due, today, until) }))
    .sort(
      (a, b) =>
        GROUP_ORDER[a.state.group] - GROUP_ORDER[b.state.group] ||
        a.state.days - b.state.days ||
        a.index - b.index,
    )
    .map((entry) => entry.row);
}

/**
 * The first day of a job made from a visit due on `due`: that day, or today when it has passed.
 *
 * @example visitStartDate('2026-11-20', '2026-11-24') === '2026-11-24'
 * @example visitStartDate('2026-11-28', '2026-11-24') === '2026-11-28'
 */
export function visitStartDate(due: string, today: string): string {
  return dayNumber(due) < dayNumber(today) ? today.slice(0, 10) : due.slice(0, 10);
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { DueGroup };
