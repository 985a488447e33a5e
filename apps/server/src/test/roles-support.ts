// The roles API tests' shared world (roles.api.test.ts, roles-rules.api.test.ts): not a test file itself.
import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, expect } from 'vitest';
import { insertRegionChain } from './factories.ts';
import { useTestApp } from './fixture.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The app with the admin and the technician signed in and a region chain for relation fields, and the
 * helpers both files read the roles' pages and rules with (straight from the tables: the oracle is not
 * the routes under test).
 */
export function useRolesWorld() {
  const ADMIN = USER_ROLE_IDS.admin;
  const TEKNISI = USER_ROLE_IDS.teknisi;

  const as = (token: string | null, method: Method, url: string, payload?: unknown, lang = 'en') =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  const pagesOf = async (roleId: number) =>
    (
      await ctx.database.query<{ page_name: string }>(
        'SELECT page_name FROM permissions WHERE role_id = $1 ORDER BY page_name',
        [roleId],
      )
    ).map((r) => r.page_name);
  const rulesOf = (roleId: number) =>
    ctx.database.query<Record<string, unknown>>(
      'SELECT * FROM setupshowhideroleid WHERE role_id = $1 ORDER BY urutan NULLS LAST, id',
      [roleId],
    );
  const roleId = async (name: string) =>
    (
      await ctx.database.query<{ id: number }>('SELECT id FROM roles WHERE lower(role_name) = lower($1)', [
        name,
      ])
    )[0]?.id;
  async function addRule(role: number, rule: Record<string, unknown>) {
    const response = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', { role_id: role, ...rule });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().record as Record<string, unknown>;
  }
  const currentPages = async (token: string) =>
    (await as(token, 'GET', '/api/account/currentuserdata')).json().pages as string[];

  const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
  beforeAll(async () => {
    await insertRegionChain(ctx.database);
  });

  return { ctx, ADMIN, TEKNISI, as, pagesOf, rulesOf, roleId, addRule, currentPages };
}
