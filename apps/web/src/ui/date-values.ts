/**
 * The texts the date inputs (ui/DateInput.tsx) hold and the screens send: `YYYY-MM-DD`, `HH:mm` and the
 * local date-time `YYYY-MM-DDTHH:mm` (what a native date, time and datetime-local input held), read as and
 * written from the local fields of a `Date`, so the browser's own time zone never shifts a day.
 */

/** What a date input picks: a day, a time of day, or both. */
export type DateKind = 'date' | 'time' | 'datetime';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a calendar date (the day the user picked, in local time). */
export function dateToDay(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' (24-hour) of a date's local time. */
export function dateToTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local date of 'YYYY-MM-DD' (or of the date part of a longer text); null when invalid. */
export function dayToDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'HH:mm' (or 'HH:mm:ss') as a date on 1 January 1970; null when it is no time. */
export function timeToDate(text: string): Date | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  return match ? new Date(1970, 0, 1, Number(match[1]), Number(match[2])) : null;
}

/** The local date and time of 'YYYY-MM-DDTHH:mm' (a space for the T too); null when invalid. */
function dateTimeToDate(text: string): Date | null {
  const day = dayToDate(text);
  const time = /^.{10}[T ](\d{2}):(\d{2})/.exec(text);
  if (!day || !time) return null;
  day.setHours(Number(time[1]), Number(time[2]));
  return day;
}

/** The date a text of `kind` names; null for '' and for text that names none. */
export function textToDate(kind: DateKind, text: string): Date | null {
  if (kind === 'date') return dayToDate(text);
  if (kind === 'time') return timeToDate(text);
  return dateTimeToDate(text);
}

/** The text of `kind` a date is sent as: '2026-11-28', '08:15' or '2026-11-28T08:15'. */
export function dateToText(kind: DateKind, date: Date): string {
  if (kind === 'date') return dateToDay(date);
  if (kind === 'time') return dateToTime(date);
  return `${dateToDay(date)}T${dateToTime(date)}`;
}

/**
 * 28 November 2026, 14:30 as the field wants it typed: `exampleOf('dd/mm/yy', 'datetime')` is
 * '28/11/2026 14:30' (quoted letters of a format, `'г.'`, are written as they are).
 */
export function exampleOf(format: string, kind: DateKind): string {
  if (kind === 'time') return '14:30';
  const day = format.replace(/'((?:[^']|'')*)'|dd|mm|yy/g, (token, quoted?: string) => {
    if (quoted !== undefined) return quoted.replaceAll("''", "'");
    return token === 'dd' ? '28' : token === 'mm' ? '11' : '2026';
  });
  return kind === 'date' ? day : `${day} 14:30`;
}
