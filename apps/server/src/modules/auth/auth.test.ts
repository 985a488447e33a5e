import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';

const ctx = useTestApp({}, { signIn: [] });

const me = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/account/currentuserdata',
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/auth/login', () => {
  it('answers { token } for username and for email, case-insensitively', async () => {
    for (const username of ['admin', 'ADMIN', 'admin@kantor.local']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: TEST_ADMIN_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(['token']);
      expect(response.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers 422 naming each missing field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'username']);
  });

  it('answers 401 for a wrong password and for an unknown user alike', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'nope-nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody@example.com', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('answers 4xx, not 500, for a malformed body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('stores only a hash of the token', async () => {
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    const rows = await ctx.database.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the bearer token', async () => {
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    expect((await me(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends nothing with a token in the body unless it is this site’s unload beacon', async () => {
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    const bodyOnly = (headers: Record<string, string>, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': 'text/plain', ...headers },
        payload: JSON.stringify(payload),
      });
    // the probe's request: text/plain, no beacon flag, any origin
    expect((await bodyOnly({}, { token })).statusCode).toBe(200);
    expect((await bodyOnly({ origin: 'https://evil.example' }, { token, beacon: true })).statusCode).toBe(
      200,
    );
    expect((await bodyOnly({}, { token, beacon: true })).statusCode).toBe(200);
    const rows = await ctx.database.query<{ closing_at: unknown }>(
      'SELECT closing_at FROM sessions WHERE token_hash = $1',
      [createHash('sha256').update(token).digest('hex')],
    );
    expect(rows).toEqual([{ closing_at: null }]);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('ends a plain session after the unload beacon unless the tab comes back in time', async () => {
    const beacon = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:80' },
        payload: JSON.stringify({ token, beacon: true }),
      });
    const reloaded = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    expect((await beacon(reloaded)).statusCode).toBe(200);
    expect((await me(reloaded)).statusCode).toBe(200); // a reload within the grace keeps the session
    expect((await me(reloaded)).statusCode).toBe(200);

    const closed = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    await beacon(closed);
    await ctx.database.db.execute(
      sql`UPDATE sessions SET closing_at = now() - interval '1 second' WHERE closing_at IS NOT NULL`,
    );
    expect((await me(closed)).statusCode).toBe(401);
  });

  it('leaves a remembered session alone on the unload beacon', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD, remember: true },
    });
    const { token } = response.json();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ token, beacon: true }),
    });
    const rows = await ctx.database.query<{ closing_at: unknown; remember: boolean }>(
      'SELECT closing_at, remember FROM sessions WHERE remember = true',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.closing_at).toBeNull();
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    await ctx.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 minute'`);
    expect((await me(token)).statusCode).toBe(401);
  });
});
