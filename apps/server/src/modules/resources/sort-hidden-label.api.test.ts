import { USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo } from '../../test/factories.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';

// Issue 32, "Sort oracle": with `nama_pekerjaan` hidden from technicians, GET /api/rsubpekerjaan?
// sort=id_pekerjaan answered the rows in the alphabetical order of the hidden job names. Expected
// (docs/architecture.md, "Sorting by a relation"): a relation sorts by its label only where the role
// may see the target's title, else by the id it holds; search, filters and options never reach it.

let ctx: TestContext;
let admin: string;
let teknisi: string;
/** Sub job ids in the order of their job's id: jobs named so that alphabetical order differs. */
const subs: number[] = [];

type Method = 'GET' | 'POST';
const as = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const ids = async (token: string, url: string) => {
  const response = await as(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().records as { id: number | string }[]).map((r) => Number(r.id));
};

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  teknisi = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
  const customer = await as(admin, 'POST', '/api/akun/add', { nama: 'Toko Jaya', jenis_akun: 'Pelanggan' });
  const id_akun = Number(customer.json().record.id);
  // job ids ascending: Zaitun, Apel, Mangga (alphabetically: Apel, Mangga, Zaitun)
  for (const [i, nama_pekerjaan] of ['Zaitun Residence', 'Apel Mart', 'Mangga Dua'].entries()) {
    const job = await as(admin, 'POST', '/api/rpekerjaan/add', {
      nama_pekerjaan,
      id_akun,
      tanggal_mulai: '2026-11-20',
    });
    expect(job.statusCode, job.body).toBe(200);
    const jobId = Number(job.json().record.id);
    await assignJobTo(ctx.app, admin, jobId);
    const sub = await as(admin, 'POST', '/api/rsubpekerjaan/add', {
      id_pekerjaan: jobId,
      nama_sub_pekerjaan: `Tahap ${i + 1}`,
      status: 'On Going',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    subs.push(Number(sub.json().record.id));
  }
  const rule = await as(admin, 'POST', '/api/setupshowhideroleid/add', {
    role_id: USER_ROLE_IDS.teknisi,
    nama_route: '/rpekerjaan',
    kategori: 'Hide Kolom',
    setup: 'nama_pekerjaan',
  });
  expect(rule.statusCode, rule.body).toBe(200);
}, 60_000);
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('sorting by a relation whose title the role may not see', () => {
  const [zaitun, apel, mangga] = [0, 1, 2];

  it('GET /api/rsubpekerjaan?sort=id_pekerjaan follows the job ids, not the hidden names', async () => {
    expect(await ids(teknisi, '/api/rsubpekerjaan?sort=id_pekerjaan')).toEqual([
      subs[zaitun],
      subs[apel],
      subs[mangga],
    ]);
    expect(await ids(teknisi, '/api/rsubpekerjaan?sort=id_pekerjaan&order=desc')).toEqual([
      subs[mangga],
      subs[apel],
      subs[zaitun],
    ]);
    // the admin sees the names, and sorts by them
    expect(await ids(admin, '/api/rsubpekerjaan?sort=id_pekerjaan')).toEqual([
      subs[apel],
      subs[mangga],
      subs[zaitun],
    ]);
  });

  it('nor do search, filters or the options route reach the hidden names', async () => {
    expect(await ids(teknisi, '/api/rsubpekerjaan?search=Zaitun')).toEqual([]);
    const filter = await as(teknisi, 'GET', '/api/rsubpekerjaan?id_pekerjaan_label=Zaitun%20Residence');
    expect(filter.statusCode).toBe(422);
    const options = await as(teknisi, 'GET', '/api/rpekerjaan/options?search=Zai');
    expect(options.statusCode).toBe(200);
    expect(options.json().records).toEqual([]);
    const all = (await as(teknisi, 'GET', '/api/rpekerjaan/options')).json().records as {
      value: number;
      label: string;
    }[];
    // labels are the ids, in the ids' order
    expect(all.map((o) => String(o.label))).toEqual(all.map((o) => String(o.value)));
    expect(JSON.stringify(all)).not.toMatch(/Zaitun|Apel|Mangga/);
    const list = await as(teknisi, 'GET', '/api/rsubpekerjaan?sort=id_pekerjaan');
    expect(list.body).not.toMatch(/Zaitun|Apel|Mangga/);
  });
});
