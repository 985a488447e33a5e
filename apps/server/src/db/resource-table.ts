import {
  type ColumnType,
  columnTypeOf,
  type FieldDef,
  type IdTypeOf,
  numericShape,
  type Resource,
} from '@kantor/core';
import { type SQL, sql } from 'drizzle-orm';
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

/** The Drizzle builder of each column category of core's field-kind table. */
const COLUMN_BUILDERS: Record<ColumnType, (name: string, field: FieldDef) => PgColumnBuilderBase> = {
  text: (name) => text(name),
  integer: (name) => integer(name),
  // integer Rupiah: never floating point
  bigint: (name) => bigint(name, { mode: 'number' }),
  numeric: (name, field) => numeric(name, numericShape(field)),
  boolean: (name) => boolean(name),
  date: (name) => date(name, { mode: 'string' }),
  timestamptz: (name) => timestamp(name, { withTimezone: true, mode: 'string' }),
  time: (name) => time(name),
  jsonb: (name) => jsonb(name),
};

/** The database column a field kind becomes (one mapping for every resource: `FIELD_KINDS[kind].column`). */
export function columnFor(name: string, field: FieldDef, idTypeOf: IdTypeOf): PgColumnBuilderBase {
  return COLUMN_BUILDERS[columnTypeOf(field, idTypeOf)](name, field);
}

/**
 * Builds the Drizzle table of a declared resource: id, the declared fields, timestamps, indexes.
 * A unique text field's index is on `lower()`, unless `uniqueOn` gives its own expression (a role
 * name is unique by its cleaned, case-folded key: db/role-name-sql.ts). The index keeps its name
 * (`{table}_{field}_unique`), which is how a race lost to it is answered as the field's 422.
 */
export function resourceTable(
  resource: Resource,
  idTypeOf: IdTypeOf,
  extraIndexes: (columns: Record<string, AnyPgColumn>) => IndexBuilder[] = () => [],
  uniqueOn: Readonly<Record<string, (column: AnyPgColumn) => SQL>> = {},
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
        const own = Object.hasOwn(uniqueOn, name) ? uniqueOn[name] : undefined;
        extras.push(
          own
            ? uniqueIndex(`${resource.table}_${name}_unique`).on(own(col))
            : textual
              ? uniqueIndex(`${resource.table}_${name}_unique`).on(sql`lower(${col})`)
              : uniqueIndex(`${resource.table}_${name}_unique`).on(col),
        );
        continue;
      }
      if (field.search && textual) {
        extras.push(index(`${resource.table}_${name}_trgm`).using('gin', sql`${col} gin_trgm_ops`));
      }
      // a list of ids is searched by containment (`@>`), which a GIN index serves and a btree does not
      if (field.kind === 'relations') {
        if (field.filter) extras.push(index(`${resource.table}_${name}_idx`).using('gin', col));
        continue;
      }
      if (field.filter || field.sort || field.kind === 'relation') {
        extras.push(index(`${resource.table}_${name}_idx`).on(col));
      }
    }
    return extras;
  });
}

function columnIsText(field: FieldDef, idTypeOf: IdTypeOf): boolean {
  return columnTypeOf(field, idTypeOf) === 'text';
}
