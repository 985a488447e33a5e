import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
});
afterAll(async () => {
  await closeTestApp(ctx);
});

const add = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/add',
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US' },
  });

describe('passwords set through the generic users form', () => {
  const base = { username: 'budi', email: 'budi@example.com', user_role_id: 53, status: 'Active' };

  it('refuses a short, a common or a username password with the policy messages, and stores nothing', async () => {
    for (const password_hash of ['pendek', 'password123', 'budi@example.com']) {
      const response = await add({ ...base, password_hash });
      expect(response.statusCode, password_hash).toBe(422);
      expect(response.json().errors.password_hash[0]).toBeTruthy();
    }
    const rows = await ctx.database.query("SELECT 1 FROM users WHERE username = 'budi'");
    expect(rows).toHaveLength(0);
  });

  it('hashes an acceptable one with argon2id and never answers it', async () => {
    const response = await add({ ...base, password_hash: 'Kebun-Mangga-Manis-77' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().record).not.toHaveProperty('password_hash');
    const [row] = await ctx.database.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE username = 'budi'",
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'budi', password: 'Kebun-Mangga-Manis-77' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
