// Regression tests of the security probe's findings, one per finding, with the requests as reported.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResource, USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../db/connect.ts';
import { insertRegionChain, relationResolver, sampleInput } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object | string) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: {
      authorization: `Bearer ${token}`,
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
  });

/** A role made by the admin with exactly these pages. */
async function roleWith(name: string, pages: string[]): Promise<number> {
  const role = await as(ctx.admin, 'POST', '/api/roles/add', { role_name: name });
  expect(role.statusCode, role.body).toBe(200);
  const id = role.json().record.id as number;
  const grant = await as(ctx.admin, 'PUT', `/api/roles/permissionmulti/${id}`, { grant: pages });
  expect(grant.statusCode, grant.body).toBe(200);
  return id;
}

/** A login of a role, made by the admin on the akun screen (no generic route sets a password since issue 32). */
async function userWith(username: string, roleId: number): Promise<{ id: number; token: string }> {
  const password = `Kuat-${username}-2026!`;
  const added = await as(ctx.admin, 'POST', '/api/akun/tambahuser', {
    username,
    email: `${username}@kantor.local`,
    password: password,
    password_confirmation: password,
    user_role_id: roleId,
    status: 'Active',
  });
  expect(added.statusCode, added.body).toBe(200);
  return { id: added.json().record.id, token: await ctx.login(username, password) };
}

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
beforeAll(async () => {
  await insertRegionChain(ctx.database);
});

describe('critical: a role that may only view users cannot become admin', () => {
  it('refuses PUT users/edit/{own id} {"user_role_id":52}; the user stays in their role', async () => {
    const roleId = await roleWith('lihatuser', ['users', 'home', 'account']);
    const user = await userWith('lihat1', roleId);
    const escalate = await as(user.token, 'PUT', `/api/users/edit/${user.id}`, { user_role_id: 52 });
    expect(escalate.statusCode).toBe(403);
    const rows = await ctx.database.query<{ user_role_id: number }>(
      'SELECT user_role_id FROM users WHERE id = $1',
      [user.id],
    );
    expect(rows[0]!.user_role_id).toBe(roleId);
    const me = await as(user.token, 'GET', '/api/account/currentuserdata');
    expect(me.json().user.user_role_id).toBe(roleId);
  });

  it('the migration gives every existing login its own records (rows made by the old users/add)', async () => {
    const [row] = await ctx.database.query<{ id: number }>(
      `INSERT INTO users (username, email, user_role_id, status, user_id)
       VALUES ('lama_dibuat_admin', 'lama@kantor.local', 53, 'Active', 1) RETURNING id`,
    );
    const sql = readFileSync(join(MIGRATIONS_FOLDER, '0002_own_logins.sql'), 'utf8');
    await ctx.database.query(sql);
    const fixed = await ctx.database.query<{ user_id: number }>('SELECT user_id FROM users WHERE id = $1', [
      row!.id,
    ]);
    expect(fixed[0]!.user_id).toBe(row!.id);
    const stray = await ctx.database.query('SELECT 1 FROM users WHERE user_id IS DISTINCT FROM id');
    expect(stray).toHaveLength(0);
  });

  it('a login made through users/add owns itself, not its creator, and cannot reset the admin’s password', async () => {
    const roleId = await roleWith('lihatuser2', ['users', 'home', 'account']);
    const user = await userWith('lihat2', roleId);
    const row = await ctx.database.query<{ user_id: number }>('SELECT user_id FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row[0]!.user_id).toBe(user.id);
    const reset = await as(user.token, 'PUT', '/api/users/edit/1', { password_hash: 'Diambil-Alih-2026!' });
    expect(reset.statusCode).toBe(403);
    expect(await ctx.login('admin', TEST_ADMIN_PASSWORD)).toBeTruthy();
  });
});

describe('high: ownership and pages', () => {
  it('a technician-role user made by users/add cannot delete the admin’s jobs (403, like the seeded one)', async () => {
    const job = await as(ctx.admin, 'POST', '/api/rpekerjaan/add', {
      ...(await sampleInput(getResource('rpekerjaan')!, relationResolver(ctx.app, ctx.admin, ctx.database))),
    });
    expect(job.statusCode, job.body).toBe(200);
    const tech2 = await userWith('tek2', USER_ROLE_IDS.teknisi);
    const id = job.json().record.id;
    expect((await as(tech2.token, 'DELETE', `/api/rpekerjaan/delete/${id}`)).statusCode).toBe(403);
    expect((await as(ctx.teknisi, 'DELETE', `/api/rpekerjaan/delete/${id}`)).statusCode).toBe(403);
    expect((await as(ctx.admin, 'GET', `/api/rpekerjaan/view/${id}`)).statusCode).toBe(200);
  });

  it('checks x/import and x/export: the technician cannot import attendance or export jobs', async () => {
    const before = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rabsensi');
    const csv = 'tanggal,status\n2026-11-20,masuk\n2026-11-21,masuk\n';
    const boundary = 'kantorboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/rabsensi/import?dryRun=false',
      payload: body,
      headers: {
        authorization: `Bearer ${ctx.teknisi}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(imported.statusCode).toBe(403);
    const after = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rabsensi');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await as(ctx.teknisi, 'GET', '/api/rpekerjaan/export?format=csv')).statusCode).toBe(403);
    expect((await as(ctx.admin, 'GET', '/api/rpekerjaan/export?format=csv')).statusCode).toBe(200);
  });
});

describe('medium: options, search, sessions', () => {
  it('options check the pages: the technician reads no users, roles or secrets through them', async () => {
    for (const url of [
      '/api/roles/options',
      '/api/permissions/options',
      '/api/setupshowhideroleid/options',
      '/api/media/options',
      '/api/promptapiopenai/options',
      '/api/akunwebmail/options',
    ]) {
      expect((await as(ctx.teknisi, 'GET', url)).statusCode, url).toBe(403);
    }
    // users are a filter of the technician's notifications list, so their names are readable; but a
    // picker reached through another page cannot be narrowed into a search: no probing by address or role
    expect((await as(ctx.teknisi, 'GET', '/api/users/options?email=admin@kantor.local')).statusCode).toBe(
      422,
    );
    expect((await as(ctx.teknisi, 'GET', '/api/users/options?user_role_id=52')).statusCode).toBe(422);
    // customers are a picker on the job form the technician may open
    expect((await as(ctx.teknisi, 'GET', '/api/akun/options')).statusCode).toBe(200);
    expect((await as(ctx.teknisi, 'GET', '/api/rpekerjaan/options')).statusCode).toBe(200);
  });

  it('a Hide Kolom field is neither an options filter, a label nor searchable', async () => {
    await as(ctx.admin, 'POST', '/api/permissions/add', {
      role_id: USER_ROLE_IDS.teknisi,
      page_name: 'rsupplier',
    });
    ctx.app.roleCache.invalidate();
    const supplier = await as(ctx.admin, 'POST', '/api/rsupplier/add', {
      ...(await sampleInput(getResource('rsupplier')!, relationResolver(ctx.app, ctx.admin, ctx.database))),
      alamat: 'Jalan Rahasia Nomor Tujuh',
      nama_supplier: 'CV Sumber Rahasia',
    });
    expect(supplier.statusCode, supplier.body).toBe(200);
    const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: '/rsupplier',
      kategori: 'Hide Kolom',
      setup: 'alamat, nama_supplier',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const guess = await as(
      ctx.teknisi,
      'GET',
      '/api/rsupplier/options?alamat=Jalan%20Rahasia%20Nomor%20Tujuh',
    );
    expect(guess.statusCode).toBe(422);
    const options = await as(ctx.teknisi, 'GET', `/api/rsupplier/options?id=${supplier.json().record.id}`);
    // the list page alone: neither the supplier's view page nor its edit or delete (admin-managed)
    const nothing = { view: false, edit: false, delete: false };
    expect(options.json().records).toEqual([
      { value: supplier.json().record.id, label: String(supplier.json().record.id), _can: nothing },
    ]);
    const search = await as(ctx.teknisi, 'GET', '/api/rsupplier?search=Rahasia');
    expect(search.statusCode).toBe(200);
    expect(search.json().totalRecords).toBe(0);
    expect((await as(ctx.admin, 'GET', '/api/rsupplier?search=Rahasia')).json().totalRecords).toBe(1);
  });

  it('a password set on the akun screen, a role or status set through users/edit ends that user’s sessions', async () => {
    const victim = await userWith('korban', USER_ROLE_IDS.teknisi);
    const second = await ctx.login('korban', 'Kuat-korban-2026!');
    // issue 32 (R3): users/edit no longer writes a password; the akun screen does
    const changed = await as(ctx.admin, 'PUT', `/api/akun/setubahpassword/${victim.id}`, {
      password: 'Baru-Sekali-2026!',
      password_confirmation: 'Baru-Sekali-2026!',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as(victim.token, 'GET', '/api/account/currentuserdata')).statusCode).toBe(401);
    expect((await as(second, 'GET', '/api/account/currentuserdata')).statusCode).toBe(401);

    const again = await ctx.login('korban', 'Baru-Sekali-2026!');
    const role = await as(ctx.admin, 'PUT', `/api/users/edit/${victim.id}`, {
      user_role_id: USER_ROLE_IDS.admin,
    });
    expect(role.statusCode).toBe(200);
    expect((await as(again, 'GET', '/api/account/currentuserdata')).statusCode).toBe(401);
    // the admin's own session goes on
    expect((await as(ctx.admin, 'GET', '/api/account/currentuserdata')).statusCode).toBe(200);
  });
});

describe('low: names from requests are own fields only, numbers are bounded, NUL bytes refused', () => {
  it.each([
    '/api/rsupplier?sort=constructor',
    '/api/rsupplier?sort=toString',
    '/api/rsupplier?constructor=1',
    '/api/rsupplier?hasOwnProperty__in=1',
    '/api/rsupplier/index/constructor/1',
    '/api/rsupplier/options?toString=1',
    '/api/rsupplier/options?limit=-1',
    '/api/rsupplier?page=1e300',
    '/api/rsupplier?search=a%00b',
    '/api/rsupplier?nama_supplier=a%00b',
    '/api/rsupplier/view/%00',
  ])('%s answers below 500', async (url) => {
    const response = await as(ctx.admin, 'GET', url);
    expect(response.statusCode).toBeLessThan(500);
    expect([200, 404, 422]).toContain(response.statusCode);
  });

  it('a JSON body sent to an /api path that does not exist is a 404, not a 500', async () => {
    for (const method of ['PUT', 'POST'] as const) {
      const response = await as(ctx.admin, method, '/api/rpostingan/no/such/route/7', { judul: 'x' });
      expect(response.statusCode, response.body).toBe(404);
    }
  });

  it('refuses a NUL byte in a JSON string and a json value nested 5,000 deep with a 422, writing nothing', async () => {
    const nul = await as(ctx.admin, 'POST', '/api/tes/add', { nama: 'ab\u0000cd' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toHaveProperty('nama');
    const deep = `{"judul":"dalam","pilihan":"Ya","data":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const nested = await as(ctx.admin, 'POST', '/api/tes2/add', deep);
    expect(nested.statusCode).toBe(422);
    const rows = await ctx.database.query("SELECT 1 FROM tes2 WHERE judul = 'dalam'");
    expect(rows).toHaveLength(0);
  });
});
