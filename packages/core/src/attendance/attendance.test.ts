import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, jakartaClock, parseClock } from './clock.ts';
import {
  type AttendanceRow,
  attendanceRecap,
  DEFAULT_LATENESS_RULE,
  isMonth,
  lateMinutesOf,
  monthRange,
  workedSeconds,
} from './recap.ts';
import { keptPhotos, planTap } from './tap.ts';

describe('clock', () => {
  it('reads a moment on the Jakarta wall clock, whatever the machine zone', () => {
    expect(jakartaClock(new Date('2026-11-02T00:58:30Z'))).toEqual({ date: '2026-11-02', time: '07:58:30' });
    // 23:30 UTC is already the next morning in Jakarta
    expect(jakartaClock(new Date('2026-11-30T23:30:00Z'))).toEqual({ date: '2026-12-01', time: '06:30:00' });
  });

  it('parses and formats times of day', () => {
    expect(parseClock('07:58:30')).toBe(28_710);
    expect(parseClock('7:05')).toBe(25_500);
    expect(parseClock(' 17:02 ')).toBe(61_320);
    expect(parseClock('08:00:00.123')).toBe(28_800);
    for (const bad of ['24:00', '08:60', '', 'pagi', null, undefined]) expect(parseClock(bad)).toBeNull();
    expect(formatClock(28_799)).toBe('07:59');
    expect(formatDuration(485)).toBe('8:05');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('round-trips every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => {
        expect(parseClock(formatClock(minute * 60))).toBe(minute * 60);
      }),
    );
  });
});

describe('planTap', () => {
  it('checks in on the first tap and out on the next', () => {
    expect(planTap(null, '07:58:00')).toEqual({ action: 'in', set: { jam_masuk: '07:58:00' } });
    const day = { jam_masuk: '07:58:00', jam_keluar: null };
    expect(planTap(day, '17:02:00')).toEqual({ action: 'out', set: { jam_keluar: '17:02:00' } });
  });

  it('ignores a second read of the card within a minute of the last tap', () => {
    expect(planTap({ jam_masuk: '07:58:00', jam_keluar: null }, '07:58:59').action).toBe('ignored');
    expect(planTap({ jam_masuk: '07:58:00', jam_keluar: null }, '07:59:00').action).toBe('out');
    expect(planTap({ jam_masuk: '07:58:00', jam_keluar: '17:02:00' }, '17:02:30').action).toBe('ignored');
  });

  it('moves the check-out on a tap after it (the last tap ends the day)', () => {
    expect(planTap({ jam_masuk: '07:58:00', jam_keluar: '12:00:00' }, '17:02:00')).toEqual({
      action: 'out',
      set: { jam_keluar: '17:02:00' },
    });
  });

  it('checks in on a manual record without a check-in, and keeps the earlier check-in', () => {
    expect(planTap({ jam_masuk: null, jam_keluar: null }, '09:15:00').action).toBe('in');
    expect(planTap({ jam_masuk: '08:00:00', jam_keluar: null }, '07:40:00')).toEqual({
      action: 'in',
      set: { jam_masuk: '07:40:00' },
    });
  });

  it('refuses a malformed time', () => {
    expect(() => planTap(null, 'nanti')).toThrow(RangeError);
  });

  it('never writes within the double-tap window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399 - 59 }), fc.integer({ min: 0, max: 59 }), (at, gap) => {
        const day = { jam_masuk: formatSeconds(at), jam_keluar: null };
        expect(planTap(day, formatSeconds(at + gap)).action).toBe('ignored');
      }),
    );
  });

  it('keeps the last two photos', () => {
    expect(keptPhotos(null, 'uploads/a.jpg')).toBe('uploads/a.jpg');
    expect(keptPhotos('uploads/a.jpg', 'uploads/b.jpg')).toBe('uploads/a.jpg,uploads/b.jpg');
    expect(keptPhotos('uploads/a.jpg,uploads/b.jpg', 'uploads/c.jpg')).toBe('uploads/b.jpg,uploads/c.jpg');
    expect(keptPhotos('uploads/a.jpg', null)).toBe('uploads/a.jpg');
    expect(keptPhotos('', '')).toBeNull();
  });
});

function formatSeconds(s: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

describe('months, hours and lateness', () => {
  it('knows the days of a month', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(() => monthRange('11-2026')).toThrow(RangeError);
  });

  it('counts worked time only for a check-out after the check-in', () => {
    expect(workedSeconds('08:00', '17:30')).toBe(34_200);
    expect(workedSeconds('08:00', null)).toBe(0);
    expect(workedSeconds('17:00', '08:00')).toBe(0);
  });

  it('is late after the start time plus the grace, in whole minutes', () => {
    const rule = DEFAULT_LATENESS_RULE;
    expect(lateMinutesOf('08:00:59', rule)).toBe(0);
    expect(lateMinutesOf('08:01:00', rule)).toBe(1);
    expect(lateMinutesOf('07:45:00', rule)).toBe(0);
    expect(lateMinutesOf(null, rule)).toBe(0);
    const grace = { start: '08:00', graceMinutes: 5 };
    expect(lateMinutesOf('08:05:30', grace)).toBe(0);
    expect(lateMinutesOf('08:06:00', grace)).toBe(6);
  });
});

describe('attendanceRecap of a hand-made month', () => {
  const row = (id_akun: number, tanggal: string, status: string, jam_masuk?: string, jam_keluar?: string) =>
    ({
      id_akun,
      tanggal,
      status,
      jam_masuk: jam_masuk ?? null,
      jam_keluar: jam_keluar ?? null,
    }) satisfies AttendanceRow;
  const rows: AttendanceRow[] = [
    // Dedi: three days in (one late by 17 minutes), one izin, one sakit
    row(1, '2026-11-02', 'masuk', '07:55:00', '17:00:00'),
    row(1, '2026-11-03', 'masuk', '08:17:40', '17:05:00'),
    row(1, '2026-11-04', 'izin'),
    row(1, '2026-11-05', 'sakit'),
    row(1, '2026-11-06', 'masuk', '07:59:59', '12:00:00'),
    // Andi: two days, the second without a check-out (forgotten), then cuti; a late izin is not late
    row(2, '2026-11-02', 'masuk', '08:00:00', '16:30:00'),
    row(2, '2026-11-03', 'masuk', '07:50:00'),
    row(2, '2026-11-04', 'cuti'),
    row(2, '2026-11-05', 'izin', '10:30:00', '17:00:00'),
    row(2, '2026-11-25', 'masuk', '07:45:00'),
    // two records of one day merge: first in, last out
    row(3, '2026-11-02', 'masuk', '09:10:00', '12:00:00'),
    row(3, '2026-11-02', 'masuk', '13:00:00', '18:00:00'),
    row(3, '2026-11-07', 'libur'),
    row(3, '2026-11-08', 'alpha'),
    // someone not asked for is left out
    row(9, '2026-11-02', 'masuk', '08:00:00', '17:00:00'),
  ];
  const people = [
    { id: 1, nama: 'Dedi' },
    { id: 2, nama: 'Andi' },
    { id: 3, nama: 'Rudi' },
    { id: 4, nama: 'Sari' },
  ];
  const recap = attendanceRecap(people, rows, DEFAULT_LATENESS_RULE, '2026-11-25');

  it('has a line per person asked for, in order', () => {
    expect(recap.map((l) => l.name)).toEqual(['Dedi', 'Andi', 'Rudi', 'Sari']);
  });

  it('counts statuses, days present, hours and late arrivals', () => {
    expect(recap[0]).toEqual({
      personId: 1,
      name: 'Dedi',
      counts: { masuk: 3, izin: 1, sakit: 1, cuti: 0, alpha: 0, libur: 0 },
      daysPresent: 3,
      // 9:05 + 8:47:20 + 4:00:01 = 21:52:21
      workedMinutes: 21 * 60 + 52,
      lateDays: 1,
      lateMinutes: 17,
      openDays: 0,
    });
    expect(recap[1]).toMatchObject({
      counts: { masuk: 3, izin: 1, sakit: 0, cuti: 1, alpha: 0, libur: 0 },
      daysPresent: 4, // the izin day with a check-in counts
      workedMinutes: 8 * 60 + 30 + 6 * 60 + 30,
      lateDays: 0,
      openDays: 1, // the 3rd; today (the 25th) is still open
    });
    expect(recap[2]).toMatchObject({
      counts: { masuk: 1, izin: 0, sakit: 0, cuti: 0, alpha: 1, libur: 1 },
      daysPresent: 1,
      workedMinutes: 8 * 60 + 50,
      lateDays: 1,
      lateMinutes: 70,
    });
    expect(recap[3]).toMatchObject({ daysPresent: 0, workedMinutes: 0, lateDays: 0 });
  });

  it('follows the configured start time and grace', () => {
    const lenient = attendanceRecap(people, rows, { start: '08:15', graceMinutes: 5 }, '2026-11-25');
    expect(lenient[0]).toMatchObject({ lateDays: 0, lateMinutes: 0 }); // 08:17 is within 08:15 + 5
    expect(lenient[2]).toMatchObject({ lateDays: 1, lateMinutes: 55 });
  });
});
