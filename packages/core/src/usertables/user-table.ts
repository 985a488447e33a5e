/**
 * User-defined tables (`/supertabel`): an admin describes a table with `tabelkolom` rows (one per
 * column) and the table becomes a resource named `tabel_{nama_tabel}` with a real database table, so
 * every generic route, screen, permission and role rule applies to it without a restart.
 * This file turns column rows into that declaration; it is shared by the server (DDL, engine) and
 * the web (generic screens).
 */
import { type FieldDef, f, type Resource } from '../resources/define.ts';
import { getResource } from '../resources/index.ts';
import { USER_COLUMN_TYPES, type UserColumnType } from './column-types.ts';
import type { UserColumn, UserTableInfo } from './schemas.ts';

/** Resource names of user tables start with this, so they can never collide with a declared one. */
export const USER_TABLE_PREFIX = 'tabel_';

const NAME = /^[a-z][a-z0-9_]{1,39}$/;
const COLUMN = /^[a-z][a-z0-9_]{0,39}$/;
/** Columns every table has already (id, owner, timestamps). */
export const RESERVED_COLUMNS: ReadonlySet<string> = new Set(['id', 'user_id', 'created_at', 'updated_at']);

/**
 * PostgreSQL's system columns: every table has them, so a user column of one of these names cannot be
 * added ("column name conflicts with a system column name"); `oid` was one until PostgreSQL 12.
 */
// biome-ignore format: one line reads as the list it is
export const SYSTEM_COLUMNS: ReadonlySet<string> = new Set(['tableoid', 'xmin', 'cmin', 'xmax', 'cmax', 'ctid', 'oid']);

/** The most columns one user table declares, whichever route adds them (/supertabel, `tabelkolom/add`, import). */
export const MAX_USER_COLUMNS = 60;

export const isUserTableName = (name: string): boolean => NAME.test(name);
export const isUserColumnName = (name: string): boolean =>
  COLUMN.test(name) && !RESERVED_COLUMNS.has(name) && !SYSTEM_COLUMNS.has(name);
export const userTableResourceName = (table: string): string => `${USER_TABLE_PREFIX}${table}`;
export const isUserTableResource = (name: string): boolean =>
  name.startsWith(USER_TABLE_PREFIX) && isUserTableName(name.slice(USER_TABLE_PREFIX.length));

/** The options of a select column, or null when `opsi` is not a list of 1–100 short texts. */
export function selectOptions(opsi: unknown): string[] | null {
  const list = typeof opsi === 'string' ? safeParse(opsi) : opsi;
  if (!Array.isArray(list) || list.length === 0 || list.length > 100) return null;
  const values = list.map((v) => (typeof v === 'number' ? String(v) : v));
  if (!values.every((v) => typeof v === 'string' && v.trim() !== '' && v.length <= 100)) return null;
  return [...new Set(values.map((v) => (v as string).trim()))];
}

/** The target of a relation column: a declared resource with a title field, or null. */
export function relationTarget(opsi: unknown): Resource | null {
  const raw = typeof opsi === 'string' ? (safeParse(opsi) ?? opsi) : opsi;
  const name =
    typeof raw === 'string'
      ? raw
      : raw && typeof raw === 'object' && !Array.isArray(raw)
        ? (raw as { resource?: unknown }).resource
        : undefined;
  if (typeof name !== 'string') return null;
  const target = getResource(name.trim());
  // user tables may point at declared resources only: a chain of user tables would need ordering of their DDL
  return target && !isUserTableResource(target.name) ? target : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Why a column cannot be declared (an i18n key of the `validation` catalogue), or null when it can. */
export function columnProblem(column: UserColumn): { field: string; key: string } | null {
  if (SYSTEM_COLUMNS.has(column.nama_kolom))
    return { field: 'nama_kolom', key: 'validation.userColumnSystem' };
  if (!isUserColumnName(column.nama_kolom)) return { field: 'nama_kolom', key: 'validation.userColumnName' };
  if (!(USER_COLUMN_TYPES as readonly string[]).includes(column.tipe_kolom))
    return { field: 'tipe_kolom', key: 'validation.in' };
  if (column.tipe_kolom === 'select' && !selectOptions(column.opsi))
    return { field: 'opsi', key: 'validation.userColumnOptions' };
  if (column.tipe_kolom === 'relation' && !relationTarget(column.opsi))
    return { field: 'opsi', key: 'validation.userColumnRelation' };
  return null;
}

/** The field a column becomes: the same kinds, limits and inputs as a declared resource's. */
export function fieldOfColumn(column: UserColumn): FieldDef {
  const common = {
    required: column.wajib === true,
    list: true,
    sort: true,
  };
  const type = column.tipe_kolom as UserColumnType;
  switch (type) {
    case 'text':
      return { kind: 'text', maxLength: 255, search: true, ...common };
    case 'textarea':
      return { kind: 'textarea', maxLength: 5000, search: true, ...common, list: false, sort: false };
    case 'integer':
      return { kind: 'integer', filter: true, ...common };
    case 'decimal':
      return { kind: 'decimal', scale: 2, filter: true, ...common };
    case 'money':
      return { kind: 'money', min: 0, max: 999_999_999_999_999, filter: true, ...common };
    case 'date':
      return { kind: 'date', filter: true, ...common };
    case 'datetime':
      return { kind: 'datetime', filter: true, ...common };
    case 'boolean':
      return { kind: 'boolean', defaultValue: false, filter: true, ...common, required: false };
    case 'select':
      return { kind: 'select', options: selectOptions(column.opsi) ?? [], filter: true, ...common };
    case 'relation': {
      const target = relationTarget(column.opsi);
      return {
        kind: 'relation',
        relation: { resource: target?.name ?? '', labelField: target?.titleField ?? 'id' },
        filter: true,
        ...common,
      };
    }
    case 'image':
      return {
        kind: 'image',
        accept: ['image/jpeg', 'image/png', 'image/webp'],
        maxFiles: 1,
        ...common,
        sort: false,
      };
    case 'file':
      return { kind: 'file', maxFiles: 1, ...common, sort: false };
    default:
      return { kind: 'text', maxLength: 255, ...common };
  }
}

const byOrder = (a: UserColumn, b: UserColumn) => (a.urutan ?? 0) - (b.urutan ?? 0);

/**
 * The declaration of a user table. Columns that cannot be declared (e.g. a relation whose target was
 * removed) are left out rather than breaking the table; `titleField` is the first text column.
 */
export function userTableResource(table: string, label: string, columns: readonly UserColumn[]): Resource {
  const name = userTableResourceName(table);
  const fields: Record<string, FieldDef> = {};
  for (const column of [...columns].sort(byOrder)) {
    if (columnProblem(column)) continue;
    const field = fieldOfColumn(column);
    fields[column.nama_kolom] = { ...field, labelKey: `resources.${name}.fields.${column.nama_kolom}` };
  }
  const names = Object.keys(fields);
  const title = names.find((n) => fields[n]!.kind === 'text') ?? names[0] ?? 'id';
  fields.user_id = f.owner({ labelKey: 'resources.tabelkolom.fields.user_id' });
  const resource: Resource = {
    name,
    table: name,
    purpose: label,
    labelKey: `resources.${name}.title`,
    titleField: title,
    idType: 'serial',
    icon: 'pi pi-table',
    fields,
    owner: 'user_id',
    fieldNames: Object.keys(fields),
  };
  return resource;
}

// the shapes as zod schemas live in ./schemas.ts: a screen that imports this module's logic does not load zod
export type { UserColumn, UserTableInfo };
