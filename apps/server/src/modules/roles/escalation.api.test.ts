// Issue 32, critical: "Any role that may manage users or roles becomes admin." One test per request of
// the probe, as it was sent, by a login whose role holds the user and role management pages and no
// other page of value (test/escalation-support.ts); then what the admin still does.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_VARIANTS, type Logins, makeLogins } from '../../test/escalation-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { multipartFile } from '../../test/helpers.ts';
import { awaitImport } from '../../test/imports.ts';

const ctx = useTestApp({}, { signIn: [] });
const { as } = ctx;
let who: Logins;

const roleOf = async (userId: number) =>
  (
    await ctx.database.query<{ user_role_id: number }>('SELECT user_role_id FROM users WHERE id = $1', [
      userId,
    ])
  )[0]!.user_role_id;
const roleName = async (roleId: number) =>
  (await ctx.database.query<{ role_name: string }>('SELECT role_name FROM roles WHERE id = $1', [roleId]))[0]!
    .role_name;
const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
const summary = (token: string) => as(token, 'GET', '/api/admin/summary');

beforeAll(async () => {
  who = await makeLogins(ctx);
});

describe('with users/edit', () => {
  it('PUT /api/users/edit/{technician} {"user_role_id":52} → 403: the technician stays a technician', async () => {
    const response = await as(who.manager.token, 'PUT', `/api/users/edit/${who.teknisiId}`, {
      user_role_id: 52,
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(await roleOf(who.teknisiId)).toBe(53);
    expect((await summary(who.teknisi)).statusCode).toBe(403);
  });

  it('PUT /api/users/edit/{an admin} {"password_hash":…} → 403: nobody signs in as that admin', async () => {
    const response = await as(who.manager.token, 'PUT', `/api/users/edit/${who.admin2.id}`, {
      password_hash: 'Diambil-Alih-2026!',
    });
    expect(response.statusCode, response.body).toBe(403);
    expect((await signIn(who.admin2.username, 'Diambil-Alih-2026!')).statusCode).toBe(401);
    expect((await signIn(who.admin2.username, who.admin2.password)).statusCode).toBe(200);
  });

  it('nor edits, blocks or deletes an admin, or a login whose role holds a page it lacks', async () => {
    const [store] = await ctx.database.query<{ id: number }>(
      `INSERT INTO users (username, email, user_role_id, status) VALUES ('gudang1', 'gudang1@kantor.local', $1, 'Active')
       RETURNING id`,
      [who.storeRole],
    );
    for (const target of [who.admin2.id, store!.id]) {
      for (const change of [
        { email: 'pengambil@evil.test' },
        { status: 'Blocked' },
        { no_hp: '0812-0000-0001' },
      ]) {
        const response = await as(who.manager.token, 'PUT', `/api/users/edit/${target}`, change);
        expect(response.statusCode, `${target} ${JSON.stringify(change)}`).toBe(403);
      }
      expect((await as(who.manager.token, 'DELETE', `/api/users/delete/${target}`)).statusCode).toBe(403);
    }
    const [row] = await ctx.database.query<{ email: string; status: string }>(
      'SELECT email, status FROM users WHERE id = $1',
      [who.admin2.id],
    );
    expect(row).toEqual({ email: `${who.admin2.username}@kantor.local`, status: 'Active' });
  });

  it('moves a login between roles it holds every page of (the rule refuses only what it must)', async () => {
    const [staff] = await ctx.database.query<{ id: number }>(
      `INSERT INTO users (username, email, user_role_id, status) VALUES ('staf1', 'staf1@kantor.local', $1, 'Active')
       RETURNING id`,
      [who.staffRole],
    );
    const toStore = await as(who.manager.token, 'PUT', `/api/users/edit/${staff!.id}`, {
      user_role_id: who.storeRole,
    });
    expect(toStore.statusCode).toBe(403);
    const toOwn = await as(who.manager.token, 'PUT', `/api/users/edit/${staff!.id}`, {
      user_role_id: who.manager.roleId,
      no_hp: '0812-1111-2222',
    });
    expect(toOwn.statusCode, toOwn.body).toBe(200);
    expect(await roleOf(staff!.id)).toBe(who.manager.roleId);
  });
});

describe('with users/add or users/import', () => {
  const login = (username: string, user_role_id: number) => ({
    username,
    email: `${username}@kantor.local`,
    user_role_id,
    status: 'Active',
  });
  const exists = async (username: string) =>
    (await ctx.database.query('SELECT 1 FROM users WHERE username = $1', [username])).length > 0;

  it('POST /api/users/add a new login with role 52 → 403, nothing written', async () => {
    const response = await as(who.manager.token, 'POST', '/api/users/add', {
      ...login('admin.palsu', 52),
      password_hash: 'Admin-Palsu-2026!',
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(await exists('admin.palsu')).toBe(false);
  });

  it('a new login of a role holding a page the caller lacks → 403; of a role within reach → 200', async () => {
    expect(
      (await as(who.manager.token, 'POST', '/api/users/add', login('gudang2', who.storeRole))).statusCode,
    ).toBe(403);
    expect(await exists('gudang2')).toBe(false);
    const ok = await as(who.manager.token, 'POST', '/api/users/add', login('staf2', who.staffRole));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('POST /api/users/import a login with role 52 → nothing written, the row names the refusal', async () => {
    const csv = 'username,email,user_role_id,status\nadmin.impor,admin.impor@kantor.local,52,Active\n';
    const form = multipartFile(Buffer.from(csv), { name: 'users.csv', type: 'text/csv' });
    const response = await as(
      who.manager.token,
      'POST',
      '/api/users/import?dryRun=false',
      form.payload,
      form.headers,
    );
    // the rows are checked by a job the page polls: its report names the refusal, nothing is written
    expect(response.statusCode, response.body).toBe(202);
    const job = await awaitImport(ctx.app, who.manager.token, 'users', response.json().id, {
      'accept-language': 'en',
    });
    expect(job.report).toMatchObject({ imported: 0, errors: [{ row: 2 }] });
    expect(JSON.stringify(job.report?.errors)).toContain('do not hold yourself');
    expect(await exists('admin.impor')).toBe(false);
  });
});

describe('with roles/edit', () => {
  it.each(ADMIN_VARIANTS.map((v) => [JSON.stringify(v), v]))(
    'renaming its own role to %s → 422 and /api/admin/summary stays 403',
    async (_label, name) => {
      expect((await summary(who.manager.token)).statusCode).toBe(403);
      const response = await as(who.manager.token, 'PUT', `/api/roles/edit/${who.manager.roleId}`, {
        role_name: name,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['role_name']);
      expect(await roleName(who.manager.roleId)).toBe('Pengelola Akun');
      expect((await summary(who.manager.token)).statusCode).toBe(403);
    },
  );

  it('nor names a new role, or another role within reach, after the admin in any of those ways', async () => {
    for (const name of [...ADMIN_VARIANTS, 'ad\u200bmin', 'ADMIN', '\uff41\uff44\uff4d\uff49\uff4e']) {
      const added = await as(who.manager.token, 'POST', '/api/roles/add', { role_name: name });
      expect(added.statusCode, JSON.stringify(name)).toBe(422);
      const renamed = await as(who.manager.token, 'PUT', `/api/roles/edit/${who.staffRole}`, {
        role_name: name,
      });
      expect(renamed.statusCode, JSON.stringify(name)).toBe(422);
    }
    // a role beyond reach is refused before its name is looked at
    const store = await as(who.manager.token, 'PUT', `/api/roles/edit/${who.storeRole}`, {
      role_name: 'Admin ',
    });
    expect(store.statusCode).toBe(403);
  });

  it('renaming role 52 to admin-lama → 403, and the real admin keeps admin', async () => {
    const response = await as(who.manager.token, 'PUT', '/api/roles/edit/52', { role_name: 'admin-lama' });
    expect(response.statusCode, response.body).toBe(403);
    expect(await roleName(52)).toBe('admin');
    expect((await summary(who.admin)).statusCode).toBe(200);
    expect((await as(who.manager.token, 'DELETE', '/api/roles/delete/52')).statusCode).toBe(403);
  });

  it('the admin cannot rename or delete the admin role either (422), and may rename any other role', async () => {
    const renamed = await as(who.admin, 'PUT', '/api/roles/edit/52', { role_name: 'admin-lama' });
    expect(renamed.statusCode).toBe(422);
    expect(Object.keys(renamed.json().errors)).toEqual(['role_name']);
    const deleted = await as(who.admin, 'DELETE', '/api/roles/delete/52');
    expect(deleted.statusCode).toBe(422);
    expect(await roleName(52)).toBe('admin');
    // its note may change; its name, sent as it is, is no rename
    const note = await as(who.admin, 'PUT', '/api/roles/edit/52', {
      role_name: 'admin',
      keterangan: 'Pemilik',
    });
    expect(note.statusCode, note.body).toBe(200);
    const other = await as(who.admin, 'PUT', `/api/roles/edit/${who.storeRole}`, {
      role_name: '\u00a0Gudang\u200b Pusat ',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await roleName(who.storeRole)).toBe('Gudang Pusat');
  });

  it('a role merely named admin is not the admin: admin is role 52, whatever it is called (R1)', async () => {
    // a database renamed behind the API's back (or before this rule): role 52 is still the admin
    await ctx.database.query("UPDATE roles SET role_name = 'admin-lama' WHERE id = 52");
    await ctx.app.roleCache.invalidate();
    try {
      const renamed = await as(who.manager.token, 'PUT', `/api/roles/edit/${who.manager.roleId}`, {
        role_name: 'admin',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await summary(who.manager.token)).statusCode).toBe(403);
      expect((await as(who.manager.token, 'GET', '/api/account/currentuserdata')).json().roles).toEqual([
        'admin',
      ]);
      expect((await summary(who.admin)).statusCode).toBe(200);
    } finally {
      await ctx.database.query('UPDATE roles SET role_name = $2 WHERE id = $1', [
        who.manager.roleId,
        'Pengelola Akun',
      ]);
      await ctx.database.query("UPDATE roles SET role_name = 'admin' WHERE id = 52");
      await ctx.app.roleCache.invalidate();
    }
  });
});

describe('an admin still does all of it', () => {
  it('creates an admin login, promotes a login to admin and sets an admin’s password', async () => {
    const password = 'Admin-Ketiga-2026!';
    const created = await as(who.admin, 'POST', '/api/akun/tambahuser', {
      username: 'admin.ketiga',
      email: 'admin.ketiga@kantor.local',
      password,
      password_confirmation: password,
      user_role_id: 52,
      status: 'Active',
    });
    expect(created.statusCode, created.body).toBe(200);
    const token = (await signIn('admin.ketiga', password)).json().token as string;
    expect((await summary(token)).statusCode).toBe(200);

    const [plain] = await ctx.database.query<{ id: number }>(
      `INSERT INTO users (username, email, user_role_id, status) VALUES ('naik', 'naik@kantor.local', 53, 'Active')
       RETURNING id`,
    );
    const promoted = await as(who.admin, 'PUT', `/api/users/edit/${plain!.id}`, { user_role_id: 52 });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await roleOf(plain!.id)).toBe(52);

    const reset = await as(who.admin, 'PUT', `/api/akun/setubahpassword/${who.admin2.id}`, {
      password: 'Admin-Kedua-Baru-2026!',
      password_confirmation: 'Admin-Kedua-Baru-2026!',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(who.admin2.username, 'Admin-Kedua-Baru-2026!')).statusCode).toBe(200);
  });
});

describe('a login holding the admin role among its other roles (issue 37)', () => {
  it('is an admin, and a manager can neither change it, block it, nor take it over', async () => {
    const password = 'Kuat-diam-diam-2026!';
    const added = await as(who.admin, 'POST', '/api/akun/tambahuser', {
      username: 'admin.diam',
      email: 'admin.diam@kantor.local',
      password,
      password_confirmation: password,
      user_role_id: who.staffRole,
      status: 'Active',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = Number(added.json().record.id);
    const given = await as(who.admin, 'PUT', `/api/users/edit/${id}`, { peran_lain: [52] });
    expect(given.statusCode, given.body).toBe(200);
    const token = (await signIn('admin.diam', password)).json().token as string;
    expect((await summary(token)).statusCode).toBe(200);

    for (const [method, url, body] of [
      ['PUT', `/api/users/edit/${id}`, { email: 'pengambil@evil.test' }],
      ['PUT', `/api/users/edit/${id}`, { status: 'Blocked' }],
      ['PUT', `/api/users/edit/${id}`, { peran_lain: [] }],
      ['DELETE', `/api/users/delete/${id}`, undefined],
    ] as const) {
      const response = await as(who.manager.token, method, url, body);
      expect([url, JSON.stringify(body), response.statusCode]).toEqual([url, JSON.stringify(body), 403]);
    }
    const [row] = await ctx.database.query<{ email: string; status: string; peran_lain: unknown }>(
      'SELECT email, status, peran_lain FROM users WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ email: 'admin.diam@kantor.local', status: 'Active', peran_lain: [52] });
    expect((await signIn('admin.diam', password)).statusCode).toBe(200);
  });
});
