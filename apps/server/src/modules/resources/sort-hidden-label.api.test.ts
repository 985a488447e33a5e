import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

// Issue 32, "Sort oracle": with `nama_pekerjaan` hidden from technicians, GET /api/rsubpekerjaan?
// sort=id_pekerjaan answered the rows in the alphabetical order of the hidden job names. Expected
// (docs/architecture.md, "Sorting by a relation"): a relation sorts by its label only where the role
// may see the target's title, else by the id it holds; search, filters and options never reach it.

/** Sub job ids in the order of their job's id: jobs named so that alphabetical order differs. */
const subs: number[] = [];

const ids = async (token: string, url: string) => {
  const response = await as(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().records as { id: number | string }[]).map((r) => Number(r.id));
};

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as } = ctx;
beforeAll(async () => {
  const customer = await as(ctx.admin, 'POST', '/api/akun/add', {
    nama: 'Toko Jaya',
    jenis_akun: 'Pelanggan',
  });
  const id_akun = Number(customer.json().record.id);
  // job ids ascending: Zaitun, Apel, Mangga (alphabetically: Apel, Mangga, Zaitun)
  for (const [i, nama_pekerjaan] of ['Zaitun Residence', 'Apel Mart', 'Mangga Dua'].entries()) {
    const job = await as(ctx.admin, 'POST', '/api/rpekerjaan/add', {
      nama_pekerjaan,
      id_akun,
      tanggal_mulai: '2026-11-20',
    });
    expect(job.statusCode, job.body).toBe(200);
    const jobId = Number(job.json().record.id);
    await assignJobTo(ctx.app, ctx.admin, jobId);
    const sub = await as(ctx.admin, 'POST', '/api/rsubpekerjaan/add', {
      id_pekerjaan: jobId,
      nama_sub_pekerjaan: `Tahap ${i + 1}`,
      status: 'On Going',
    });
    expect(sub.statusCode, sub.body).toBe(200);
    subs.push(Number(sub.json().record.id));
  }
  const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
    role_id: USER_ROLE_IDS.teknisi,
    nama_route: '/rpekerjaan',
    kategori: 'Hide Kolom',
    setup: 'nama_pekerjaan',
  });
  expect(rule.statusCode, rule.body).toBe(200);
}, 60_000);

describe('sorting by a relation whose title the role may not see', () => {
  const [zaitun, apel, mangga] = [0, 1, 2];

  it('GET /api/rsubpekerjaan?sort=id_pekerjaan follows the job ids, not the hidden names', async () => {
    expect(await ids(ctx.teknisi, '/api/rsubpekerjaan?sort=id_pekerjaan')).toEqual([
      subs[zaitun],
      subs[apel],
      subs[mangga],
    ]);
    expect(await ids(ctx.teknisi, '/api/rsubpekerjaan?sort=id_pekerjaan&order=desc')).toEqual([
      subs[mangga],
      subs[apel],
      subs[zaitun],
    ]);
    // the admin sees the names, and sorts by them
    expect(await ids(ctx.admin, '/api/rsubpekerjaan?sort=id_pekerjaan')).toEqual([
      subs[apel],
      subs[mangga],
      subs[zaitun],
    ]);
  });

  it('nor do search, filters or the options route reach the hidden names', async () => {
    expect(await ids(ctx.teknisi, '/api/rsubpekerjaan?search=Zaitun')).toEqual([]);
    const filter = await as(ctx.teknisi, 'GET', '/api/rsubpekerjaan?id_pekerjaan_label=Zaitun%20Residence');
    expect(filter.statusCode).toBe(422);
    const options = await as(ctx.teknisi, 'GET', '/api/rpekerjaan/options?search=Zai');
    expect(options.statusCode).toBe(200);
    expect(options.json().records).toEqual([]);
    const all = (await as(ctx.teknisi, 'GET', '/api/rpekerjaan/options')).json().records as {
      value: number;
      label: string;
    }[];
    // labels are the ids, in the ids' order
    expect(all.map((o) => String(o.label))).toEqual(all.map((o) => String(o.value)));
    expect(JSON.stringify(all)).not.toMatch(/Zaitun|Apel|Mangga/);
    const list = await as(ctx.teknisi, 'GET', '/api/rsubpekerjaan?sort=id_pekerjaan');
    expect(list.body).not.toMatch(/Zaitun|Apel|Mangga/);
  });
});
