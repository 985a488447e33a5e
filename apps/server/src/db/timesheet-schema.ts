// Timesheets: timer entries on sub jobs and the admin's corrections of them (migration 0026).

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { akun, rsubinvoice, rsubpekerjaan, users } from './resource-tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * Time a technician spent on a sub job: started at `mulai`, stopped at `selesai` (empty while the timer
 * runs). At most one running entry per technician (the partial unique index).
 */
export const timesheet_entries = pgTable(
  'timesheet_entries',
  {
    id: serial('id').primaryKey(),
    id_subpekerjaan: integer('id_subpekerjaan')
      .notNull()
      .references(() => rsubpekerjaan.id as never, { onDelete: 'cascade' }),
    id_teknisi: integer('id_teknisi')
      .notNull()
      .references(() => akun.id as never, { onDelete: 'cascade' }),
    mulai: at('mulai').notNull(),
    selesai: at('selesai'),
    /** The login that started it. */
    user_id: integer('user_id').references(() => users.id as never, { onDelete: 'set null' }),
    /** The invoice line that billed it (migration 0030); deleting the line frees it for another. */
    id_subinvoice: integer('id_subinvoice').references(() => rsubinvoice.id as never, {
      onDelete: 'set null',
    }),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('timesheet_one_running').on(t.id_teknisi).where(sql`${t.selesai} IS NULL`),
    index('timesheet_entries_sub').on(t.id_subpekerjaan),
    index('timesheet_entries_billed').on(t.id_subinvoice),
  ],
);

/** An admin's correction of an entry: the times before and after, and the reason. Never edited. */
export const timesheet_corrections = pgTable(
  'timesheet_corrections',
  {
    id: serial('id').primaryKey(),
    entry_id: integer('entry_id')
      .notNull()
      .references(() => timesheet_entries.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id as never, { onDelete: 'set null' }),
    alasan: text('alasan').notNull(),
    mulai_lama: at('mulai_lama').notNull(),
    selesai_lama: at('selesai_lama'),
    mulai_baru: at('mulai_baru').notNull(),
    selesai_baru: at('selesai_baru'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('timesheet_corrections_entry').on(t.entry_id)],
);
