import type { Resource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import type { Actor } from './hooks.ts';

/**
 * One audit_log row per write (who, when, each changed field before and after), in the write's own
 * transaction. Hidden fields (password hashes) are never recorded; an edit that changed nothing leaves
 * no row.
 */
/** An audit_log row, as {@link audit} writes it: for a caller that inserts it with its own statement. */
export type AuditRow = {
  resource: string;
  record_id: string;
  action: 'add' | 'edit' | 'delete';
  user_id: number | null;
  username: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
};

/** The row {@link audit} would write, or null when it would write none (an edit that changed nothing). */
export function auditRow(
  actor: Actor,
  resource: Resource,
  id: string,
  action: 'add' | 'edit' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditRow | null {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const name of resource.fieldNames) {
    if (resource.fields[name]!.hidden) continue;
    const b = before?.[name] ?? null;
    const a = after?.[name] ?? null;
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[name] = { before: b, after: a };
  }
  if (action === 'edit' && Object.keys(changes).length === 0) return null;
  return {
    resource: resource.name,
    record_id: id,
    action,
    user_id: actor.id ?? null,
    username: actor.username ?? null,
    changes,
  };
}

/**
 * Inserts audit rows made by {@link auditRow} as a statement's CTE (`WITH audited AS (...)`): `$n` is
 * their JSON array. A POS sale writes its goods outs' rows with the sale (pos.service.ts).
 */
export function auditInsert(param: number): string {
  return `INSERT INTO audit_log (resource, record_id, action, user_id, username, changes)
          SELECT r.resource, r.record_id, r.action, r.user_id, r.username, r.changes
            FROM jsonb_to_recordset($${param}::jsonb)
              AS r(resource text, record_id text, action text, user_id integer, username text, changes jsonb)`;
}

export async function audit(
  query: Query,
  actor: Actor,
  resource: Resource,
  id: string,
  action: 'add' | 'edit' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const row = auditRow(actor, resource, id, action, before, after);
  if (!row) return;
  await query(
    'INSERT INTO audit_log (resource, record_id, action, user_id, username, changes) VALUES ($1, $2, $3, $4, $5, $6)',
    [row.resource, row.record_id, row.action, row.user_id, row.username, JSON.stringify(row.changes)],
  );
}
