import type { Value } from './ast.ts';
import { isEmpty, isNumberLike, numberOrNull, toNumber, toText } from './values.ts';

/** Numbers found in the arguments (lists flattened); text that is not numeric and empties are skipped. */
function numbersOf(args: readonly Value[], out: number[] = []): number[] {
  for (const a of args) {
    if (Array.isArray(a)) numbersOf(a, out);
    else if (!isEmpty(a) && (isNumberLike(a) || typeof a === 'boolean')) out.push(toNumber(a));
  }
  return out;
}

/**
 * Rounds half away from zero to `digits` decimals (clamped to 0..12), correcting binary
 * representation error so `ROUND(1.005, 2)` is 1.01.
 *
 * @example roundHalfAway(2.345, 2) // 2.35
 */
export function roundHalfAway(x: number, digits = 2): number {
  const d = Math.max(0, Math.min(12, Math.trunc(digits)));
  const f = 10 ** d;
  const scaled = Math.abs(x) * f;
  const rounded = Math.round(scaled + scaled * Number.EPSILON * 4) / f;
  return x < 0 ? -rounded : rounded;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Date parts of an instant shifted by an offset in minutes (no Intl, no host time zone). */
function wallClock(now: number, offsetMinutes: number) {
  const d = new Date(now + offsetMinutes * 60_000);
  return {
    date: `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** Time inputs of NOW() and TODAY(). */
export type Clock = { now: number; offsetMinutes: number };

/** Eagerly evaluated whitelisted functions (IF, COALESCE, sum_row, SUM_BY and API_FETCH are lazy). */
export const EAGER: Readonly<Record<string, (args: readonly Value[], clock: Clock) => Value>> = {
  ROUND: ([x, d]) => {
    const n = toNumber(x ?? null);
    const digits = d === undefined ? 2 : toNumber(d);
    if (!Number.isFinite(n) || !Number.isFinite(digits)) return null;
    return numberOrNull(roundHalfAway(n, digits));
  },
  SUM: (args) => numberOrNull(numbersOf(args).reduce((s, n) => s + n, 0)),
  MIN: (args) => {
    const ns = numbersOf(args);
    return ns.length === 0 ? null : ns.reduce((m, n) => Math.min(m, n));
  },
  MAX: (args) => {
    const ns = numbersOf(args);
    return ns.length === 0 ? null : ns.reduce((m, n) => Math.max(m, n));
  },
  ABS: ([x]) => numberOrNull(Math.abs(toNumber(x ?? null))),
  LEN: ([x]) => (Array.isArray(x) ? x.length : [...toText(x ?? null)].length),
  UPPER: ([x]) => toText(x ?? null).toUpperCase(),
  LOWER: ([x]) => toText(x ?? null).toLowerCase(),
  CONCAT: (args) => args.map(toText).join(''),
  NOW: (_args, clock) => {
    const { date, time } = wallClock(clock.now, clock.offsetMinutes);
    return `${date} ${time}`;
  },
  TODAY: (_args, clock) => wallClock(clock.now, clock.offsetMinutes).date,
};
