import {
  type DuplicateCheck,
  type DuplicateGroup,
  type DuplicateResult,
  duplicateFields,
  type FieldDef,
  getResource,
  kindSpec,
  RESOURCE_LIST,
  uniqueFieldsByResource,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';

/** The unique checks of every resource: the declarations, then what the database enforces. */
export async function duplicateChecks(query: Query): Promise<DuplicateCheck[]> {
  const rows = await query<{ table: string; name: string; definition: string }>(
    `SELECT t.relname AS table, i.relname AS name, pg_get_indexdef(i.oid) AS definition
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE x.indisunique AND NOT x.indisprimary AND n.nspname = current_schema()
      ORDER BY t.relname, i.relname`,
  );
  const unique = uniqueFieldsByResource();
  return RESOURCE_LIST.map((r) => ({
    resource: r.name,
    titleField: r.titleField,
    unique: unique[r.name] ?? [],
    indexes: rows
      .filter((row) => row.table === r.table)
      .map(({ name, definition }) => ({ name, definition })),
    groupable: duplicateFields(r),
  }));
}

/** Text is grouped as the unique check compares it: trimmed and case-insensitively (the field-kind table). */
const groupsAsText = (field: FieldDef) => kindSpec(field).isText;

/** A column name from the declaration whitelist, quoted (the whitelist never holds a quote). */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Groups a resource's records by the given fields (text compared trimmed and case-insensitively, as
 * the unique check does) and answers the groups holding more than one record, largest first. Records
 * with an empty value in any of the fields are not duplicates of each other.
 */
export async function findDuplicates(
  query: Query,
  request: { resource: string; fields: string[] },
): Promise<DuplicateResult> {
  const resource = getResource(request.resource)!;
  const exprs = request.fields.map((name) => {
    return groupsAsText(resource.fields[name]!) ? `lower(btrim(t.${ident(name)}::text))` : `t.${ident(name)}`;
  });
  const notEmpty = request.fields.map((name, i) =>
    groupsAsText(resource.fields[name]!) ? `${exprs[i]} <> ''` : `${exprs[i]} IS NOT NULL`,
  );
  const keys = exprs.map((e, i) => `${e} AS k${i}`).join(', ');
  const title = ident(resource.titleField);
  const rows = await query<Record<string, unknown> & { count: number; total: number; records: unknown }>(
    `SELECT ${keys}, count(*)::int AS count, count(*) OVER ()::int AS total,
            (array_agg(json_build_object('id', t.id, 'title', t.${title}) ORDER BY t.id))[1:20] AS records
       FROM ${ident(resource.table)} t
      WHERE ${notEmpty.join(' AND ')}
      GROUP BY ${exprs.map((_, i) => i + 1).join(', ')}
     HAVING count(*) > 1
      ORDER BY count(*) DESC, 1
      LIMIT 100`,
  );
  const groups = rows.map((row) => ({
    values: Object.fromEntries(request.fields.map((name, i) => [name, row[`k${i}`] ?? null])),
    count: row.count,
    records: (Array.isArray(row.records) ? row.records : []) as DuplicateGroup['records'],
  }));
  return { ...request, totalGroups: rows[0]?.total ?? 0, groups };
}
