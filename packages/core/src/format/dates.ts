/**
 * Date parsing and display of spec §5. Everything is shown in Asia/Jakarta (UTC+7, no DST) with fixed
 * arithmetic, so results never depend on the machine's time zone.
 */
import { NUMBER_LOCALE } from '../constants.ts';

/** What the date helpers accept: a Date, epoch seconds or milliseconds, or a date string. */
export type DateInput = Date | number | string | null | undefined;

/** Asia/Jakarta has been UTC+7 without daylight saving since 1964. */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
/**
 * Fixed UTC+7 for Intl (POSIX sign is inverted). Same as Asia/Jakarta today, and unlike it also before 1964,
 * so Intl output always agrees with the fixed +7 arithmetic used for parsing.
 */
const TIME_ZONE = 'Etc/GMT-7';
/** Spec §5: numbers below this are epoch seconds, from it on epoch milliseconds. */
const SECONDS_LIMIT = 1e12;

const ID_MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;

/** Only zeros and separators: '0', '0000-00-00', '0000-00-00 00:00:00'. */
const ALL_ZEROS = /^[0\s:./T-]*0[0\s:./T-]*$/;
const NUMERIC = /^[+-]?\d+(\.\d+)?$/;
/** Wall-clock date or date-time without a zone: read as Asia/Jakarta. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
/** ISO date-time with an explicit zone: the zone is honoured. */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

function fromEpoch(n: number): Date | null {
  if (!Number.isFinite(n) || n === 0) return null;
  const d = new Date(n < SECONDS_LIMIT ? n * 1000 : n);
  return Number.isNaN(d.getTime()) ? null : d;
}

function fromJakartaWallClock(match: RegExpExecArray): Date | null {
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  if (hour > 23 || minute > 59 || second > 59) return null;
  // setUTCFullYear, unlike Date.UTC, does not map years 0..99 to 1900..1999.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, Number(ms.padEnd(3, '0')));
  // Out-of-range fields roll over (31 February becomes March): refuse dates that do not exist.
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return new Date(utc.getTime() - JAKARTA_OFFSET_MS);
}

/**
 * Reads a date: `null` when empty or all zeros ('0000-00-00', 0, '0') or invalid. Numbers and numeric strings
 * below 1e12 are epoch seconds, others milliseconds. 'YYYY-MM-DD' and 'YYYY-MM-DD HH:MM[:SS]' are Asia/Jakarta
 * wall-clock time; ISO strings with 'Z' or an offset keep their zone. Other strings give `null`, because
 * `Date.parse` reads them differently per engine and machine zone.
 * @example toDate('2026-08-17 14:05:00')?.toISOString() // '2026-08-17T07:05:00.000Z'
 * @example toDate(1786950000)?.toISOString() // '2026-08-17T07:00:00.000Z' (seconds)
 * @example toDate('0000-00-00') // null
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    const time = value.getTime();
    return Number.isNaN(time) ? null : new Date(time);
  }
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || ALL_ZEROS.test(text)) return null;
  if (NUMERIC.test(text)) return fromEpoch(Number(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) return fromJakartaWallClock(local);
  if (ZONED_DATE_TIME.test(text)) return fromEpoch(Date.parse(text.replace(' ', 'T')));
  return null;
}

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** Calendar fields in Asia/Jakarta: shift by +7 h, then read the UTC fields. */
function jakartaParts(date: Date): Parts {
  const j = new Date(date.getTime() + JAKARTA_OFFSET_MS);
  return {
    year: j.getUTCFullYear(),
    month: j.getUTCMonth() + 1,
    day: j.getUTCDate(),
    hour: j.getUTCHours(),
    minute: j.getUTCMinutes(),
    second: j.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Years outside 0..9999 would not fit 'YYYY'; ISO-style sign keeps them readable. */
function padYear(year: number): string {
  return year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 6)}`;
}

const isIndonesian = (locale: string) => /^id(-|$)/i.test(locale) || /^in(-|$)/i.test(locale);

/**
 * Long date in Asia/Jakarta; Indonesian month names for id-ID, Intl for other locales. '' when empty or invalid.
 * @example formatDateLong('2026-08-17') // '17 Agustus 2026'
 * @example formatDateLong('2026-08-17', 'en-US') // 'August 17, 2026'
 */
export function formatDateLong(value: DateInput, locale: string = NUMBER_LOCALE): string {
  const date = toDate(value);
  if (!date) return '';
  if (isIndonesian(locale)) {
    const p = jakartaParts(date);
    return `${p.day} ${ID_MONTHS[p.month - 1]} ${p.year}`;
  }
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(date);
}

/**
 * Long date plus ' HH:MM' (24-hour, Asia/Jakarta). '' when empty or invalid.
 * @example formatDateTimeLong('2026-08-17 14:05:09') // '17 Agustus 2026 14:05'
 */
export function formatDateTimeLong(value: DateInput, locale: string = NUMBER_LOCALE): string {
  const date = toDate(value);
  if (!date) return '';
  const p = jakartaParts(date);
  return `${formatDateLong(date, locale)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * 'YYYY-MM-DD' in Asia/Jakarta. '' when empty or invalid.
 * @example formatYmd(1786950000) // '2026-08-17'
 */
export function formatYmd(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = jakartaParts(date);
  return `${padYear(p.year)}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * 'YYYY-MM-DD HH:MM:SS' in Asia/Jakarta. '' when empty or invalid.
 * @example formatYmdHms(new Date('2026-08-17T07:05:09Z')) // '2026-08-17 14:05:09'
 */
export function formatYmdHms(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const p = jakartaParts(date);
  return `${formatYmd(date)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/**
 * 'HH:MM' (24-hour, Asia/Jakarta). A bare time ('14:05' or '14:05:09', as stored in time columns) is read
 * as is. '' when empty or invalid.
 * @example formatTimeOfDay('2026-08-17 14:05:09') // '14:05'
 * @example formatTimeOfDay('08:30:00') // '08:30'
 */
export function formatTimeOfDay(value: DateInput): string {
  if (typeof value === 'string') {
    const time = TIME_ONLY.exec(value.trim());
    if (time) {
      const [hour, minute, second] = [time[1], time[2], time[3] ?? '0'].map(Number);
      return hour > 23 || minute > 59 || second > 59 ? '' : `${pad(hour)}:${pad(minute)}`;
    }
  }
  const date = toDate(value);
  if (!date) return '';
  const p = jakartaParts(date);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** Largest unit first: the first whose size fits the distance is used. */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * Distance from `now` in words via Intl.RelativeTimeFormat (numeric: 'auto'), counting whole units towards
 * zero: seconds, minutes, hours, days (under a week), weeks (under 30 days), months (30 days), years
 * (365 days). '' when either date is empty or invalid.
 * @example formatRelative('2026-08-14 12:00:00', '2026-08-17 12:00:00') // '3 hari yang lalu'
 * @example formatRelative('2026-08-16 12:00:00', '2026-08-17 12:00:00') // 'kemarin'
 * @example formatRelative('2026-08-17 14:00:00', '2026-08-17 12:00:00', 'en-US') // 'in 2 hours'
 */
export function formatRelative(
  value: DateInput,
  now: DateInput = new Date(),
  locale: string = NUMBER_LOCALE,
): string {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return '';
  const seconds = (date.getTime() - reference.getTime()) / 1000;
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', SECOND];
  // `|| 0` folds -0 into 0 so "now" reads 'sekarang' in every locale.
  const amount = Math.trunc(seconds / size) || 0;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(amount, unit);
}
