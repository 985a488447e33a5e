import { getResource, type HistoryEntry, type Resource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ident } from './sql.ts';

/** Ids one field's labels are asked for at most (a trail holds at most 200 entries). */
const MAX_IDS = 400;

function changesOf(entry: HistoryEntry): Record<string, { before?: unknown; after?: unknown }> {
  const { changes } = entry;
  if (typeof changes !== 'string') return changes ?? {};
  try {
    const parsed: unknown = JSON.parse(changes);
    return parsed && typeof parsed === 'object'
      ? (parsed as Record<string, { before?: unknown; after?: unknown }>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The labels of the records a trail's relation changes name, by field then id (see `HistoryAnswer`):
 * one query per relation field that changed. Fields the role may not see, or whose label it may not
 * (`{field}_label` hidden), get none.
 */
export async function historyLabels(
  query: Query,
  resource: Resource,
  entries: readonly HistoryEntry[],
  hidden: ReadonlySet<string>,
): Promise<Record<string, Record<string, string>>> {
  const ids = new Map<string, Set<string>>();
  for (const entry of entries) {
    for (const [name, change] of Object.entries(changesOf(entry))) {
      const field = Object.hasOwn(resource.fields, name) ? resource.fields[name] : undefined;
      if (field?.kind !== 'relation' || field.hidden || hidden.has(name) || hidden.has(`${name}_label`))
        continue;
      const set = ids.get(name) ?? new Set<string>();
      for (const value of [change?.before, change?.after])
        if ((typeof value === 'string' || typeof value === 'number') && set.size < MAX_IDS)
          set.add(String(value));
      ids.set(name, set);
    }
  }
  const labels: Record<string, Record<string, string>> = {};
  for (const [name, set] of ids) {
    const relation = resource.fields[name]!.relation;
    const target = relation ? getResource(relation.resource) : undefined;
    if (!relation || !target || set.size === 0) continue;
    const rows = await query<{ id: string; label: string | null }>(
      `SELECT id::text AS id, ${ident(relation.labelField)}::text AS label FROM ${ident(target.table)}
       WHERE id::text = ANY($1::text[])`,
      [[...set]],
    );
    const found = Object.fromEntries(
      rows.filter((r) => r.label !== null && r.label !== '').map((r) => [r.id, r.label!]),
    );
    if (Object.keys(found).length > 0) labels[name] = found;
  }
  return labels;
}
