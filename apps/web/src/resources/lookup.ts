/**
 * Look-ups of the autofill rules (single to single / single to add row same inject): the rule's
 * endpoint names a resource of this API (`rstok` or `rstok/cari`), which is asked for the record whose
 * field equals the typed value, through the generic list filter: `GET /api/rstok?kode_barang=…&limit=1`.
 * A resource's own look-ups (its declaration's `lookups`) go the same way, with their order.
 * Nothing outside this product's API is ever called.
 */
import { type AutofillMatch, getResource, type Resource } from '@kantor/core';
import type { Row } from './api-hooks.ts';
import { resourceCalls } from './resource-calls.ts';

/** The resource a rule's endpoint names, when it has the remote field; null otherwise. */
export function lookupResourceOf(match: AutofillMatch): Resource | null {
  const name = match.endpoint.split('/')[0] ?? '';
  const resource = getResource(name);
  if (!resource) return null;
  const known = Object.hasOwn(resource.fields, match.remoteField) || match.remoteField === 'id';
  return known ? resource : null;
}

/**
 * The record matching `value`, or null when none does. Throws the API's error when the call fails
 * (the caller tells the user), and returns null without calling anything for an unusable endpoint.
 */
export async function lookupRecord(
  match: AutofillMatch,
  value: string,
  signal?: AbortSignal,
  /** Which record is first when several match (a resource's own look-up: the latest line). */
  sort?: { field: string; order: 'asc' | 'desc' },
): Promise<Row | null> {
  const resource = lookupResourceOf(match);
  const text = value.trim();
  if (!resource || text === '') return null;
  const order = sort ? { sort: sort.field, order: sort.order } : {};
  const answer = await resourceCalls(resource.name).list(
    { [match.remoteField]: text, limit: '1', ...order },
    signal,
  );
  return answer?.records?.[0] ?? null;
}
