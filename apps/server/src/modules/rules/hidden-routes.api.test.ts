// A Hide Kolom rule hides its fields from every answer of every route, and a Blokir rule refuses every
// route of its resource: one authorisation path, one serialiser.
import { getResource, USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo, insertRegionChain, relationResolver, sampleInput } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

let jobId: number;
const SECRET = 'Catatan-Rahasia-XYZ';

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
  const input = await sampleInput(
    getResource('rpekerjaan')!,
    relationResolver(ctx.app, ctx.admin, ctx.database),
  );
  const job = await as(ctx.admin, 'POST', '/api/rpekerjaan/add', { ...input, keterangan: SECRET });
  expect(job.statusCode, job.body).toBe(200);
  jobId = job.json().record.id;
  // technicians reach only the jobs assigned to them
  await assignJobTo(ctx.app, ctx.admin, jobId);
  // a second version, so the history has an edit diff of the hidden field
  await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${jobId}`, {
    keterangan: `${SECRET}-2`,
    nilai_kontrak: 777_000,
  });
  for (const page of ['rpekerjaan/export', 'rsubpekerjaan/add']) {
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [
      USER_ROLE_IDS.teknisi,
      page,
    ]);
  }
  ctx.app.roleCache.invalidate();
  await addRule({
    nama_route: '/rpekerjaan',
    kategori: 'Hide Kolom',
    setup: 'keterangan, nilai_kontrak, nama_pekerjaan',
  });
});

describe('a Hide Kolom rule on every route', () => {
  const leaks = (body: string) =>
    body.includes(SECRET) || body.includes('777000') || body.includes('nilai_kontrak');

  it.each([
    ['list', () => '/api/rpekerjaan'],
    ['filtered list', () => `/api/rpekerjaan/index/id/${jobId}`],
    ['view', () => `/api/rpekerjaan/view/${jobId}`],
    ['history', () => `/api/rpekerjaan/history/${jobId}`],
    ['options', () => `/api/rpekerjaan/options?id=${jobId}`],
    ['export', () => '/api/rpekerjaan/export?format=csv'],
  ])('%s leaves the hidden fields out for that role only', async (_name, url) => {
    const tech = await as(ctx.teknisi, 'GET', url());
    expect(tech.statusCode, tech.body).toBe(200);
    expect(leaks(tech.body), tech.body).toBe(false);
    expect(tech.body).not.toContain('keterangan');
    const adminAnswer = await as(ctx.admin, 'GET', url());
    expect(adminAnswer.statusCode).toBe(200);
    if (!url().includes('options')) expect(leaks(adminAnswer.body)).toBe(true);
  });

  it('labels a record by its id when the title field is hidden', async () => {
    const tech = await as(ctx.teknisi, 'GET', `/api/rpekerjaan/options?id=${jobId}`);
    const labelled = (tech.json().records as { _can: unknown }[]).map(({ _can, ...option }) => option);
    expect(labelled).toEqual([{ value: jobId, label: String(jobId) }]);
    const adminOptions = await as(ctx.admin, 'GET', `/api/rpekerjaan/options?id=${jobId}`);
    expect(adminOptions.json().records[0].label).not.toBe(String(jobId));
  });

  it('hides the relation label of a hidden field in another resource’s answers too', async () => {
    await addRule({ nama_route: '/rsubpekerjaan', kategori: 'Hide Kolom', setup: 'id_pekerjaan' });
    const input = await sampleInput(
      getResource('rsubpekerjaan')!,
      relationResolver(ctx.app, ctx.admin, ctx.database),
    );
    const added = await as(ctx.teknisi, 'POST', '/api/rsubpekerjaan/add', { ...input, id_pekerjaan: jobId });
    // the hidden relation was dropped from the input: it is required, so the add is refused naming it
    // (the admin must give it a Default Add If Hidden rule)
    expect(added.statusCode).toBe(422);
    expect(Object.keys(added.json().errors)).toEqual(['id_pekerjaan']);
    await as(ctx.admin, 'POST', '/api/rsubpekerjaan/add', { ...input, id_pekerjaan: jobId });
    const list = await as(ctx.teknisi, 'GET', '/api/rsubpekerjaan');
    expect(list.json().totalRecords).toBeGreaterThan(0);
    expect(list.body).not.toContain('id_pekerjaan');
  });
});

describe('a Blokir rule on every route', () => {
  it('refuses list, filtered list, view, history, options, export, add, edit, delete and import', async () => {
    await addRule({ nama_route: '/rpekerjaan', kategori: 'Blokir JSX', keterangan: 'Pekerjaan ditutup' });
    const calls: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['list', 'GET', '/api/rpekerjaan'],
      ['index', 'GET', `/api/rpekerjaan/index/id/${jobId}`],
      ['view', 'GET', `/api/rpekerjaan/view/${jobId}`],
      ['history', 'GET', `/api/rpekerjaan/history/${jobId}`],
      ['options', 'GET', '/api/rpekerjaan/options'],
      ['export', 'GET', '/api/rpekerjaan/export?format=csv'],
      ['add', 'POST', '/api/rpekerjaan/add'],
      ['edit', 'PUT', `/api/rpekerjaan/edit/${jobId}`],
      ['delete', 'DELETE', `/api/rpekerjaan/delete/${jobId}`],
      ['import', 'POST', '/api/rpekerjaan/import'],
    ];
    for (const [name, method, url] of calls) {
      const response = await as(
        ctx.teknisi,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, name).toBe(403);
    }
    const blocked = await as(ctx.teknisi, 'GET', '/api/rpekerjaan');
    expect(blocked.json()).toEqual({ message: 'Pekerjaan ditutup', blocked: true });
    expect((await as(ctx.admin, 'GET', '/api/rpekerjaan')).statusCode).toBe(200);
  });
});
