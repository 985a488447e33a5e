/**
 * Labels of the records a `relations` field holds (a list of ids), read from the target's options
 * (`/api/{target}/options?id=3,5`), so a label shows only what the reader may see of the target (with
 * its title hidden, the options answer the id). The ids every cell of a list page asks for in one
 * turn are read together: one request per target, not one per row.
 */
import { useQuery } from '@tanstack/react-query';
import { fetchOptions } from './api-hooks.ts';

/** Ids the options route takes in one call (its `id` list and its `limit` bound). */
const PER_CALL = 100;

type Batch = { ids: Set<string>; labels: Promise<Map<string, string>> };
const batches = new Map<string, Batch>();

async function readLabels(target: string, ids: readonly string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  for (let i = 0; i < ids.length; i += PER_CALL) {
    const chunk = ids.slice(i, i + PER_CALL);
    const options = await fetchOptions(target, { id: chunk.join(','), limit: String(PER_CALL) });
    for (const option of options) labels.set(String(option.value), String(option.label));
  }
  return labels;
}

/**
 * The labels of `ids` in `target`, by id as text: asked with every other asking in the same turn
 * (the cells of one list page). An id the target lacks, or the reader may not see, has none.
 */
export function loadRelationLabels(
  target: string,
  ids: readonly (string | number)[],
): Promise<Map<string, string>> {
  let batch = batches.get(target);
  if (!batch) {
    const asked = new Set<string>();
    const labels = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      batches.delete(target);
      return readLabels(target, [...asked]);
    });
    batch = { ids: asked, labels };
    batches.set(target, batch);
  }
  for (const id of ids) batch.ids.add(String(id));
  return batch.labels;
}

/** The ids a `relations` value holds (an array as answered, or the form's text `3, 5`). */
export function relationIds(value: unknown): (string | number)[] {
  if (Array.isArray(value))
    return value.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');
  if (typeof value === 'number') return [value];
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/^\d{1,15}$/.test(part) ? Number(part) : part));
}

/** Each id's label in the value's order; an id without one shows as `#id`. */
export function labelsInOrder(ids: readonly (string | number)[], labels: ReadonlyMap<string, string>) {
  return ids.map((id) => labels.get(String(id)) ?? `#${id}`);
}

/** The labels of a `relations` value, while loading its ids as `#id`. */
export function useRelationLabels(target: string, ids: readonly (string | number)[]): string[] {
  const key = ids.map(String).join(',');
  const { data } = useQuery({
    queryKey: ['relation-labels', target, key],
    queryFn: () => loadRelationLabels(target, ids),
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
  return labelsInOrder(ids, data ?? new Map());
}
