import {
  categoryOf,
  defaultMessage,
  explain,
  type MessageLocale,
  MSG,
  messageLocaleOf,
  type RoleRule,
  RULE_CATEGORY_NAMES,
  type RuleImportReport,
  setupshowhideroleid,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { type Actor, ident, insertRecord, inTransaction, type WriteContext } from '../resources/index.ts';
import { assertMayGrantRoles } from './grants.ts';
import type { RoleRow } from './permissions.service.ts';

const RULES = setupshowhideroleid;

/** The fields a rule carries from one role to another: everything but its role, owner and id. */
export const RULE_FIELDS: readonly string[] = RULES.fieldNames.filter(
  (n) => n !== 'role_id' && n !== 'user_id',
);

/**
 * What does not make a rule another rule (issue 36): its order, its note and its owner. Two rules of a
 * role equal in everything else are the same rule (roles.hooks.ts refuses the second; a copy skips it).
 */
export const RULE_NOT_CONTENT: ReadonlySet<string> = new Set(['urutan', 'keterangan', 'user_id']);

/** Keys an import accepts and ignores (what the generic list and export add). */
const IGNORED = new Set(['id', 'role_id', 'user_id', 'created_at', 'updated_at']);

export const RULES_FORMAT = 'kantor-role-rules';

/** The `kategori` text the setup resource stores for any accepted spelling (`hide kolom` → `Hide Kolom`). */
export function storedCategory(kategori: unknown): string | null {
  const id = categoryOf(kategori);
  return id === null ? null : (RULE_CATEGORY_NAMES.find((name) => categoryOf(name) === id) ?? null);
}

/** The role's rules without ids, role or owner; empty fields left out. Ordered as the engine orders them. */
export async function exportRules(query: Query, roleId: number): Promise<Record<string, unknown>[]> {
  const rows = await query<Record<string, unknown>>(
    'SELECT * FROM setupshowhideroleid WHERE role_id = $1 ORDER BY urutan NULLS LAST, id',
    [roleId],
  );
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of RULE_FIELDS) {
      const value = row[name];
      if (value !== null && value !== undefined && value !== '') out[name] = value;
    }
    return out;
  });
}

/**
 * Copies every rule of one role to another with one INSERT … SELECT (inside the caller's transaction),
 * owned by the actor, who must hold every page of the receiving role (roles/grants.ts). A rule the
 * receiving role already has (the same in all but order and note, compared as the add hook compares:
 * text trimmed, empty as none) is skipped, not copied twice (issue 36).
 */
export async function copyRules(query: Query, fromRole: number, toRole: number, actor: Actor) {
  await assertMayGrantRoles(query, actor.id, [toRole]);
  const owner = actor.userId ?? actor.id;
  const cols = RULE_FIELDS.map(ident);
  const same = RULE_FIELDS.filter((name) => !RULE_NOT_CONTENT.has(name))
    .map(ident)
    .map((col) => `nullif(trim(t.${col}::text), '') IS NOT DISTINCT FROM nullif(trim(s.${col}::text), '')`)
    .join(' AND ');
  const rows = await query(
    `INSERT INTO setupshowhideroleid (role_id, user_id, ${cols.join(', ')})
     SELECT $1, $2, ${cols.map((col) => `s.${col}`).join(', ')} FROM setupshowhideroleid s
      WHERE s.role_id = $3
        AND NOT EXISTS (SELECT 1 FROM setupshowhideroleid t WHERE t.role_id = $1 AND ${same})
      ORDER BY s.urutan NULLS LAST, s.id
     RETURNING id`,
    [toRole, owner, fromRole],
  );
  return rows.length;
}

/** Deletes a role's rules (an import or copy that replaces them), by an actor who may shape that role. */
export async function deleteRules(query: Query, roleId: number, actor: Actor): Promise<number> {
  await assertMayGrantRoles(query, actor.id, [roleId]);
  return (await query('DELETE FROM setupshowhideroleid WHERE role_id = $1 RETURNING id', [roleId])).length;
}

/**
 * What the rule engine thinks of one record on its own route: the warnings that would make it skip
 * the record (invalid expression, unsafe link, missing value ...), as field errors.
 */
export function engineErrors(record: Record<string, unknown>): Record<string, string[]> {
  const route = String(record.nama_route ?? '').trim();
  const probe = { ...record, id: 'probe', role_id: 'probe' } as RoleRule;
  const { config } = explain([probe], 'probe', route.replace(/\*+$/, '') || '/');
  const errors: Record<string, string[]> = {};
  for (const w of config.warnings) errors.rule = [...(errors.rule ?? []), `${w.code}: ${w.message}`];
  return errors;
}

/** Checks one imported record before the database sees it: a plain object, known fields, a category. */
function precheck(raw: unknown, locale: MessageLocale) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { errors: { _: [defaultMessage(MSG.rulesNotObject, locale)] } };
  }
  const input: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (RULE_FIELDS.includes(key)) input[key] = value;
    else if (!IGNORED.has(key) && !key.endsWith('_label'))
      errors[key] = [defaultMessage(MSG.rulesUnknownField, locale)];
  }
  const kategori = storedCategory(input.kategori);
  if (kategori === null) errors.kategori = [defaultMessage(MSG.rulesUnknownCategory, locale)];
  else input.kategori = kategori;
  if (Object.keys(errors).length === 0) Object.assign(errors, engineErrors(input));
  return { input, errors };
}

class Rollback extends Error {}

/**
 * Imports rules into a role: every record validated (fields, category, what the engine would skip,
 * then the resource's own validation), then all written in ONE transaction, or nothing when any record
 * fails or on a dry run. `replace` first deletes the role's rules (in the same transaction).
 */
export async function importRules(
  ctx: WriteContext,
  role: RoleRow,
  records: unknown[],
  options: { dryRun: boolean; replace: boolean },
): Promise<RuleImportReport> {
  const locale = messageLocaleOf(ctx.acceptLanguage);
  const report: RuleImportReport = {
    dryRun: options.dryRun,
    replace: options.replace,
    total: records.length,
    valid: 0,
    imported: 0,
    deleted: 0,
    errors: [],
  };
  try {
    await inTransaction(ctx, async (tx) => {
      const { query } = tx;
      // the whole import is refused (403) for a role beyond the actor's reach, before any row
      await assertMayGrantRoles(query, tx.actor.id, [role.id]);
      if (options.replace) report.deleted = await deleteRules(query, role.id, tx.actor);
      for (const [index, raw] of records.entries()) {
        const checked = precheck(raw, locale);
        if (Object.keys(checked.errors).length > 0) {
          report.errors.push({ index, errors: checked.errors });
          continue;
        }
        await query('SAVEPOINT rule_import');
        try {
          await insertRecord(tx, RULES, { ...checked.input, role_id: role.id });
          await query('RELEASE SAVEPOINT rule_import');
          report.valid++;
        } catch (error) {
          await query('ROLLBACK TO SAVEPOINT rule_import');
          if (error instanceof ValidationError) report.errors.push({ index, errors: error.errors });
          else if (error instanceof HttpError) {
            // a catalogued refusal in the caller's language, as the error handler would word it
            const text = error.key ? defaultMessage(error.key, locale, error.params) : error.message;
            report.errors.push({ index, errors: { _: [text] } });
          } else throw error;
        }
      }
      if (options.dryRun || report.errors.length > 0) throw new Rollback();
      report.imported = report.valid;
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    // a dry run reports what replace would delete; a refused commit deleted nothing
    if (!options.dryRun) report.deleted = 0;
  }
  return report;
}
