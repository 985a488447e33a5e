import { describe, expect, it } from 'vitest';
import { attendanceRecap, DEFAULT_LATENESS_RULE, monthRange } from '../attendance/recap.ts';
import { planTap } from '../attendance/tap.ts';
import { MonthRecap, TapAnswer } from './attendance.ts';

describe('MonthRecap', () => {
  it('carries the lines the recap counts, every status present, and refuses a line missing one', () => {
    const rows = [
      { id_akun: 1, tanggal: '2026-11-02', jam_masuk: '08:07:00', jam_keluar: '17:00:00', status: 'masuk' },
      { id_akun: 1, tanggal: '2026-11-03', jam_masuk: null, jam_keluar: null, status: 'sakit' },
    ];
    const records = attendanceRecap([{ id: 1, nama: 'Ani' }], rows, DEFAULT_LATENESS_RULE, '2026-11-25');
    const recap = {
      month: '2026-11',
      ...monthRange('2026-11'),
      rule: DEFAULT_LATENESS_RULE,
      ownOnly: false,
      records,
    };
    expect(MonthRecap.parse(recap)).toEqual(recap);
    const { sakit: _, ...counts } = records[0]!.counts;
    const partial = { ...recap, records: [{ ...records[0], counts }] };
    expect(MonthRecap.safeParse(partial).success).toBe(false);
    expect(MonthRecap.safeParse({ ...recap, month: '2026-13' }).success).toBe(false);
  });
});

describe('TapAnswer', () => {
  const answer = {
    action: planTap(null, '07:58:00').action,
    ignored: false,
    person: { id: 3, nama: 'Budi', foto: null },
    record: { id: 9, jam_masuk: '07:58:00' },
    time: '07:58:00',
  };

  it('takes the action a tap plans and any record with an id', () => {
    expect(TapAnswer.parse(answer)).toEqual(answer);
  });

  it('refuses a time without seconds and an action no tap plans', () => {
    expect(TapAnswer.safeParse({ ...answer, time: '07:58' }).success).toBe(false);
    expect(TapAnswer.safeParse({ ...answer, action: 'checkin' }).success).toBe(false);
  });
});
