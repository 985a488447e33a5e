import { getResource, type MindmapRecord } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBusiness } from '../../db/demo/seed-demo.ts';
import { insertRegionChain, relationResolver } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';
import { mindmapModule } from './index.ts';

let planner: string;
let reader: string;
let jobId: number;

async function loginWith(name: string, pages: string[]): Promise<string> {
  const role = (await as(ctx.admin, 'POST', '/api/roles/add', { role_name: name })).json().record;
  for (const page of pages)
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [role.id, page]);
  ctx.app.roleCache.invalidate();
  const password = `${name}-Kuat-Pass-9`;
  const user = await as(ctx.admin, 'POST', '/api/akun/tambahuser', {
    username: name,
    email: `${name}@example.test`,
    password: password,
    password_confirmation: password,
    user_role_id: role.id,
    status: 'Active',
  });
  expect(user.statusCode, user.body).toBe(200);
  return ctx.login(name, password);
}

const TREE = {
  label: 'Pasang AC Bu Lestari',
  children: [
    { id: 'survei', label: 'Survei', color: '#CFE2F3', note: 'Bawa meteran' },
    { label: 'Material', collapsed: true, children: [{ label: 'Pipa 1/4"' }] },
  ],
};

const ctx = useTestApp();
const { as } = ctx;
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  jobId = Number(await relationResolver(ctx.app, ctx.admin, ctx.database)('rpekerjaan'));
  planner = await loginWith('perencana', [
    'home',
    'getmindmap',
    'rmindmap',
    'rmindmap/view',
    'rmindmap/add',
    'rmindmap/edit',
    // a map of a job is reached only by those who may view the job (mindmap-visibility.api.test.ts)
    'rpekerjaan/view',
  ]);
  reader = await loginWith('pembaca', ['home', 'getmindmap', 'rmindmap', 'rmindmap/view', 'rpekerjaan/view']);
}, 60_000);

describe('rmindmap', () => {
  let mapId: number;

  it('stores a map tied to a record, its tree normalised (ids given, colours lower-case, junk dropped)', async () => {
    const added = await as(planner, 'POST', '/api/rmindmap/add', {
      judul: 'Rencana kerja',
      data: { ...TREE, dangerouslySetInnerHTML: '<img src=x onerror=alert(1)>' },
      nama_resource: 'rpekerjaan',
      id_record: jobId,
    });
    expect(added.statusCode, added.body).toBe(200);
    mapId = Number(added.json().record.id);
    const found = await as(reader, 'GET', `/api/rmindmap?nama_resource=rpekerjaan&id_record=${jobId}`);
    expect(found.json().records.map((r: { id: number }) => Number(r.id))).toEqual([mapId]);
    const view = (await as(reader, 'GET', `/api/rmindmap/view/${mapId}`)).json();
    expect(view.data).toEqual({
      id: 'n',
      label: 'Pasang AC Bu Lestari',
      children: [
        { id: 'survei', label: 'Survei', color: '#cfe2f3', note: 'Bawa meteran' },
        { id: 'n-1', label: 'Material', collapsed: true, children: [{ id: 'n-1-0', label: 'Pipa 1/4"' }] },
      ],
    });
  });

  it('saves an added node, and a reload reads it back', async () => {
    const view = (await as(planner, 'GET', `/api/rmindmap/view/${mapId}`)).json();
    view.data.children.push({ id: 'uji', label: 'Uji coba', side: 'left' });
    const saved = await as(planner, 'PUT', `/api/rmindmap/edit/${mapId}`, { data: view.data });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await as(reader, 'GET', `/api/rmindmap/view/${mapId}`)).json();
    expect(again.data.children.at(-1)).toEqual({ id: 'uji', label: 'Uji coba', side: 'left' });
  });

  it('refuses a bad tree or a bad target with 422 naming the field', async () => {
    const cases: [object, string][] = [
      [{ judul: 'A', data: { children: [] } }, 'data.label'],
      [
        { judul: 'A', data: { label: 'r', children: [{ label: 'b', color: 'javascript:1' }] } },
        'data.children.0.color',
      ],
      [{ judul: 'A', data: 'bukan json' }, 'data'],
      [{ judul: 'A', data: TREE, nama_resource: 'rpekerjaan' }, 'id_record'],
      [{ judul: 'A', data: TREE, id_record: jobId }, 'nama_resource'],
      [{ judul: 'A', data: TREE, nama_resource: 'rpekerjaan', id_record: 999999 }, 'id_record'],
      [{ judul: 'A', data: TREE, nama_resource: 'regprovinces', id_record: 11 }, 'nama_resource'],
      [{ judul: 'A', data: TREE, nama_resource: 'rpekerjaan', id_record: jobId }, 'id_record'],
    ];
    for (const [body, field] of cases) {
      const answer = await as(planner, 'POST', '/api/rmindmap/add', body);
      expect(answer.statusCode, `${field}: ${answer.body}`).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual([field]);
    }
    const edit = await as(planner, 'PUT', `/api/rmindmap/edit/${mapId}`, { data: { label: 5 } });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().errors)).toEqual(['data.label']);
  });

  it('keeps the permissions of the resource: a reader cannot save, a stranger cannot read', async () => {
    const view = (await as(reader, 'GET', `/api/rmindmap/view/${mapId}`)).json();
    expect((await as(reader, 'PUT', `/api/rmindmap/edit/${mapId}`, { data: view.data })).statusCode).toBe(
      403,
    );
    expect((await as(reader, 'POST', '/api/rmindmap/add', { judul: 'X', data: TREE })).statusCode).toBe(403);
    const stranger = await loginWith('tamu', ['home', 'getmindmap']);
    expect((await as(stranger, 'GET', `/api/rmindmap/view/${mapId}`)).statusCode).toBe(403);
  });

  it('answers the record shape core declares (packages/core/src/api/mindmap.ts)', async () => {
    const keys = Object.keys({
      id: true,
      judul: true,
      data: true,
      nama_resource: true,
      id_record: true,
      keterangan: true,
      user_id: true,
      user_id_label: true,
      created_at: true,
      updated_at: true,
    } satisfies Record<keyof MindmapRecord, true>)
      // every record of a generic answer also says what the caller may do with it (docs/architecture.md)
      .concat('_can')
      .sort();
    const view = (await as(planner, 'GET', `/api/rmindmap/view/${mapId}`)).json();
    expect(Object.keys(view).sort()).toEqual(keys);
    const list = (await as(planner, 'GET', '/api/rmindmap?limit=1')).json();
    expect(Object.keys(list.records[0]).sort()).toEqual(keys);
  });
});

describe('the demo mind map', () => {
  it("is the plan of the first job, tied to it, seeded once through the engine's checks", async () => {
    await ctx.database.query("DELETE FROM rmindmap WHERE nama_resource = 'rpekerjaan'");
    const written = await seedDemoBusiness(ctx.app, [mindmapModule]);
    expect(written.mindmap).toEqual({ rmindmap: 1 });
    const rows = await ctx.database.query<{
      judul: string;
      data: { children: unknown[] };
      id_record: number;
    }>(`SELECT judul, data, id_record FROM ${getResource('rmindmap')!.table}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_record).toBe(jobId);
    expect(rows[0]!.judul).toMatch(/^Rencana kerja: /);
    expect(rows[0]!.data.children).toHaveLength(4);
  });
});
