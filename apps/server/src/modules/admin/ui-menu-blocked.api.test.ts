/**
 * Issue 33: the menu offers nothing the server refuses. A custom menu entry whose page a Blokir rule
 * refuses the caller's role leaves `GET /api/ui/menu`, though the role holds the page. And an entry
 * for a role reaches every login holding it, as its primary role or another (issue 37's role sets).
 */
import { type UiMenuAnswer, USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRoleAndLogin, CALLER_PASSWORD } from '../../authz/matrix-callers.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';

let ctx: TestContext;
let admin: string;
let tech: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  tech = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
});
afterAll(async () => {
  await closeTestApp(ctx);
});

const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

const menuLabels = async (token: string) =>
  ((await as(token, 'GET', '/api/ui/menu')).json() as UiMenuAnswer).entries.map((e) => e.label);

describe('GET /api/ui/menu and Blokir rules', () => {
  it('leaves out an entry whose page a Blokir rule refuses the role, and only for that role', async () => {
    // the technician holds kalkulator (seeded pages); the entry is for every role
    const entry = { label: 'Kalkulator Lapangan', route: '/kalkulator', status: 'Active' };
    const added = await as(admin, 'POST', '/api/rmenu/add', entry);
    expect(added.statusCode, added.body).toBe(200);
    expect(await menuLabels(tech)).toContain('Kalkulator Lapangan');

    const rule = await as(admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: '/kalkulator',
      kategori: 'Blokir JSX',
      keterangan: 'Sedang diperbaiki',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(await menuLabels(tech)).not.toContain('Kalkulator Lapangan');
    // another role's menu keeps it
    expect(await menuLabels(admin)).toContain('Kalkulator Lapangan');
  });
});

describe('GET /api/ui/menu and a login’s other roles', () => {
  it('shows an entry named for a role the login holds besides its primary one, and not to others', async () => {
    const { roleId } = await addRoleAndLogin(ctx, {
      role: 'Gudang',
      username: 'gudang.menu',
      pages: ['kalkulator'],
    });
    const entry = { label: 'Cek Gudang', route: '/kalkulator', status: 'Active', role_ids: [roleId] };
    const added = await as(admin, 'POST', '/api/rmenu/add', entry);
    expect(added.statusCode, added.body).toBe(200);
    // the new role's own login sees it; the technician (primary 53, no other role) does not
    const gudang = await login(ctx.app, 'gudang.menu', CALLER_PASSWORD);
    expect(await menuLabels(gudang)).toContain('Cek Gudang');
    expect(await menuLabels(tech)).not.toContain('Cek Gudang');

    const [technician] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'teknisi'",
    );
    const given = await as(admin, 'PUT', `/api/users/edit/${technician!.id}`, { peran_lain: [roleId] });
    expect(given.statusCode, given.body).toBe(200);
    const again = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    expect(await menuLabels(again)).toContain('Cek Gudang');
  });
});
