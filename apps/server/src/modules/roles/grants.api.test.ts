// Issue 32, "no escalation, by construction": a login whose role may write pages, groups and rules
// cannot touch the admin role's, nor give any role a page it lacks itself; every service that writes
// logins, pages or rules with its own SQL asks the same rule; the database keeps role names unique by
// their key even without the application.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/connect.ts';
import { type Logins, makeLogins } from '../../test/escalation-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { createLogin, setPassword, updateLogin } from '../accounts/accounts.service.ts';
import { findById } from '../auth/index.ts';
import { applyPermissionChange, findRole } from './permissions.service.ts';
import { copyRules } from './rule-transfer.service.ts';

const ctx = useTestApp({}, { signIn: [] });
const { as } = ctx;
let who: Logins;

const pagesOf = async (roleId: number) =>
  (
    await ctx.database.query<{ page_name: string }>(
      'SELECT page_name FROM permissions WHERE role_id = $1 ORDER BY page_name',
      [roleId],
    )
  ).map((r) => r.page_name);
const count = async (sql: string, params: unknown[] = []) =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

beforeAll(async () => {
  who = await makeLogins(ctx);
});

describe('the admin role’s pages, groups and rules', () => {
  it('permissions: nothing added to, moved into or removed from role 52 (403)', async () => {
    const before = await pagesOf(52);
    const added = await as(who.manager.token, 'POST', '/api/permissions/add', {
      role_id: 52,
      page_name: 'kalkulator',
    });
    expect(added.statusCode, added.body).toBe(403);
    const [row] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM permissions WHERE role_id = 52 AND page_name = 'roles'",
    );
    expect((await as(who.manager.token, 'DELETE', `/api/permissions/delete/${row!.id}`)).statusCode).toBe(
      403,
    );
    const [own] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM permissions WHERE role_id = $1 AND page_name = 'home'",
      [who.manager.roleId],
    );
    const moved = await as(who.manager.token, 'PUT', `/api/permissions/edit/${own!.id}`, { role_id: 52 });
    expect(moved.statusCode).toBe(403);
    expect(await pagesOf(52)).toEqual(before);
  });

  it('rules and groups: none written for role 52 (403)', async () => {
    const rules = await count('setupshowhideroleid WHERE role_id = 52');
    const rule = await as(who.manager.token, 'POST', '/api/setupshowhideroleid/add', {
      role_id: 52,
      nama_route: '/roles',
      kategori: 'Blokir JSX',
    });
    expect(rule.statusCode, rule.body).toBe(403);
    expect(await count('setupshowhideroleid WHERE role_id = 52')).toBe(rules);
    const group = await as(who.manager.token, 'POST', '/api/grouproleid/add', {
      nama_group: 'Diam-diam',
      role_ids: [who.staffRole, 52],
    });
    expect(group.statusCode).toBe(403);
    expect(await count("grouproleid WHERE nama_group = 'Diam-diam'")).toBe(0);
  });

  it('the role screens stay the admin’s: permissionmulti, website bundle, clone, rule copy and import', async () => {
    const calls: [string, string, object][] = [
      ['PUT', '/api/roles/permissionmulti/52', { grant: ['kalkulator'] }],
      ['PUT', `/api/roles/permissionmulti/${who.manager.roleId}`, { grant: ['admin'] }],
      ['POST', `/api/roles/importrsetwebsite/${who.manager.roleId}`, {}],
      ['POST', '/api/roles/clone/52', { role_name: 'Salinan' }],
      ['POST', '/api/setupshowhideroleid/copy', { from_role_id: 53, to_role_id: 52 }],
      ['POST', '/api/setupshowhideroleid/importjson?role_id=52&dryRun=false', []],
    ];
    for (const [method, url, body] of calls) {
      const response = await as(who.manager.token, method as 'PUT', url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('nobody gives a role a page they lack', () => {
  it('its own role: no page added (403); a page it holds, to a role within reach: 200', async () => {
    const grant = await as(who.manager.token, 'POST', '/api/permissions/add', {
      role_id: who.manager.roleId,
      page_name: 'rstok',
    });
    expect(grant.statusCode).toBe(403);
    expect(await pagesOf(who.manager.roleId)).not.toContain('rstok');
    const [own] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM permissions WHERE role_id = $1 AND page_name = 'home'",
      [who.manager.roleId],
    );
    const renamed = await as(who.manager.token, 'PUT', `/api/permissions/edit/${own!.id}`, {
      page_name: 'admin',
    });
    expect(renamed.statusCode).toBe(403);
    const ok = await as(who.manager.token, 'POST', '/api/permissions/add', {
      role_id: who.staffRole,
      page_name: 'users/view',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('rules and groups of roles within reach are written (200); of a role beyond reach, refused (403)', async () => {
    const mine = await as(who.manager.token, 'POST', '/api/setupshowhideroleid/add', {
      role_id: who.staffRole,
      nama_route: '/users',
      kategori: 'Hide Kolom',
      setup: 'no_hp',
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const store = await as(who.manager.token, 'POST', '/api/setupshowhideroleid/add', {
      role_id: who.storeRole,
      nama_route: '/rstok',
      kategori: 'Blokir JSX',
    });
    expect(store.statusCode).toBe(403);
    const group = await as(who.manager.token, 'POST', '/api/grouproleid/add', {
      nama_group: 'Kantor depan',
      role_ids: [who.staffRole, who.manager.roleId],
    });
    expect(group.statusCode, group.body).toBe(200);
    const widened = await as(who.manager.token, 'PUT', `/api/grouproleid/edit/${group.json().record.id}`, {
      role_ids: [who.staffRole, who.storeRole],
    });
    expect(widened.statusCode).toBe(403);
  });

  it('an admin role keeps the pages of the permission screen on the generic route too (422)', async () => {
    const [row] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM permissions WHERE role_id = 52 AND page_name = 'roles/permissionmulti'",
    );
    const response = await as(who.admin, 'DELETE', `/api/permissions/delete/${row!.id}`);
    expect(response.statusCode, response.body).toBe(422);
    expect(await pagesOf(52)).toContain('roles/permissionmulti');
  });

  it('the admin shapes the admin role as before', async () => {
    const granted = await as(who.admin, 'PUT', '/api/roles/permissionmulti/52', { revoke: ['kalkulator'] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(
      (await as(who.admin, 'PUT', '/api/roles/permissionmulti/52', { grant: ['kalkulator'] })).statusCode,
    ).toBe(200);
    const rule = await as(who.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: 52,
      nama_route: '/rsupplier',
      kategori: 'Hide Kolom',
      setup: 'no_hp',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(
      (await as(who.admin, 'DELETE', `/api/setupshowhideroleid/delete/${rule.json().record.id}`)).statusCode,
    ).toBe(200);
  });
});

describe('a new route that writes through the services inherits the rule', () => {
  // the services the akun screens and role routes use, called as a route would, with the manager as
  // the actor: each refuses with 403 inside its transaction and writes nothing
  const actor = () => ({ id: who.manager.id, username: 'pengelola', userId: who.manager.id });
  const refused = (work: Promise<unknown>) => expect(work).rejects.toMatchObject({ statusCode: 403 });

  it('accounts: createLogin, updateLogin, setPassword', async () => {
    const users = await count('users');
    await refused(
      ctx.database.transaction((q) =>
        createLogin(
          q,
          actor(),
          { username: 'lewat.servis', email: 'lewat@kantor.local', user_role_id: 52 },
          null,
        ),
      ),
    );
    const teknisi = (await findById(ctx.database.query, who.teknisiId))!;
    await refused(ctx.database.transaction((q) => updateLogin(q, actor(), teknisi, { user_role_id: 52 })));
    const admin2 = (await findById(ctx.database.query, who.admin2.id))!;
    await refused(ctx.database.transaction((q) => updateLogin(q, actor(), admin2, { status: 'Blocked' })));
    await refused(
      ctx.database.transaction((q) => setPassword(q, actor(), who.admin2.id, 'Lewat-Servis-2026!')),
    );
    expect(await count('users')).toBe(users);
    expect(await ctx.database.query('SELECT status FROM users WHERE id = $1', [who.admin2.id])).toEqual([
      { status: 'Active' },
    ]);
  });

  it('roles: applyPermissionChange and copyRules', async () => {
    const admin = (await findRole(ctx.database.query, 52))!;
    const own = (await findRole(ctx.database.query, who.manager.roleId))!;
    const before = await pagesOf(who.manager.roleId);
    await refused(
      ctx.database.transaction((q) =>
        applyPermissionChange(q, admin, { grant: [], revoke: ['kalkulator'] }, actor(), 'en-US'),
      ),
    );
    await refused(
      ctx.database.transaction((q) =>
        applyPermissionChange(q, own, { grant: ['admin'], revoke: [] }, actor(), 'en-US'),
      ),
    );
    expect(await pagesOf(who.manager.roleId)).toEqual(before);
    await refused(ctx.database.transaction((q) => copyRules(q, 53, 52, actor())));
  });
});

describe('role names in the database', () => {
  it('the unique index refuses a name with the admin’s key written past the application', async () => {
    for (const name of ['Admin ', 'admin\u200b', '\u00a0ADMIN', 'Admin\ufeff']) {
      await expect(
        ctx.database.query('INSERT INTO roles (role_name) VALUES ($1)', [name]),
        JSON.stringify(name),
      ).rejects.toMatchObject({ code: '23505' });
    }
  });

  it('the migration cleans existing names and renames look-alikes, keeping the admin role’s name', async () => {
    // a database from before the rule: the old index on lower() let these in
    await ctx.database.query('DROP INDEX roles_role_name_unique');
    await ctx.database.query('CREATE UNIQUE INDEX roles_role_name_unique ON roles (lower(role_name))');
    const ids: number[] = [];
    for (const name of ['Admin\u200b', ' admin', 'Gudang\u3000Baru']) {
      const [row] = await ctx.database.query<{ id: number }>(
        'INSERT INTO roles (role_name) VALUES ($1) RETURNING id',
        [name],
      );
      ids.push(row!.id);
    }
    const [a, b, c] = ids as [number, number, number];
    const sql = readFileSync(join(MIGRATIONS_FOLDER, '0015_role_names.sql'), 'utf8');
    for (const statement of sql.split('--> statement-breakpoint')) await ctx.database.query(statement);
    const names = await ctx.database.query<{ id: number; role_name: string }>(
      'SELECT id, role_name FROM roles WHERE id = ANY($1::int[]) ORDER BY id',
      [[52, a, b, c]],
    );
    expect(names).toEqual([
      { id: 52, role_name: 'admin' },
      { id: a, role_name: `Admin (${a})` },
      { id: b, role_name: `admin (${b})` },
      { id: c, role_name: 'Gudang Baru' },
    ]);
    await ctx.database.query('DELETE FROM roles WHERE id = ANY($1::int[])', [[a, b, c]]);
  });
});
