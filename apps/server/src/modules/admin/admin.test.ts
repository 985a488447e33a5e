import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

const ctx = useTestApp({}, { signIn: [] });

describe('GET /api/admin/summary', () => {
  it('answers the figures to an admin', async () => {
    const token = await ctx.login('admin', TEST_ADMIN_PASSWORD);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      users: { total: 2, active: 2, pending: 0, blocked: 0 },
      roles: 11,
    });
    expect(response.json().activeSessions).toBeGreaterThanOrEqual(1);
  });

  it('refuses a technician with 403 and a visitor with 401', async () => {
    const token = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
    const asTech = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asTech.statusCode).toBe(403);
    expect(asTech.json().message).toBe(
      'Access Denied: You do not have the necessary permissions, please contact admins.',
    );
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/admin/summary' });
    expect(anon.statusCode).toBe(401);
  });
});
