// Notices by e-mail: each user's choice, and refused mail kept to be tried again (migration 0023).

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './resource-tables.ts';

/** The notice kinds a user also wants by e-mail (core's `NOTICE_TOPICS`), and the mails' language. */
export const notice_mail_prefs = pgTable('notice_mail_prefs', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id as never, { onDelete: 'cascade' }),
  topics: text('topics').array().notNull().default(sql`'{}'`),
  locale: text('locale').notNull().default('id-ID'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A message the SMTP server did not take: tried again at `next_try_at` (1, 5, 30 min, 2 h, 12 h after
 * each failure), given up after the sixth try (`failed_at`), so a mail server down for an afternoon
 * loses no notice and a bad address is not tried for ever.
 */
export const mail_retries = pgTable(
  'mail_retries',
  {
    id: serial('id').primaryKey(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body'),
    attempts: integer('attempts').notNull().default(1),
    next_try_at: timestamp('next_try_at', { withTimezone: true }).notNull(),
    last_error: text('last_error'),
    failed_at: timestamp('failed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_retries_due').on(t.next_try_at).where(sql`${t.failed_at} IS NULL`)],
);
