import {
  type Caller,
  type CustomMenuEntry,
  customMenuTarget,
  imageList,
  mayOpen,
  type PlaceholdersAnswer,
  placeholdersRoute,
  type UiMenuAnswer,
  uiMenuRoute,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { callerOf } from '../../plugins/access.ts';
import { parseRoleIds } from '../roles/index.ts';
import { userTableMenuEntries } from '../usertables/index.ts';

/**
 * The active `rmenu` entries for the caller's roles (`role_ids` naming any role of theirs, the primary or
 * another; none named = every role), in their
 * order, narrowed to what opens for the caller (core's `mayOpen`: an entry pointing at a page the role
 * does not hold, or one a Blokir rule of theirs blocks, is left out; an external (http/https) page is
 * open to every role the entry names). Role rules (Hide Menu ...) apply on top in the web app, as they
 * do to the built-in menu.
 */
export async function customMenuFor(
  query: Query,
  caller: Pick<Caller, 'pages' | 'roles'>,
  blocked: readonly string[] = [],
): Promise<CustomMenuEntry[]> {
  const rows = await query<CustomMenuEntry & { role_ids: unknown }>(
    `SELECT id, label, route, grup, id_parent, icon, iconcolor, target, urutan, role_ids
       FROM rmenu WHERE status = 'Active' ORDER BY urutan NULLS LAST, id LIMIT 500`,
  );
  const forRole = rows.filter((row) => {
    const roles = row.role_ids == null ? [] : parseRoleIds(row.role_ids);
    // an unreadable list reaches nobody rather than everybody
    if (roles === null) return false;
    return roles.length === 0 || roles.some((id) => caller.roles.includes(id));
  });
  return forRole
    .map(({ role_ids: _roles, ...entry }) => entry)
    .filter((row) => {
      const to = customMenuTarget(row.route);
      return to !== null && mayOpen(caller, to, blocked);
    });
}

/**
 * `setupimgprototype` rows as placeholders: `nama_modul` names a resource (`dbteam`) or one of its
 * image fields (`akun.foto`); a `Placeholder` row wins over a `Default` one for the same name.
 */
export async function placeholderImages(query: Query): Promise<Record<string, string>> {
  const rows = await query<{ nama_modul: string; gambar: string }>(
    `SELECT nama_modul, gambar FROM setupimgprototype
      WHERE status = 'Active' AND jenis_gambar IN ('Placeholder', 'Default')
      ORDER BY (jenis_gambar = 'Placeholder') DESC, id`,
  );
  const out: Record<string, string> = {};
  for (const row of rows) {
    const key = row.nama_modul.trim().toLowerCase();
    const path = imageList(row.gambar)[0];
    if (!key || !path || Object.hasOwn(out, key)) continue;
    Object.defineProperty(out, key, { value: path, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** What every signed-in screen needs from the admin's setup: custom menu entries and placeholders. */
export async function uiRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, uiMenuRoute, async (_input, request) => {
    const caller = await callerOf(request);
    // a page a Blokir rule refuses the role is not offered (the access check would refuse it anyway)
    const { blockedRoutes } = await app.roleRules.pageConfig(caller.roles, '/');
    const entries = [
      ...(await customMenuFor(app.db.query, caller, blockedRoutes)),
      ...(await userTableMenuEntries(app.db.query, caller, blockedRoutes)),
    ];
    return { entries } satisfies UiMenuAnswer;
  });

  serveRoute(
    app,
    placeholdersRoute,
    async () => ({ placeholders: await placeholderImages(app.db.query) }) satisfies PlaceholdersAnswer,
  );
}
