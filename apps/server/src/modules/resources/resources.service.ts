import { getResource, RESOURCES, type Resource } from '@kantor/core';
import type { Database, Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblems } from '../auth/password-policy.ts';
import { decodeInput, encodeRow, type FieldErrors, messagesFor } from './codec.ts';
import {
  buildCountQuery,
  buildListQuery,
  type ListParams,
  relationJoins,
  selectColumns,
} from './list-query.ts';
import { ident, Params } from './sql.ts';

export type Actor = { id: number; username: string; userId: number | null };
export type ListResult = {
  records: Record<string, unknown>[];
  totalRecords: number;
  page: number;
  limit: number;
};

/** 404 with the message of spec §8. */
export const noQueryResults = (resource: Resource, id: string | number) =>
  new HttpError(404, `No query results for model ${resource.name} ${id}`);

/** Ids of serial resources are positive integers; anything else cannot exist (and must not reach SQL as text). */
function parseId(resource: Resource, id: string): string | number | null {
  if (resource.idType === 'code') return id.length <= 64 ? id : null;
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

export async function listRecords(
  db: Database,
  resource: Resource,
  params: ListParams,
  extraWhere: string[] = [],
): Promise<ListResult> {
  const { text, values } = buildListQuery(resource, params, extraWhere);
  const rows = await db.query<Record<string, unknown>>(text, values);
  let total = rows.length > 0 ? Number(rows[0]!.__total) : 0;
  if (rows.length === 0 && params.page > 1) {
    const count = buildCountQuery(resource, params, extraWhere);
    total = Number((await db.query<{ total: number }>(count.text, count.values))[0]?.total ?? 0);
  }
  return {
    records: rows.map((r) => encodeRow(resource, r)),
    totalRecords: total,
    page: params.page,
    limit: params.limit,
  };
}

/** One record with its relation labels, or null. */
export async function findRecord(
  query: Query,
  resource: Resource,
  rawId: string,
): Promise<Record<string, unknown> | null> {
  const id = parseId(resource, rawId);
  if (id === null) return null;
  const { joins, labels } = relationJoins(resource);
  const rows = await query<Record<string, unknown>>(
    `SELECT ${selectColumns(resource)}${labels} FROM ${ident(resource.table)} t ${joins} WHERE t.id = $1`,
    [id],
  );
  return rows[0] ? encodeRow(resource, rows[0]) : null;
}

export async function viewRecord(db: Database, resource: Resource, id: string) {
  const record = await findRecord(db.query, resource, id);
  if (!record) throw noQueryResults(resource, id);
  return record;
}

type WriteContext = { db: Database; actor: Actor; acceptLanguage?: string };

/**
 * Validates and inserts one record inside a running transaction; the errors per field are thrown as a
 * 422. Shared by add and import, so both refuse exactly the same input.
 */
export async function insertRecord(
  query: Query,
  ctx: Omit<WriteContext, 'db'>,
  resource: Resource,
  input: Record<string, unknown>,
  extra: { values?: Record<string, unknown> } = {},
) {
  const msg = messagesFor(ctx.acceptLanguage);
  const { values, errors } = decodeInput(resource, input, { partial: false, msg });
  Object.assign(values, extra.values);
  if (resource.idType === 'code') {
    const id = typeof input.id === 'string' || typeof input.id === 'number' ? String(input.id).trim() : '';
    if (!id) errors.id = [msg('validation.required')];
    else values.id = id;
  }
  if (resource.owner && resource.fields[resource.owner])
    values[resource.owner] = ctx.actor.userId ?? ctx.actor.id;
  await checkReferences(query, resource, values, null, errors, msg);
  checkPasswords(resource, values, {}, errors, ctx.acceptLanguage);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await hashPasswords(resource, values);
  const names = Object.keys(values);
  const p = new Params();
  const placeholders = names.map((n) => p.add(toDb(values[n])));
  const rows = await query<{ id: string | number }>(
    `INSERT INTO ${ident(resource.table)} (${names.map(ident).join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING id`,
    p.values,
  );
  const id = String(rows[0]!.id);
  const record = (await findRecord(query, resource, id))!;
  await audit(query, ctx.actor, resource, id, 'add', null, record);
  return record;
}

export async function addRecord(
  ctx: WriteContext,
  resource: Resource,
  input: Record<string, unknown>,
  extra: { values?: Record<string, unknown> } = {},
) {
  return ctx.db.transaction((query) => insertRecord(query, ctx, resource, input, extra));
}

export async function editRecord(
  ctx: WriteContext,
  resource: Resource,
  id: string,
  input: Record<string, unknown>,
) {
  const msg = messagesFor(ctx.acceptLanguage);
  const { values, errors } = decodeInput(resource, input, { partial: true, msg });
  return ctx.db.transaction(async (query) => {
    const before = await findRecord(query, resource, id);
    if (!before) throw noQueryResults(resource, id);
    await checkReferences(query, resource, values, before.id as string | number, errors, msg);
    checkPasswords(resource, values, before, errors, ctx.acceptLanguage);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await hashPasswords(resource, values);
    const names = Object.keys(values);
    if (names.length > 0) {
      const p = new Params();
      const sets = names.map((n) => `${ident(n)} = ${p.add(toDb(values[n]))}`);
      const idParam = p.add(before.id);
      await query(
        `UPDATE ${ident(resource.table)} SET ${sets.join(', ')}, updated_at = now() WHERE id = ${idParam}`,
        p.values,
      );
    }
    const after = (await findRecord(query, resource, id))!;
    await audit(query, ctx.actor, resource, id, 'edit', before, after);
    return after;
  });
}

/** Deletes one or several records together: all of them or, on any failure, none. */
export async function deleteRecords(ctx: WriteContext, resource: Resource, ids: string[]) {
  return ctx.db.transaction(async (query) => {
    for (const id of ids) {
      const before = await findRecord(query, resource, id);
      if (!before) throw noQueryResults(resource, id);
      await assertNotReferenced(query, resource, before.id as string | number, ctx.acceptLanguage);
      await query(`DELETE FROM ${ident(resource.table)} WHERE id = $1`, [before.id]);
      await audit(query, ctx.actor, resource, id, 'delete', before, null);
    }
  });
}

export async function recordHistory(db: Database, resource: Resource, id: string) {
  return db.query(
    `SELECT id, action, user_id, username, changes, created_at FROM audit_log
     WHERE resource = $1 AND record_id = $2 ORDER BY id DESC LIMIT 200`,
    [resource.name, id],
  );
}

function toDb(value: unknown): unknown {
  // jsonb parameters travel as text; arrays would otherwise become PostgreSQL arrays.
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Passwords set through any form follow the sign-in rules: length, not the username, not a common one. */
function checkPasswords(
  resource: Resource,
  values: Record<string, unknown>,
  before: Record<string, unknown>,
  errors: FieldErrors,
  acceptLanguage?: string,
) {
  const locale = /^id\b/i.test(acceptLanguage ?? '') ? 'id-ID' : 'en-US';
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'password' || typeof values[name] !== 'string' || errors[name]) continue;
    const identity = {
      username: String(values.username ?? before.username ?? '') || null,
      email: String(values.email ?? before.email ?? '') || null,
    };
    const problems = passwordProblems(values[name] as string, identity, locale);
    if (problems.length > 0) errors[name] = problems;
  }
}

async function hashPasswords(resource: Resource, values: Record<string, unknown>) {
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind === 'password' && typeof values[name] === 'string')
      values[name] = await hashPassword(values[name] as string);
    else if (field.kind === 'password' && values[name] === null) delete values[name];
  }
}

/** Unique fields must stay unique and relations must point at records that exist. */
async function checkReferences(
  query: Query,
  resource: Resource,
  values: Record<string, unknown>,
  selfId: string | number | null,
  errors: FieldErrors,
  msg: ReturnType<typeof messagesFor>,
) {
  for (const [name, value] of Object.entries(values)) {
    if (errors[name] || value === null || value === undefined) continue;
    const field = resource.fields[name];
    if (!field) continue;
    if (field.unique) {
      const textual = typeof value === 'string';
      const rows = await query(
        `SELECT 1 FROM ${ident(resource.table)} WHERE ${textual ? `lower(${ident(name)}) = lower($1)` : `${ident(name)} = $1`}${
          selfId === null ? '' : ' AND id <> $2'
        } LIMIT 1`,
        selfId === null ? [value] : [value, selfId],
      );
      if (rows.length > 0) errors[name] = [msg('validation.unique')];
    }
    if (field.kind === 'relation' && field.relation) {
      const target = getResource(field.relation.resource);
      if (!target) continue;
      const id = parseId(target, String(value));
      const rows = id === null ? [] : await query(`SELECT 1 FROM ${ident(target.table)} WHERE id = $1`, [id]);
      if (rows.length === 0) errors[name] = [msg('validation.exists')];
    }
  }
}

async function audit(
  query: Query,
  actor: Actor,
  resource: Resource,
  id: string,
  action: 'add' | 'edit' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const name of resource.fieldNames) {
    if (resource.fields[name]!.hidden) continue;
    const b = before?.[name] ?? null;
    const a = after?.[name] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[name] = { before: b, after: a };
  }
  if (action === 'edit' && Object.keys(changes).length === 0) return;
  await query(
    'INSERT INTO audit_log (resource, record_id, action, user_id, username, changes) VALUES ($1, $2, $3, $4, $5, $6)',
    [resource.name, id, action, actor.id, actor.username, JSON.stringify(changes)],
  );
}

/** Fields of other resources that point at `target` (owner fields excepted: a user's records keep their history). */
function referencesTo(target: Resource): { resource: Resource; field: string }[] {
  const out: { resource: Resource; field: string }[] = [];
  for (const resource of Object.values(RESOURCES)) {
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind === 'relation' && field.relation?.resource === target.name && name !== resource.owner) {
        out.push({ resource, field: name });
      }
    }
  }
  return out;
}

/** A record still referenced elsewhere is kept: deleting it would leave others pointing at nothing. */
async function assertNotReferenced(
  query: Query,
  target: Resource,
  id: string | number,
  acceptLanguage?: string,
) {
  for (const ref of referencesTo(target)) {
    const rows = await query(
      `SELECT 1 FROM ${ident(ref.resource.table)} WHERE ${ident(ref.field)} = $1 LIMIT 1`,
      [id],
    );
    if (rows.length > 0) {
      throw new HttpError(409, messagesFor(acceptLanguage)('errors.inUse'), {
        resource: ref.resource.name,
        field: ref.field,
      });
    }
  }
}
