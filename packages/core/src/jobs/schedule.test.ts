import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../maintenance/schedule.ts';
import { clashes, clock, hoursBetween, minutesOfDay, scheduleOf, sumHours, weekStart } from './schedule.ts';

const at = (from: string, start: number | null, minutes: number | null, to = from) => ({
  from,
  to,
  start,
  minutes,
});

describe('schedule rules', () => {
  it('reads wall-clock times and days', () => {
    expect(minutesOfDay('08:30')).toBe(510);
    expect(minutesOfDay('17:05:00')).toBe(1025);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay(null)).toBeNull();
    expect(clock(510)).toBe('08:30');
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-30', '2026-12-02')).toBe(2);
    // 2026-11-29 is a Sunday: its week began on Monday the 23rd
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-30')).toBe('2026-11-30');
  });

  it('a schedule without an end date is one day; an end before the start is ignored', () => {
    expect(scheduleOf({ tanggal_mulai: '2026-12-01', jam_mulai: '09:00:00', durasi_menit: 90 })).toEqual(
      at('2026-12-01', 540, 90),
    );
    expect(scheduleOf({ tanggal_mulai: '2026-12-03', tanggal_selesai: '2026-12-01' })).toEqual(
      at('2026-12-03', null, null),
    );
    expect(scheduleOf({ tanggal_mulai: null })).toBeNull();
  });

  it('clashes only when both have hours that overlap on a shared day', () => {
    // 08:00–10:00 and 09:00–10:00 on the same day
    expect(clashes(at('2026-12-01', 480, 120), at('2026-12-01', 540, 60))).toBe(true);
    // back to back: 08:00–10:00 then 10:00–11:00
    expect(clashes(at('2026-12-01', 480, 120), at('2026-12-01', 600, 60))).toBe(false);
    // other day
    expect(clashes(at('2026-12-01', 480, 120), at('2026-12-02', 480, 120))).toBe(false);
    // a three-day job 08:00–12:00 daily and one 11:00 on its second day
    expect(clashes(at('2026-12-01', 480, 240, '2026-12-03'), at('2026-12-02', 660, 30))).toBe(true);
    // no time: some time that day
    expect(clashes(at('2026-12-01', null, null), at('2026-12-01', 480, 120))).toBe(false);
  });

  it('hours of entries, a running one up to now, summed by key', () => {
    expect(hoursBetween('2026-12-01T01:00:00Z', '2026-12-01T02:30:00Z')).toBe(1.5);
    expect(hoursBetween('2026-12-01T01:00:00Z', null, new Date('2026-12-01T01:20:00Z'))).toBe(0.33);
    const rows = [
      { who: 'a', h: 1.5 },
      { who: 'b', h: 2 },
      { who: 'a', h: 0.25 },
    ];
    expect(
      sumHours(
        rows,
        (r) => r.who,
        (r) => r.h,
      ),
    ).toEqual([
      { key: 'a', hours: 1.75 },
      { key: 'b', hours: 2 },
    ]);
  });
});
