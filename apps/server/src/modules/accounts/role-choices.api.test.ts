import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';

// Issue 36: the role pickers of akun/tambahuser and akun/ubahrolestatusverify offered only Admin and
// Teknisi, so a role made by the admin (Kasir) could not be given and showed blank.
let ctx: TestContext;
let admin: string;
let teknisi: string;

const get = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/akun/roles', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  teknisi = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
  const as = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${admin}` } });
  for (const name of ['kasir', 'Akuntan', 'Gudang 10', 'Gudang 9']) {
    const added = await as('/api/roles/add', { role_name: name });
    expect(added.statusCode, added.body).toBe(200);
  }
  const kasir = await ctx.database.query<{ id: number }>("SELECT id FROM roles WHERE role_name = 'kasir'");
  const group = await as('/api/grouproleid/add', { nama_group: 'Toko', role_ids: [kasir[0]!.id, 53] });
  expect(group.statusCode, group.body).toBe(200);
});

afterAll(() => closeTestApp(ctx));

describe('GET /api/akun/roles', () => {
  it('lists every role with its groups, by name as people read it (case aside, numbers by value)', async () => {
    const answer = await get(admin);
    expect(answer.statusCode, answer.body).toBe(200);
    const roles = answer.json().roles as { id: number; role_name: string; groups: string[] }[];
    const [count] = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM roles');
    expect(roles).toHaveLength(count!.n);
    const mine = ['Akuntan', 'Gudang 9', 'Gudang 10', 'kasir'];
    expect(roles.map((r) => r.role_name).filter((name) => mine.includes(name))).toEqual(mine);
    expect(roles.find((r) => r.role_name === 'kasir')!.groups).toEqual(['Toko']);
    expect(roles.find((r) => r.id === 53)!.groups).toEqual(['Toko']);
    expect(roles.find((r) => r.id === 52)!.groups).toEqual([]);
  });

  it('is the admin’s, as the screens that use it', async () => {
    expect((await get(teknisi)).statusCode).toBe(403);
  });
});
