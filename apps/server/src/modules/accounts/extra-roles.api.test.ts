// Issue 37, the data side: a login's extra roles (`users.peran_lain`, a `relations` field of role ids).
// Nobody gives or manages extra roles beyond what they hold (403, nothing written), an unknown role is
// a 422 naming it, nobody changes their own, a change ends the login's other sessions, the list filters
// by a role the list holds, and a role still held as an extra role is not deleted.
import { defaultMessage, MSG } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Logins, makeLogins } from '../../test/escalation-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { login } from '../../test/helpers.ts';
import { runImport } from '../../test/imports.ts';

const ctx = useTestApp({}, { signIn: [] });
const { as } = ctx;
let who: Logins;
let adminId: number;

const userRow = async (username: string) =>
  (
    await ctx.database.query<{ id: number; user_role_id: number; peran_lain: unknown }>(
      'SELECT id, user_role_id, peran_lain FROM users WHERE username = $1',
      [username],
    )
  )[0];

/** A login made by the admin through users/add, with the extra roles given. */
async function person(username: string, roleId: number, extra: number[] | null) {
  const added = await as(who.admin, 'POST', '/api/users/add', {
    username,
    email: `${username}@kantor.local`,
    user_role_id: roleId,
    peran_lain: extra,
    status: 'Active',
  });
  expect(added.statusCode, added.body).toBe(200);
  return Number(added.json().record.id);
}

beforeAll(async () => {
  who = await makeLogins(ctx);
  adminId = (await userRow('admin'))!.id;
});

describe('users.peran_lain through the generic routes', () => {
  it('stores the ids in order without repeats and answers them as an array; none is null', async () => {
    const id = await person('dua.peran', who.staffRole, [who.storeRole, who.staffRole, who.storeRole]);
    expect((await userRow('dua.peran'))!.peran_lain).toEqual([who.storeRole, who.staffRole]);
    const view = await as(who.admin, 'GET', `/api/users/view/${id}`);
    expect(view.json().peran_lain).toEqual([who.storeRole, who.staffRole]);
    const cleared = await as(who.admin, 'PUT', `/api/users/edit/${id}`, { peran_lain: [] });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await userRow('dua.peran'))!.peran_lain).toBeNull();
    // an import cell's form
    const text = await as(who.admin, 'PUT', `/api/users/edit/${id}`, { peran_lain: `${who.staffRole}, 53` });
    expect(text.statusCode, text.body).toBe(200);
    expect((await userRow('dua.peran'))!.peran_lain).toEqual([who.staffRole, 53]);
  });

  it('refuses to give an extra role beyond the giver’s own pages, or the admin role (403, nothing written)', async () => {
    for (const [username, extra] of [
      ['lebih.gudang', [who.storeRole]],
      ['lebih.admin', [who.staffRole, 52]],
    ] as const) {
      const added = await as(who.manager.token, 'POST', '/api/users/add', {
        username,
        email: `${username}@kantor.local`,
        user_role_id: who.staffRole,
        peran_lain: extra,
        status: 'Active',
      });
      expect(added.statusCode, `${username} ${added.body}`).toBe(403);
      expect(await userRow(username)).toBeUndefined();
    }
    // within the giver's pages it is given
    const fine = await as(who.manager.token, 'POST', '/api/users/add', {
      username: 'cukup.staf',
      email: 'cukup.staf@kantor.local',
      user_role_id: who.staffRole,
      peran_lain: [who.staffRole],
      status: 'Active',
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('refuses to manage a login holding an extra role beyond the manager’s, or to add one (403)', async () => {
    const held = await person('punya.gudang', who.staffRole, [who.storeRole]);
    for (const change of [{ email: 'baru.gudang@kantor.local' }, { peran_lain: [] }, { peran_lain: null }]) {
      const edited = await as(who.manager.token, 'PUT', `/api/users/edit/${held}`, change);
      expect(edited.statusCode, JSON.stringify(change)).toBe(403);
    }
    expect((await userRow('punya.gudang'))!.peran_lain).toEqual([who.storeRole]);
    expect((await as(who.manager.token, 'DELETE', `/api/users/delete/${held}`)).statusCode).toBe(403);
    expect(await userRow('punya.gudang')).toBeDefined();

    const plain = await person('staf.biasa', who.staffRole, null);
    const raised = await as(who.manager.token, 'PUT', `/api/users/edit/${plain}`, {
      peran_lain: [who.storeRole],
    });
    expect(raised.statusCode).toBe(403);
    expect((await userRow('staf.biasa'))!.peran_lain).toBeNull();
  });

  it('names the role ids that do not exist (422 on the field, nothing written)', async () => {
    const id = await person('peran.hilang', who.staffRole, [who.staffRole]);
    const edited = await as(who.admin, 'PUT', `/api/users/edit/${id}`, {
      peran_lain: [who.staffRole, 999_001, 999_002],
      email: 'peran.ganti@kantor.local',
    });
    expect(edited.statusCode, edited.body).toBe(422);
    const message = String(edited.json().errors.peran_lain[0]);
    expect(message).toContain('999001, 999002');
    expect(message).not.toContain(String(who.staffRole));
    expect(Object.keys(edited.json().errors)).toEqual(['peran_lain']);
    const row = await ctx.database.query<{ email: string; peran_lain: unknown }>(
      'SELECT email, peran_lain FROM users WHERE id = $1',
      [id],
    );
    expect(row[0]).toEqual({ email: 'peran.hilang@kantor.local', peran_lain: [who.staffRole] });
    const junk = await as(who.admin, 'PUT', `/api/users/edit/${id}`, { peran_lain: ['x'] });
    expect(junk.statusCode).toBe(422);
    expect(Object.keys(junk.json().errors)).toEqual(['peran_lain']);
  });

  it('lets nobody change their own extra roles (422 on the field)', async () => {
    const own = await as(who.admin, 'PUT', `/api/users/edit/${adminId}`, { peran_lain: [53] });
    expect(own.statusCode, own.body).toBe(422);
    expect(Object.keys(own.json().errors)).toEqual(['peran_lain']);
    expect((await userRow('admin'))!.peran_lain).toBeNull();
    // giving the same (none) again is no change
    expect((await as(who.admin, 'PUT', `/api/users/edit/${adminId}`, { peran_lain: [] })).statusCode).toBe(
      200,
    );
  });

  it('ends the login’s sessions when its extra roles change, not when they are given again', async () => {
    const password = 'Kuat-sesi.peran-2026!';
    const created = await as(who.admin, 'POST', '/api/akun/tambahuser', {
      username: 'sesi.peran',
      email: 'sesi.peran@kantor.local',
      password,
      password_confirmation: password,
      user_role_id: who.staffRole,
      status: 'Active',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = Number(created.json().record.id);
    const first = await as(who.admin, 'PUT', `/api/users/edit/${id}`, { peran_lain: [53, who.staffRole] });
    expect(first.statusCode, first.body).toBe(200);
    const token = await login(ctx.app, 'sesi.peran', password);
    expect((await as(token, 'GET', '/api/account/currentuserdata')).statusCode).toBe(200);
    // the same roles in another order: the same access, the session stays
    const same = await as(who.admin, 'PUT', `/api/users/edit/${id}`, { peran_lain: [who.staffRole, 53] });
    expect(same.statusCode).toBe(200);
    expect((await as(token, 'GET', '/api/account/currentuserdata')).statusCode).toBe(200);
    const fewer = await as(who.admin, 'PUT', `/api/users/edit/${id}`, { peran_lain: [who.staffRole] });
    expect(fewer.statusCode).toBe(200);
    expect((await as(token, 'GET', '/api/account/currentuserdata')).statusCode).toBe(401);
  });

  it('filters the list by a role the extra roles hold (`?peran_lain=id`)', async () => {
    await person('filter.satu', who.staffRole, [who.storeRole, 53]);
    await person('filter.dua', who.storeRole, [53]);
    const names = async (query: string) => {
      const list = await as(who.admin, 'GET', `/api/users?limit=500&${query}`);
      expect(list.statusCode, list.body).toBe(200);
      return (list.json().records as { username: string }[]).map((r) => r.username).sort();
    };
    const holdingStore = (
      await ctx.database.query<{ username: string }>(
        'SELECT username FROM users WHERE peran_lain @> $1::jsonb ORDER BY username',
        [JSON.stringify([who.storeRole])],
      )
    ).map((r) => r.username);
    expect(holdingStore).toContain('filter.satu');
    expect(await names(`peran_lain=${who.storeRole}`)).toEqual([...holdingStore].sort());
    expect(await names(`peran_lain=${who.storeRole}`)).not.toContain('filter.dua');
    expect(await names(`peran_lain__in=${who.storeRole},53`)).toEqual(
      expect.arrayContaining(['filter.dua', 'filter.satu']),
    );
    expect(await names(`peran_lain__ne=${who.storeRole}`)).not.toContain('filter.satu');
    expect(await names(`peran_lain__ne=${who.storeRole}`)).toContain('filter.dua');
    for (const bad of ['peran_lain=abc', 'peran_lain__gt=3', `peran_lain=${2 ** 31}`]) {
      const list = await as(who.admin, 'GET', `/api/users?${bad}`);
      expect(list.statusCode, bad).toBe(422);
    }
  });

  it('keeps a role that a login still holds as an extra role (409 on delete)', async () => {
    const added = await as(who.admin, 'POST', '/api/roles/add', { role_name: 'Peran Tambahan' });
    const roleId = Number(added.json().record.id);
    const holder = await person('pemegang.tambahan', who.staffRole, [roleId]);
    const refused = await as(who.admin, 'DELETE', `/api/roles/delete/${roleId}`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await ctx.database.query('SELECT 1 FROM roles WHERE id = $1', [roleId])).toHaveLength(1);
    await as(who.admin, 'PUT', `/api/users/edit/${holder}`, { peran_lain: null });
    expect((await as(who.admin, 'DELETE', `/api/roles/delete/${roleId}`)).statusCode).toBe(200);
  });

  it('imports extra roles from a cell of ids, under the same rule (a refused row writes nothing)', async () => {
    const csv = (username: string, extra: string) =>
      `username,email,user_role_id,peran_lain,status\n${username},${username}@kantor.local,${who.staffRole},"${extra}",Active\n`;
    const done = await runImport(
      ctx.app,
      who.admin,
      '/api/users/import?dryRun=false',
      csv('impor.dua', `${who.storeRole}, 53, ${who.storeRole}`),
    );
    expect(done.job?.status, JSON.stringify(done.job)).toBe('done');
    expect((await userRow('impor.dua'))!.peran_lain).toEqual([who.storeRole, 53]);
    const refused = await runImport(
      ctx.app,
      who.manager.token,
      '/api/users/import?dryRun=false',
      csv('impor.gudang', String(who.storeRole)),
    );
    expect(refused.job?.report?.errors, JSON.stringify(refused.job)).toEqual([
      { row: 2, errors: { _: [defaultMessage(MSG.grantBeyondOwn, 'en-US')] } },
    ]);
    expect(await userRow('impor.gudang')).toBeUndefined();
  });

  it('exports the ids as an import cell holds them', async () => {
    const csv = await as(who.admin, 'GET', '/api/users/export?format=csv&username=filter.satu');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(`"${who.storeRole}, 53"`);
  });
});
