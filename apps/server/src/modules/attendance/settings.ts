import { DEFAULT_LATENESS_RULE, formatClock, type LatenessRule, parseClock } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { companyProfile } from '../website/index.ts';

/**
 * The lateness rule, read from the company profile (the admin's `rsetwebsite` `umum` row, its `data`) beside
 * the invoice settings: `absensi_jam_masuk` (`HH:MM`, default 08:00) and `absensi_toleransi_menit`
 * (whole minutes of grace, default 0, at most 180). Malformed values fall back to the defaults.
 */
export async function attendanceSettings(query: Query): Promise<LatenessRule> {
  const data = (await companyProfile(query))?.data ?? {};
  const start = parseClock(typeof data.absensi_jam_masuk === 'string' ? data.absensi_jam_masuk : null);
  const grace = Number(data.absensi_toleransi_menit);
  return {
    start: start === null ? DEFAULT_LATENESS_RULE.start : formatClock(start),
    graceMinutes:
      Number.isInteger(grace) && grace >= 0 && grace <= 180 ? grace : DEFAULT_LATENESS_RULE.graceMinutes,
  };
}
