import { type HostingConnectionResult, USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretBox } from '../../lib/secret-box.ts';
import { type FakeCpanel, startFakeCpanel } from '../../test/fake-cpanel.ts';
import { useTestApp } from '../../test/fixture.ts';

const TOKEN = 'U7XQ2B9KZT1M0PHOSTINGTOKEN';
const NEW_PASSWORD = 'Biru-Laut-2026!';

let panel: FakeCpanel;
/** A mailbox without an account (so without a panel). */
let loose: number;
/** An account with the fake panel, and its mailbox. */
let account: number;
let mailbox: number;

const gantipass = (id: number | string, payload: object, token = ctx.admin) =>
  as(token, 'POST', `/api/akunwebmail/gantipass/${id}`, payload);
const both = (password: string) => ({ password, password_confirmation: password });
const storedToken = async () =>
  (
    await ctx.database.query<{ cpanel_token: string | null }>('SELECT cpanel_token FROM akun WHERE id = $1', [
      account,
    ])
  )[0]!.cpanel_token;

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as } = ctx;
beforeAll(async () => {
  panel = await startFakeCpanel('kantorco', TOKEN);
  const looseBox = await as(ctx.admin, 'POST', '/api/akunwebmail/add', {
    email: 'cs@servisdingin.co.id',
    nama_pemilik: 'CS',
    status: 'Active',
  });
  expect(looseBox.statusCode, looseBox.body).toBe(200);
  loose = Number(looseBox.json().record.id);

  const created = await as(ctx.admin, 'POST', '/api/akun/add', {
    nama: 'PT Kantor Hosting',
    jenis_akun: 'Mitra',
    status: 'Active',
    cpanel_host: panel.host,
    cpanel_username: 'kantorco',
    cpanel_token: TOKEN,
  });
  expect(created.statusCode, created.body).toBe(200);
  expect(created.body).not.toContain(TOKEN);
  expect(created.json().record).toMatchObject({ cpanel_host: panel.host, cpanel_token_set: true });
  account = Number(created.json().record.id);
  const box = await as(ctx.admin, 'POST', '/api/akunwebmail/add', {
    email: 'admin@kantor.example.id',
    nama_pemilik: 'Admin',
    id_akun: account,
    status: 'Active',
  });
  expect(box.statusCode, box.body).toBe(200);
  mailbox = Number(box.json().record.id);
});
beforeEach(() => {
  panel.calls.length = 0;
  panel.refuseWith = null;
});
afterAll(async () => {
  await panel.close();
});

describe('akunwebmail/gantipass', () => {
  it('refuses an empty, short, common or address-like password with 422 naming the field', async () => {
    for (const password of ['', 'pendek', 'password123', 'cs@servisdingin.co.id']) {
      const response = await gantipass(loose, both(password));
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password[0], password).toBeTruthy();
    }
    const missing = await gantipass(loose, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('password');
    const mismatch = await gantipass(loose, {
      password: NEW_PASSWORD,
      password_confirmation: 'Biru-Laut-2027!',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
    expect(panel.calls).toHaveLength(0);
  });

  it('refuses garbage passwords (no text) with a 422 naming each field, never a 500', async () => {
    for (const payload of [
      { password: 12345678, password_confirmation: ['x'] },
      { password: { a: 1 }, password_confirmation: true },
    ]) {
      const response = await gantipass(loose, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'password_confirmation']);
    }
    // a body that is no object reads as empty: the password is then required
    const bare = await gantipass(loose, ['x']);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toHaveProperty('password');
    expect(panel.calls).toHaveLength(0);
  });

  it('a valid password for an account without a hosting panel is a 409 saying so, and nothing is stored', async () => {
    const response = await gantipass(loose, both(NEW_PASSWORD));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/hosting panel/i);
    const rows = await ctx.database.query('SELECT * FROM akunwebmail WHERE id = $1', [loose]);
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
    const trail = await ctx.database.query("SELECT changes FROM audit_log WHERE resource = 'akunwebmail'");
    expect(JSON.stringify(trail)).not.toContain(NEW_PASSWORD);
  });

  it('changes the password at the panel (Email::passwd_pop with the stored token), storing it nowhere', async () => {
    const response = await gantipass(mailbox, both(NEW_PASSWORD));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/changed/);
    expect(response.body).not.toContain(NEW_PASSWORD);
    expect(panel.calls).toEqual([
      {
        method: 'POST',
        path: '/execute/Email/passwd_pop',
        authorization: `cpanel kantorco:${TOKEN}`,
        params: { email: 'admin', domain: 'kantor.example.id', password: NEW_PASSWORD },
      },
    ]);
    const rows = await ctx.database.query('SELECT * FROM akunwebmail WHERE id = $1', [mailbox]);
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
    const trail = await ctx.database.query('SELECT changes FROM audit_log');
    expect(JSON.stringify(trail)).not.toContain(NEW_PASSWORD);
  });

  it('passes on the panel’s refusal as a 422 on password with its reason', async () => {
    panel.refuseWith = 'The password you selected cannot be used because it is too weak.';
    const response = await gantipass(mailbox, both(NEW_PASSWORD));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password[0]).toContain('too weak');
  });

  it('an unknown mailbox is a 404', async () => {
    expect((await gantipass(999_999, both(NEW_PASSWORD))).statusCode).toBe(404);
  });
});

describe('the panel credentials on akun', () => {
  it('store the token sealed: the database holds ciphertext that opens to it', async () => {
    const sealed = (await storedToken())!;
    expect(sealed).not.toContain(TOKEN);
    expect(sealed).toMatch(/^ks1\.[0-9a-f]{8}\./);
    expect(secretBox().open(sealed)).toBe(TOKEN);
  });

  it('never answer the token: list, view, history, export and the connection test', async () => {
    const sealed = (await storedToken())!;
    const urls = [
      '/api/akun?limit=500',
      `/api/akun/view/${account}`,
      `/api/akun/history/${account}`,
      '/api/akun/export?format=csv',
      `/api/akunwebmail/view/${mailbox}`,
    ];
    for (const url of urls) {
      const response = await as(ctx.admin, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.body, url).not.toContain(TOKEN);
      expect(response.body, url).not.toContain(sealed);
      expect(response.body, url).not.toContain('"cpanel_token"');
    }
    const csv = await as(ctx.admin, 'GET', '/api/akun/export?format=csv');
    expect(csv.body).toContain('PT Kantor Hosting');
    expect(csv.body.split('\n')[0]).not.toContain('cpanel_token');
    expect((await as(ctx.admin, 'GET', `/api/akun/view/${account}`)).json()).toMatchObject({
      cpanel_host: panel.host,
      cpanel_username: 'kantorco',
      cpanel_token_set: true,
    });
    const test = await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${account}`);
    expect(test.body).not.toContain(TOKEN);
    expect(test.body).not.toContain(sealed);
  });

  it('an edit that leaves the token empty keeps it; a new one replaces it; history never shows it', async () => {
    const before = await storedToken();
    const keep = await as(ctx.admin, 'PUT', `/api/akun/edit/${account}`, {
      cpanel_username: 'kantorco',
      cpanel_token: '',
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await storedToken()).toBe(before);
    const replace = await as(ctx.admin, 'PUT', `/api/akun/edit/${account}`, {
      cpanel_token: 'WRONG-TOKEN-123',
    });
    expect(replace.statusCode, replace.body).toBe(200);
    expect(replace.body).not.toContain('WRONG-TOKEN-123');
    expect(secretBox().open((await storedToken())!)).toBe('WRONG-TOKEN-123');
    const history = await as(ctx.admin, 'GET', `/api/akun/history/${account}`);
    expect(history.body).not.toContain('WRONG-TOKEN-123');
    expect(history.body).not.toContain(TOKEN);
    const trail = await ctx.database.query("SELECT changes FROM audit_log WHERE resource = 'akun'");
    expect(JSON.stringify(trail)).not.toContain('WRONG-TOKEN-123');
    expect(JSON.stringify(trail)).not.toContain(TOKEN);
  });

  it('a wrong token: the connection test says denied, gantipass is a 502 saying so', async () => {
    await as(ctx.admin, 'PUT', `/api/akun/edit/${account}`, { cpanel_token: 'WRONG-TOKEN-123' });
    const test = await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${account}`);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toMatchObject({ result: 'denied', message: expect.stringMatching(/refused/) });
    // a failed test names the panel's own words too: every key of core's HostingConnectionResult
    expect(Object.keys(test.json()).sort()).toEqual(
      Object.keys({ result: true, message: true, detail: true } satisfies Record<
        keyof HostingConnectionResult,
        true
      >).sort(),
    );
    const change = await gantipass(mailbox, both(NEW_PASSWORD));
    expect(change.statusCode).toBe(502);
    expect(change.json().message).toMatch(/refused the stored user or API token/);
    expect(change.body).not.toContain('WRONG-TOKEN-123');
  });

  it('the connection test: ok with the right token, unreachable for a host that does not answer', async () => {
    await as(ctx.admin, 'PUT', `/api/akun/edit/${account}`, { cpanel_token: TOKEN });
    const ok = await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${account}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ result: 'ok', message: expect.stringMatching(/Connected/) });
    expect(Object.keys(ok.json()).sort()).toEqual(['message', 'result']);
    expect(panel.calls.map((c) => c.path)).toEqual(['/execute/Email/list_pops']);

    // a new host takes the token typed again in the same write (otherwise it is cleared)
    await as(ctx.admin, 'PUT', `/api/akun/edit/${account}`, {
      cpanel_host: 'http://127.0.0.1:9',
      cpanel_token: TOKEN,
    });
    const gone = await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${account}`);
    expect(gone.json()).toMatchObject({ result: 'unreachable' });
    await as(ctx.admin, 'PUT', `/api/akun/edit/${account}`, { cpanel_host: panel.host, cpanel_token: TOKEN });
  });

  it('the connection test without a panel is a 409 saying what to fill in; an unknown account a 404', async () => {
    const bare = await as(ctx.admin, 'POST', '/api/akun/add', { nama: 'Tanpa Panel', jenis_akun: 'Mitra' });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().record.cpanel_token_set).toBe(false);
    const response = await as(ctx.admin, 'POST', `/api/akun/cpanelapi/${bare.json().record.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/host, user name and API token/);
    expect((await as(ctx.admin, 'POST', '/api/akun/cpanelapi/999999')).statusCode).toBe(404);
  });
});

describe('akunwebmail/buatdipanel', () => {
  const create = (payload: object, token = ctx.admin) =>
    as(token, 'POST', '/api/akunwebmail/buatdipanel', payload);
  const count = async (email: string) =>
    (await ctx.database.query('SELECT 1 FROM akunwebmail WHERE email = $1', [email])).length;

  it('creates the mailbox at the panel and records it, the password only at the panel', async () => {
    const response = await create({
      email: 'gudang@kantor.example.id',
      nama_pemilik: 'Gudang',
      id_akun: account,
      kuota_mb: 2048,
      status: 'Active',
      ...both(NEW_PASSWORD),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(NEW_PASSWORD);
    expect(panel.calls.map((c) => c.path)).toEqual(['/execute/Email/add_pop']);
    expect(panel.calls[0]!.params).toMatchObject({
      email: 'gudang',
      domain: 'kantor.example.id',
      password: NEW_PASSWORD,
      quota: '2048',
    });
    expect(await count('gudang@kantor.example.id')).toBe(1);
    const audit = await ctx.database.query(
      "SELECT changes::text AS c FROM audit_log WHERE resource = 'akunwebmail'",
    );
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it('a panel refusal keeps no record; bad fields and a weak password are a 422 before the panel is called', async () => {
    panel.refuseWith = 'The account gudang2@kantor.example.id already exists!';
    const refused = await create({
      email: 'gudang2@kantor.example.id',
      id_akun: account,
      status: 'Active',
      ...both(NEW_PASSWORD),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password[0]).toContain('already exists');
    expect(await count('gudang2@kantor.example.id')).toBe(0);

    panel.calls.length = 0;
    const bad = await create({ email: 'bukan-email', id_akun: account, status: 'Active', ...both('pendek') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('password');
    const badEmail = await create({
      email: 'bukan-email',
      id_akun: account,
      status: 'Active',
      ...both(NEW_PASSWORD),
    });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json().errors).toHaveProperty('email');
    const noAccount = await create({ email: 'x@kantor.example.id', status: 'Active', ...both(NEW_PASSWORD) });
    expect(noAccount.json().errors).toHaveProperty('id_akun');
    expect(panel.calls).toHaveLength(0);
  });

  it('refuses garbage passwords with a 422 naming each field before the record is written', async () => {
    const response = await create({
      email: 'sampah@kantor.example.id',
      id_akun: account,
      status: 'Active',
      password: 42,
      password_confirmation: { x: 1 },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'password_confirmation']);
    expect(await count('sampah@kantor.example.id')).toBe(0);
    expect(panel.calls).toHaveLength(0);
  });

  it('needs the add page: a technician without it gets 403 and the panel is not called', async () => {
    const response = await create(
      { email: 'tek@kantor.example.id', id_akun: account, ...both(NEW_PASSWORD) },
      ctx.teknisi,
    );
    expect(response.statusCode).toBe(403);
    expect(panel.calls).toHaveLength(0);
  });
});

describe('access', () => {
  async function grant(pages: string[]) {
    for (const page of pages)
      await ctx.database.query(
        'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [USER_ROLE_IDS.teknisi, page],
      );
    ctx.app.roleCache.invalidate();
  }

  it('a technician without the pages gets 403 on both routes, and the panel is not called', async () => {
    expect((await as(ctx.teknisi, 'POST', `/api/akun/cpanelapi/${account}`)).statusCode).toBe(403);
    expect((await gantipass(mailbox, both(NEW_PASSWORD), ctx.teknisi)).statusCode).toBe(403);
    expect(panel.calls).toHaveLength(0);
  });

  it('with the pages, another owner’s account and mailbox stay 403; their own account is theirs to test', async () => {
    await grant(['akun', 'akun/view', 'akun/edit', 'akunwebmail', 'akunwebmail/view']);
    // akun is admin-managed: holding akun/edit is not enough for a record someone else owns
    expect((await as(ctx.teknisi, 'POST', `/api/akun/cpanelapi/${account}`)).statusCode).toBe(403);
    // without akunwebmail/edit only the owner of a mailbox changes its password
    expect((await gantipass(mailbox, both(NEW_PASSWORD), ctx.teknisi)).statusCode).toBe(403);
    expect(panel.calls).toHaveLength(0);
    await grant(['akun/add']);
    const own = await as(ctx.teknisi, 'POST', '/api/akun/add', { nama: 'Akun Teknisi', jenis_akun: 'Mitra' });
    expect(own.statusCode, own.body).toBe(200);
    const test = await as(ctx.teknisi, 'POST', `/api/akun/cpanelapi/${own.json().record.id}`);
    expect(test.statusCode, test.body).toBe(409);
  });
});
