import type { FieldDef, Resource } from '@kantor/core';
import { OPTIONS, type OptionListName } from '@kantor/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  type IndexBuilder,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Options of a select field, whether named (an OPTIONS list) or inline. */
export function optionValues(field: FieldDef): (string | number)[] {
  if (!field.options) return [];
  if (typeof field.options === 'string') return OPTIONS[field.options as OptionListName].map((o) => o.value);
  return [...field.options];
}

export function isNumericSelect(field: FieldDef): boolean {
  const values = optionValues(field);
  return values.length > 0 && values.every((v) => typeof v === 'number');
}

/** Resolves a relation's target id type; region resources use text codes. */
export type IdTypeOf = (resource: string) => 'serial' | 'code';

/** Precision and scale of a decimal or percent column (one definition for the column and its checks). */
export function numericShape(field: FieldDef): { precision: number; scale: number } {
  return field.kind === 'percent' ? { precision: 7, scale: 2 } : { precision: 18, scale: field.scale ?? 2 };
}

/** The database column a field kind becomes (one mapping for every resource). */
export function columnFor(name: string, field: FieldDef, idTypeOf: IdTypeOf): PgColumnBuilderBase {
  switch (field.kind) {
    case 'integer':
      return integer(name);
    case 'decimal':
    case 'percent':
      return numeric(name, numericShape(field));
    case 'money':
      // integer Rupiah: never floating point
      return bigint(name, { mode: 'number' });
    case 'boolean':
      return boolean(name);
    case 'date':
      return date(name, { mode: 'string' });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'string' });
    case 'time':
      return time(name);
    case 'json':
      return jsonb(name);
    case 'select':
      return isNumericSelect(field) ? integer(name) : text(name);
    case 'relation':
      return field.relation && idTypeOf(field.relation.resource) === 'code' ? text(name) : integer(name);
    default:
      return text(name);
  }
}

/** Builds the Drizzle table of a declared resource: id, the declared fields, timestamps, indexes. */
export function resourceTable(
  resource: Resource,
  idTypeOf: IdTypeOf,
  extraIndexes: (columns: Record<string, AnyPgColumn>) => IndexBuilder[] = () => [],
) {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: resource.idType === 'code' ? text('id').primaryKey() : serial('id').primaryKey(),
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    let column = columnFor(name, field, idTypeOf) as PgColumnBuilderBase & {
      notNull(): PgColumnBuilderBase;
      default(v: unknown): PgColumnBuilderBase;
    };
    if (field.required && field.kind !== 'password') column = column.notNull() as typeof column;
    if (field.defaultValue !== undefined && field.defaultValue !== null) {
      column = column.default(field.defaultValue) as typeof column;
    }
    columns[name] = column;
  }
  columns.created_at = timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
  columns.updated_at = timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

  return pgTable(resource.table, columns, (t) => {
    const cols = t as unknown as Record<string, AnyPgColumn>;
    const extras: IndexBuilder[] = [...extraIndexes(cols)];
    for (const [name, field] of Object.entries(resource.fields)) {
      const col = cols[name]!;
      const textual = columnIsText(field, idTypeOf);
      if (field.unique) {
        extras.push(
          textual
            ? uniqueIndex(`${resource.table}_${name}_unique`).on(sql`lower(${col})`)
            : uniqueIndex(`${resource.table}_${name}_unique`).on(col),
        );
        continue;
      }
      if (field.search && textual) {
        extras.push(index(`${resource.table}_${name}_trgm`).using('gin', sql`${col} gin_trgm_ops`));
      }
      if (field.filter || field.sort || field.kind === 'relation') {
        extras.push(index(`${resource.table}_${name}_idx`).on(col));
      }
    }
    return extras;
  });
}

function columnIsText(field: FieldDef, idTypeOf: IdTypeOf): boolean {
  if (field.kind === 'relation')
    return Boolean(field.relation && idTypeOf(field.relation.resource) === 'code');
  if (field.kind === 'select') return !isNumericSelect(field);
  return !['integer', 'decimal', 'percent', 'money', 'boolean', 'date', 'datetime', 'time', 'json'].includes(
    field.kind,
  );
}
