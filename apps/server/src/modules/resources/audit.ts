import type { Resource } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import type { Actor } from './hooks.ts';

/**
 * One audit_log row per write (who, when, each changed field before and after), in the write's own
 * transaction. Hidden fields (password hashes) are never recorded; an edit that changed nothing leaves
 * no row.
 */
export async function audit(
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
