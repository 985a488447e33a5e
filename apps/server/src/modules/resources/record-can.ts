import {
  type AccessDecision,
  decide,
  isBlockedRoute,
  isOwner,
  type RecordCan,
  ruleRoutesOf,
  type ScreenCan,
} from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import type { ResourceAccess, RouteAction } from '../../plugins/access.ts';
import { ident, Params } from './sql.ts';

type Row = Record<string, unknown>;
const WRITES: ReadonlySet<RouteAction> = new Set(['add', 'edit', 'delete', 'import']);

/**
 * What the caller may do on a resource, decided once per request by the same policy the access check
 * applies (plugins/access.ts): the pages list and the admin-managed and owner rules (`decide`), the
 * Blokir rules on the action's routes (`ruleRoutesOf`), and read-only resources, which nobody writes.
 * Only the owner rule is left per record (`record`): a list pays one ownership comparison per row, and
 * one statement in all where a domain narrows who changes which rows (`changeScope`, hooks.ts).
 */
export type Permissions = {
  screen: ScreenCan;
  /** `_can` of one record of the resource (a list row, the viewed record, an option). */
  of(record: Row | null): RecordCan;
};

async function gate(
  request: FastifyRequest,
  access: ResourceAccess,
  action: RouteAction,
): Promise<AccessDecision> {
  const { caller, resource } = access;
  if (WRITES.has(action) && resource.readOnly) return 'deny';
  const decision = decide(caller, resource, action);
  if (decision === 'deny') return 'deny';
  for (const route of ruleRoutesOf(resource, action)) {
    const config = await request.server.roleRules.pageConfig(caller.roles, route);
    if (isBlockedRoute(config.blockedRoutes, route)) return 'deny';
  }
  return decision;
}

/**
 * Ids among `ids` the caller may change where a domain narrows its writes (`changeScope` hooks): one
 * statement for the whole answer, or none when no domain narrows this resource for this caller.
 */
async function changeable(
  request: FastifyRequest,
  access: ResourceAccess,
  ids: readonly unknown[],
): Promise<ReadonlySet<string> | null> {
  const p = new Params();
  const conditions = request.server.resourceHooks.changeScope(access.resource.name, access.caller, p);
  if (conditions.length === 0) return null;
  if (ids.length === 0) return new Set();
  const rows = await request.server.db.query<{ id: unknown }>(
    `SELECT t.id FROM ${ident(access.resource.table)} t
      WHERE t.id::text = ANY(${p.add(ids.map(String))}::text[]) AND ${conditions.join(' AND ')}`,
    p.values,
  );
  return new Set(rows.map((row) => String(row.id)));
}

/**
 * The caller's permissions on the resource of this request's access (list, view and options routes),
 * for these records (`ids`: those the answer carries).
 */
export async function permissionsOf(
  request: FastifyRequest,
  access: ResourceAccess,
  ids: readonly unknown[],
): Promise<Permissions> {
  const [view, add, edit, remove, exporting, importing] = await Promise.all(
    (['view', 'add', 'edit', 'delete', 'export', 'import'] as const).map((a) => gate(request, access, a)),
  );
  const writes = edit !== 'deny' || remove !== 'deny';
  const narrowed = writes ? await changeable(request, access, ids) : null;
  const allowed = (decision: AccessDecision, record: Row | null) =>
    (decision === 'allow' || (decision === 'record' && isOwner(access.caller, access.resource, record))) &&
    (narrowed === null || narrowed.has(String(record?.id)));
  return {
    screen: {
      view: view !== 'deny',
      add: add !== 'deny',
      edit: edit !== 'deny',
      delete: remove !== 'deny',
      export: exporting !== 'deny',
      import: importing !== 'deny',
    },
    of: (record) => ({
      view: view !== 'deny',
      edit: allowed(edit!, record),
      delete: allowed(remove!, record),
    }),
  };
}

/** Records with their `_can` (a new object each: the records may be shared with a cache). */
export function withCan<T extends Row>(
  records: readonly T[],
  permissions: Permissions,
): (T & { _can: RecordCan })[] {
  return records.map((record) => ({ ...record, _can: permissions.of(record) }));
}
