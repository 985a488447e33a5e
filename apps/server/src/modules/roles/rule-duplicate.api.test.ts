// A rule identical to another of its role is refused (issue 36): same role, route, category and
// settings (the fields it names, its condition); its order and note do not make it another rule.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp();
const { asAdmin: as } = ctx;

const RULE = { role_id: 53, nama_route: '/rsupplier', kategori: 'Hide Kolom', setup: 'no_hp' };

describe('identical rules', () => {
  it('refuses a second identical rule with a 422 naming the first, whatever its order or note', async () => {
    const first = await as('POST', '/api/setupshowhideroleid/add', RULE);
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().record.id;
    const again = await as('POST', '/api/setupshowhideroleid/add', {
      ...RULE,
      nama_route: ' /rsupplier ',
      urutan: 4,
      keterangan: 'sekali lagi',
    });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().errors).toEqual({
      nama_route: [`The same rule already exists for this role (#${id}, /rsupplier): edit that one instead`],
    });
    const count = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM setupshowhideroleid WHERE role_id = 53 AND nama_route = '/rsupplier'",
    );
    expect(count[0]!.n).toBe(1);
  });

  it('takes a rule that differs in a field, the role or the route, and refuses an edit into a copy', async () => {
    const other = await as('POST', '/api/setupshowhideroleid/add', { ...RULE, setup: 'email' });
    expect(other.statusCode, other.body).toBe(200);
    expect((await as('POST', '/api/setupshowhideroleid/add', { ...RULE, role_id: 52 })).statusCode).toBe(200);
    expect(
      (await as('POST', '/api/setupshowhideroleid/add', { ...RULE, nama_route: '/rstok' })).statusCode,
    ).toBe(200);
    const id = other.json().record.id;
    expect((await as('PUT', `/api/setupshowhideroleid/edit/${id}`, { keterangan: 'tetap' })).statusCode).toBe(
      200,
    );
    const copy = await as('PUT', `/api/setupshowhideroleid/edit/${id}`, { setup: 'no_hp' });
    expect(copy.statusCode, copy.body).toBe(422);
    expect(Object.keys(copy.json().errors)).toEqual(['nama_route']);
  });

  it('copies a role’s rules to another without repeating the ones it already has', async () => {
    const role = (await as('POST', '/api/roles/add', { role_name: 'Gudang Salinan' })).json().record;
    const rulesOf = async (roleId: number) =>
      (
        await ctx.database.query<{ nama_route: string; setup: string; keterangan: string | null }>(
          'SELECT nama_route, setup, keterangan FROM setupshowhideroleid WHERE role_id = $1 ORDER BY id',
          [roleId],
        )
      ).map((r) => `${r.nama_route} ${r.setup}`);
    // the receiving role already holds one of the technician's rules, with its own note
    const own = await as('POST', '/api/setupshowhideroleid/add', {
      ...RULE,
      role_id: role.id,
      keterangan: 'milik sendiri',
    });
    expect(own.statusCode, own.body).toBe(200);
    const from = await rulesOf(53);
    const copy = () =>
      as('POST', '/api/setupshowhideroleid/copy', { from_role_id: 53, to_role_id: role.id, replace: false });
    const first = await copy();
    expect(first.statusCode, first.body).toBe(200);
    // every rule of the technician's once: the one it had is not copied again
    expect(first.json().copied).toBe(from.length - 1);
    expect((await rulesOf(role.id)).sort()).toEqual([...from].sort());
    const again = await copy();
    expect(again.json().copied).toBe(0);
    expect(await rulesOf(role.id)).toHaveLength(from.length);
  });
});
