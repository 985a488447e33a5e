import { describe, expect, it } from 'vitest';
import { call, insertUser, post, snapshot } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });

const as = (token: string) => ({
  get: (url: string) => call(ctx.app, 'GET', url, undefined, { token }),
  post: (url: string, payload: unknown = {}) => post(ctx.app, url, payload, { token }),
  put: (url: string, payload: unknown = {}) => call(ctx.app, 'PUT', url, payload, { token }),
});
const newUser = (over: Record<string, unknown> = {}) => ({
  username: 'fajar',
  email: 'fajar@contoh.id',
  no_hp: '081234567890',
  password: 'Bakso-Malang-Enak-1',
  password_confirmation: 'Bakso-Malang-Enak-1',
  user_role_id: 52,
  status: 'Active',
  ...over,
});
const signIn = (username: string, password: string) =>
  post(ctx.app, '/api/auth/login', { username, password });

describe('user management permissions', () => {
  it('answers 401 to nobody and 403 to a technician on every akun route', async () => {
    const routes: [string, string][] = [
      ['POST', '/api/akun/tambahuser'],
      ['PUT', '/api/akun/edituser/1'],
      ['PUT', '/api/akun/setubahpassword/1'],
      ['POST', '/api/akun/assignlogin/1'],
      ['PUT', '/api/akun/ubahrolestatusverify/1'],
      ['GET', '/api/akun/akunlistteknisi'],
      ['POST', '/api/akun/addlistteknisi'],
      ['PUT', '/api/akun/akuneditteknisi/2'],
      ['POST', '/api/akun/dummuakunadd'],
      ['GET', '/api/mail/outbox'],
    ];
    const before = await snapshot(ctx.database);
    for (const [method, url] of routes) {
      const anonymous = await call(ctx.app, method as 'GET', url, method === 'GET' ? undefined : newUser());
      expect(anonymous.statusCode, url).toBe(401);
      const tech = await call(ctx.app, method as 'GET', url, method === 'GET' ? undefined : newUser(), {
        token: ctx.teknisi,
      });
      expect(tech.statusCode, url).toBe(403);
    }
    expect(await snapshot(ctx.database)).toEqual(before);
  });
});

describe('akun/tambahuser and akun/edituser', () => {
  it('creates an Active login that signs in, owns its records and is audited', async () => {
    const response = await as(ctx.admin).post('/api/akun/tambahuser', newUser());
    expect(response.statusCode).toBe(200);
    const { message, record } = response.json();
    expect(message).toBe('Record added successfully');
    expect(record).toMatchObject({
      username: 'fajar',
      email: 'fajar@contoh.id',
      user_role_id: 52,
      status: 'Active',
    });
    expect(record).not.toHaveProperty('password_hash');
    expect(record.user_id).toBe(record.id);
    expect((await signIn('fajar', 'Bakso-Malang-Enak-1')).statusCode).toBe(200);
    const history = await as(ctx.admin).get(`/api/users/history/${record.id}`);
    expect(history.json().records[0]).toMatchObject({ action: 'add', username: 'admin' });
  });

  it('refuses bad input naming every field, and creates nothing', async () => {
    const before = await snapshot(ctx.database);
    const empty = await as(ctx.admin).post('/api/akun/tambahuser', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      username: ['This field is required'],
      email: ['This field is required'],
      user_role_id: ['This field is required'],
      password: ['This field is required'],
    });
    const bad = await as(ctx.admin).post(
      '/api/akun/tambahuser',
      newUser({
        username: 'FAJAR',
        email: 'ADMIN@kantor.local',
        user_role_id: 999,
        status: 'Libur',
        password: '12345678',
      }),
    );
    expect(bad.json().errors).toEqual({
      username: ['This value has already been taken'],
      email: ['This value has already been taken'],
      user_role_id: ['The selected record does not exist'],
      status: ['The selected value is not one of the options'],
      password: ['This password is too common and easy to guess, choose another one'],
    });
    const mismatch = await as(ctx.admin).post(
      '/api/akun/tambahuser',
      newUser({ username: 'gilang', email: 'gilang@contoh.id', password_confirmation: 'x' }),
    );
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Your passwords do not match'] });
    expect(await snapshot(ctx.database)).toEqual(before);
  });

  it('edits a login; blocking it ends its sessions at once', async () => {
    const id = await insertUser(ctx.database, {
      username: 'indra',
      email: 'indra@contoh.id',
      password: 'Kopi-Tubruk-Pagi-7',
    });
    const session = (await signIn('indra', 'Kopi-Tubruk-Pagi-7')).json().token;
    const shown = await as(ctx.admin).get(`/api/akun/edituser/${id}`);
    expect(shown.json()).toMatchObject({ id, username: 'indra', status: 'Active' });
    const edited = await as(ctx.admin).put(`/api/akun/edituser/${id}`, {
      no_hp: '0811-111-222',
      otp_enabled: true,
    });
    expect(edited.json().record).toMatchObject({ no_hp: '0811-111-222', otp_enabled: true });
    const blocked = await as(ctx.admin).put(`/api/akun/edituser/${id}`, { status: 'Blocked' });
    expect(blocked.statusCode).toBe(200);
    const me = await call(ctx.app, 'GET', '/api/account/currentuserdata', undefined, { token: session });
    expect(me.statusCode).toBe(401);
    expect((await signIn('indra', 'Kopi-Tubruk-Pagi-7')).json()).toEqual({
      message: 'Your account has been blocked',
      status: 'Blocked',
    });
    expect((await as(ctx.admin).get('/api/akun/edituser/99999')).statusCode).toBe(404);
  });

  it('never lets an admin block or demote themselves', async () => {
    const [self] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'");
    const before = await snapshot(ctx.database);
    for (const change of [{ status: 'Blocked' }, { user_role_id: 53 }]) {
      const response = await as(ctx.admin).put(`/api/akun/ubahrolestatusverify/${self!.id}`, change);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'You cannot block, suspend or demote your own account' });
    }
    expect(await snapshot(ctx.database)).toEqual(before);
  });
});

describe('akun/setubahpassword and akun/ubahrolestatusverify', () => {
  it('sets a password, ending the sessions of that login', async () => {
    const id = await insertUser(ctx.database, {
      username: 'joni',
      email: 'joni@contoh.id',
      password: 'Kopi-Tubruk-Pagi-7',
    });
    const session = (await signIn('joni', 'Kopi-Tubruk-Pagi-7')).json().token;
    const weak = await as(ctx.admin).put(`/api/akun/setubahpassword/${id}`, {
      password: 'joni',
      password_confirmation: 'joni',
    });
    expect(weak.json().errors).toEqual({ password: ['Minimum length of 8 characters'] });
    const response = await as(ctx.admin).put(`/api/akun/setubahpassword/${id}`, {
      password: 'Soto-Betawi-Hangat-4',
      password_confirmation: 'Soto-Betawi-Hangat-4',
    });
    expect(response.json()).toEqual({ message: 'Your password has been changed successfully' });
    expect(
      (await call(ctx.app, 'GET', '/api/account/currentuserdata', undefined, { token: session })).statusCode,
    ).toBe(401);
    expect((await signIn('joni', 'Soto-Betawi-Hangat-4')).statusCode).toBe(200);
  });

  it('approves a Pending account, changes its role and verifies its address', async () => {
    const id = await insertUser(ctx.database, {
      username: 'kiki',
      email: 'kiki@contoh.id',
      status: 'Pending',
      verified: false,
    });
    const response = await as(ctx.admin).put(`/api/akun/ubahrolestatusverify/${id}`, {
      status: 'Active',
      user_role_id: 52,
      email_verified: true,
      username: 'diabaikan',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().record).toMatchObject({ username: 'kiki', status: 'Active', user_role_id: 52 });
    expect(response.json().record.email_verified_at).not.toBeNull();
    const [mail] = await (async () => {
      await ctx.app.mailer.idle();
      return ctx.database.query<{ subject: string }>(
        "SELECT subject FROM mail_outbox WHERE to_address = 'kiki@contoh.id'",
      );
    })();
    expect(mail!.subject).toBe('Kantor: Your account has been approved');
  });
});

describe('technicians', () => {
  it('adds a technician, lists and filters technicians, and edits only technicians there', async () => {
    const added = await as(ctx.admin).post(
      '/api/akun/addlistteknisi',
      newUser({ username: 'teknisi2', email: 't2@contoh.id', user_role_id: 52 }),
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().record.user_role_id).toBe(53);
    await insertUser(ctx.database, { username: 'teknisi3', email: 't3@contoh.id', status: 'Pending' });
    const all = await as(ctx.admin).get('/api/akun/akunlistteknisi');
    expect(all.json().records.map((r: { username: string }) => r.username)).toEqual(
      expect.arrayContaining(['teknisi', 'teknisi2', 'teknisi3']),
    );
    expect(all.json().records.every((r: { user_role_id: number }) => r.user_role_id === 53)).toBe(true);
    const pending = await as(ctx.admin).get('/api/akun/akunlistteknisi/status/Pending');
    expect(pending.json().records.map((r: { username: string }) => r.username)).toContain('teknisi3');
    expect(pending.json().records.every((r: { status: string }) => r.status === 'Pending')).toBe(true);
    const searched = await as(ctx.admin).get('/api/akun/akunlistteknisi?search=teknisi2');
    expect(searched.json()).toMatchObject({ totalRecords: 1, page: 1, limit: 25 });
    expect((await as(ctx.admin).get('/api/akun/akunlistteknisi/password_hash/x')).statusCode).toBe(404);

    const id = added.json().record.id;
    const edited = await as(ctx.admin).put(`/api/akun/akuneditteknisi/${id}`, {
      no_hp: '0813-0000-1111',
      user_role_id: 52,
    });
    expect(edited.json().record).toMatchObject({ no_hp: '0813-0000-1111', user_role_id: 53 });
    const [adminRow] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'admin'",
    );
    expect((await as(ctx.admin).get(`/api/akun/akuneditteknisi/${adminRow!.id}`)).statusCode).toBe(404);
  });

  it('adds a demo technician whose one-time password signs in', async () => {
    const response = await as(ctx.admin).post('/api/akun/dummuakunadd');
    expect(response.statusCode).toBe(200);
    const { record, password } = response.json();
    expect(record.username).toMatch(/^demo_[0-9a-f]{6}$/);
    expect((await signIn(record.username, password)).statusCode).toBe(200);
  });
});

describe('akun/assignlogin', () => {
  it('links an existing login, or creates one, for an akun record', async () => {
    const created = await as(ctx.admin).post('/api/akun/add', {
      nama: 'Pak Harto',
      jenis_akun: 'Teknisi',
      status: 'Active',
    });
    const akunId = created.json().record.id;
    const loginId = await insertUser(ctx.database, { username: 'harto', email: 'harto@contoh.id' });
    const linked = await as(ctx.admin).post(`/api/akun/assignlogin/${akunId}`, { login_id: loginId });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().akun.id_login).toBe(loginId);
    expect((await as(ctx.admin).get(`/api/akun/assignlogin/${akunId}`)).json().login.username).toBe('harto');

    const other = await as(ctx.admin).post('/api/akun/add', {
      nama: 'Bu Sri',
      jenis_akun: 'Pelanggan',
      status: 'Active',
    });
    const before = await snapshot(ctx.database);
    const missing = await as(ctx.admin).post(`/api/akun/assignlogin/${other.json().record.id}`, {
      login_id: 99999,
    });
    expect(missing.json().errors).toEqual({ login_id: ['The selected record does not exist'] });
    expect(await snapshot(ctx.database)).toEqual(before);
    const made = await as(ctx.admin).post(
      `/api/akun/assignlogin/${other.json().record.id}`,
      newUser({ username: 'sri', email: 'sri@contoh.id', user_role_id: 53 }),
    );
    expect(made.statusCode).toBe(200);
    expect(made.json().login.username).toBe('sri');
    expect(made.json().akun.id_login).toBe(made.json().login.id);
    expect((await as(ctx.admin).post('/api/akun/assignlogin/99999', { login_id: loginId })).statusCode).toBe(
      404,
    );
  });

  it('leaves the generic akun routes working beside the extra ones', async () => {
    const list = await as(ctx.admin).get('/api/akun');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveProperty('totalRecords');
  });
});

describe('other roles and the branch on the account screens (issue 37)', () => {
  it('creates a login with other roles and a branch, refuses unknown roles, and ends sessions when they change', async () => {
    const admin = as(ctx.admin);
    const created = await admin.post(
      '/api/akun/tambahuser',
      newUser({
        username: 'rina',
        email: 'rina@contoh.id',
        user_role_id: 53,
        peran_lain: '52, 52',
        cabang: 'Bekasi',
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json().record;
    expect([record.peran_lain, record.cabang]).toEqual([[52], 'Bekasi']);

    const unknown = await admin.put(`/api/akun/edituser/${record.id}`, { peran_lain: [52, 999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['peran_lain']);

    const token = (await signIn('rina', 'Bakso-Malang-Enak-1')).json().token as string;
    expect((await as(token).get('/api/account/currentuserdata')).statusCode).toBe(200);
    const changed = await admin.put(`/api/akun/edituser/${record.id}`, { peran_lain: [] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().record.peran_lain).toBeNull();
    // whoever signed in held the admin role through it: that session is over
    expect((await as(token).get('/api/account/currentuserdata')).statusCode).toBe(401);
  });

  it('does not let an admin change their own other roles', async () => {
    const [self] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'");
    const response = await as(ctx.admin).put(`/api/akun/edituser/${self!.id}`, { peran_lain: [53] });
    expect(response.statusCode).toBe(422);
    const [row] = await ctx.database.query<{ peran_lain: unknown }>(
      'SELECT peran_lain FROM users WHERE id = $1',
      [self!.id],
    );
    expect(row!.peran_lain).toBeNull();
  });
});
