/**
 * Pairing of card taps into a day's check-in and check-out. The first tap of the day is the check-in,
 * every later one the check-out (so the day runs from the first tap to the last: someone who taps out
 * for lunch and back in ends the day on their last tap), and a tap within a minute of the previous one
 * is a double read of the same card and changes nothing.
 */
import { parseClock } from './clock.ts';
import type { TapAction } from './schemas.ts';

/** Seconds within which a second tap of the same card is ignored. */
export const DOUBLE_TAP_SECONDS = 60;

/** What a tap finds of the person's day: the day's record, if any (times as `HH:MM[:SS]`). */
export type DayTimes = { jam_masuk: string | null; jam_keluar: string | null };

/** What a tap does: the action and the time fields to write (none when ignored). */
export type TapPlan =
  | { action: 'in'; set: { jam_masuk: string } }
  | { action: 'out'; set: { jam_keluar: string } }
  | { action: 'ignored'; set: Record<string, never> };

/**
 * The effect of a tap at `time` (`HH:MM:SS`, the business's wall clock) on the person's day.
 * - no record, or a record without a check-in (a manual row typed beforehand): check-in;
 * - within {@link DOUBLE_TAP_SECONDS} of the day's last tap (either way): ignored;
 * - before the recorded check-in (a check-in typed by hand ahead of time): the earlier check-in wins;
 * - otherwise: check-out, also after an earlier check-out (the latest tap ends the day).
 * @example planTap(null, '07:58:00') // { action: 'in', set: { jam_masuk: '07:58:00' } }
 * @example planTap({ jam_masuk: '07:58:00', jam_keluar: null }, '07:58:40').action // 'ignored'
 * @example planTap({ jam_masuk: '07:58:00', jam_keluar: null }, '17:02:00').action // 'out'
 */
export function planTap(day: DayTimes | null, time: string, gapSeconds = DOUBLE_TAP_SECONDS): TapPlan {
  const now = parseClock(time);
  if (now === null) throw new RangeError(`not a time of day: ${time}`);
  const checkIn = parseClock(day?.jam_masuk);
  if (checkIn === null) return { action: 'in', set: { jam_masuk: time } };
  const last = Math.max(checkIn, parseClock(day?.jam_keluar) ?? checkIn);
  if (Math.abs(now - last) < gapSeconds) return { action: 'ignored', set: {} };
  if (now < checkIn) return { action: 'in', set: { jam_masuk: time } };
  return { action: 'out', set: { jam_keluar: time } };
}

/**
 * The photos a record keeps after a tap: the earlier ones and the new one, the last `max` of them
 * (the field holds two: normally the check-in's and the check-out's).
 * @example keptPhotos('uploads/a.jpg', 'uploads/b.jpg') // 'uploads/a.jpg,uploads/b.jpg'
 */
export function keptPhotos(before: string | null | undefined, added: string | null | undefined, max = 2) {
  const list = (before ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (added?.trim()) list.push(added.trim());
  return list.slice(-max).join(',') || null;
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { TapAction };
