import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  dueState,
  isCalendarDay,
  nextDueDate,
  sortByUrgency,
  visitStartDate,
} from './schedule.ts';
import { subscriptionAction } from './subscription.ts';
import { parseTicketNumber, ticketNumber, ticketPeriod } from './ticket-number.ts';

const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('calendar days', () => {
  it('adds and counts days across months, years and leap days', () => {
    expect(addDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-11-24', '2026-12-01')).toBe(7);
    expect(daysBetween('2026-12-01', '2026-11-24')).toBe(-7);
  });

  it('refuses what is not a calendar day', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay(20261124)).toBe(false);
    expect(() => addDays('kemarin', 1)).toThrow(RangeError);
  });

  it('addDays and daysBetween undo each other', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5000, max: 5000 }), (d, n) => {
        expect(daysBetween(d, addDays(d, n))).toBe(n);
      }),
    );
  });
});

describe('nextDueDate', () => {
  it('moves a visit on by one interval when it is done on time or early', () => {
    expect(nextDueDate('2026-11-20', 30, '2026-11-20')).toBe('2026-12-20');
    expect(nextDueDate('2026-11-28', 30, '2026-11-24')).toBe('2026-12-28');
  });

  it('skips the intervals that already passed so the next visit is in the future', () => {
    expect(nextDueDate('2026-11-20', 30, '2026-11-24')).toBe('2026-12-20');
    expect(nextDueDate('2026-08-01', 30, '2026-11-24')).toBe('2026-11-29');
    // landing exactly on today is not the future: one more interval
    expect(nextDueDate('2026-11-10', 7, '2026-11-24')).toBe('2026-12-01');
  });

  it('refuses an interval that is not a positive whole number', () => {
    expect(() => nextDueDate('2026-11-20', 0, '2026-11-24')).toThrow(RangeError);
    expect(() => nextDueDate('2026-11-20', 1.5, '2026-11-24')).toThrow(RangeError);
  });

  it('always lands after today and after the due day, on the interval grid', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: -2000, max: 2000 }),
        (due, n, shift) => {
          const today = addDays(due, shift);
          const next = nextDueDate(due, n, today);
          expect(daysBetween(today, next)).toBeGreaterThan(0);
          expect(daysBetween(due, next)).toBeGreaterThanOrEqual(n);
          expect(daysBetween(due, next) % n).toBe(0);
          // and it is the first such day: one interval earlier is not both after today and after due
          const earlier = addDays(next, -n);
          expect(daysBetween(today, earlier) > 0 && daysBetween(due, earlier) >= n).toBe(false);
        },
      ),
    );
  });
});

describe('dueState and sortByUrgency', () => {
  it('classifies overdue, due soon (through the horizon) and later', () => {
    expect(dueState('2026-11-20', '2026-11-24', '2026-12-01')).toEqual({ group: 'overdue', days: -4 });
    expect(dueState('2026-11-24', '2026-11-24', '2026-12-01')).toEqual({ group: 'soon', days: 0 });
    expect(dueState('2026-12-01', '2026-11-24', '2026-12-01')).toEqual({ group: 'soon', days: 7 });
    expect(dueState('2026-12-02', '2026-11-24', '2026-12-01')).toEqual({ group: 'later', days: 8 });
    // a horizon before today still counts today's visit as soon
    expect(dueState('2026-11-24', '2026-11-24', '2026-11-01').group).toBe('soon');
  });

  it('puts the longest overdue first, then soon, then later', () => {
    const rows = [
      { id: 1, due: '2026-12-20' },
      { id: 2, due: '2026-11-26' },
      { id: 3, due: '2026-11-01' },
      { id: 4, due: '2026-11-23' },
      { id: 5, due: '2026-11-26' },
    ];
    expect(sortByUrgency(rows, '2026-11-24', '2026-12-01').map((r) => r.id)).toEqual([3, 4, 2, 5, 1]);
  });

  it('starts a job on the due day, or today when that has passed', () => {
    expect(visitStartDate('2026-11-20', '2026-11-24')).toBe('2026-11-24');
    expect(visitStartDate('2026-11-24', '2026-11-24')).toBe('2026-11-24');
    expect(visitStartDate('2026-11-28', '2026-11-24')).toBe('2026-11-28');
  });
});

describe('ticket numbers', () => {
  it('number by month with four digits, wider past 9999', () => {
    expect(ticketPeriod('2026-11-24')).toBe('TKT-2611');
    expect(ticketPeriod('2026-01-05T03:00:00.000Z')).toBe('TKT-2601');
    expect(ticketNumber('2026-11-24', 1)).toBe('TKT-2611-0001');
    expect(ticketNumber('2026-11-24', 12345)).toBe('TKT-2611-12345');
    expect(() => ticketNumber('2026-11-24', 0)).toThrow(RangeError);
    expect(() => ticketPeriod('24/11/2026')).toThrow(RangeError);
  });

  it('reads its own numbers back and nothing else', () => {
    expect(parseTicketNumber('TKT-2611-0042')).toEqual({ period: 'TKT-2611', sequence: 42 });
    expect(parseTicketNumber(' tkt-2611-0042 ')).toEqual({ period: 'TKT-2611', sequence: 42 });
    expect(parseTicketNumber('TKT-2611-0000')).toBeNull();
    expect(parseTicketNumber('A-17')).toBeNull();
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 999_999 }), (d, n) => {
        expect(parseTicketNumber(ticketNumber(d, n))).toEqual({ period: ticketPeriod(d), sequence: n });
      }),
    );
  });
});

describe('subscriptionAction', () => {
  const sub = (tanggal_akhir: string, status = 'Active', diingatkan_pada: string | null = null) => ({
    status,
    tanggal_akhir,
    diingatkan_pada,
  });

  it('expires an active subscription the day after its last day', () => {
    expect(subscriptionAction(sub('2026-11-24'), '2026-11-24')).toBe('remind');
    expect(subscriptionAction(sub('2026-11-23'), '2026-11-24')).toBe('expire');
    expect(subscriptionAction(sub('2026-11-23', 'Inactive'), '2026-11-24')).toBe('none');
    expect(subscriptionAction(sub('2026-11-23', 'Expire'), '2026-11-24')).toBe('none');
  });

  it('reminds once within seven days of the end, also when a run was missed', () => {
    expect(subscriptionAction(sub('2026-12-01'), '2026-11-24')).toBe('remind');
    expect(subscriptionAction(sub('2026-12-02'), '2026-11-24')).toBe('none');
    expect(subscriptionAction(sub('2026-11-29'), '2026-11-24')).toBe('remind');
    expect(subscriptionAction(sub('2026-11-29', 'Active', '2026-11-22T00:05:00Z'), '2026-11-24')).toBe(
      'none',
    );
    expect(subscriptionAction(sub('2026-12-10'), '2026-11-24', 30)).toBe('remind');
  });
});
