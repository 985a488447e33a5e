// The resources module's background imports (modules/resources/import-jobs.ts): not a resource.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One import of a CSV or XLSX file into a resource, run by the instance that received the file while
 * the page polls it here (any instance can answer a poll). `beat_at` moves with every batch; a running job whose
 * beat stopped lost its instance, and another instance may take it over (`runner` changes: the first
 * one's next write finds the job no longer its own and stops). `report` is the ImportReport once the
 * job has finished. A login runs one import at a time: the partial unique index says so atomically.
 */
export const import_jobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    owner: integer('owner').notNull(),
    /** Who wrote (id and username, as the audit trail names them): an undo after a crash writes as them. */
    actor: jsonb('actor').notNull(),
    resource: text('resource').notNull(),
    dry_run: boolean('dry_run').notNull(),
    status: text('status').notNull(),
    /** Which run owns the job now (a random id per run): its writes check it. */
    runner: text('runner').notNull(),
    phase: text('phase').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    report: jsonb('report'),
    error: text('error'),
    started_at: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    beat_at: timestamp('beat_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('import_jobs_owner_idx').on(t.owner, t.status),
    uniqueIndex('import_jobs_one_running').on(t.owner).where(sql`status = 'running'`),
  ],
);

/**
 * The records an import job's writing phase has committed (with their row in the file), written in each
 * batch's own transaction, so an import whose instance went away mid-write can be undone by another;
 * the undo deletes its rows as it deletes the records. Gone with the job.
 */
export const import_job_rows = pgTable(
  'import_job_rows',
  {
    job_id: text('job_id')
      .notNull()
      .references(() => import_jobs.id, { onDelete: 'cascade' }),
    record_id: text('record_id').notNull(),
    row: integer('row').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job_id, t.record_id] })],
);
