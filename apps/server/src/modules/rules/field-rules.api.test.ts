// Kunci Kolom and Wajib Isi (issue 37): read-only and required fields per role, under a condition that may
// read the record as it would be saved and the signed-in user. The oracle is the table read back.
import { USER_ROLE_IDS } from '@kantor/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { grantPages } from '../../test/helpers.ts';

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const TEKNISI = USER_ROLE_IDS.teknisi;
const rules: number[] = [];
let account = 0;

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });

async function rule(kategori: string, setup: string, logika_list?: string) {
  const response = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
    role_id: TEKNISI,
    kategori,
    nama_route: '/bankrekening',
    setup,
    ...(logika_list ? { logika_list } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  rules.push(Number(response.json().record.id));
}

const stored = async () =>
  (
    await ctx.database.query<{ saldo_awal: string | null; cabang: string | null }>(
      'SELECT saldo_awal, cabang FROM bankrekening WHERE id = $1',
      [account],
    )
  )[0]!;

let n = 0;
const newAccount = (extra: object) =>
  as(ctx.teknisi, 'POST', '/api/bankrekening/add', {
    nama_rekening: `FR ${++n}`,
    nama_bank: 'BNI',
    no_rekening: `77${n}`,
    atas_nama: 'PT Kantor',
    status: 'Active',
    ...extra,
  });

beforeAll(async () => {
  await grantPages(ctx, TEKNISI, [
    'bankrekening',
    'bankrekening/view',
    'bankrekening/edit',
    'bankrekening/add',
  ]);
  const created = await newAccount({ cabang: 'Bandung', saldo_awal: 5_000_000 });
  expect(created.statusCode, created.body).toBe(200);
  account = Number(created.json().record.id);
});

afterEach(async () => {
  for (const id of rules.splice(0))
    expect((await as(ctx.admin, 'DELETE', `/api/setupshowhideroleid/delete/${id}`)).statusCode).toBe(200);
});

describe('Kunci Kolom: read-only for a role', () => {
  it('refuses a change of the field with a 422 on it, lets the same value and other fields through', async () => {
    await rule('Kunci Kolom', 'saldo_awal');
    const change = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${account}`, {
      saldo_awal: 9_000_000,
    });
    expect(change.statusCode, change.body).toBe(422);
    expect(change.json().errors).toEqual({ saldo_awal: ['This field is read-only for your role here'] });
    expect(Number((await stored()).saldo_awal)).toBe(5_000_000);
    const same = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${account}`, {
      saldo_awal: '5000000',
      keterangan: 'dicek',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await newAccount({ saldo_awal: 1_000 })).statusCode).toBe(422);
    expect((await newAccount({})).statusCode).toBe(200);
    // the admin's own role has no such rule
    const admin = await as(ctx.admin, 'PUT', `/api/bankrekening/edit/${account}`, { saldo_awal: 6_000_000 });
    expect(admin.statusCode).toBe(200);
    expect(Number((await stored()).saldo_awal)).toBe(6_000_000);
  });

  it('under a condition on the saved value and the user: above 10 juta unless in group Supervisor', async () => {
    await rule('Kunci Kolom', 'saldo_awal', "saldo_awal > 10000000 and not ('Supervisor' in user.groups)");
    const high = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${account}`, {
      saldo_awal: 15_000_000,
    });
    expect(high.statusCode, high.body).toBe(422);
    expect(Object.keys(high.json().errors)).toEqual(['saldo_awal']);
    const low = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${account}`, { saldo_awal: 8_000_000 });
    expect(low.statusCode, low.body).toBe(200);
    const group = await as(ctx.admin, 'POST', '/api/grouproleid/add', {
      nama_group: 'Supervisor',
      role_ids: [TEKNISI],
      status: 'Active',
    });
    expect(group.statusCode, group.body).toBe(200);
    const supervisor = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${account}`, {
      saldo_awal: 15_000_000,
    });
    expect(supervisor.statusCode, supervisor.body).toBe(200);
    expect(Number((await stored()).saldo_awal)).toBe(15_000_000);
    await as(ctx.admin, 'DELETE', `/api/grouproleid/delete/${group.json().record.id}`);
  });
});

describe('Wajib Isi: required for a role', () => {
  it('refuses a record saved without the field while the condition holds', async () => {
    await rule('Wajib Isi', 'cabang', "status == 'Active'");
    const missing = await newAccount({});
    expect(missing.statusCode, missing.body).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['cabang']);
    expect((await newAccount({ status: 'Inactive' })).statusCode).toBe(200);
    expect((await newAccount({ cabang: 'Medan' })).statusCode).toBe(200);
    const emptied = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${account}`, { cabang: '' });
    expect(emptied.statusCode, emptied.body).toBe(422);
    expect((await stored()).cabang).toBe('Bandung');
  });

  it('refuses at save a rule without fields or with a condition that does not parse', async () => {
    const response = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: TEKNISI,
      kategori: 'Wajib Isi',
      nama_route: '/bankrekening',
      setup: 'cabang',
      logika_list: 'status ==',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['logika_list']);
    const noFields = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: TEKNISI,
      kategori: 'Kunci Kolom',
      nama_route: '/bankrekening',
      setup: ' ',
    });
    expect(noFields.statusCode, noFields.body).toBe(422);
    expect(Object.keys(noFields.json().errors)).toEqual(['setup']);
  });
});
