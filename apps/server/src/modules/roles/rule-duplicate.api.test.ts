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
});
