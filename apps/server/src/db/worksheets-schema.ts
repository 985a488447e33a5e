// Worksheets and proof of work (issue 35, migration 0027): a job type's checklist template and a sub
// job's worksheet, closed by the customer's signature.

import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { rsubpekerjaan, rtype } from './resource-tables.ts';

/** A job type's checklist: its items in order (core's `WorksheetItem`). */
export const worksheet_templates = pgTable('worksheet_templates', {
  id_type: integer('id_type')
    .primaryKey()
    .references(() => rtype.id as never, { onDelete: 'cascade' }),
  items: jsonb('items').notNull().default([]),
  user_id: integer('user_id'),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sub job's worksheet: its own copy of the template's items (a later edit of the template leaves it
 * as it was), the answers, and once signed the customer's name, drawn signature (an upload), time and
 * place; signed, it no longer changes.
 */
export const worksheets = pgTable('worksheets', {
  id: serial('id').primaryKey(),
  id_subpekerjaan: integer('id_subpekerjaan')
    .notNull()
    .unique()
    .references(() => rsubpekerjaan.id as never, { onDelete: 'cascade' }),
  items: jsonb('items').notNull().default([]),
  answers: jsonb('answers').notNull().default({}),
  nama_penanda: text('nama_penanda'),
  tanda_tangan: text('tanda_tangan'),
  ditandatangani_pada: timestamp('ditandatangani_pada', { withTimezone: true }),
  lokasi_gps: text('lokasi_gps'),
  catatan: text('catatan'),
  user_id: integer('user_id'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
