/** Reads of the generic engine: lists, one record, its history. Writes are in resources.write.ts. */
import type { HistoryEntry, ListAnswer, Resource } from '@kantor/core';
import type { Database, Query } from '../../db/connect.ts';
import { HttpError } from '../../errors.ts';
import { encodeRow } from './codec.ts';
import {
  buildCountQuery,
  buildListQuery,
  buildSearchQuery,
  type ListParams,
  MATCHES_FIRST_MAX,
  relationLabels,
  selectColumns,
  TOTAL_COLUMN,
} from './list-query.ts';
import { ident, Params } from './sql.ts';

export type { Actor } from './hooks.ts';

/** 404 with the message of spec §8. */
export const noQueryResults = (resource: Resource, id: string | number) =>
  new HttpError(404, `No query results for model ${resource.name} ${id}`, {}, 'errors.noQueryResults', {
    model: resource.name,
    id: String(id).slice(0, 64),
  });

/** Largest id of a serial resource (an `integer` column). */
const MAX_SERIAL_ID = 2_147_483_647;

/**
 * Ids of serial resources are positive integers; anything else cannot exist (and must not reach SQL as
 * text, nor past the column's range: that was a 500, found by fuzz/list-query.fuzz.api.test.ts).
 */
export function parseId(resource: Resource, id: string): string | number | null {
  if (resource.idType === 'code') return id.length <= 64 && !id.includes('\u0000') ? id : null;
  return /^\d{1,10}$/.test(id) && Number(id) <= MAX_SERIAL_ID ? Number(id) : null;
}

export async function listRecords(
  db: Database,
  resource: Resource,
  params: ListParams,
  extraWhere: string[] = [],
  /** Matches up to which a search sorts its matches (`MATCHES_FIRST_MAX`; lower in tests of the other path). */
  matchesFirstMax = MATCHES_FIRST_MAX,
): Promise<ListAnswer<Record<string, unknown>>> {
  const offset = (params.page - 1) * params.limit;
  const count = async () => {
    const built = buildCountQuery(resource, params, extraWhere);
    return Number((await db.query<{ total: number }>(built.text, built.values))[0]?.total ?? 0);
  };
  let rows: Record<string, unknown>[];
  let total: number;
  if (params.search) {
    // one statement reads the matches once for both the page and the total (buildSearchQuery)
    const search = buildSearchQuery(resource, params, extraWhere, matchesFirstMax);
    const result = await db.query<Record<string, unknown>>(search.text, search.values);
    total = Number(result[0]?.[TOTAL_COLUMN] ?? 0);
    if (total <= matchesFirstMax) rows = result.filter((row) => row.id !== null).map(withoutTotal);
    else if (total <= offset) rows = [];
    else {
      const { text, values } = buildListQuery(resource, params, extraWhere);
      rows = await db.query<Record<string, unknown>>(text, values);
    }
  } else {
    const { text, values } = buildListQuery(resource, params, extraWhere);
    rows = await db.query<Record<string, unknown>>(text, values);
    // a part page that has rows is the last one: its total is known without counting
    total = offset + rows.length;
    if (rows.length === params.limit || (rows.length === 0 && params.page > 1)) total = await count();
  }
  return {
    records: rows.map((r) => encodeRow(resource, r)),
    totalRecords: total,
    page: params.page,
    limit: params.limit,
  };
}

function withoutTotal(row: Record<string, unknown>): Record<string, unknown> {
  const { [TOTAL_COLUMN]: _total, ...record } = row;
  return record;
}

/** A row scope: SQL conditions on the alias `t`, with their parameters added to the statement's. */
export type Scope = (p: Params) => string[];

/**
 * One record with its relation labels, or null (also when it lies outside the caller's `scope`).
 * `forUpdate` locks the row for the rest of the transaction (edits, deletes and state changes of one
 * record then run one after the other).
 */
export async function findRecord(
  query: Query,
  resource: Resource,
  rawId: string,
  options: { scope?: Scope; forUpdate?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  const id = parseId(resource, rawId);
  if (id === null) return null;
  if (options.forUpdate) await query(`SELECT 1 FROM ${ident(resource.table)} WHERE id = $1 FOR UPDATE`, [id]);
  const labels = relationLabels(resource);
  const p = new Params();
  const where = [`t.id = ${p.add(id)}`, ...(options.scope?.(p) ?? [])];
  const rows = await query<Record<string, unknown>>(
    `SELECT ${selectColumns(resource)}${labels} FROM ${ident(resource.table)} t WHERE ${where.join(' AND ')}`,
    p.values,
  );
  return rows[0] ? encodeRow(resource, rows[0]) : null;
}

export async function viewRecord(db: Database, resource: Resource, id: string, scope?: Scope) {
  const record = await findRecord(db.query, resource, id, { scope });
  if (!record) throw noQueryResults(resource, id);
  return record;
}

/** An audit_log row as the driver reads it (db/schema.ts): the timestamp comes back a Date. */
type HistoryRow = {
  id: number;
  action: string;
  user_id: number | null;
  username: string | null;
  changes: HistoryEntry['changes'];
  created_at: Date;
};

/** The trail of one record, newest first; each field named so a change of `HistoryEntry` fails here. */
export async function recordHistory(db: Database, resource: Resource, id: string): Promise<HistoryEntry[]> {
  const rows = await db.query<HistoryRow>(
    `SELECT id, action, user_id, username, changes, created_at FROM audit_log
     WHERE resource = $1 AND record_id = $2 ORDER BY id DESC LIMIT 200`,
    [resource.name, id],
  );
  return rows.map(
    (row): HistoryEntry => ({
      id: row.id,
      action: row.action,
      user_id: row.user_id,
      username: row.username,
      changes: row.changes,
      // the ISO string JSON made of the Date before, now stated
      created_at: row.created_at.toISOString(),
    }),
  );
}
