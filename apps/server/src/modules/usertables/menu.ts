import { type Caller, type CustomMenuEntry, mayOpen } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { loadUserTables } from './registry.ts';

/** Menu entries have negative ids here so they never meet an `rmenu` id (parents are rmenu ids). */
const FIRST_ID = -1_000;

/**
 * The user tables that open for the caller (core's `mayOpen`: the list page held, no Blokir rule of
 * theirs on it), as side-menu entries of the Tools group.
 */
export async function userTableMenuEntries(
  query: Query,
  caller: Pick<Caller, 'pages'>,
  blocked: readonly string[] = [],
): Promise<CustomMenuEntry[]> {
  const tables = await loadUserTables(query);
  return tables
    .filter((t) => mayOpen(caller, `/${t.resource}`, blocked))
    .map((t, i) => ({
      id: FIRST_ID - i,
      label: t.label,
      route: `/${t.resource}`,
      grup: 'Tools',
      id_parent: null,
      icon: 'pi pi-table',
      iconcolor: null,
      target: null,
      urutan: 10_000 + i,
    }));
}
