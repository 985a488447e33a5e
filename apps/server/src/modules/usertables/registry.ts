/**
 * Which user tables exist, read from `tabelkolom` and published to core's runtime resources, so
 * `getResource('tabel_x')` answers on this instance. Reloaded after a change on this instance and at
 * most every RELOAD_MS on a `tabel_*` or `supertabel` request (another instance's change), so no restart
 * is needed anywhere.
 */
import {
  isUserTableName,
  setRuntimeResources,
  type UserColumn,
  type UserTableInfo,
  userTableResource,
  userTableResourceName,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';

const RELOAD_MS = 2_000;

/** `inventaris_alat` → `Inventaris Alat`. */
export const tableLabel = (name: string): string =>
  name
    .split('_')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

export async function loadUserTables(query: Query): Promise<UserTableInfo[]> {
  const rows = await query<UserColumn & { nama_tabel: string }>(
    `SELECT id, nama_tabel, nama_kolom, label_kolom, tipe_kolom, wajib, opsi, urutan
       FROM tabelkolom ORDER BY nama_tabel, urutan, id`,
  );
  const tables = new Map<string, UserColumn[]>();
  for (const { nama_tabel, ...column } of rows) {
    if (!isUserTableName(nama_tabel)) continue;
    tables.set(nama_tabel, [...(tables.get(nama_tabel) ?? []), column]);
  }
  return [...tables].map(([name, columns]) => ({
    name,
    resource: userTableResourceName(name),
    label: tableLabel(name),
    columns,
  }));
}

type State = { query: Query | null; loadedAt: number; stale: boolean };
const state: State = { query: null, loadedAt: 0, stale: true };

export async function reloadUserTables(query: Query): Promise<UserTableInfo[]> {
  const tables = await loadUserTables(query);
  setRuntimeResources(tables.map((t) => userTableResource(t.name, t.label, t.columns)));
  Object.assign(state, { query, loadedAt: Date.now(), stale: false });
  return tables;
}

export function markUserTablesStale(): void {
  state.stale = true;
}

/** Reloads when a change was made here, the data came from another database, or RELOAD_MS passed. */
export async function ensureUserTablesFresh(query: Query): Promise<void> {
  if (!state.stale && state.query === query && Date.now() - state.loadedAt < RELOAD_MS) return;
  await reloadUserTables(query);
}
