/**
 * Answers of the generic resource routes (`/api/{resource}/…`) as the server sends them and the web
 * reads them. Each answer is a zod schema and its type is inferred from it: the server's handlers are
 * typed against the type (a change of shape fails its typecheck), its routes declare the schema
 * (apps/server/src/lib/answer-schema.ts: the API docs, and every API test checks each answer against it).
 */
import { z } from 'zod';

/** A record as the API encodes it: the columns the caller may see, relation labels (`{field}_label`). */
export const ApiRecord = z.looseObject({ id: z.union([z.string(), z.number()]) });
export type ApiRecord = z.infer<typeof ApiRecord>;

/** A list of `item`s, one page of them: `GET /{resource}` and `GET /{resource}/index/{field}/{value}`. */
export const listAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    records: z.array(item),
    totalRecords: z.int().nonnegative(),
    page: z.int().positive(),
    limit: z.int().positive(),
  });
export const ListAnswer = listAnswer(ApiRecord);
export type ListAnswer<T = ApiRecord> = Omit<z.infer<typeof ListAnswer>, 'records'> & { records: T[] };

/**
 * What the caller may do with one record, as the server's policy decides it (pages, admin-managed and
 * owner rules, Blokir rules on the routes, read-only resources): the web offers exactly these.
 */
export const RecordCan = z.object({ view: z.boolean(), edit: z.boolean(), delete: z.boolean() });
export type RecordCan = z.infer<typeof RecordCan>;

/**
 * What the caller may do on a resource's list screen. `edit` and `delete` say whether any record may
 * be changed at all (a record's own `_can` says which); the others are the screen's buttons.
 */
export const ScreenCan = z.object({
  view: z.boolean(),
  add: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  export: z.boolean(),
  import: z.boolean(),
});
export type ScreenCan = z.infer<typeof ScreenCan>;

/** A record of a generic list or view answer: the record and what the caller may do with it. */
export const ResourceRecord = ApiRecord.extend({ _can: RecordCan });
export type ResourceRecord<T = ApiRecord> = T & { _can: RecordCan };

/** `GET /{resource}` and `GET /{resource}/index/{field}/{value}`: a page of records and the screen's actions. */
export const ResourceListAnswer = listAnswer(ResourceRecord).extend({ can: ScreenCan });
export type ResourceListAnswer<T = ApiRecord> = ListAnswer<ResourceRecord<T>> & { can: ScreenCan };

/** `GET /{resource}/options`: a relation picker's choices, each with what the caller may do with it. */
export const OptionsAnswer = z.object({
  records: z.array(z.object({ value: z.unknown(), label: z.unknown(), _can: RecordCan })),
});
export type OptionsAnswer<V = unknown, L = unknown> = { records: { value: V; label: L; _can: RecordCan }[] };

/** One change of an audited field. */
export const HistoryChange = z.object({ before: z.unknown(), after: z.unknown() });
export type HistoryChange = z.infer<typeof HistoryChange>;

/** One audit_log entry of `GET /{resource}/history/{id}` (newest first, at most 200). */
export const HistoryEntry = z.object({
  id: z.union([z.number(), z.string()]),
  action: z.string(),
  user_id: z.number().nullable(),
  username: z.string().nullable(),
  /** Per field; a plain string or null in legacy rows. */
  changes: z.union([z.record(z.string(), HistoryChange), z.string(), z.null()]),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HistoryAnswer = z.object({
  records: z.array(HistoryEntry),
  /**
   * The labels of the records the changes' relations name, by field then id (`{ id_akun: { "6": "PT
   * Maju Jaya" } }`), so the trail reads "Pelanggan: (kosong) → PT Maju Jaya"; a record since deleted,
   * or a label the role may not see, is left out (the id shows).
   */
  labels: z.record(z.string(), z.record(z.string(), z.string())).optional(),
});
export type HistoryAnswer = z.infer<typeof HistoryAnswer>;

/** A success message in the caller's language (`DELETE /{resource}/delete/{ids}` and others). */
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

/** A message and the record written: `POST /{resource}/add`, `PUT /{resource}/edit/{id}`. */
export const saveAnswer = <T extends z.ZodType>(record: T) => MessageAnswer.extend({ record });
export const SaveAnswer = saveAnswer(ApiRecord);
export type SaveAnswer<T = ApiRecord> = MessageAnswer & { record: T };

/** Every error answer: a message; a 500 adds the request id the user can quote. */
export const ErrorAnswer = z.object({ message: z.string(), requestId: z.string().optional() });
export type ErrorAnswer = z.infer<typeof ErrorAnswer>;

/** A 422: the message and, per field, what is wrong with it (house API convention). */
export const ValidationErrorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorAnswer = z.infer<typeof ValidationErrorAnswer>;

/** An import job's report (`ImportJobStatus.report`): rows checked, written (none on a dry run) and refused. */
export const ImportReport = z.object({
  dryRun: z.boolean(),
  total: z.int().nonnegative(),
  valid: z.int().nonnegative(),
  imported: z.int().nonnegative(),
  /** `row` is the spreadsheet row number (the header is row 1). */
  errors: z.array(z.object({ row: z.int(), errors: z.record(z.string(), z.array(z.string())) })),
  unknownColumns: z.array(z.string()),
});
export type ImportReport = z.infer<typeof ImportReport>;

/**
 * What an import job is doing: `checking` every row (nothing is kept), `writing` the checked rows,
 * `undoing` what it wrote after a write failed, or `finished`.
 */
export const ImportPhase = z.enum(['checking', 'writing', 'undoing', 'finished']);
export type ImportPhase = z.infer<typeof ImportPhase>;

/**
 * `POST /{resource}/import?dryRun=` (202: the job just started) and `GET /{resource}/import/{job}`
 * (the starter's poll): `done` of `total` rows in the current phase; once `done`, the report; once
 * `failed` (an internal error, or the server that ran it went away), `error` in the caller's language.
 */
export const ImportJobStatus = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  phase: ImportPhase,
  dryRun: z.boolean(),
  done: z.int().nonnegative(),
  total: z.int().nonnegative(),
  report: ImportReport.nullable(),
  error: z.string().nullable(),
});
export type ImportJobStatus = z.infer<typeof ImportJobStatus>;
