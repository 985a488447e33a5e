/**
 * Writes of the generic engine: add, edit and delete, each in one transaction with the audit trail and
 * the domain hooks (hooks.ts). Import uses the same insert, row by row.
 */
import { type Caller, decide, getResource, MSG, type Resource, unpairedFields } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Database, Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import { keepAdminOnlyKeys } from './admin-only.ts';
import { audit } from './audit.ts';
import { decodeInput, encodeRow, messageLocale, messagesFor } from './codec.ts';
import {
  type Actor,
  assertDeletable,
  checkTransition,
  type HookContext,
  type HookRegistry,
  rowScopeParts,
} from './hooks.ts';
import { relationLabels, selectColumns } from './list-query.ts';
import { assertNotReferenced, checkReferences } from './references.ts';
import { findRecord, noQueryResults } from './resources.service.ts';
import { sealSecrets } from './secrets.ts';
import { ident, Params } from './sql.ts';

export type { Actor } from './hooks.ts';

/** Who writes, in which language, with which domain hooks. */
export type WriteContext = {
  db: Database;
  actor: Actor;
  acceptLanguage?: string;
  hooks: HookRegistry;
  app?: FastifyInstance;
  /**
   * The writer as the access check saw them (pages, admin role), when the write comes from a request;
   * absent for the system's own writes (seeds, the daily job), which no caller's view limits.
   */
  caller?: Caller;
};

/** A write in progress: the transaction's query and the effects to run once it commits. */
export type TxContext = Omit<WriteContext, 'db'> & {
  query: Query;
  effects: (() => Promise<void> | void)[];
  /**
   * Relation targets found to exist in this transaction (`table:id`), so a batch of rows pointing at the
   * same province or unit asks once (an import's batch; a plain write has none).
   */
  known?: Set<string>;
  /** The transaction is a rehearsal that will be rolled back (an import's check): nothing is audited. */
  rehearsal?: boolean;
  /**
   * Nobody reads the records it writes back (an import's batch): without hooks that might, an add does
   * not look up its relations' labels (five subqueries on a supplier, half the cost of its insert).
   */
  unanswered?: boolean;
};

/** Runs `fn` in one transaction, then the effects its hooks queued (only when it committed). */
export async function inTransaction<T>(ctx: WriteContext, fn: (tx: TxContext) => Promise<T>): Promise<T> {
  const effects: TxContext['effects'] = [];
  const { db, ...rest } = ctx;
  const result = await db.transaction((query) => fn({ ...rest, query, effects }));
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      ctx.app?.log.error({ err: error }, 'after-commit effect failed');
    }
  }
  return result;
}

export function hookContext(tx: TxContext, resource: Resource): HookContext {
  return {
    query: tx.query,
    actor: tx.actor,
    resource,
    msg: messagesFor(tx.acceptLanguage),
    locale: messageLocale(tx.acceptLanguage),
    afterCommit: (effect) => tx.effects.push(effect),
    app: tx.app,
    caller: tx.caller,
    inView: tx.caller ? readInView(tx.query, tx.hooks, tx.caller) : undefined,
    write: {
      add: (name, input, extra) => insertRecord(tx, getResource(name)!, input, extra),
      edit: (name, id, input, extra) => updateRecord(tx, getResource(name)!, String(id), input, extra),
      remove: (name, id) => removeRecord(tx, getResource(name)!, String(id)),
    },
  };
}

/**
 * A write a unique index refuses although the check before it passed (two writers racing for one
 * value, an index stricter than `lower()` as a role name's, or an index over several fields as a role's
 * pages) answers as a 422 naming the fields, never a 500. A field's own index is named
 * `{table}_{field}_unique` (db/resource-table.ts); any other index of the table is read from the
 * database's detail, `Key (role_id, page_name)=(…) already exists`.
 */
async function uniqueAsField<T>(resource: Resource, msg: HookContext['msg'], write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    const fields = uniqueFieldsOf(resource, error);
    if (fields.length > 0)
      throw new ValidationError(Object.fromEntries(fields.map((f) => [f, [msg('validation.unique')]])));
    throw error;
  }
}

/** The resource's fields a unique-violation error names (none for another table or another error). */
export function uniqueFieldsOf(resource: Resource, error: unknown): string[] {
  const { code, constraint, detail } = (error ?? {}) as {
    code?: string;
    constraint?: string;
    detail?: string;
  };
  const prefix = `${resource.table}_`;
  if (code !== '23505' || !constraint?.startsWith(prefix)) return [];
  const own = constraint.endsWith('_unique') ? constraint.slice(prefix.length, -'_unique'.length) : '';
  if (Object.hasOwn(resource.fields, own)) return [own];
  const columns = /^Key \((.+?)\)=/.exec(detail ?? '')?.[1] ?? '';
  return columns
    .split(',')
    .map((c) => c.trim().replace(/^lower\((.+)\)$/, '$1'))
    .filter((c) => Object.hasOwn(resource.fields, c));
}

/**
 * Another record as the writer's own view shows it, read inside the write's transaction: null when the
 * writer lacks its view page, the record lies outside their view scope (the scope hooks of
 * `GET /api/x/view/{id}`), or it does not exist — the three alike (rule R4, docs/architecture.md).
 * The request-level `recordInView` (plugins/access.ts) cannot serve here: it reads on the app's
 * connection, which an embedded database (PGlite, one connection) holds for this very transaction,
 * and the role rules it consults may need loading; so Blokir rules on the view are not consulted here.
 */
function readInView(query: Query, hooks: HookRegistry, caller: Caller) {
  return async (name: string, id: unknown): Promise<Record<string, unknown> | null> => {
    const target = getResource(name);
    if (!target || (typeof id !== 'string' && typeof id !== 'number')) return null;
    if (decide(caller, target, 'view') === 'deny') return null;
    return findRecord(query, target, String(id), { scope: (p) => hooks.scope(target.name, caller, p) });
  };
}

function toDb(value: unknown): unknown {
  // jsonb parameters travel as text; arrays would otherwise become PostgreSQL arrays.
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Paired fields (coordinates) filled together or not at all, on the record as it would be saved. */
function unpaired(
  resource: Resource,
  record: Record<string, unknown>,
  errors: Record<string, string[]>,
  msg: HookContext['msg'],
) {
  for (const field of unpairedFields(resource, record)) errors[field] ??= [msg(MSG.fillBoth)];
}

/**
 * Validates and inserts one record inside a running transaction; the errors per field are thrown as a
 * 422. Shared by add and import, so both refuse exactly the same input and run the same hooks.
 * `values` are set by the server after validation (fields a client may not write).
 */
export async function insertRecord(
  tx: TxContext,
  resource: Resource,
  input: Record<string, unknown>,
  extra: { values?: Record<string, unknown> } = {},
) {
  const hook = hookContext(tx, resource);
  const { values, errors } = decodeInput(resource, input, { partial: false, msg: hook.msg });
  Object.assign(values, extra.values);
  if (resource.idType === 'code') {
    const id = typeof input.id === 'string' || typeof input.id === 'number' ? String(input.id).trim() : '';
    if (!id) errors.id = [hook.msg('validation.required')];
    else values.id = id;
  }
  const machine = tx.hooks.states(resource.name);
  if (machine && values[machine.field] != null && machine.initial) {
    const state = String(values[machine.field]);
    if (!machine.initial.includes(state))
      errors[machine.field] = [hook.msg('validation.transition', { from: '-', to: state })];
  }
  await checkReferences(tx.query, resource, values, null, errors, hook.msg, tx.known);
  unpaired(resource, values, errors, hook.msg);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  // the owner is the author, set here after the reference check: the author's login exists
  if (resource.owner && resource.fields[resource.owner])
    values[resource.owner] = tx.actor.userId ?? tx.actor.id;
  await keepAdminOnlyKeys(tx.query, tx.actor, resource, values, null);
  await tx.hooks.run(resource.name, 'beforeAdd', hook, values);
  sealSecrets(resource, values, null);
  const afterAdd = tx.hooks.of(resource.name).some((h) => h.afterAdd);
  // hooks get the record as findRecord answers it; without any, a write nobody reads needs no labels
  const hooked = afterAdd || Boolean(machine?.onEnter);
  let record = await uniqueAsField(resource, hook.msg, () =>
    insertReturning(tx.query, resource, values, hooked || !tx.unanswered),
  );
  const id = String(record.id);
  const onEnter = machine?.onEnter?.[String(record[machine.field] ?? '')];
  // read again only when a hook ran that may have changed the record
  if (afterAdd || onEnter) {
    await tx.hooks.run(resource.name, 'afterAdd', hook, record);
    await onEnter?.(hook, record, {});
    record = (await findRecord(tx.query, resource, id))!;
  }
  await assertInRowScope(tx, resource, id, hook, values);
  if (!tx.rehearsal) await audit(tx.query, tx.actor, resource, id, 'add', null, record);
  return record;
}

/**
 * A writer with Batasi Baris rules on the resource (issue 37) may not add a record, or change one,
 * so that it falls outside what they reach: a 422 on the first field the failing condition reads
 * that the input set (else its first field), and the transaction rolls back. Checked after the hooks,
 * on the row as stored, so computed fields count as they will be listed.
 */
async function assertInRowScope(
  tx: TxContext,
  resource: Resource,
  id: string,
  hook: HookContext,
  written: Record<string, unknown>,
): Promise<void> {
  if (!tx.caller?.rowScopes) return;
  const p = new Params();
  const parts = rowScopeParts(resource.name, tx.caller, p);
  if (parts.length === 0) return;
  // each condition as its own column: the first that is false names what the write broke
  const [row] = await tx.query<Record<string, boolean>>(
    `SELECT ${parts.map((part, i) => `(${part.sql}) AS c${i}`).join(', ')} FROM ${ident(resource.table)} t WHERE t.id = ${p.add(id)}`,
    p.values,
  );
  const broken = parts.find((_, i) => row?.[`c${i}`] !== true);
  if (!broken) return;
  const field = broken.fields.find((f) => Object.hasOwn(written, f)) ?? broken.fields[0] ?? 'id';
  throw new ValidationError({ [field]: [hook.msg(MSG.rowScopeOutside, { condition: broken.condition })] });
}

/**
 * Inserts `values` and reads the new record back as findRecord would (with `labels`, its relations'
 * labels too), in one statement.
 */
async function insertReturning(
  query: Query,
  resource: Resource,
  values: Record<string, unknown>,
  labels: boolean,
): Promise<Record<string, unknown>> {
  const names = Object.keys(values);
  const p = new Params();
  const placeholders = names.map((n) => p.add(toDb(values[n])));
  const insert =
    names.length > 0
      ? `INSERT INTO ${ident(resource.table)} (${names.map(ident).join(', ')}) VALUES (${placeholders.join(', ')})`
      : `INSERT INTO ${ident(resource.table)} DEFAULT VALUES`;
  // the labels' subqueries read other rows of their tables; the new row is `t`, from RETURNING
  const rows = await query<Record<string, unknown>>(
    `WITH t AS (${insert} RETURNING *) SELECT ${selectColumns(resource)}${labels ? relationLabels(resource) : ''} FROM t`,
    p.values,
  );
  return encodeRow(resource, rows[0]!);
}

export async function addRecord(
  ctx: WriteContext,
  resource: Resource,
  input: Record<string, unknown>,
  extra: { values?: Record<string, unknown> } = {},
) {
  return inTransaction(ctx, (tx) => insertRecord(tx, resource, input, extra));
}

/** Validates and applies an edit inside a running transaction (hooks and state machine included). */
export async function updateRecord(
  tx: TxContext,
  resource: Resource,
  id: string,
  input: Record<string, unknown>,
  extra: { values?: Record<string, unknown> } = {},
) {
  const hook = hookContext(tx, resource);
  const { values, errors } = decodeInput(resource, input, { partial: true, msg: hook.msg });
  Object.assign(values, extra.values);
  const before = await findRecord(tx.query, resource, id, { forUpdate: true });
  if (!before) throw noQueryResults(resource, id);
  await checkReferences(tx.query, resource, values, before.id as string | number, errors, hook.msg);
  unpaired(resource, { ...before, ...values }, errors, hook.msg);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const machine = tx.hooks.states(resource.name);
  const entering = machine ? await checkTransition(hook, machine, values, before) : null;
  await keepAdminOnlyKeys(tx.query, tx.actor, resource, values, before);
  await tx.hooks.run(resource.name, 'beforeEdit', hook, values, before);
  sealSecrets(resource, values, before);
  const names = Object.keys(values);
  if (names.length > 0) {
    const p = new Params();
    const sets = names.map((n) => `${ident(n)} = ${p.add(toDb(values[n]))}`);
    const idParam = p.add(before.id);
    await uniqueAsField(resource, hook.msg, () =>
      tx.query(
        `UPDATE ${ident(resource.table)} SET ${sets.join(', ')}, updated_at = now() WHERE id = ${idParam}`,
        p.values,
      ),
    );
  }
  let after = (await findRecord(tx.query, resource, id))!;
  await tx.hooks.run(resource.name, 'afterEdit', hook, after, before);
  if (machine && entering !== null) await machine.onEnter?.[entering]?.(hook, after, before);
  after = (await findRecord(tx.query, resource, id))!;
  await assertInRowScope(tx, resource, id, hook, values);
  await audit(tx.query, tx.actor, resource, id, 'edit', before, after);
  return after;
}

export async function editRecord(
  ctx: WriteContext,
  resource: Resource,
  id: string,
  input: Record<string, unknown>,
  extra: { values?: Record<string, unknown> } = {},
) {
  return inTransaction(ctx, (tx) => updateRecord(tx, resource, id, input, extra));
}

/** Deletes one record inside a running transaction, after its hooks and reference checks. */
export async function removeRecord(tx: TxContext, resource: Resource, id: string) {
  const hook = hookContext(tx, resource);
  const before = await findRecord(tx.query, resource, id, { forUpdate: true });
  if (!before) throw noQueryResults(resource, id);
  assertDeletable(hook, tx.hooks.states(resource.name), before);
  await tx.hooks.run(resource.name, 'beforeDelete', hook, before);
  await assertNotReferenced(tx.query, resource, before.id as string | number, hook.msg);
  await tx.query(`DELETE FROM ${ident(resource.table)} WHERE id = $1`, [before.id]);
  await tx.hooks.run(resource.name, 'afterDelete', hook, before);
  await audit(tx.query, tx.actor, resource, id, 'delete', before, null);
}

/** Deletes one or several records together: all of them or, on any failure, none. */
export async function deleteRecords(ctx: WriteContext, resource: Resource, ids: string[]) {
  return inTransaction(ctx, async (tx) => {
    for (const id of ids) await removeRecord(tx, resource, id);
  });
}
