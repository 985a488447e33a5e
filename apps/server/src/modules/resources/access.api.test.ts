import { RESOURCE_LIST, USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEKNISI_PAGES } from '../../db/seed.ts';
import { insertRegionChain, relationResolver, sampleInput } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as } = ctx;
beforeAll(async () => {
  await insertRegionChain(ctx.database);
});

const ADMIN_MANAGED = [
  'akun',
  'dbteam',
  'dokumengenerator',
  'rchatadmin',
  'rlangganan',
  'rsetwebsite',
  'rsupplier',
  'setupshowhideroleid',
  'tes',
  'tes2',
];

async function grant(pages: string[]) {
  for (const page of pages) {
    await ctx.database.query(
      'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [USER_ROLE_IDS.teknisi, page],
    );
  }
  // written behind the API's back: drop the cached pages as an API write would
  ctx.app.roleCache.invalidate();
}

describe('authorisation of the generic resource API', () => {
  it('refuses a visitor without a token with 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/rsupplier' });
    expect(response.statusCode).toBe(401);
  });

  it('lets everyone read the role rules of their own role, and only those', async () => {
    const own = await as(ctx.teknisi, 'GET', `/api/setupshowhideroleid?role_id=${USER_ROLE_IDS.teknisi}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toHaveProperty('records');
    const other = await as(ctx.teknisi, 'GET', `/api/setupshowhideroleid?role_id=${USER_ROLE_IDS.admin}`);
    expect(other.statusCode).toBe(403);
  });

  const withoutPages = RESOURCE_LIST.filter(
    (r) => !TEKNISI_PAGES.some((p) => p === r.name || p.startsWith(`${r.name}/`)),
  );

  it.each(withoutPages.map((r) => [r.name] as const))(
    '%s: a technician without its pages gets 403 on every verb',
    async (name) => {
      const seeded = await ctx.database.query<{ id: unknown }>(`SELECT id FROM ${name} LIMIT 1`);
      const id = seeded[0]?.id ?? 1;
      const calls = [
        as(ctx.teknisi, 'GET', `/api/${name}`),
        as(ctx.teknisi, 'GET', `/api/${name}/view/${id}`),
        as(ctx.teknisi, 'POST', `/api/${name}/add`, {}),
        as(ctx.teknisi, 'PUT', `/api/${name}/edit/${id}`, {}),
        as(ctx.teknisi, 'DELETE', `/api/${name}/delete/${id}`),
        as(ctx.teknisi, 'GET', `/api/${name}/index/id/${id}`),
      ];
      for (const response of await Promise.all(calls)) {
        // a missing record answers 404 only after the permission check passed; here it must never get that far
        expect([403], `${name}: ${response.body}`).toContain(response.statusCode);
        expect(response.json().message).toBe(
          'Access Denied: You do not have the necessary permissions, please contact admins.',
        );
      }
    },
  );

  const OWNABLE_ADMIN_MANAGED = ADMIN_MANAGED.filter((n) => n !== 'setupshowhideroleid');

  it('setupshowhideroleid: role rules are never owned, only the admin edits and deletes them', async () => {
    const name = 'setupshowhideroleid';
    await grant([name, `${name}/view`, `${name}/add`, `${name}/edit`, `${name}/delete`]);
    const rule = {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: '/rsupplier',
      kategori: 'Hide Kolom',
      setup: 'alamat',
    };
    const byTech = await as(ctx.teknisi, 'POST', `/api/${name}/add`, rule);
    expect(byTech.statusCode, byTech.body).toBe(200);
    const id = byTech.json().record.id;
    expect((await as(ctx.teknisi, 'PUT', `/api/${name}/edit/${id}`, { setup: 'no_hp' })).statusCode).toBe(
      403,
    );
    expect((await as(ctx.teknisi, 'DELETE', `/api/${name}/delete/${id}`)).statusCode).toBe(403);
    expect((await as(ctx.admin, 'DELETE', `/api/${name}/delete/${id}`)).statusCode).toBe(200);
  });

  it.each(OWNABLE_ADMIN_MANAGED.map((n) => [n] as const))(
    '%s: only admin edits and deletes, except the owner of a record holding the edit and delete pages',
    async (name) => {
      const resource = RESOURCE_LIST.find((r) => r.name === name)!;
      expect(resource.adminManaged).toBe(true);
      await grant([name, `${name}/view`, `${name}/add`, `${name}/edit`, `${name}/delete`]);
      const resolve = relationResolver(ctx.app, ctx.admin, ctx.database);

      const byAdmin = await as(ctx.admin, 'POST', `/api/${name}/add`, await sampleInput(resource, resolve));
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      const adminId = byAdmin.json().record.id;

      const byTech = await as(ctx.teknisi, 'POST', `/api/${name}/add`, await sampleInput(resource, resolve));
      expect(byTech.statusCode, byTech.body).toBe(200);
      const techId = byTech.json().record.id;
      const techUser = await ctx.database.query<{ user_id: number }>(
        "SELECT user_id FROM users WHERE username = 'teknisi'",
      );
      expect(byTech.json().record.user_id).toBe(techUser[0]!.user_id);

      const title = resource.titleField;
      const editOthers = await as(ctx.teknisi, 'PUT', `/api/${name}/edit/${adminId}`, {});
      expect(editOthers.statusCode).toBe(403);
      const deleteOthers = await as(ctx.teknisi, 'DELETE', `/api/${name}/delete/${adminId}`);
      expect(deleteOthers.statusCode).toBe(403);
      expect((await as(ctx.admin, 'GET', `/api/${name}/view/${adminId}`)).statusCode).toBe(200);

      const editOwn = await as(ctx.teknisi, 'PUT', `/api/${name}/edit/${techId}`, {
        [title]: byTech.json().record[title],
      });
      expect(editOwn.statusCode, editOwn.body).toBe(200);
      const adminEditsTech = await as(ctx.admin, 'PUT', `/api/${name}/edit/${techId}`, {});
      expect(adminEditsTech.statusCode).toBe(200);
      const deleteOwn = await as(ctx.teknisi, 'DELETE', `/api/${name}/delete/${techId}`);
      expect(deleteOwn.statusCode, deleteOwn.body).toBe(200);
      expect((await as(ctx.admin, 'DELETE', `/api/${name}/delete/${adminId}`)).statusCode).toBe(200);
    },
  );

  it('lets an owner manage their record without the edit page, but not someone else’s', async () => {
    await grant(['rmindmap', 'rmindmap/view', 'rmindmap/add']);
    const resource = RESOURCE_LIST.find((r) => r.name === 'rmindmap')!;
    const resolve = relationResolver(ctx.app, ctx.admin, ctx.database);
    const own = await as(ctx.teknisi, 'POST', '/api/rmindmap/add', await sampleInput(resource, resolve));
    expect(own.statusCode, own.body).toBe(200);
    const other = await as(ctx.admin, 'POST', '/api/rmindmap/add', await sampleInput(resource, resolve));
    expect((await as(ctx.teknisi, 'PUT', `/api/rmindmap/edit/${own.json().record.id}`, {})).statusCode).toBe(
      200,
    );
    expect(
      (await as(ctx.teknisi, 'PUT', `/api/rmindmap/edit/${other.json().record.id}`, {})).statusCode,
    ).toBe(403);
    expect((await as(ctx.teknisi, 'DELETE', `/api/rmindmap/delete/${own.json().record.id}`)).statusCode).toBe(
      200,
    );
  });
});
