// Batasi Baris through a list of ids (issue 37, a `relations` field): a record whose list holds a record
// outside the caller's scope on the target is outside too, as with one relation; an empty list is not.
// And a scope's own condition cannot read such a list (it is no value to compare). The oracle is the
// ids the test chose.
import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { grantPages } from '../../test/helpers.ts';

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { addId: add } = ctx;
const TEKNISI = USER_ROLE_IDS.teknisi;

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });

const tes: Record<string, number> = {};
const tes3: Record<string, number> = {};

beforeAll(async () => {
  for (const nama of ['Dalam', 'Luar']) tes[nama] = await add('tes', { nama: `Lingkup ${nama}` });
  tes3.inside = await add('tes3', { nama: 'Hanya dalam', id_tes_lain: [tes.Dalam] });
  tes3.mixed = await add('tes3', { nama: 'Dalam dan luar', id_tes_lain: [tes.Dalam, tes.Luar] });
  tes3.outside = await add('tes3', { nama: 'Hanya luar', id_tes_lain: [tes.Luar] });
  tes3.none = await add('tes3', { nama: 'Tanpa', id_tes_lain: null });
  const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
    role_id: TEKNISI,
    kategori: 'Batasi Baris',
    nama_route: '/tes',
    setup: `id in [${tes.Dalam}]`,
  });
  expect(rule.statusCode, rule.body).toBe(200);
  await grantPages(ctx, TEKNISI, ['tes3', 'tes3/view', 'tes3/add']);
});

describe('a row scope on the target of a `relations` field', () => {
  it('leaves out the records whose list holds a record outside it; an empty list stays', async () => {
    const list = await as(ctx.teknisi, 'GET', '/api/tes3?limit=500');
    expect(list.statusCode, list.body).toBe(200);
    const mine = Object.values(tes3);
    const shown = (list.json().records as { id: number }[])
      .map((r) => Number(r.id))
      .filter((id) => mine.includes(id))
      .sort((a, b) => a - b);
    expect(shown).toEqual([tes3.inside, tes3.none].sort((a, b) => a! - b!));
    expect((await as(ctx.teknisi, 'GET', `/api/tes3/view/${tes3.mixed}`)).statusCode).toBe(404);
    expect((await as(ctx.teknisi, 'GET', `/api/tes3/view/${tes3.inside}`)).statusCode).toBe(200);
    // the admin, without rules, sees all four
    const all = await as(ctx.admin, 'GET', `/api/tes3?limit=500&id_tes_lain__null=false`);
    const held = (all.json().records as { id: number }[]).map((r) => Number(r.id));
    expect(held).toEqual(expect.arrayContaining([tes3.inside, tes3.mixed, tes3.outside]));
  });

  it('refuses a write whose list would hold a record outside it (422 on the field, nothing written)', async () => {
    const before = await ctx.database.query('SELECT id FROM tes3');
    const refused = await as(ctx.teknisi, 'POST', '/api/tes3/add', {
      nama: 'Diam-diam luar',
      id_tes_lain: [tes.Dalam, tes.Luar],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['id_tes_lain']);
    expect(await ctx.database.query('SELECT id FROM tes3')).toHaveLength(before.length);
    const fine = await as(ctx.teknisi, 'POST', '/api/tes3/add', {
      nama: 'Dalam saja',
      id_tes_lain: [tes.Dalam],
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('cannot be a scope’s own condition: the rule naming the list is refused', async () => {
    const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: TEKNISI,
      kategori: 'Batasi Baris',
      nama_route: '/tes3',
      setup: `id_tes_lain = ${tes.Dalam}`,
    });
    expect(rule.statusCode).toBe(422);
  });
});
