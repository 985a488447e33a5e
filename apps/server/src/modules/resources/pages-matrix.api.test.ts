// Generated from the registry: a role holding only a resource's list page gets exactly what that page
// grants on every verb of the generic API, and nobody edits their own login through it.
import { RESOURCE_LIST } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

let roleId: number;
let user: { id: number; token: string };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function onlyPages(pages: string[]) {
  await ctx.database.query('DELETE FROM permissions WHERE role_id = $1', [roleId]);
  for (const page of pages)
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [roleId, page]);
  ctx.app.roleCache.invalidate();
}

const ctx = useTestApp();
const { as } = ctx;
beforeAll(async () => {
  roleId = (await as(ctx.admin, 'POST', '/api/roles/add', { role_name: 'matriks' })).json().record.id;
  const added = await as(ctx.admin, 'POST', '/api/akun/tambahuser', {
    username: 'matriks1',
    email: 'matriks1@kantor.local',
    password: 'Matriks-Kuat-2026!',
    password_confirmation: 'Matriks-Kuat-2026!',
    user_role_id: roleId,
    status: 'Active',
  });
  expect(added.statusCode, added.body).toBe(200);
  user = { id: added.json().record.id, token: await ctx.login('matriks1', 'Matriks-Kuat-2026!') };
});

describe('a role holding only the list page of a resource', () => {
  it.each(RESOURCE_LIST.map((r) => [r.name] as const))(
    '%s: lists, filters and picks; nothing else',
    async (name) => {
      await onlyPages([name]);
      const rows = await ctx.database.query<{ id: string | number }>(
        `SELECT id FROM ${name} ORDER BY id LIMIT 1`,
      );
      const id = encodeURIComponent(String(rows[0]?.id ?? 1));
      const granted: [Method, string][] = [
        ['GET', `/api/${name}`],
        ['GET', `/api/${name}/index/id/${id}`],
        ['GET', `/api/${name}/options`],
      ];
      const refused: [Method, string][] = [
        ['GET', `/api/${name}/view/${id}`],
        ['GET', `/api/${name}/history/${id}`],
        ['POST', `/api/${name}/add`],
        ['PUT', `/api/${name}/edit/${id}`],
        ['DELETE', `/api/${name}/delete/${id}`],
        ['GET', `/api/${name}/export?format=csv`],
        ['POST', `/api/${name}/import?dryRun=true`],
      ];
      for (const [method, url] of granted) {
        const response = await as(user.token, method, url);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
      }
      for (const [method, url] of refused) {
        const response = await as(
          user.token,
          method,
          url,
          method === 'POST' || method === 'PUT' ? {} : undefined,
        );
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    },
  );

  it('a user editing their own login through the generic route is refused, whatever pages they hold', async () => {
    for (const pages of [['users'], ['users', 'users/view'], ['users', 'users/add', 'users/delete']]) {
      await onlyPages(pages);
      for (const change of [
        { user_role_id: 52 },
        { status: 'Active' },
        { password_hash: 'Ganti-Sendiri-2026!' },
      ]) {
        const response = await as(user.token, 'PUT', `/api/users/edit/${user.id}`, change);
        expect(response.statusCode, JSON.stringify(pages)).toBe(403);
      }
      expect((await as(user.token, 'DELETE', `/api/users/delete/${user.id}`)).statusCode).toBe(
        pages.includes('users/delete') ? 422 : 403,
      );
    }
    const row = await ctx.database.query<{ user_role_id: number }>(
      'SELECT user_role_id FROM users WHERE id = $1',
      [user.id],
    );
    expect(row[0]!.user_role_id).toBe(roleId);
  });
});
