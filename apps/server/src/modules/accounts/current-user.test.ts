import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

const ctx = useTestApp({}, { signIn: [] });

describe('GET /api/account/currentuserdata', () => {
  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/currentuserdata' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty('message');
  });

  it('answers 401 with an unknown token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentuserdata',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers exactly { user, roles, pages } for the admin', async () => {
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentuserdata',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['pages', 'roles', 'user']);
    expect(Object.keys(body.user).sort()).toEqual([
      'email',
      'id',
      'no_hp',
      'user_id',
      'user_role_id',
      'username',
    ]);
    expect(body.user).toMatchObject({ username: 'admin', email: 'admin@kantor.local', user_role_id: 52 });
    expect(body.user.user_id).toBe(body.user.id);
    expect(body.roles).toEqual(['admin']);
    expect(body.pages).toContain('home');
    expect(body.pages).toContain('rsupplier/add');
    expect(body.pages).toContain('kalkulator');
  });

  it('gives the technician role Teknisi (53) and only its pages', async () => {
    const token = await ctx.login('teknisi@kantor.local', TEST_TEKNISI_PASSWORD);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/currentuserdata',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = response.json();
    expect(body.user.user_role_id).toBe(53);
    expect(body.roles).toEqual(['Teknisi']);
    expect(body.pages).toContain('rpekerjaan');
    expect(body.pages).not.toContain('rsupplier');
  });
});
