import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// A unique index over several fields (a role's pages: one row per role and page) refuses a second
// row: the caller gets a 422 naming the fields and nothing is written (the matrix found a 500).

const ctx = useTestApp();

const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${ctx.admin}`, 'accept-language': 'en' },
  });

const rowsOf = async (page: string) =>
  (
    await ctx.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM permissions WHERE role_id = 52 AND page_name = $1',
      [page],
    )
  )[0]!.n;

describe('a unique index over several fields', () => {
  it('answers a second page row of one role with a 422 naming both fields, and writes nothing', async () => {
    expect(await rowsOf('users/edit')).toBe(1);
    const response = await as('POST', '/api/permissions/add', { role_id: 52, page_name: 'users/edit' });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page_name', 'role_id']);
    expect(await rowsOf('users/edit')).toBe(1);
  });

  it('answers an edit onto an existing pair the same way', async () => {
    const [row] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM permissions WHERE role_id = 52 AND page_name = 'kalkulator'",
    );
    const response = await as('PUT', `/api/permissions/edit/${row!.id}`, { page_name: 'users/edit' });
    expect(response.statusCode, response.body).toBe(422);
    expect(await rowsOf('kalkulator')).toBe(1);
  });
});
