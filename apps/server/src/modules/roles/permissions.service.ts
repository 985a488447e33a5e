import { defaultMessage, keptPagesOf, type MessageLocale, MSG } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import type { Actor } from '../resources/index.ts';
import { assertMayShapeRole, grantorOf, roleIdOf } from './grants.ts';
import { KNOWN_PAGES, pageKeyOf } from './permission-grid.ts';

export { roleIdOf };

export type RoleRow = { id: number; role_name: string; keterangan: string | null };

export async function findRole(query: Query, raw: unknown): Promise<RoleRow | null> {
  const id = roleIdOf(raw);
  if (id === null) return null;
  const rows = await query<RoleRow>('SELECT id, role_name, keterangan FROM roles WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** The spec's 404 of a role id that names no role, worded in the caller's language when answered. */
export function noSuchRole(raw: unknown): HttpError {
  const params = { model: 'roles', id: String(raw).slice(0, 20) };
  return new HttpError(
    404,
    defaultMessage(MSG.noQueryResults, 'en-US', params),
    {},
    MSG.noQueryResults,
    params,
  );
}

/** The role, or the spec's 404 message. */
export async function roleOr404(query: Query, raw: unknown): Promise<RoleRow> {
  const role = await findRole(query, raw);
  if (!role) throw noSuchRole(raw);
  return role;
}

export async function grantedPages(query: Query, roleId: number): Promise<string[]> {
  const rows = await query<{ page_name: string }>('SELECT page_name FROM permissions WHERE role_id = $1', [
    roleId,
  ]);
  return rows.map((r) => r.page_name);
}

/** A change of the grid: pages to add and remove, or the whole set of known pages (`pages`). */
export type PermissionChange = { grant: string[]; revoke: string[] } | { pages: string[] };

/**
 * The change a request declares (core's PermissionChangeBody: its shape, a page both granted and
 * revoked), with every page to grant known to the product (a 422 naming the list otherwise).
 */
export function knownChange(
  body: { grant?: string[] | null; revoke?: string[] | null; pages?: string[] | null },
  locale: MessageLocale,
): PermissionChange {
  const refuse = (name: string, pages: string[]) =>
    new ValidationError({
      [name]: [defaultMessage(MSG.rolesUnknownPages, locale, { pages: pages.slice(0, 20).join(', ') })],
    });
  const unknown = (list: string[]) => list.filter((p) => !KNOWN_PAGES.has(pageKeyOf(p)));
  if (body.pages !== undefined) {
    const pages = body.pages ?? [];
    if (unknown(pages).length) throw refuse('pages', unknown(pages));
    return { pages };
  }
  const grant = body.grant ?? [];
  if (unknown(grant).length) throw refuse('grant', unknown(grant));
  return { grant, revoke: body.revoke ?? [] };
}

export type PermissionResult = { added: string[]; removed: string[]; pages: string[] };

/**
 * Applies a change to a role's pages in ONE transaction (all of it or nothing) and writes one audit
 * entry. Rows are compared after normalisation, so `/rsupplier/index` and `rsupplier` are one page.
 * With `pages`, the known pages become exactly that set; unknown legacy rows stay unless revoked.
 * An admin role always keeps `roles` and `roles/permissionmulti` (a 422 otherwise). The actor must
 * hold every page the role holds and every page it gains (roles/grants.ts: 403, nothing written); the
 * admin role's pages are changed only by an admin.
 */
export async function applyPermissionChange(
  query: Query,
  role: RoleRow,
  change: PermissionChange,
  actor: Actor,
  locale: MessageLocale,
): Promise<PermissionResult> {
  const rows = await query<{ id: number; page_name: string }>(
    'SELECT id, page_name FROM permissions WHERE role_id = $1 ORDER BY id FOR UPDATE',
    [role.id],
  );
  const gained = 'pages' in change ? change.pages : change.grant;
  await assertMayShapeRole(query, await grantorOf(query, actor.id), role.id, gained);
  const current = new Set(rows.map((r) => pageKeyOf(r.page_name)));
  let grant: Set<string>;
  let revoke: Set<string>;
  if ('pages' in change) {
    grant = new Set(change.pages.map(pageKeyOf));
    revoke = new Set([...current].filter((p) => KNOWN_PAGES.has(p) && !grant.has(p)));
  } else {
    grant = new Set(change.grant.map(pageKeyOf));
    revoke = new Set(change.revoke.map(pageKeyOf));
  }
  // R1: the admin role keeps the pages that open this screen (core's `keptPagesOf`)
  const kept = keptPagesOf(role.id, revoke);
  if (kept.length) {
    throw new ValidationError({
      revoke: [defaultMessage(MSG.rolesAdminKeeps, locale, { pages: kept.join(', ') })],
    });
  }
  const removedIds = rows.filter((r) => revoke.has(pageKeyOf(r.page_name))).map((r) => r.id);
  const removed = [...revoke].filter((p) => current.has(p)).sort();
  const added = [...grant].filter((p) => !current.has(p)).sort();
  if (removedIds.length) await query('DELETE FROM permissions WHERE id = ANY($1::int[])', [removedIds]);
  if (added.length) {
    await query(
      `INSERT INTO permissions (role_id, page_name) SELECT $1, p FROM unnest($2::text[]) AS p
       ON CONFLICT DO NOTHING`,
      [role.id, added],
    );
  }
  if (added.length || removed.length) {
    await query(
      'INSERT INTO audit_log (resource, record_id, action, user_id, username, changes) VALUES ($1, $2, $3, $4, $5, $6)',
      [
        'permissions',
        String(role.id),
        'edit',
        actor.id,
        actor.username,
        JSON.stringify({ page_name: { before: removed, after: added } }),
      ],
    );
  }
  const pages = [...new Set([...current].filter((p) => !revoke.has(p)).concat(added))].sort();
  return { added, removed, pages };
}
