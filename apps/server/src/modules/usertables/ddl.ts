/**
 * The database side of user tables: each `tabel_*` resource is a real table (id, the columns, owner,
 * timestamps), so the generic engine's SQL, indexes and exports work on it unchanged. PostgreSQL runs
 * DDL inside the write's transaction, so a refused column change leaves the table as it was.
 */
import { type FieldDef, fieldOfColumn, getResource, sqlTypeName, type UserColumn } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import type { Msg } from '../resources/index.ts';
import { ident } from '../resources/index.ts';

/** The column type of a field, named as `format_type()` names it (to compare with what exists). */
export function sqlTypeOf(field: FieldDef): string {
  return sqlTypeName(field, (target) => (getResource(target)?.idType === 'code' ? 'code' : 'serial'));
}

export async function createTable(query: Query, resourceName: string): Promise<void> {
  await query(
    `CREATE TABLE IF NOT EXISTS ${ident(resourceName)} (
       id serial PRIMARY KEY,
       user_id integer,
       created_at timestamp with time zone NOT NULL DEFAULT now(),
       updated_at timestamp with time zone NOT NULL DEFAULT now()
     )`,
  );
}

async function columnType(query: Query, table: string, column: string): Promise<string | null> {
  const rows = await query<{ type: string }>(
    `SELECT format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relname = $1 AND c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
        AND a.attname = $2 AND a.attnum > 0 AND NOT a.attisdropped`,
    [table, column],
  );
  return rows[0]?.type ?? null;
}

/**
 * Makes the table's column match the declaration: added when missing, renamed from `previousName`,
 * converted when its type changed (a value that does not convert is a 422 naming `tipe_kolom`).
 * A column removed from the declaration keeps its data in the table (see docs/tools.md).
 */
export async function syncColumn(
  query: Query,
  table: string,
  column: UserColumn,
  msg: Msg,
  previousName?: string,
): Promise<void> {
  await createTable(query, table);
  const type = sqlTypeOf(fieldOfColumn(column));
  const name = column.nama_kolom;
  if (previousName && previousName !== name && (await columnType(query, table, previousName))) {
    if (await columnType(query, table, name)) {
      throw new ValidationError({ nama_kolom: [msg('validation.unique')] });
    }
    await query(`ALTER TABLE ${ident(table)} RENAME COLUMN ${ident(previousName)} TO ${ident(name)}`);
  }
  const existing = await columnType(query, table, name);
  if (existing === null) {
    await query(`ALTER TABLE ${ident(table)} ADD COLUMN ${ident(name)} ${type}`);
    return;
  }
  if (existing === type) return;
  await query('SAVEPOINT retype');
  try {
    await query(
      `ALTER TABLE ${ident(table)} ALTER COLUMN ${ident(name)} TYPE ${type} USING ${ident(name)}::${type}`,
    );
    await query('RELEASE SAVEPOINT retype');
  } catch {
    await query('ROLLBACK TO SAVEPOINT retype');
    throw new ValidationError({
      tipe_kolom: [msg('validation.userColumnType', { column: name, type: column.tipe_kolom })],
    });
  }
}

export async function rowCount(query: Query, table: string): Promise<number> {
  const exists = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class WHERE relname = $1 AND relkind = 'r'
        AND relnamespace = current_schema()::regnamespace`,
    [table],
  );
  if (!exists[0]?.n) return 0;
  const rows = await query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(table)}`);
  return rows[0]?.n ?? 0;
}

export async function dropTable(query: Query, table: string): Promise<void> {
  await query(`DROP TABLE IF EXISTS ${ident(table)}`);
}
