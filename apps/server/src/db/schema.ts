// The database schema drizzle-kit reads: the declared resources' tables (resource-tables.ts, one line each;
// schema.test.ts fails when a resource has no table) and the hand-written tables below and re-exported.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './resource-tables.ts';

export * from './resource-tables.ts';

/** Sign-in sessions; only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    token_hash: text('token_hash').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id as never, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by the unload beacon: the session ends then unless the same tab comes back (a reload). */
    closing_at: timestamp('closing_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.token_hash), index('sessions_user').on(t.user_id)],
);

/** Who changed what and when, for every create, update and delete of a resource record. */
export const audit_log = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    record_id: text('record_id').notNull(),
    action: text('action').notNull(),
    user_id: integer('user_id'),
    username: text('username'),
    /** `{ field: { before, after } }` of the fields that changed. */
    changes: jsonb('changes').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_record').on(t.resource, t.record_id, t.id)],
);

/** Which module's demo records were seeded, so each domain seeds once (db/demo/seed-demo.ts). */
export const seed_runs = pgTable('seed_runs', {
  module: text('module').primaryKey(),
  seeded_at: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  /** Records written, by resource, for the log and the docs. */
  counts: jsonb('counts'),
});

export * from './auth-schema.ts';
export * from './chat-schema.ts';
export * from './client-writes-schema.ts';
export * from './documents-schema.ts';
export * from './import-jobs-schema.ts';
export * from './inventory-schema.ts';
export * from './invoicing-schema.ts';
export * from './maintenance-schema.ts';
export * from './notice-mail-schema.ts';
export * from './purchasing-schema.ts';
export * from './timesheet-schema.ts';
export * from './worksheets-schema.ts';
