/**
 * Fields declared `secret` (core's `f.secret()`): sealed with the process's secret box on every write of
 * the engine (add, edit, import, a hook's write), never selected for an answer, and told to the client
 * only as `{field}_set` (whether one is stored). The field is also `hidden`, so every output path that
 * already drops hidden fields (list, view, export, history, options, filters, search) drops it too.
 */
import type { Resource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { SecretBox, secretBox } from '../../lib/secret-box.ts';
import { ident } from './sql.ts';

export const secretFields = (resource: Resource): string[] =>
  resource.fieldNames.filter((name) => resource.fields[name]!.secret);

const addressText = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/**
 * Seals the secrets of a write's decoded values in place. An empty secret on an edit (`before` given) is
 * dropped, so the stored one stays (the form never shows it, so it always comes back empty when
 * unchanged), unless the edit changes a field the secret is bound to (`boundTo`: where it is sent):
 * then the stored secret is cleared, and only one typed in the same write is kept.
 */
export function sealSecrets(
  resource: Resource,
  values: Record<string, unknown>,
  before: Record<string, unknown> | null,
): void {
  for (const name of secretFields(resource)) {
    const value = values[name];
    const empty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
    if (before && empty) {
      const moved = (resource.fields[name]!.boundTo ?? []).some(
        (field) => Object.hasOwn(values, field) && addressText(values[field]) !== addressText(before[field]),
      );
      if (moved) values[name] = null;
      else delete values[name];
      continue;
    }
    if (!Object.hasOwn(values, name)) continue;
    if (empty) {
      values[name] = null;
      continue;
    }
    const text = String(value);
    // a value already sealed (a hook copying a stored secret) is kept, never sealed twice
    values[name] = SecretBox.isSealed(text) ? text : secretBox().seal(text);
  }
}

/** `, (t."api_key" IS NOT NULL) AS "api_key_set"` for each secret: whether one is stored, never its value. */
export function secretFlagColumns(resource: Resource): string {
  return secretFields(resource)
    .map((name) => `, (t.${ident(name)} IS NOT NULL) AS ${ident(`${name}_set`)}`)
    .join('');
}

/** The opened secret of one record, for server-side use only (an API call); null when none is stored. */
export async function readSecret(
  query: Query,
  resource: Resource,
  id: string | number,
  field: string,
): Promise<string | null> {
  if (!resource.fields[field]?.secret) throw new Error(`${resource.name}.${field} is not a secret field`);
  const rows = await query<{ value: string | null }>(
    `SELECT ${ident(field)} AS value FROM ${ident(resource.table)} WHERE id = $1`,
    [id],
  );
  const sealed = rows[0]?.value;
  return sealed ? secretBox().open(sealed) : null;
}

/**
 * Key rotation: re-seals under the current key every stored secret sealed under a previous one (and any
 * plain value left from before encryption). Runs at start; a handful of rows, so it is cheap.
 */
export async function resealSecrets(
  query: Query,
  resources: readonly Resource[],
  onUnreadable?: (resource: string, field: string, id: string | number, error: unknown) => void,
): Promise<number> {
  const box = secretBox();
  let count = 0;
  for (const resource of resources) {
    for (const name of secretFields(resource)) {
      const rows = await query<{ id: string | number; value: string }>(
        `SELECT id, ${ident(name)} AS value FROM ${ident(resource.table)} WHERE ${ident(name)} IS NOT NULL`,
      );
      for (const row of rows) {
        if (box.isCurrent(row.value)) continue;
        let plain: string;
        try {
          plain = SecretBox.isSealed(row.value) ? box.open(row.value) : row.value;
        } catch (error) {
          // a key that is gone: left as it is (the start goes on); using it says to enter it again
          onUnreadable?.(resource.name, name, row.id, error);
          continue;
        }
        await query(`UPDATE ${ident(resource.table)} SET ${ident(name)} = $1 WHERE id = $2`, [
          box.seal(plain),
          row.id,
        ]);
        count++;
      }
    }
  }
  return count;
}
