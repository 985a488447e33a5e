// Writes queued offline on a phone, recorded once by their client id (issue 35, migration 0033).

import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './resource-tables.ts';

/**
 * The record a login's queued write made, under the id the phone gave it: a retried sync finds it
 * here and answers it again instead of writing a second record.
 */
export const client_writes = pgTable(
  'client_writes',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id as never, { onDelete: 'cascade' }),
    client_id: text('client_id').notNull(),
    /** What was written (`progress`, …), so one id is never read as another kind's record. */
    kind: text('kind').notNull(),
    record_id: text('record_id').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'client_writes_pk', columns: [t.user_id, t.client_id] })],
);
