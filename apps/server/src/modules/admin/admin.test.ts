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
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('GET /api/admin/summary', () => {
  it('answers the figures to an admin', async () => {
    const token = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
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
    const token = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
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
