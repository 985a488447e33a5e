/**
 * Answers of the generic resource routes (`/api/{resource}/…`) as the server sends them and the web
 * reads them. The server's handlers are typed against these, so a change of shape fails its typecheck.
 */

/** A record as the API encodes it: the columns the caller may see, relation labels (`{field}_label`). */
export type ApiRecord = Record<string, unknown> & { id: string | number };

/** `GET /{resource}` and `GET /{resource}/index/{field}/{value}`. */
export type ListAnswer<T = ApiRecord> = { records: T[]; totalRecords: number; page: number; limit: number };

/** `GET /{resource}/options`: a relation picker's choices. */
export type OptionsAnswer<V = unknown, L = unknown> = { records: { value: V; label: L }[] };

/** One change of an audited field. */
export type HistoryChange = { before: unknown; after: unknown };

/** One audit_log entry of `GET /{resource}/history/{id}` (newest first, at most 200). */
export type HistoryEntry = {
  id: number | string;
  action: string;
  user_id: number | null;
  username: string | null;
  /** Per field; a plain string or null in legacy rows. */
  changes: Record<string, HistoryChange> | string | null;
  created_at: string;
};

export type HistoryAnswer = { records: HistoryEntry[] };

/** A success message in the caller's language (`DELETE /{resource}/delete/{ids}` and others). */
export type MessageAnswer = { message: string };

/** `POST /{resource}/add`, `PUT /{resource}/edit/{id}`. */
export type SaveAnswer<T = ApiRecord> = MessageAnswer & { record: T };

/** Every error answer: a message; a 500 adds the request id the user can quote. */
export type ErrorAnswer = { message: string; requestId?: string };

/** A 422: the message and, per field, what is wrong with it (house API convention). */
export type ValidationErrorAnswer = { message: string; errors: Record<string, string[]> };

/** `POST /{resource}/import?dryRun=`: rows checked, written (none on a dry run) and refused. */
export type ImportReport = {
  dryRun: boolean;
  total: number;
  valid: number;
  imported: number;
  /** `row` is the spreadsheet row number (the header is row 1). */
  errors: { row: number; errors: Record<string, string[]> }[];
  unknownColumns: string[];
};
