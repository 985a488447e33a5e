import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';

let ctx: TestContext;
let admin: string;
let mailbox: number;

const gantipass = (id: number | string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/akunwebmail/gantipass/${id}`,
    payload,
    headers: { authorization: `Bearer ${admin}` },
  });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/akunwebmail/add',
    payload: { email: 'cs@servisdingin.co.id', nama_pemilik: 'CS', status: 'Active' },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  mailbox = Number(response.json().record.id);
});
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('akunwebmail/gantipass', () => {
  it('refuses an empty, short, common or address-like password with 422 naming the field', async () => {
    for (const password of ['', 'pendek', 'password123', 'cs@servisdingin.co.id']) {
      const response = await gantipass(mailbox, { password, password_confirmation: password });
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password[0], password).toBeTruthy();
    }
    const missing = await gantipass(mailbox, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('password');
    const mismatch = await gantipass(mailbox, {
      password: 'Biru-Laut-2026!',
      password_confirmation: 'Biru-Laut-2027!',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
  });

  it('a valid password for an account without a hosting panel is a 409 saying so, and nothing is stored', async () => {
    const response = await gantipass(mailbox, {
      password: 'Biru-Laut-2026!',
      password_confirmation: 'Biru-Laut-2026!',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/hosting panel/i);
    const rows = await ctx.database.query('SELECT * FROM akunwebmail WHERE id = $1', [mailbox]);
    expect(JSON.stringify(rows)).not.toContain('Biru-Laut-2026!');
    const trail = await ctx.database.query("SELECT changes FROM audit_log WHERE resource = 'akunwebmail'");
    expect(JSON.stringify(trail)).not.toContain('Biru-Laut-2026!');
  });

  it('an unknown mailbox is a 404', async () => {
    const response = await gantipass(999_999, {
      password: 'Biru-Laut-2026!',
      password_confirmation: 'Biru-Laut-2026!',
    });
    expect(response.statusCode).toBe(404);
  });
});
