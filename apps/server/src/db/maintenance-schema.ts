// Tables of the maintenance module that are not resources: the last day each daily job ran.
import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per daily job (`langganan` ...): the business day it last completed. A run claims the day in
 * its own transaction, so of several instances only one runs it, and a failed run leaves the day free.
 */
export const daily_runs = pgTable('daily_runs', {
  job: text('job').primaryKey(),
  last_day: date('last_day', { mode: 'string' }).notNull(),
  ran_at: timestamp('ran_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
