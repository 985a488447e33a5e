/** Helpers of the website API tests: an agency login holding the website pages, and calls as a token. */
import { allPages } from '@kantor/core';
import type { LightMyRequestResponse } from 'fastify';
import { insertUser } from './auth-support.ts';
import type { TestContext } from './helpers.ts';
import { login } from './helpers.ts';

export type As = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

export function caller(ctx: TestContext): As {
  return (token, method, url, payload, headers = {}) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });
}

/** A login of role agensi with every website page (as `roles/importrsetwebsite` would grant). */
export async function agencyLogin(
  ctx: TestContext,
  username: string,
): Promise<{ token: string; id: number }> {
  const [role] = await ctx.database.query<{ id: number }>("SELECT id FROM roles WHERE role_name = 'agensi'");
  const pages = allPages().filter(
    (p) =>
      p === 'home' || p.startsWith('rsetwebsite') || p === 'petarsetwebsite' || p.startsWith('rpostingan'),
  );
  for (const page of pages)
    await ctx.database.query(
      'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [role!.id, page],
    );
  ctx.app.roleCache.invalidate();
  const password = 'Agensi-Uji-Kuat-2026';
  const id = await insertUser(ctx.database, {
    username,
    email: `${username}@contoh.id`,
    roleId: role!.id,
    password,
  });
  return { token: await login(ctx.app, username, password), id };
}
