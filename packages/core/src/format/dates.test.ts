import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateTimeLong,
  formatRelative,
  formatTimeOfDay,
  formatYmd,
  formatYmdHms,
  toDate,
} from './dates.ts';

const iso = (value: Parameters<typeof toDate>[0]) => toDate(value)?.toISOString() ?? null;

/** 2026-08-17 14:05:09 in Jakarta. */
const INDEPENDENCE_DAY = new Date('2026-08-17T07:05:09Z');

describe('toDate: empty and zero values', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    0,
    -0,
    '0',
    '00',
    '0000-00-00',
    '0000-00-00 00:00:00',
    '0000-00-00T00:00:00',
    ' 0000-00-00 ',
  ])('%j is null', (value) => {
    expect(toDate(value)).toBeNull();
  });
});

describe('toDate: numbers', () => {
  it('reads numbers below 1e12 as epoch seconds', () => {
    expect(iso(1786950000)).toBe('2026-08-17T07:00:00.000Z');
    expect(iso(1)).toBe('1970-01-01T00:00:01.000Z');
    expect(iso(1.5)).toBe('1970-01-01T00:00:01.500Z');
  });

  it('switches to milliseconds exactly at 1e12', () => {
    expect(iso(1e12 - 1)).toBe('+033658-09-27T01:46:39.000Z');
    expect(iso(1e12)).toBe('2001-09-09T01:46:40.000Z');
    expect(iso(1e12 + 1)).toBe('2001-09-09T01:46:40.001Z');
    expect(iso(1786950309000)).toBe('2026-08-17T07:05:09.000Z');
  });

  it('reads negative numbers as seconds before 1970', () => {
    expect(iso(-1)).toBe('1969-12-31T23:59:59.000Z');
  });

  it('reads numeric strings like numbers, with the same boundary', () => {
    expect(iso('1786950000')).toBe('2026-08-17T07:00:00.000Z');
    expect(iso(' 1786950309000 ')).toBe('2026-08-17T07:05:09.000Z');
    expect(iso('999999999999')).toBe('+033658-09-27T01:46:39.000Z');
    expect(iso('1000000000000')).toBe('2001-09-09T01:46:40.000Z');
    expect(iso('-1')).toBe('1969-12-31T23:59:59.000Z');
  });

  it('is null for NaN, infinities and values past the Date range', () => {
    expect(toDate(Number.NaN)).toBeNull();
    expect(toDate(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toDate(Number.NEGATIVE_INFINITY)).toBeNull();
    expect(toDate(9e15)).toBeNull();
    expect(toDate(-1e20)).toBeNull();
  });
});

describe('toDate: strings', () => {
  it('reads YYYY-MM-DD as midnight in Jakarta', () => {
    expect(iso('2026-08-17')).toBe('2026-08-16T17:00:00.000Z');
  });

  it('reads YYYY-MM-DD HH:MM:SS as Jakarta wall-clock time', () => {
    expect(iso('2026-08-17 14:05:09')).toBe('2026-08-17T07:05:09.000Z');
    expect(iso('2026-08-17T14:05:09')).toBe('2026-08-17T07:05:09.000Z');
    expect(iso('2026-08-17 14:05')).toBe('2026-08-17T07:05:00.000Z');
    expect(iso('2026-08-17 14:05:09.123456')).toBe('2026-08-17T07:05:09.123Z');
    expect(iso('2026-08-17 14:05:09.5')).toBe('2026-08-17T07:05:09.500Z');
    expect(iso('2026-01-01 03:00:00')).toBe('2025-12-31T20:00:00.000Z');
  });

  it('keeps the zone of ISO strings that carry one', () => {
    expect(iso('2026-08-17T07:05:09Z')).toBe('2026-08-17T07:05:09.000Z');
    expect(iso('2026-08-17T07:05:09.250z')).toBe('2026-08-17T07:05:09.250Z');
    expect(iso('2026-08-17T14:05:09+07:00')).toBe('2026-08-17T07:05:09.000Z');
    expect(iso('2026-08-17 09:05:09+0200')).toBe('2026-08-17T07:05:09.000Z');
  });

  it('accepts leap days and refuses dates that do not exist', () => {
    expect(iso('2024-02-29')).toBe('2024-02-28T17:00:00.000Z');
    expect(toDate('2026-02-29')).toBeNull();
    expect(toDate('2026-02-30')).toBeNull();
    expect(toDate('2026-04-31')).toBeNull();
    expect(toDate('2026-13-01')).toBeNull();
    expect(toDate('2026-00-10')).toBeNull();
    expect(toDate('2026-01-00')).toBeNull();
    expect(toDate('2026-01-01 24:00:00')).toBeNull();
    expect(toDate('2026-01-01 12:60:00')).toBeNull();
    expect(toDate('2026-01-01 12:00:60')).toBeNull();
  });

  it('reads years 0..99 literally, not as 19xx', () => {
    expect(iso('0050-06-15')).toBe('0050-06-14T17:00:00.000Z');
  });

  it.each([
    'abc',
    'kemarin',
    '17/08/2026',
    '17-08-2026',
    'August 17, 2026',
    '2026-8-17',
    '2026-08-17 14',
    '2026-08-17X14:05',
    '2026-08-17T07:05:09+7',
    '12:30',
    '1,5',
  ])('is null for the unsupported string %j', (value) => {
    expect(toDate(value)).toBeNull();
  });

  it('copies Date objects and refuses invalid ones', () => {
    const copy = toDate(INDEPENDENCE_DAY);
    expect(copy).not.toBe(INDEPENDENCE_DAY);
    expect(copy?.getTime()).toBe(INDEPENDENCE_DAY.getTime());
    expect(toDate(new Date(Number.NaN))).toBeNull();
    expect(iso(new Date(0))).toBe('1970-01-01T00:00:00.000Z');
  });

  it('round-trips every Jakarta wall-clock time through formatYmdHms', () => {
    const wallClock = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2999-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => formatYmdHms(new Date(Math.floor(d.getTime() / 1000) * 1000)));
    fc.assert(
      fc.property(wallClock, (text) => {
        expect(formatYmdHms(toDate(text))).toBe(text);
      }),
    );
  });
});

describe('formatDateLong', () => {
  it('shows the Indonesian long format in Jakarta time', () => {
    expect(formatDateLong('2026-08-17')).toBe('17 Agustus 2026');
    expect(formatDateLong(INDEPENDENCE_DAY)).toBe('17 Agustus 2026');
    expect(formatDateLong(1786950000)).toBe('17 Agustus 2026');
  });

  it('uses every Indonesian month name', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      formatDateLong(`2026-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(months).toEqual([
      '1 Januari 2026',
      '1 Februari 2026',
      '1 Maret 2026',
      '1 April 2026',
      '1 Mei 2026',
      '1 Juni 2026',
      '1 Juli 2026',
      '1 Agustus 2026',
      '1 September 2026',
      '1 Oktober 2026',
      '1 November 2026',
      '1 Desember 2026',
    ]);
  });

  it('counts the day in Jakarta: 17:00 UTC is already the next day', () => {
    expect(formatDateLong(new Date('2026-08-16T16:59:59Z'))).toBe('16 Agustus 2026');
    expect(formatDateLong(new Date('2026-08-16T17:00:00Z'))).toBe('17 Agustus 2026');
    expect(formatDateLong(new Date('2025-12-31T17:00:00Z'))).toBe('1 Januari 2026');
  });

  it('treats id and in locales as Indonesian', () => {
    expect(formatDateLong('2026-08-17', 'id')).toBe('17 Agustus 2026');
    expect(formatDateLong('2026-08-17', 'ID-id')).toBe('17 Agustus 2026');
    expect(formatDateLong('2026-08-17', 'in-ID')).toBe('17 Agustus 2026');
  });

  it('uses Intl with Jakarta time for other locales', () => {
    expect(formatDateLong('2026-08-17', 'en-US')).toBe('August 17, 2026');
    expect(formatDateLong(new Date('2026-08-16T17:00:00Z'), 'en-US')).toBe('August 17, 2026');
    expect(formatDateLong('2026-08-17', 'de')).toBe('17. August 2026');
  });

  it.each([null, undefined, '', 0, '0000-00-00', 'abc', Number.NaN])('is empty for %j', (value) => {
    expect(formatDateLong(value)).toBe('');
  });
});

describe('formatDateTimeLong', () => {
  it('adds HH:MM in Jakarta time', () => {
    expect(formatDateTimeLong('2026-08-17 14:05:09')).toBe('17 Agustus 2026 14:05');
    expect(formatDateTimeLong(INDEPENDENCE_DAY)).toBe('17 Agustus 2026 14:05');
    expect(formatDateTimeLong('2026-08-17')).toBe('17 Agustus 2026 00:00');
    expect(formatDateTimeLong('2026-08-17 23:59:59')).toBe('17 Agustus 2026 23:59');
  });

  it('pads single-digit hours and minutes', () => {
    expect(formatDateTimeLong('2026-01-02 03:04:05')).toBe('2 Januari 2026 03:04');
  });

  it('works with other locales', () => {
    expect(formatDateTimeLong('2026-08-17 14:05', 'en-US')).toBe('August 17, 2026 14:05');
  });

  it.each([null, undefined, '', 0, '0000-00-00 00:00:00', 'x'])('is empty for %j', (value) => {
    expect(formatDateTimeLong(value)).toBe('');
  });
});

describe('formatYmd and formatYmdHms', () => {
  it('format in Jakarta time', () => {
    expect(formatYmd(INDEPENDENCE_DAY)).toBe('2026-08-17');
    expect(formatYmdHms(INDEPENDENCE_DAY)).toBe('2026-08-17 14:05:09');
    expect(formatYmd(1786950000)).toBe('2026-08-17');
    expect(formatYmdHms('2026-08-17 14:05:09')).toBe('2026-08-17 14:05:09');
    expect(formatYmdHms('2026-08-17')).toBe('2026-08-17 00:00:00');
    expect(formatYmdHms(new Date('2026-08-16T17:00:00Z'))).toBe('2026-08-17 00:00:00');
  });

  it('pads months, days and times', () => {
    expect(formatYmdHms('2026-01-02 03:04:05')).toBe('2026-01-02 03:04:05');
  });

  it('writes years beyond 9999 and before 0 with a sign', () => {
    expect(formatYmd(1e12 - 1)).toBe('+033658-09-27');
    expect(formatYmd(new Date('-000001-06-15T12:00:00Z'))).toBe('-000001-06-15');
    expect(formatYmd('0050-06-15')).toBe('0050-06-15');
  });

  it.each([null, undefined, '', 0, '0', '0000-00-00', 'nope', Number.NaN])('are empty for %j', (value) => {
    expect(formatYmd(value)).toBe('');
    expect(formatYmdHms(value)).toBe('');
  });
});

describe('formatTimeOfDay', () => {
  it('shows HH:MM in Jakarta time', () => {
    expect(formatTimeOfDay(INDEPENDENCE_DAY)).toBe('14:05');
    expect(formatTimeOfDay('2026-08-17 14:05:09')).toBe('14:05');
    expect(formatTimeOfDay(new Date('2026-08-16T17:00:00Z'))).toBe('00:00');
    expect(formatTimeOfDay(1786950000)).toBe('14:00');
  });

  it('reads bare times as they are', () => {
    expect(formatTimeOfDay('08:30')).toBe('08:30');
    expect(formatTimeOfDay('8:30')).toBe('08:30');
    expect(formatTimeOfDay('08:30:59')).toBe('08:30');
    expect(formatTimeOfDay(' 23:59:59.999 ')).toBe('23:59');
    expect(formatTimeOfDay('00:00:00')).toBe('00:00');
  });

  it('refuses impossible bare times', () => {
    expect(formatTimeOfDay('24:00')).toBe('');
    expect(formatTimeOfDay('12:60')).toBe('');
    expect(formatTimeOfDay('12:00:60')).toBe('');
  });

  it.each([null, undefined, '', 0, '0000-00-00 00:00:00', 'abc', '12h', '1:2'])(
    'is empty for %j',
    (value) => {
      expect(formatTimeOfDay(value)).toBe('');
    },
  );
});

describe('formatRelative', () => {
  const now = '2026-08-17 12:00:00';

  it.each([
    ['2026-08-17 12:00:00', 'sekarang'],
    ['2026-08-17 11:59:30', '30 detik yang lalu'],
    ['2026-08-17 11:59:00', '1 menit yang lalu'],
    ['2026-08-17 11:15:00', '45 menit yang lalu'],
    ['2026-08-17 10:00:00', '2 jam yang lalu'],
    ['2026-08-16 12:00:00', 'kemarin'],
    ['2026-08-14 12:00:00', '3 hari yang lalu'],
    ['2026-08-14 00:00:00', '3 hari yang lalu'],
    ['2026-08-10 12:00:00', 'minggu lalu'],
    ['2026-08-03 12:00:00', '2 minggu yang lalu'],
    ['2026-07-18 12:00:00', 'bulan lalu'],
    ['2026-03-17 12:00:00', '5 bulan yang lalu'],
    ['2025-08-17 12:00:00', 'tahun lalu'],
    ['2023-08-17 12:00:00', '3 tahun yang lalu'],
    ['2026-08-17 12:00:10', 'dalam 10 detik'],
    ['2026-08-17 14:00:00', 'dalam 2 jam'],
    ['2026-08-18 12:00:00', 'besok'],
    ['2026-08-20 12:00:00', 'dalam 3 hari'],
    ['2027-08-17 12:00:00', 'tahun depan'],
  ])('%s is %j from now', (value, expected) => {
    expect(formatRelative(value, now)).toBe(expected);
  });

  it('says now for less than a second either way', () => {
    expect(formatRelative(new Date(1_000_500), new Date(1_000_000))).toBe('sekarang');
    expect(formatRelative(new Date(999_500), new Date(1_000_000))).toBe('sekarang');
  });

  it('takes a locale', () => {
    expect(formatRelative('2026-08-14 12:00:00', now, 'en-US')).toBe('3 days ago');
    expect(formatRelative('2026-08-17 14:00:00', now, 'en-US')).toBe('in 2 hours');
  });

  it('defaults now to the current time', () => {
    expect(formatRelative(new Date(Date.now() - 3 * 86_400_000 - 1000))).toBe('3 hari yang lalu');
  });

  it('is empty for an empty or invalid date or reference', () => {
    expect(formatRelative(null, now)).toBe('');
    expect(formatRelative('', now)).toBe('');
    expect(formatRelative('0000-00-00', now)).toBe('');
    expect(formatRelative('abc', now)).toBe('');
    expect(formatRelative('2026-08-14', 'abc')).toBe('');
    expect(formatRelative('2026-08-14', 0)).toBe('');
  });
});

describe('independence from the machine time zone', () => {
  type Env = { process?: { env: Record<string, string | undefined> } };
  const env = (globalThis as Env).process?.env ?? {};
  const original = env.TZ;

  afterEach(() => {
    if (original === undefined) delete env.TZ;
    else env.TZ = original;
  });

  it.each(['UTC', 'America/New_York', 'Pacific/Kiritimati', 'Asia/Kolkata'])(
    'gives the same results in %s',
    (tz) => {
      env.TZ = tz;
      expect(iso('2026-08-17 14:05:09')).toBe('2026-08-17T07:05:09.000Z');
      expect(formatYmdHms(INDEPENDENCE_DAY)).toBe('2026-08-17 14:05:09');
      expect(formatDateTimeLong(new Date('2026-08-16T17:00:00Z'))).toBe('17 Agustus 2026 00:00');
      expect(formatDateLong(new Date('2026-08-16T17:00:00Z'), 'en-US')).toBe('August 17, 2026');
      expect(formatTimeOfDay(INDEPENDENCE_DAY)).toBe('14:05');
    },
  );
});
