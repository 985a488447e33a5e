// Tables of the documents module that are not resources: batch jobs shared by every instance.
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A batch of documents (one per record) packed into one ZIP: the instance that starts it writes its
 * progress here and the ZIP when done, so a poll or the download may reach any instance. `beat_at`
 * moves with every document; a running job whose beat stopped (its instance went away) counts as failed.
 */
export const document_jobs = pgTable(
  'document_jobs',
  {
    id: text('id').primaryKey(),
    owner: integer('owner').notNull(),
    status: text('status').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    file_name: text('file_name').notNull(),
    error: text('error'),
    zip: bytea('zip'),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    beat_at: timestamp('beat_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('document_jobs_owner_idx').on(t.owner, t.status)],
);
