import { characterClass, INVISIBLE_RANGES, SPACE_RANGES } from '@kantor/core';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A role name's key in SQL, the same steps as core's `roleNameKey` (NFKC, invisible characters out,
 * white space collapsed and trimmed, lower case) from the same character ranges: the unique index
 * `roles_role_name_unique` is on it, so two writers racing for one name cannot both win. PostgreSQL's
 * `lower()` folds less than core's (no `ß`→`ss`): the application's check is the stricter one, the
 * index the backstop.
 */
export function roleNameKeySql(column: AnyPgColumn | SQL): SQL {
  const invisible = characterClass(INVISIBLE_RANGES, 'postgres');
  const spaces = `${characterClass(SPACE_RANGES, 'postgres')}+`;
  return sql`lower(btrim(regexp_replace(regexp_replace(normalize(${column}, NFKC), ${sql.raw(`'${invisible}'`)}, '', 'g'), ${sql.raw(`'${spaces}'`)}, ' ', 'g'), ' '))`;
}
