// Several roles per user (issue 37): a login holding a primary role and other roles (`users.peran_lain`)
// gets the pages of all of them, hides a field only where every role reaching the resource hides it,
// and reaches the rows any of its roles reaches. Oracles: the permissions table and plain SQL over the
// accounts the test writes, never the merge under test.
import { ADMIN_ROLE_ID, USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { grantPages, login } from '../../test/helpers.ts';
import { hashPassword } from '../auth/index.ts';
import { otpRequired } from '../auth/users.service.ts';
import { adminLoginIds } from './admins.ts';

const ctx = useTestApp({}, { signIn: ['admin'] });
const TEKNISI = USER_ROLE_IDS.teknisi;
const PASSWORD = 'Kopi-Tubruk-Pagi-7';

const { as } = ctx;

const ACCOUNTS = [
  { nama_rekening: 'SR Bekasi kecil', cabang: 'Bekasi', saldo_awal: 1_000_000 },
  { nama_rekening: 'SR Bekasi besar', cabang: 'Bekasi', saldo_awal: 30_000_000 },
  { nama_rekening: 'SR Pusat besar', cabang: 'Jakarta Pusat', saldo_awal: 50_000_000 },
  { nama_rekening: 'SR Pusat kecil', cabang: 'Jakarta Pusat', saldo_awal: 2_000_000 },
];
const BANK_PAGES = ['bankrekening', 'bankrekening/view'];
let kasir = 0;
let keuangan = 0;

async function addRole(role_name: string): Promise<number> {
  const response = await as(ctx.admin, 'POST', '/api/roles/add', { role_name });
  expect(response.statusCode, response.body).toBe(200);
  return Number(response.json().record.id);
}

async function addRule(role_id: number, kategori: string, nama_route: string, setup: string) {
  const response = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
    role_id,
    kategori,
    nama_route,
    setup,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A login with a primary role, other roles and a branch, given through the users screen; its token. */
async function person(username: string, primary: number, others: number[], cabang: string) {
  const added = await as(ctx.admin, 'POST', '/api/users/add', {
    username,
    email: `${username}@kantor.local`,
    user_role_id: primary,
    peran_lain: others,
    cabang,
    status: 'Active',
  });
  expect(added.statusCode, added.body).toBe(200);
  // a password is never set through the generic routes (issue 32): the test writes its hash
  await ctx.database.query('UPDATE users SET password_hash = $1 WHERE username = $2', [
    await hashPassword(PASSWORD),
    username,
  ]);
  return login(ctx.app, username, PASSWORD);
}

const idsWhere = async (where: string) =>
  (
    await ctx.database.query<{ id: number }>(
      `SELECT id FROM bankrekening WHERE nama_rekening LIKE 'SR %' AND (${where}) ORDER BY id`,
    )
  ).map((r) => Number(r.id));

const listed = async (token: string) => {
  const response = await as(token, 'GET', '/api/bankrekening?limit=500&search=SR');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().records as Record<string, unknown>[];
};

beforeAll(async () => {
  for (const [i, account] of ACCOUNTS.entries()) {
    const response = await as(ctx.admin, 'POST', '/api/bankrekening/add', {
      ...account,
      nama_bank: 'BRI',
      no_rekening: String(7000 + i),
      atas_nama: 'PT Kantor',
      status: 'Active',
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  kasir = await addRole('Kasir Uji');
  keuangan = await addRole('Keuangan Uji');
  await grantPages(ctx, kasir, BANK_PAGES);
  await grantPages(ctx, keuangan, BANK_PAGES);
  await addRule(kasir, 'Batasi Baris', '/bankrekening', 'cabang == user.cabang');
  await addRule(kasir, 'Hide Kolom', '/bankrekening', 'no_rekening, atas_nama');
  await addRule(keuangan, 'Batasi Baris', '/bankrekening', 'saldo_awal > 20000000');
  await addRule(keuangan, 'Hide Kolom', '/bankrekening', 'atas_nama');
});

describe('several roles per user', () => {
  it('answers the primary role as user_role_id, every role by name, and the pages of all of them', async () => {
    const token = await person('kasirteknisi', kasir, [TEKNISI], 'Bekasi');
    const me = (await as(token, 'GET', '/api/account/currentuserdata')).json();
    expect(me.user.user_role_id).toBe(kasir);
    expect(me.roles).toEqual(['Kasir Uji', 'Teknisi']);
    const pages = await ctx.database.query<{ page_name: string }>(
      'SELECT DISTINCT page_name FROM permissions WHERE role_id = ANY($1::int[]) ORDER BY page_name',
      [[kasir, TEKNISI]],
    );
    expect([...me.pages].sort()).toEqual(pages.map((p) => p.page_name).sort());
    // a technician's page through the second role; the first alone has none of it
    expect((await as(token, 'GET', '/api/rpekerjaan?limit=1')).statusCode).toBe(200);
    const onlyKasir = await person('kasirsaja', kasir, [], 'Bekasi');
    expect((await as(onlyKasir, 'GET', '/api/rpekerjaan?limit=1')).statusCode).toBe(403);
  });

  it('keeps the scope and hidden fields of the only role that reaches a resource', async () => {
    const token = await login(ctx.app, 'kasirteknisi', PASSWORD);
    const records = await listed(token);
    expect(records.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
      await idsWhere("cabang = 'Bekasi'"),
    );
    for (const record of records) {
      expect(record).not.toHaveProperty('no_rekening');
      expect(record).not.toHaveProperty('atas_nama');
    }
  });

  it('reaches the rows either role reaches, and hides only what both hide', async () => {
    const token = await person('kasirkeuangan', kasir, [keuangan], 'Bekasi');
    const records = await listed(token);
    expect(records.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(
      await idsWhere("cabang = 'Bekasi' OR saldo_awal > 20000000"),
    );
    expect(records).toHaveLength(3);
    for (const record of records) {
      expect(record).toHaveProperty('no_rekening');
      expect(record).not.toHaveProperty('atas_nama');
    }
    // outside both scopes: 404 by id
    const [outside] = await idsWhere("cabang <> 'Bekasi' AND saldo_awal <= 20000000");
    expect((await as(token, 'GET', `/api/bankrekening/view/${outside}`)).statusCode).toBe(404);
  });

  it('shows every role in the profile, the primary first', async () => {
    const token = await login(ctx.app, 'kasirkeuangan', PASSWORD);
    expect((await as(token, 'GET', '/api/account/profile')).json().role).toBe('Kasir Uji, Keuangan Uji');
  });

  it('tells the screens each role, what it reaches and its rules, for them to merge likewise', async () => {
    const token = await login(ctx.app, 'kasirkeuangan', PASSWORD);
    const { roles } = (await as(token, 'GET', '/api/account/roles')).json();
    expect(roles.map((r: { id: number }) => r.id)).toEqual([kasir, keuangan]);
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Kasir Uji', 'Keuangan Uji']);
    for (const role of roles) expect(role.resources).toEqual(['bankrekening']);
    const kinds = (i: number) => roles[i].rules.map((r: { kategori: string }) => r.kategori).sort();
    expect(kinds(0)).toEqual(['Batasi Baris', 'Hide Kolom']);
    expect(kinds(1)).toEqual(['Batasi Baris', 'Hide Kolom']);
    // one role: the answer names it alone
    const single = await login(ctx.app, 'kasirsaja', PASSWORD);
    expect((await as(single, 'GET', '/api/account/roles')).json().roles).toHaveLength(1);
  });
});

describe('logins found by a role they hold as another role', () => {
  const idOf = async (username: string) =>
    Number(
      (await ctx.database.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]))[0]!
        .id,
    );

  it('lists a cashier who is also a technician among the technicians', async () => {
    await person('kasirteknisi2', kasir, [TEKNISI], 'Bekasi');
    const answer = await as(ctx.admin, 'GET', '/api/akun/akunlistteknisi?search=kasirteknisi2');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().records.map((r: { username: string }) => r.username)).toEqual(['kasirteknisi2']);
    const cashierOnly = await as(ctx.admin, 'GET', '/api/akun/akunlistteknisi?search=kasirsaja');
    expect(cashierOnly.json().records).toEqual([]);
  });

  it('shows other roles in the access map, filters and counts by any role held', async () => {
    const answer = await as(ctx.admin, 'GET', `/api/petauseridroleidgroupid?role_id=${keuangan}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const map = answer.json();
    // kasirkeuangan holds Keuangan Uji only as another role
    const row = map.users.find((u: { username: string }) => u.username === 'kasirkeuangan');
    expect(row.role.role_name).toBe('Kasir Uji');
    expect(row.otherRoles.map((r: { role_name: string }) => r.role_name)).toEqual(['Keuangan Uji']);
    // counted by hand from what this file gave: kasirteknisi, kasirsaja, kasirkeuangan, kasirteknisi2
    // hold Kasir Uji (primary); only kasirkeuangan holds Keuangan Uji
    const count = (id: number) => map.roles.find((r: { id: number }) => r.id === id).users;
    expect(count(kasir)).toBe(4);
    expect(count(keuangan)).toBe(1);
    expect(map.users.map((u: { username: string }) => u.username)).toEqual(['kasirkeuangan']);
  });

  it('tells a login holding admin as another role what admins hear, and asks it for OTP by any role', async () => {
    await person('kasiradmin', kasir, [ADMIN_ROLE_ID], 'Bekasi');
    const id = await idOf('kasiradmin');
    expect(await adminLoginIds(ctx.database.query)).toContain(id);
    expect(await adminLoginIds(ctx.database.query)).not.toContain(await idOf('kasirkeuangan'));
    const login = { otp_enabled: false, user_role_id: kasir, peran_lain: [keuangan] };
    expect(await otpRequired(ctx.database.query, [String(keuangan)], login)).toBe(true);
    expect(await otpRequired(ctx.database.query, ['keuangan uji'], login)).toBe(true);
    expect(await otpRequired(ctx.database.query, [String(TEKNISI)], login)).toBe(false);
  });
});
