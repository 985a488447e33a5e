/**
 * Issue 33: the menu offers nothing the server refuses. A custom menu entry whose page a Blokir rule
 * refuses the caller's role leaves `GET /api/ui/menu`, though the role holds the page.
 */
import { type UiMenuAnswer, USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
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
