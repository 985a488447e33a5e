/**
 * The calendar part of a PrimeReact locale, read from the browser's Intl data for the language: day and
 * month names, the first day of the week, the numeric date order, AM/PM and whether the year comes
 * before the month. Nothing here is typed by hand except the first-day fallback for browsers without
 * week data.
 */

// 1 January 2023 was a Sunday: PrimeReact's day arrays start on Sunday.
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/** Sunday-first PrimeReact day indexes (0 = Sunday) of regions whose week does not start on Monday (CLDR). */
const FIRST_DAY_BY_REGION: Readonly<Record<string, number>> = {
  // Sunday
  US: 0,
  CA: 0,
  BR: 0,
  IN: 0,
  ID: 0,
  JP: 0,
  PH: 0,
  MX: 0,
  // Saturday
  EG: 6,
  SA: 6,
  AE: 6,
  DZ: 6,
};

type WeekInfo = { firstDay: number };
/** `getWeekInfo()` (newer engines) or the older `weekInfo` getter; neither is in TypeScript's lib yet. */
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

export type CalendarNames = {
  dayNames: string[];
  dayNamesShort: string[];
  dayNamesMin: string[];
  monthNames: string[];
  monthNamesShort: string[];
  firstDayOfWeek: number;
  dateFormat: string;
  showMonthAfterYear: boolean;
  am: string;
  pm: string;
};

function weekdays(code: string, weekday: 'long' | 'short' | 'narrow'): string[] {
  const format = new Intl.DateTimeFormat(code, { weekday, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(SUNDAY + day * DAY_MS)));
}

function months(code: string, month: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(code, { month, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2023, index, 15))));
}

/**
 * The column heads of the day grid: Intl's narrow names where they tell the days apart (一 二 三, ح ن ث),
 * else the shortest prefix of the short names that does ("Su Mo Tu" rather than "S M T T").
 */
function minimalDayNames(code: string, short: readonly string[]): string[] {
  const narrow = weekdays(code, 'narrow');
  if (new Set(narrow).size === 7) return narrow;
  // code points, not UTF-16 units; the languages that get here write precomposed letters
  const letters = short.map((name) => Array.from(name.replace(/\.$/, '')));
  const longest = Math.max(...letters.map((name) => name.length));
  for (let length = 2; length < longest; length += 1) {
    const prefixes = letters.map((name) => name.slice(0, length).join(''));
    if (new Set(prefixes).size === 7) return prefixes;
  }
  return letters.map((name) => name.join(''));
}

/** PrimeReact's first day of the week (0 = Sunday) from Intl's week data (1 = Monday … 7 = Sunday). */
export function firstDayOfWeek(code: string): number {
  const locale = new Intl.Locale(code) as LocaleWithWeek;
  const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
  if (info && typeof info.firstDay === 'number') return info.firstDay % 7;
  // Firefox and older engines: the likely region of the language (ar → EG, pt → BR), else Monday
  const region = locale.maximize().region ?? '';
  return FIRST_DAY_BY_REGION[region] ?? 1;
}

/** The numeric date order in PrimeReact's pattern letters: `dateFormat('id-ID')` is 'dd/mm/yy', en-US's 'mm/dd/yy'. */
export function dateFormat(code: string): string {
  const parts = new Intl.DateTimeFormat(code, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).formatToParts(new Date(Date.UTC(2023, 0, 5)));
  return parts
    .map((part) => {
      if (part.type === 'day') return 'dd';
      if (part.type === 'month') return 'mm';
      // PrimeReact's `yy` is the four-digit year
      if (part.type === 'year') return 'yy';
      // Arabic puts direction marks around the separators; an input field does not want them
      const literal = part.value.replace(/[\u200e\u200f\u061c]/g, '');
      return /\p{L}/u.test(literal) ? `'${literal.replaceAll("'", "''")}'` : literal;
    })
    .join('');
}

function yearBeforeMonth(code: string): boolean {
  const types = new Intl.DateTimeFormat(code, { year: 'numeric', month: 'long', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2023, 0, 5)))
    .map((part) => part.type);
  return types.indexOf('year') < types.indexOf('month');
}

function dayPeriod(code: string, hour: number, fallback: string): string {
  const format = new Intl.DateTimeFormat(code, { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  const part = format.formatToParts(new Date(Date.UTC(2023, 0, 5, hour))).find((p) => p.type === 'dayPeriod');
  return part?.value ?? fallback;
}

/** Everything PrimeReact's calendar needs to know about a language that Intl can tell. */
export function calendarNames(code: string): CalendarNames {
  const known = namesByCode.get(code);
  if (known) return known;
  const names = namesOf(code);
  namesByCode.set(code, names);
  return names;
}

/** Intl's answers per language: they do not change while the page lives, and each asks ~40 formatters. */
const namesByCode = new Map<string, CalendarNames>();

function namesOf(code: string): CalendarNames {
  const dayNamesShort = weekdays(code, 'short');
  return {
    dayNames: weekdays(code, 'long'),
    dayNamesShort,
    dayNamesMin: minimalDayNames(code, dayNamesShort),
    monthNames: months(code, 'long'),
    monthNamesShort: months(code, 'short'),
    firstDayOfWeek: firstDayOfWeek(code),
    dateFormat: dateFormat(code),
    showMonthAfterYear: yearBeforeMonth(code),
    am: dayPeriod(code, 3, 'AM'),
    pm: dayPeriod(code, 15, 'PM'),
  };
}
