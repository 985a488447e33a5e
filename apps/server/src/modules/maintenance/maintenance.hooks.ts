/**
 * The maintenance resources' domain hooks: ticket numbers for tickets added without one, the shape of a
 * preventive schedule, and a subscription's reminder that starts again when its end day moves.
 */
import { formatYmd, ticketNumber, ticketPeriod } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { jakartaToday } from '../../lib/dates.ts';
import { nextNumber } from '../inventory/index.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';

type Row = Record<string, unknown>;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * The next free ticket number of the month of `day` (`TKT-2611-0001`): the month's counter is locked
 * until the ticket's transaction ends, and a number someone typed by hand is skipped, never reused.
 */
export async function nextTicketNumber(query: Query, day: string): Promise<string> {
  const period = ticketPeriod(day);
  for (let attempt = 0; attempt < 100; attempt++) {
    const candidate = ticketNumber(day, await nextNumber(query, period));
    const [taken] = await query('SELECT 1 FROM cmumt WHERE lower(no_tiket) = lower($1)', [candidate]);
    if (!taken) return candidate;
  }
  throw new Error(`no free ticket number in ${period} after 100 attempts`);
}

/** A preventive ticket with a visit interval is a schedule: it must say when the next visit is. */
function checkSchedule(ctx: HookContext, record: Row): void {
  if (record.jenis !== 'Preventive' || blank(record.interval_hari)) return;
  if (blank(record.jadwal_berikutnya))
    throw new ValidationError({ jadwal_berikutnya: [ctx.msg('validation.required')] });
}

export const ticketHooks: ResourceHooks = {
  async beforeAdd(ctx, values) {
    if (blank(values.no_tiket)) {
      const day = formatYmd(values.tanggal as string) || jakartaToday();
      values.no_tiket = await nextTicketNumber(ctx.query, day);
    }
    checkSchedule(ctx, values);
  },
  beforeEdit(ctx, values, before) {
    // the number names the ticket everywhere (titles, notices): it can change, never disappear
    if (Object.hasOwn(values, 'no_tiket') && blank(values.no_tiket))
      throw new ValidationError({ no_tiket: [ctx.msg('validation.required')] });
    checkSchedule(ctx, { ...before, ...values });
  },
};

const day = (value: unknown) => (blank(value) ? '' : String(value).slice(0, 10));

export const subscriptionHooks: ResourceHooks = {
  beforeEdit(_ctx, values, before) {
    // a renewed (or corrected) end day gets its own reminder
    if (Object.hasOwn(values, 'tanggal_akhir') && day(values.tanggal_akhir) !== day(before.tanggal_akhir))
      values.diingatkan_pada = null;
  },
};
