import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// Issue 36: the role pickers of akun/tambahuser and akun/ubahrolestatusverify offered only Admin and
// Teknisi, so a role made by the admin (Kasir) could not be given and showed blank.
const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });

const get = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/akun/roles', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  const as = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${ctx.admin}` } });
  for (const name of ['kasir', 'Akuntan', 'Gudang 10', 'Gudang 9']) {
    const added = await as('/api/roles/add', { role_name: name });
    expect(added.statusCode, added.body).toBe(200);
  }
  const kasir = await ctx.database.query<{ id: number }>("SELECT id FROM roles WHERE role_name = 'kasir'");
  const group = await as('/api/grouproleid/add', { nama_group: 'Toko', role_ids: [kasir[0]!.id, 53] });
  expect(group.statusCode, group.body).toBe(200);
});

describe('GET /api/akun/roles', () => {
  it('lists every role with its groups, by name as people read it (case aside, numbers by value)', async () => {
    const answer = await get(ctx.admin);
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
    expect((await get(ctx.teknisi)).statusCode).toBe(403);
  });
});
