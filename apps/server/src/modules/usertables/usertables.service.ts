/**
 * The /supertabel designer: a table's columns and the roles that use it, saved in one transaction
 * through the engine (so the `tabelkolom` hooks change the real table and every change is audited),
 * and the pages of those roles granted or revoked with it.
 */
import {
  columnProblem,
  getResource,
  isUserTableName,
  messageLocaleOf,
  normaliseRoute,
  relationTarget,
  selectOptions,
  type UserColumn,
  type UserTableInfo,
  userTableResourceName,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import type { Msg } from '../resources/index.ts';
import {
  insertRecord,
  inTransaction,
  removeRecord,
  type TxContext,
  updateRecord,
  type WriteContext,
} from '../resources/index.ts';
import { applyPermissionChange } from '../roles/index.ts';
import { dropTable, rowCount } from './ddl.ts';
import { loadUserTables } from './registry.ts';

export type DesignColumn = UserColumn;
export type Design = { columns: DesignColumn[]; roles: number[] };

const COLUMN_KEYS = ['nama_kolom', 'label_kolom', 'tipe_kolom', 'wajib', 'opsi', 'urutan'] as const;

/** The pages a table's users hold: the list and every action of the generic screens. */
export const tablePages = (resource: string): string[] =>
  ['', '/view', '/add', '/edit', '/delete', '/export', '/import'].map((a) => `${resource}${a}`);

/**
 * Checks a design as its declaration read it (api/routes/usertables.ts: 1 to 60 columns, each an
 * object, and the roles whole numbers); every problem of its columns is named `columns.{i}.{field}`,
 * a table name that is none `nama_tabel`.
 */
export function readDesign(
  name: string,
  body: { columns: readonly Record<string, unknown>[]; roles?: readonly number[] | undefined },
  msg: Msg,
): Design {
  const errors: Record<string, string[]> = {};
  if (!isUserTableName(name)) errors.nama_tabel = [msg('validation.userTableName')];
  const columns: DesignColumn[] = body.columns.map((c, i) => {
    const column: DesignColumn = {
      nama_kolom: String(c.nama_kolom ?? '').trim(),
      label_kolom: String(c.label_kolom ?? '').trim(),
      tipe_kolom: String(c.tipe_kolom ?? 'text'),
      wajib: c.wajib === true,
      opsi: c.opsi ?? null,
      urutan: i + 1,
    };
    if (Number.isInteger(c.id)) column.id = c.id as number;
    const problem = columnProblem(column);
    if (problem) errors[`columns.${i}.${problem.field}`] = [msg(problem.key)];
    // stored in the json column in one shape: the option list, or `{ resource }` of a relation
    else if (column.tipe_kolom === 'select') column.opsi = selectOptions(column.opsi);
    else if (column.tipe_kolom === 'relation') column.opsi = { resource: relationTarget(column.opsi)!.name };
    else column.opsi = null;
    if (!column.label_kolom) errors[`columns.${i}.label_kolom`] = [msg('validation.required')];
    return column;
  });
  const seen = new Set<string>();
  columns.forEach((c, i) => {
    if (seen.has(c.nama_kolom)) errors[`columns.${i}.nama_kolom`] = [msg('validation.unique')];
    seen.add(c.nama_kolom);
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { columns, roles: [...new Set(body.roles ?? [])] };
}

/** A column's engine errors, renamed to its place in the design. */
async function asColumn<T>(i: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`columns.${i}.${k}`, v]));
    throw new ValidationError(errors);
  }
}

/** Grants the table's pages to `roles` and takes them from every other role. */
async function setRoles(tx: TxContext, resource: string, roles: number[]): Promise<void> {
  const pages = tablePages(resource);
  const all = await tx.query<{ id: number; role_name: string; keterangan: string | null }>(
    'SELECT id, role_name, keterangan FROM roles ORDER BY id',
  );
  const known = new Set(all.map((r) => r.id));
  const unknown = roles.filter((r) => !known.has(r));
  if (unknown.length) throw new ValidationError({ roles: [`${unknown.join(', ')}`] });
  for (const role of all) {
    const change = roles.includes(role.id) ? { grant: pages, revoke: [] } : { grant: [], revoke: pages };
    await applyPermissionChange(tx.query, role, change, tx.actor, messageLocaleOf(tx.acceptLanguage));
  }
}

export async function saveTable(ctx: WriteContext, name: string, design: Design): Promise<void> {
  const tabelkolom = getResource('tabelkolom')!;
  const resource = userTableResourceName(name);
  await inTransaction(ctx, async (tx) => {
    const existing = await tx.query<{ id: number }>(
      'SELECT id FROM tabelkolom WHERE nama_tabel = $1 ORDER BY id FOR UPDATE',
      [name],
    );
    const kept = new Set(design.columns.map((c) => c.id).filter((id) => id !== undefined));
    // removed columns first, so their names are free for the columns that follow
    for (const row of existing) if (!kept.has(row.id)) await removeRecord(tx, tabelkolom, String(row.id));
    const ids = new Set(existing.map((r) => r.id));
    for (const [i, column] of design.columns.entries()) {
      const input = Object.fromEntries(COLUMN_KEYS.map((k) => [k, column[k] ?? null]));
      if (column.id !== undefined && ids.has(column.id)) {
        await asColumn(i, () => updateRecord(tx, tabelkolom, String(column.id), input));
      } else {
        await asColumn(i, () => insertRecord(tx, tabelkolom, { ...input, nama_tabel: name }));
      }
    }
    await setRoles(tx, resource, design.roles);
  });
}

/** Deletes a table with no rows: its columns, its pages in every role, and the database table. */
export async function deleteTable(ctx: WriteContext, name: string, msg: Msg): Promise<void> {
  const tabelkolom = getResource('tabelkolom')!;
  const resource = userTableResourceName(name);
  await inTransaction(ctx, async (tx) => {
    const columns = await tx.query<{ id: number }>(
      'SELECT id FROM tabelkolom WHERE nama_tabel = $1 FOR UPDATE',
      [name],
    );
    if (columns.length === 0) throw new HttpError(404, msg('errors.notFound'));
    const count = await rowCount(tx.query, resource);
    if (count > 0) throw new HttpError(409, msg('errors.userTableHasRows', { count }));
    for (const row of columns) await removeRecord(tx, tabelkolom, String(row.id));
    await setRoles(tx, resource, []);
    await dropTable(tx.query, resource);
  });
}

/** Every table with its row count and the roles holding its list page (the designer's overview). */
export async function describeTables(
  query: Query,
): Promise<(UserTableInfo & { rows: number; roles: number[] })[]> {
  const tables = await loadUserTables(query);
  const grants = await query<{ role_id: number; page_name: string }>(
    `SELECT role_id, page_name FROM permissions WHERE page_name LIKE '%tabel\\_%'`,
  );
  return Promise.all(
    tables.map(async (t) => ({
      ...t,
      rows: await rowCount(query, t.resource),
      roles: [
        ...new Set(
          grants.filter((g) => normaliseRoute(g.page_name) === `/${t.resource}`).map((g) => g.role_id),
        ),
      ].sort((a, b) => a - b),
    })),
  );
}
