/**
 * An import row in the reader's words (issue 36): a fixed option written as its label becomes its
 * value, and a relation written as its target's label (the title field, without case) becomes the
 * target's id. A cell that already is an id (or `#id`, as an export writes a target without a title)
 * stays; a label matching no record, or several, is the row's error, naming the field, the value and
 * the candidates. The lookups are remembered for the whole file, so a thousand rows naming one customer
 * ask once.
 */
import { type ColumnWords, getResource, MSG, optionValueOf, type Resource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { decodeInput, type Msg } from './codec.ts';
import { parseId } from './resources.service.ts';
import { ident, likeEscape } from './sql.ts';

/** Candidates named in an error, at most. */
const CANDIDATES = 5;

type Found = { id: string } | { error: string };

/**
 * Answers a function that turns one row's cells into the stored values (see the module's note).
 * `hidden`: names the role may not see; a relation whose label (`{field}_label`) is among them is read
 * by id only, so a label lookup tells nothing the list would not.
 */
export function rowInWords(
  query: Query,
  resource: Resource,
  words: ColumnWords | null,
  hidden: ReadonlySet<string>,
  msg: Msg,
): (row: Record<string, unknown>) => Promise<Record<string, unknown>> {
  const remembered = new Map<string, Promise<Found>>();

  async function find(target: Resource, labelField: string, byLabel: boolean, cell: string): Promise<Found> {
    const raw = cell.startsWith('#') ? cell.slice(1) : cell;
    const id = parseId(target, raw);
    if (id !== null) {
      const rows = await query(`SELECT 1 FROM ${ident(target.table)} WHERE id = $1`, [id]);
      if (rows.length > 0 || !byLabel) return { id: raw };
    }
    if (!byLabel) return { id: cell };
    const label = ident(labelField);
    const table = ident(target.table);
    const same = await query<{ id: unknown }>(
      `SELECT id FROM ${table} WHERE lower(${label}::text) = lower($1) ORDER BY id LIMIT ${CANDIDATES + 1}`,
      [cell],
    );
    if (same.length === 1) return { id: String(same[0]!.id) };
    if (same.length > 1) {
      const ids = same.slice(0, CANDIDATES).map((r) => `#${String(r.id)}`);
      return { error: msg(MSG.resourcesImportSeveral, { value: cell, candidates: ids.join(', ') }) };
    }
    const like = await query<{ label: unknown }>(
      `SELECT DISTINCT ${label}::text AS label FROM ${table} WHERE ${label}::text ILIKE $1 ORDER BY 1 LIMIT ${CANDIDATES}`,
      [`%${likeEscape(cell)}%`],
    );
    if (like.length === 0) return { error: msg(MSG.resourcesImportNoMatch, { value: cell }) };
    return {
      error: msg(MSG.resourcesImportNoMatchLike, {
        value: cell,
        candidates: like.map((r) => String(r.label)).join(', '),
      }),
    };
  }

  return async (row) => {
    const out: Record<string, unknown> = { ...row };
    const errors: Record<string, string[]> = {};
    for (const [name, value] of Object.entries(row)) {
      if (typeof value !== 'string' || value.trim() === '') continue;
      const field = Object.hasOwn(resource.fields, name) ? resource.fields[name]! : undefined;
      if (!field) continue;
      const cell = value.trim();
      if (field.kind === 'select') out[name] = optionValueOf(field, name, cell, words);
      if (field.kind !== 'relation' || !field.relation) continue;
      const target = getResource(field.relation.resource);
      if (!target) continue;
      const byLabel = !hidden.has(`${name}_label`);
      const key = `${name}\u0000${cell.toLocaleLowerCase()}`;
      let found = remembered.get(key);
      if (!found) {
        found = find(target, field.relation.labelField, byLabel, cell);
        remembered.set(key, found);
      }
      const answer = await found;
      if ('id' in answer) out[name] = answer.id;
      else errors[name] = [answer.error];
    }
    if (Object.keys(errors).length === 0) return out;
    // the row's other cells are checked too, so its report names every problem at once (as an add would)
    const rest = Object.fromEntries(Object.entries(out).filter(([name]) => !errors[name]));
    throw new ValidationError({ ...decodeInput(resource, rest, { partial: true, msg }).errors, ...errors });
  };
}
