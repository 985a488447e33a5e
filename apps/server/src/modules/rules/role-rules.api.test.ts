import { getResource, USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo, insertRegionChain, relationResolver, sampleInput } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

let jobId: number;

async function addRule(rule: Record<string, unknown>) {
  const response = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
    role_id: USER_ROLE_IDS.teknisi,
    ...rule,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as } = ctx;
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  const resolve = relationResolver(ctx.app, ctx.admin, ctx.database);
  const job = await as(
    ctx.admin,
    'POST',
    '/api/rpekerjaan/add',
    await sampleInput(getResource('rpekerjaan')!, resolve),
  );
  jobId = job.json().record.id;
  // technicians reach only the jobs assigned to them
  await assignJobTo(ctx.app, ctx.admin, jobId);
  await ctx.database.query("INSERT INTO permissions (role_id, page_name) VALUES ($1, 'rpekerjaan/add')", [
    USER_ROLE_IDS.teknisi,
  ]);
  ctx.app.roleCache.invalidate();
});

describe('role rules enforced by the API', () => {
  it('leaves a Hide Kolom field out of lists and views for that role only', async () => {
    const before = await as(ctx.teknisi, 'GET', `/api/rpekerjaan/view/${jobId}`);
    expect(before.json()).toHaveProperty('nilai_kontrak');
    await addRule({ nama_route: '/rpekerjaan', kategori: 'Hide Kolom', setup: 'nilai_kontrak, id_akun' });

    const list = await as(ctx.teknisi, 'GET', '/api/rpekerjaan');
    expect(list.statusCode).toBe(200);
    for (const record of list.json().records) {
      expect(record).not.toHaveProperty('nilai_kontrak');
      expect(record).not.toHaveProperty('id_akun');
      expect(record).not.toHaveProperty('id_akun_label');
      expect(record).toHaveProperty('nama_pekerjaan');
    }
    const view = await as(ctx.teknisi, 'GET', `/api/rpekerjaan/view/${jobId}`);
    expect(view.json()).not.toHaveProperty('nilai_kontrak');
    // the admin's role has no such rule
    expect((await as(ctx.admin, 'GET', `/api/rpekerjaan/view/${jobId}`)).json()).toHaveProperty(
      'nilai_kontrak',
    );
  });

  it('does not let a hidden field be used to filter, sort or search', async () => {
    const value = (await as(ctx.admin, 'GET', `/api/rpekerjaan/view/${jobId}`)).json().nilai_kontrak;
    const all = (await as(ctx.teknisi, 'GET', '/api/rpekerjaan')).json().totalRecords;
    const probe = await as(ctx.teknisi, 'GET', `/api/rpekerjaan?nilai_kontrak=${value + 1}`);
    expect(probe.json().totalRecords).toBe(all);
  });

  it('ignores hidden fields on writes and fills Default Add If Hidden on the server', async () => {
    await addRule({
      nama_route: '/rpekerjaan/add',
      kategori: 'Default Add If Hidden',
      setup: 'nilai_kontrak',
      default_add: '=25000 * 2',
    });
    // a required field the role cannot see needs its default too, or the add is refused with a 422
    const akunId = (await as(ctx.admin, 'GET', `/api/rpekerjaan/view/${jobId}`)).json().id_akun;
    const refused = await as(ctx.teknisi, 'POST', '/api/rpekerjaan/add', { nama_pekerjaan: 'Tanpa akun' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('id_akun');
    await addRule({
      nama_route: '/rpekerjaan/add',
      kategori: 'Default Add If Hidden',
      setup: 'id_akun',
      default_add: String(akunId),
    });
    const resolve = relationResolver(ctx.app, ctx.admin, ctx.database);
    const input = { ...(await sampleInput(getResource('rpekerjaan')!, resolve)), nilai_kontrak: 999_999 };
    const added = await as(ctx.teknisi, 'POST', '/api/rpekerjaan/add', input);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().record).not.toHaveProperty('nilai_kontrak');
    const stored = await ctx.database.query<{ nilai_kontrak: string; id_akun: number | null }>(
      'SELECT nilai_kontrak, id_akun FROM rpekerjaan WHERE id = $1',
      [added.json().record.id],
    );
    expect(Number(stored[0]!.nilai_kontrak)).toBe(50_000);
    expect(stored[0]!.id_akun).toBe(akunId);

    const edited = await as(ctx.teknisi, 'PUT', `/api/rpekerjaan/edit/${jobId}`, { nilai_kontrak: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await ctx.database.query<{ nilai_kontrak: string }>(
      'SELECT nilai_kontrak FROM rpekerjaan WHERE id = $1',
      [jobId],
    );
    expect(Number(after[0]!.nilai_kontrak)).not.toBe(1);
  });

  it('refuses a route blocked by Blokir JSX with the rule’s message', async () => {
    expect((await as(ctx.teknisi, 'GET', '/api/rabsensi')).statusCode).toBe(200);
    await addRule({ nama_route: '/rabsensi', kategori: 'Blokir JSX', keterangan: 'Absensi sedang ditutup' });
    const list = await as(ctx.teknisi, 'GET', '/api/rabsensi');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({ message: 'Absensi sedang ditutup', blocked: true });
    expect((await as(ctx.teknisi, 'POST', '/api/rabsensi/add', {})).statusCode).toBe(403);
    expect((await as(ctx.admin, 'GET', '/api/rabsensi')).statusCode).toBe(200);
  });

  it('falls back to the default block message when the rule has none (or only a dot)', async () => {
    await addRule({ nama_route: '/rsubpekerjaan', kategori: 'Blokir JSX', keterangan: '.' });
    const list = await as(ctx.teknisi, 'GET', '/api/rsubpekerjaan');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe('Halaman Sudah Di Alihkan, Hubungi Admin Untuk informasi lebih lanjut');
  });
});
