/** The business's calendar: today in Asia/Jakarta, and the date ranges reports and lists read. */
import { formatYmd } from '@kantor/core';
import { ValidationError } from '../errors.ts';
import type { Msg } from './i18n.ts';

/** Today in Asia/Jakarta, the business's day. */
export const jakartaToday = (): string => formatYmd(new Date());

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export type Range = { from: string; to: string; period: Period };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 3 * 366;

/** `from`/`to` (inclusive days) and the period; defaults: this year by month. 422 naming bad fields. */
export function readRange(query: Record<string, unknown>, today: string, msg: Msg): Range {
  const errors: Record<string, string[]> = {};
  const from = typeof query.from === 'string' && query.from ? query.from : `${today.slice(0, 4)}-01-01`;
  const to = typeof query.to === 'string' && query.to ? query.to : today;
  if (!DAY.test(from) || Number.isNaN(Date.parse(from))) errors.from = [msg('validation.date')];
  if (!DAY.test(to) || Number.isNaN(Date.parse(to))) errors.to = [msg('validation.date')];
  const period = (typeof query.period === 'string' ? query.period : 'month') as Period;
  if (!PERIODS.includes(period)) errors.period = [msg('validation.in')];
  if (!errors.from && !errors.to) {
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0) errors.to = [msg('validation.rangeMin', { min: from })];
    else if (days > MAX_DAYS) errors.to = [msg('validation.rangeMax', { max: `${from} + 3` })];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { from, to, period };
}
