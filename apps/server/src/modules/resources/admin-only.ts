/**
 * Keys of a json field that only an admin reads or writes (core's `adminOnlyKeys`: the company's tax and
 * payment settings in the website's company profile). Reading: the access plugin adds them to the
 * caller's hidden names, so every answer leaves without them (see plugins/access.ts). Writing: here,
 * for every write of the engine (add, edit, import, a domain route), whoever is not an admin keeps the
 * stored values, whatever the input says.
 */
import { callerFor, type Resource, usesAdminOnlyKeys } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import type { Actor } from './hooks.ts';

type Row = Record<string, unknown>;

const objectOf = (value: unknown): Row | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : null;

/**
 * Whether the author of a write may write the admin-only keys (core's `usesAdminOnlyKeys`), their
 * roles read as core's `callerFor` reads them (by id, never by a name). Not the roles module's
 * `loginRoleOf`: the generic engine may not import a domain module (the roles module registers hooks
 * on it).
 */
async function actorUsesAdminOnlyKeys(query: Query, actor: Actor): Promise<boolean> {
  const [row] = await query<{ user_role_id: number | null; peran_lain: unknown }>(
    'SELECT user_role_id, peran_lain FROM users WHERE id = $1',
    [actor.id],
  );
  const login = { user_role_id: row?.user_role_id ?? null, peran_lain: row?.peran_lain ?? null };
  return usesAdminOnlyKeys(callerFor({ id: actor.id, user_id: actor.userId, ...login }, []));
}

/**
 * Puts back the stored admin-only keys into the decoded values of a write by anyone but an admin: a key
 * the input sets, changes or drops is as it was before (absent on an add).
 */
export async function keepAdminOnlyKeys(
  query: Query,
  actor: Actor,
  resource: Resource,
  values: Row,
  before: Row | null,
): Promise<void> {
  const fields = resource.fieldNames.filter(
    (name) => (resource.fields[name]!.adminOnlyKeys?.length ?? 0) > 0 && Object.hasOwn(values, name),
  );
  if (fields.length === 0 || (await actorUsesAdminOnlyKeys(query, actor))) return;
  for (const name of fields) {
    const input = objectOf(values[name]);
    if (!input) continue;
    const stored = objectOf(before?.[name]) ?? {};
    const next: Row = { ...input };
    for (const key of resource.fields[name]!.adminOnlyKeys!) {
      if (Object.hasOwn(stored, key)) next[key] = stored[key];
      else delete next[key];
    }
    values[name] = next;
  }
}
