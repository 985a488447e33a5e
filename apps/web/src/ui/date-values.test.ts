import { describe, expect, it } from 'vitest';
import { dateToText, exampleOf, textToDate } from './date-values.ts';

describe('the texts the date inputs hold', () => {
  it('reads and writes each kind through the local fields of a Date', () => {
    const day = textToDate('date', '2026-11-28')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 10, 28]);
    expect(dateToText('date', day)).toBe('2026-11-28');
    const time = textToDate('time', '08:05')!;
    expect([time.getHours(), time.getMinutes()]).toEqual([8, 5]);
    expect(dateToText('time', time)).toBe('08:05');
    const both = textToDate('datetime', '2026-12-31T23:45')!;
    expect([both.getDate(), both.getHours(), both.getMinutes()]).toEqual([31, 23, 45]);
    expect(dateToText('datetime', both)).toBe('2026-12-31T23:45');
  });

  it('reads nothing from an empty or broken text', () => {
    for (const kind of ['date', 'time', 'datetime'] as const) expect(textToDate(kind, '')).toBeNull();
    expect(textToDate('date', '28/11/2026')).toBeNull();
    expect(textToDate('datetime', '2026-11-28')).toBeNull();
  });

  it('gives the example a screen reader hears, in the language’s day order', () => {
    expect(exampleOf('dd/mm/yy', 'date')).toBe('28/11/2026');
    expect(exampleOf('mm/dd/yy', 'datetime')).toBe('11/28/2026 14:30');
    expect(exampleOf('dd.mm.yy', 'date')).toBe('28.11.2026');
    expect(exampleOf("dd.mm.yy' г.'", 'date')).toBe('28.11.2026 г.');
    expect(exampleOf('dd/mm/yy', 'time')).toBe('14:30');
  });
});
