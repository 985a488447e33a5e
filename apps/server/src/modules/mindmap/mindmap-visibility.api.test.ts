import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo, insertRegionChain, relationResolver } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

// Issue 32, "Mind maps ignore the visibility of their record": the technician (given the mind-map
// pages, as an admin may) listed, viewed and edited the map of job 1 although GET /api/rpekerjaan/view/1
// is a 404 for him, created maps on invoice 1 and user 1, and told "tidak ada" from "sudah digunakan".
// Expected (docs/mindmap.md, rule R4): a map of a record is reachable only when its record is in the
// caller's view; otherwise every route answers as if neither map nor record existed.

let adminMap: number;
let ownJob: number;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const TREE = { label: 'Rencana', children: [{ label: 'Survei' }] };

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as } = ctx;
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  const resolve = relationResolver(ctx.app, ctx.admin, ctx.database);
  expect(Number(await resolve('rpekerjaan'))).toBe(1); // job 1: nobody assigned the technician to it
  expect(Number(await resolve('rinvoice'))).toBe(1);
  const map = await as(ctx.admin, 'POST', '/api/rmindmap/add', {
    judul: 'Rencana kerja job 1',
    data: TREE,
    nama_resource: 'rpekerjaan',
    id_record: 1,
  });
  expect(map.statusCode, map.body).toBe(200);
  adminMap = Number(map.json().record.id);
  // a job he works on
  const job = await as(ctx.admin, 'POST', '/api/rpekerjaan/add', {
    nama_pekerjaan: 'Pasang AC Bu Sari',
    id_akun: await resolve('akun'),
    tanggal_mulai: '2026-11-20',
  });
  ownJob = Number(job.json().record.id);
  await assignJobTo(ctx.app, ctx.admin, ownJob);
  // the mind-map pages, as an admin may give them to the technicians
  for (const page of [
    'getmindmap',
    'rmindmap',
    'rmindmap/view',
    'rmindmap/add',
    'rmindmap/edit',
    'rmindmap/delete',
  ])
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [
      USER_ROLE_IDS.teknisi,
      page,
    ]);
  ctx.app.roleCache.invalidate();
}, 60_000);

describe('the map of a record the caller may not view', () => {
  it('is neither listed, nor viewed, edited, deleted or offered, as if it did not exist', async () => {
    expect((await as(ctx.teknisi, 'GET', '/api/rpekerjaan/view/1')).statusCode).toBe(404);
    const list = await as(ctx.teknisi, 'GET', '/api/rmindmap?nama_resource=rpekerjaan&id_record=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().records).toEqual([]);
    expect((await as(ctx.teknisi, 'GET', '/api/rmindmap')).json().totalRecords).toBe(0);
    expect((await as(ctx.teknisi, 'GET', '/api/rmindmap/options?search=Rencana')).json().records).toEqual([]);
    const missing = await as(ctx.teknisi, 'GET', '/api/rmindmap/view/999999');
    for (const [method, url, body] of [
      ['GET', `/api/rmindmap/view/${adminMap}`],
      ['GET', `/api/rmindmap/history/${adminMap}`],
      ['PUT', `/api/rmindmap/edit/${adminMap}`, { judul: 'Diubah teknisi', data: TREE }],
      ['DELETE', `/api/rmindmap/delete/${adminMap}`],
    ] as [Method, string, object?][]) {
      const answer = await as(ctx.teknisi, method, url, body);
      expect([url, answer.statusCode]).toEqual([url, 404]);
      expect(answer.body).not.toContain('Rencana kerja');
      // the missing one's answer, naming the id asked for
      expect(answer.json().message).toBe(missing.json().message.replace('999999', String(adminMap)));
    }
    const [stored] = await ctx.database.query<{ judul: string }>('SELECT judul FROM rmindmap WHERE id = $1', [
      adminMap,
    ]);
    expect(stored!.judul).toBe('Rencana kerja job 1');
    // the admin, who may view job 1, still reaches it
    expect((await as(ctx.admin, 'GET', `/api/rmindmap/view/${adminMap}`)).statusCode).toBe(200);
  });

  it('cannot be created on job 1, invoice 1 or user 1: the same 422 as for a record that does not exist', async () => {
    const create = (nama_resource: string, id_record: number) =>
      as(ctx.teknisi, 'POST', '/api/rmindmap/add', { judul: 'Peta', data: TREE, nama_resource, id_record });
    const missing = await create('rpekerjaan', 999_999);
    expect(missing.statusCode).toBe(422);
    // job 1 has a map already: the answer must not say "already used" ("sudah digunakan")
    for (const [resource, id] of [
      ['rpekerjaan', 1],
      ['rinvoice', 1],
      ['users', 1],
    ] as const) {
      const answer = await create(resource, id);
      expect([resource, answer.statusCode]).toEqual([resource, 422]);
      expect(answer.json()).toEqual(missing.json());
    }
    const [count] = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rmindmap');
    expect(count!.n).toBe(1);
  });

  it('nor can a map of his be moved onto such a record', async () => {
    const own = await as(ctx.teknisi, 'POST', '/api/rmindmap/add', {
      judul: 'Rencana saya',
      data: TREE,
      nama_resource: 'rpekerjaan',
      id_record: ownJob,
    });
    expect(own.statusCode, own.body).toBe(200);
    const id = Number(own.json().record.id);
    expect(
      (await as(ctx.teknisi, 'GET', '/api/rmindmap')).json().records.map((r: { id: number }) => r.id),
    ).toEqual([id]);
    const move = await as(ctx.teknisi, 'PUT', `/api/rmindmap/edit/${id}`, {
      nama_resource: 'rinvoice',
      id_record: 1,
    });
    expect(move.statusCode).toBe(422);
    expect(Object.keys(move.json().errors)).toEqual(['id_record']);
  });
});
