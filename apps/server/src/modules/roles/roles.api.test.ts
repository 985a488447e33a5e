import { getResource, USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo, insertRegionChain, relationResolver, sampleInput } from '../../test/factories.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  TEST_TEKNISI_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';

let ctx: TestContext;
let admin: string;
let teknisi: string;
const ADMIN = USER_ROLE_IDS.admin;
const TEKNISI = USER_ROLE_IDS.teknisi;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string | null, method: Method, url: string, payload?: unknown, lang = 'en') =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const pagesOf = async (roleId: number) =>
  (
    await ctx.database.query<{ page_name: string }>(
      'SELECT page_name FROM permissions WHERE role_id = $1 ORDER BY page_name',
      [roleId],
    )
  ).map((r) => r.page_name);
const rulesOf = (roleId: number) =>
  ctx.database.query<Record<string, unknown>>(
    'SELECT * FROM setupshowhideroleid WHERE role_id = $1 ORDER BY urutan NULLS LAST, id',
    [roleId],
  );
const roleId = async (name: string) =>
  (
    await ctx.database.query<{ id: number }>('SELECT id FROM roles WHERE lower(role_name) = lower($1)', [
      name,
    ])
  )[0]?.id;
async function addRule(role: number, rule: Record<string, unknown>) {
  const response = await as(admin, 'POST', '/api/setupshowhideroleid/add', { role_id: role, ...rule });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record as Record<string, unknown>;
}
const currentPages = async (token: string) =>
  (await as(token, 'GET', '/api/account/currentuserdata')).json().pages as string[];

beforeAll(async () => {
  ctx = await createTestApp();
  await insertRegionChain(ctx.database);
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  teknisi = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
});
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('admin only', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['GET', `/api/roles/permissionmulti/${TEKNISI}`],
    ['PUT', `/api/roles/permissionmulti/${TEKNISI}`, { grant: ['rsupplier'] }],
    ['POST', `/api/roles/clone/${TEKNISI}`, { role_name: 'Teknisi Kloning' }],
    ['GET', `/api/roles/importrsetwebsite/${TEKNISI}`],
    ['POST', `/api/roles/importrsetwebsite/${TEKNISI}`, {}],
    ['GET', `/api/setupshowhideroleid/exportjson?role_id=${TEKNISI}`],
    ['POST', `/api/setupshowhideroleid/importjson?role_id=${TEKNISI}&dryRun=false`, []],
    ['POST', '/api/setupshowhideroleid/copy', { from_role_id: ADMIN, to_role_id: TEKNISI }],
    ['GET', '/api/petacud'],
    ['GET', '/api/petauseridroleidgroupid'],
  ];

  it.each(endpoints)('%s %s: 403 for the technician, 401 without a token', async (method, url, body) => {
    const before = await pagesOf(TEKNISI);
    expect((await as(teknisi, method, url, body)).statusCode).toBe(403);
    expect((await as(null, method, url, body)).statusCode).toBe(401);
    expect(await pagesOf(TEKNISI)).toEqual(before);
    expect(await roleId('Teknisi Kloning')).toBeUndefined();
  });

  it('leaves the generic routes of roles and rules where they were', async () => {
    expect((await as(admin, 'GET', '/api/roles')).json().totalRecords).toBeGreaterThan(1);
    expect((await as(admin, 'GET', `/api/roles/view/${TEKNISI}`)).json().role_name).toBe('Teknisi');
    const own = await as(teknisi, 'GET', `/api/setupshowhideroleid?role_id=${TEKNISI}`);
    expect(own.statusCode).toBe(200);
  });
});

describe('permission grid', () => {
  it('lists every known page grouped by kind, with what the role holds', async () => {
    const response = await as(admin, 'GET', `/api/roles/permissionmulti/${TEKNISI}`);
    expect(response.statusCode).toBe(200);
    const grid = response.json();
    expect(grid.role).toMatchObject({ id: TEKNISI, role_name: 'Teknisi' });
    expect(grid.actions).toEqual(['index', 'view', 'add', 'edit', 'delete', 'export', 'import']);
    expect(grid.groups.map((g: { kind: string }) => g.kind)).toEqual(['basic', 'resource', 'tool', 'admin']);
    const resources = grid.groups[1].rows;
    expect(resources).toHaveLength(65);
    const job = resources.find((r: { name: string }) => r.name === 'rpekerjaan');
    expect(job.cells.map((c: { page: string; granted: boolean }) => [c.page, c.granted])).toEqual([
      ['rpekerjaan', true],
      ['rpekerjaan/view', true],
      ['rpekerjaan/add', false],
      ['rpekerjaan/edit', true],
      ['rpekerjaan/delete', false],
      ['rpekerjaan/export', false],
      ['rpekerjaan/import', false],
    ]);
    const roles = resources.find((r: { name: string }) => r.name === 'roles');
    expect(roles.extras.map((c: { page: string }) => c.page)).toEqual([
      'roles/clone',
      'roles/permissionmulti',
      'roles/importrsetwebsite',
    ]);
    expect(grid.groups[2].rows.find((r: { name: string }) => r.name === 'kalkulator').cells[0].granted).toBe(
      true,
    );
    expect(grid.granted).toEqual([...(await pagesOf(TEKNISI))].sort());
    expect(grid.unknown).toEqual([]);
  });

  it('404 for an unknown role', async () => {
    expect((await as(admin, 'GET', '/api/roles/permissionmulti/99999')).statusCode).toBe(404);
    expect((await as(admin, 'GET', '/api/roles/permissionmulti/abc')).statusCode).toBe(404);
  });

  it('grants and revokes many at once; the technician sees it at the next call without signing in again', async () => {
    expect(await currentPages(teknisi)).not.toContain('rsupplier');
    const response = await as(admin, 'PUT', `/api/roles/permissionmulti/${TEKNISI}`, {
      grant: ['rsupplier', '/rsupplier/view/', 'rsupplier/index', 'excel'],
      revoke: ['kalkulator'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.added).toEqual(['excel', 'rsupplier', 'rsupplier/view']);
    expect(result.removed).toEqual(['kalkulator']);
    expect(result.pages).toEqual(await pagesOf(TEKNISI));
    const pages = await currentPages(teknisi);
    expect(pages).toContain('rsupplier');
    expect(pages).not.toContain('kalkulator');
    expect((await as(teknisi, 'GET', '/api/rsupplier')).statusCode).toBe(200);
    const audit = await ctx.database.query<{ changes: unknown }>(
      "SELECT changes FROM audit_log WHERE resource = 'permissions' AND record_id = $1 ORDER BY id DESC LIMIT 1",
      [String(TEKNISI)],
    );
    expect(audit[0]!.changes).toEqual({
      page_name: { before: ['kalkulator'], after: ['excel', 'rsupplier', 'rsupplier/view'] },
    });
  });

  it('sets the whole set of known pages with `pages`', async () => {
    const before = await pagesOf(TEKNISI);
    const wanted = [...before.filter((p) => p !== 'excel'), 'kalkulator'];
    const response = await as(admin, 'PUT', `/api/roles/permissionmulti/${TEKNISI}`, { pages: wanted });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ added: ['kalkulator'], removed: ['excel'] });
    expect(await pagesOf(TEKNISI)).toEqual([...wanted].sort());
  });

  it('refuses unknown pages, contradictions and malformed bodies as a whole (422, nothing written)', async () => {
    const before = await pagesOf(TEKNISI);
    const bad: unknown[] = [
      { grant: ['rsupplier/add', 'nosuchpage'] },
      { grant: ['rsupplier/add'], revoke: ['rsupplier/add'] },
      { grant: 'rsupplier/add' },
      { pages: ['home', 'zzz/add'] },
      {},
    ];
    for (const body of bad) {
      const response = await as(admin, 'PUT', `/api/roles/permissionmulti/${TEKNISI}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toBeTypeOf('object');
    }
    const indonesian = await as(
      admin,
      'PUT',
      `/api/roles/permissionmulti/${TEKNISI}`,
      { grant: ['x'] },
      'id-ID',
    );
    expect(indonesian.json().errors.grant[0]).toContain('Halaman tidak dikenal');
    expect(await pagesOf(TEKNISI)).toEqual(before);
  });

  it('keeps the permission screens of an admin role', async () => {
    const before = await pagesOf(ADMIN);
    const response = await as(admin, 'PUT', `/api/roles/permissionmulti/${ADMIN}`, {
      grant: [],
      revoke: ['rsupplier', 'roles/permissionmulti'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.revoke[0]).toContain('roles/permissionmulti');
    expect(await pagesOf(ADMIN)).toEqual(before);
  });
});

describe('clone', () => {
  it('creates a role with the same pages and rules in one go', async () => {
    await addRule(TEKNISI, {
      nama_route: '/rpekerjaan',
      kategori: 'Hide Kolom',
      setup: 'nilai_kontrak',
      urutan: 1,
    });
    await addRule(TEKNISI, {
      nama_route: '/rpekerjaan',
      kategori: 'Replace Label',
      setup: 'status',
      replace_label: 'Keadaan',
    });
    const response = await as(admin, 'POST', `/api/roles/clone/${TEKNISI}`, { role_name: 'Teknisi Senior' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const id = Number(body.record.id);
    expect(body.record).toMatchObject({ role_name: 'Teknisi Senior', keterangan: 'Teknisi lapangan' });
    expect(await pagesOf(id)).toEqual(await pagesOf(TEKNISI));
    expect(body.permissions).toBe((await pagesOf(TEKNISI)).length);
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map(({ id: _i, role_id: _r, created_at: _c, updated_at: _u, user_id: _o, ...rest }) => rest);
    const copied = await rulesOf(id);
    expect(body.rules).toBe(2);
    expect(copied.every((r) => r.role_id === id)).toBe(true);
    expect(strip(copied)).toEqual(strip(await rulesOf(TEKNISI)));
    // the new role is usable at once: a user moved to it gets its pages
    expect((await as(admin, 'GET', `/api/roles/permissionmulti/${id}`)).json().granted).toEqual(
      await pagesOf(id),
    );
  });

  it('422 for a duplicate (any case) or missing name; nothing is created', async () => {
    const count = async () => (await ctx.database.query('SELECT id FROM roles')).length;
    const before = await count();
    for (const body of [
      { role_name: 'teknisi senior' },
      { role_name: '  ' },
      {},
      { role_name: 'x'.repeat(51) },
    ]) {
      const response = await as(admin, 'POST', `/api/roles/clone/${TEKNISI}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.role_name).toHaveLength(1);
    }
    expect(await count()).toBe(before);
    expect((await as(admin, 'POST', '/api/roles/clone/99999', { role_name: 'Baru' })).statusCode).toBe(404);
  });
});

describe('website-settings bundle', () => {
  it('shows the bundle and grants it (or a part of it) to the role', async () => {
    const role = await roleId('pemasaran');
    const preview = (await as(admin, 'GET', `/api/roles/importrsetwebsite/${role}`)).json();
    const pages = preview.bundle.map((b: { page: string }) => b.page);
    expect(pages).toContain('rsetwebsite');
    expect(pages).toContain('rsetwebsite/editfooter');
    expect(pages).toContain('rsetwebsite/faqlist');
    expect(pages).toContain('petarsetwebsite');
    expect(preview.bundle.every((b: { granted: boolean }) => !b.granted)).toBe(true);

    const refused = await as(admin, 'POST', `/api/roles/importrsetwebsite/${role}`, { pages: ['rsupplier'] });
    expect(refused.statusCode).toBe(422);

    const part = await as(admin, 'POST', `/api/roles/importrsetwebsite/${role}`, { pages: ['rsetwebsite'] });
    expect(part.json()).toMatchObject({ added: ['rsetwebsite'] });
    const all = await as(admin, 'POST', `/api/roles/importrsetwebsite/${role}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().alreadyGranted).toEqual(['rsetwebsite']);
    expect(all.json().added).toHaveLength(pages.length - 1);
    expect(await pagesOf(role!)).toEqual([...pages].sort());
  });
});

describe('rules as JSON', () => {
  it('exports a role’s rules without ids, role or owner', async () => {
    const response = await as(admin, 'GET', `/api/setupshowhideroleid/exportjson?role_id=${TEKNISI}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="rules-teknisi-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const file = response.json();
    expect(file).toMatchObject({ format: 'kantor-role-rules', version: 1, role: { id: TEKNISI }, count: 2 });
    expect(file.rules[0]).toEqual({
      nama_route: '/rpekerjaan',
      kategori: 'Hide Kolom',
      setup: 'nilai_kontrak',
      urutan: 1,
    });
    for (const rule of file.rules) {
      expect(Object.keys(rule)).not.toContain('id');
      expect(Object.keys(rule)).not.toContain('role_id');
      expect(Object.keys(rule)).not.toContain('user_id');
    }
    expect((await as(admin, 'GET', '/api/setupshowhideroleid/exportjson')).statusCode).toBe(422);
    expect((await as(admin, 'GET', '/api/setupshowhideroleid/exportjson?role_id=99999')).statusCode).toBe(
      404,
    );
  });

  it('dry-runs an import (report, nothing written), then commits it in one go', async () => {
    const role = (await roleId('karyawan'))!;
    const exported = (
      await as(admin, 'GET', `/api/setupshowhideroleid/exportjson?role_id=${TEKNISI}`)
    ).json();
    const dry = await as(admin, 'POST', `/api/setupshowhideroleid/importjson?role_id=${role}`, exported);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, total: 2, valid: 2, imported: 0, errors: [] });
    expect(await rulesOf(role)).toHaveLength(0);

    const commit = await as(
      admin,
      'POST',
      `/api/setupshowhideroleid/importjson?role_id=${role}&dryRun=tidak`,
      [
        ...exported.rules,
        {
          id: 77,
          role_id: 1,
          nama_route: '/rsupplier',
          kategori: ' hide  KOLOM ',
          setup: 'email',
          created_at: 'x',
        },
      ],
    );
    expect(commit.json()).toMatchObject({ dryRun: false, total: 3, valid: 3, imported: 3 });
    const rules = await rulesOf(role);
    expect(rules.map((r) => r.kategori)).toEqual(['Hide Kolom', 'Replace Label', 'Hide Kolom']);
    expect(rules.every((r) => r.role_id === role)).toBe(true);

    const replaced = await as(
      admin,
      'POST',
      `/api/setupshowhideroleid/importjson?role_id=${role}&dryRun=false&replace=true`,
      [{ nama_route: '/rstok', kategori: 'Hide Menu' }],
    );
    expect(replaced.json()).toMatchObject({ imported: 1, deleted: 3 });
    expect((await rulesOf(role)).map((r) => r.nama_route)).toEqual(['/rstok']);
  });

  it('validates every record: one bad record and nothing is written, each error by its index', async () => {
    const role = (await roleId('karyawan'))!;
    const before = await rulesOf(role);
    const response = await as(
      admin,
      'POST',
      `/api/setupshowhideroleid/importjson?role_id=${role}&dryRun=false&replace=true`,
      {
        rules: [
          { nama_route: '/rsupplier', kategori: 'Hide Kolom', setup: 'email' },
          { nama_route: '/rsupplier', kategori: 'Sembunyikan Semua' },
          { nama_route: '/rsupplier', kategori: 'Hide Kolom', setup: 'email', kolom_baru: 1 },
          'not a rule',
          { nama_route: '/rstok', kategori: 'Logika List JSX', setup: 'stok', logika_list: 'stok <' },
          { nama_route: '/rstok', kategori: 'Redirect After Login', url_redirect: 'javascript:alert(1)' },
          { kategori: 'Hide Kolom', setup: 'email' },
          { nama_route: { $ne: 1 }, kategori: 'Hide Kolom', setup: 'x' },
        ],
      },
    );
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({ total: 8, valid: 1, imported: 0, deleted: 0 });
    expect(report.errors.map((e: { index: number }) => e.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(report.errors[0].errors).toHaveProperty('kategori');
    expect(report.errors[1].errors).toHaveProperty('kolom_baru');
    expect(report.errors[3].errors.rule[0]).toContain('invalid-expression');
    expect(report.errors[4].errors.rule[0]).toContain('unsafe-link');
    expect(await rulesOf(role)).toEqual(before);

    for (const body of [{ rules: 'x' }, { nope: [] }, 42]) {
      const bad = await as(admin, 'POST', `/api/setupshowhideroleid/importjson?role_id=${role}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await as(admin, 'POST', '/api/setupshowhideroleid/importjson', [])).statusCode).toBe(422);
  });

  it('copies rules to another role (added to, or replacing, its own)', async () => {
    const to = (await roleId('keuangan'))!;
    await addRule(to, { nama_route: '/rinvoice', kategori: 'Hide Add Button' });
    const added = await as(admin, 'POST', '/api/setupshowhideroleid/copy', {
      from_role_id: TEKNISI,
      to_role_id: to,
    });
    expect(added.json()).toMatchObject({ copied: 2, deleted: 0 });
    expect(await rulesOf(to)).toHaveLength(3);
    const replaced = await as(admin, 'POST', '/api/setupshowhideroleid/copy', {
      from_role_id: String(TEKNISI),
      to_role_id: to,
      replace: true,
    });
    expect(replaced.json()).toMatchObject({ copied: 2, deleted: 3 });
    expect((await rulesOf(to)).map((r) => r.kategori)).toEqual(['Hide Kolom', 'Replace Label']);

    for (const body of [
      { from_role_id: TEKNISI, to_role_id: TEKNISI },
      { from_role_id: 99999, to_role_id: to },
      { to_role_id: to },
      { from_role_id: TEKNISI, to_role_id: 'x' },
    ]) {
      const response = await as(admin, 'POST', '/api/setupshowhideroleid/copy', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await rulesOf(to)).toHaveLength(2);
  });

  it('an imported rule reaches the technician’s next API call', async () => {
    const job = await as(
      admin,
      'POST',
      '/api/rpekerjaan/add',
      await sampleInput(getResource('rpekerjaan')!, relationResolver(ctx.app, admin, ctx.database)),
    );
    const jobId = job.json().record.id;
    await assignJobTo(ctx.app, admin, jobId); // technicians reach only the jobs assigned to them
    const view = async () => (await as(teknisi, 'GET', `/api/rpekerjaan/view/${jobId}`)).json();
    await as(
      admin,
      'POST',
      `/api/setupshowhideroleid/importjson?role_id=${TEKNISI}&dryRun=false&replace=true`,
      [],
    );
    expect(await view()).toHaveProperty('nilai_kontrak'); // fills the rules cache
    await as(admin, 'POST', `/api/setupshowhideroleid/importjson?role_id=${TEKNISI}&dryRun=false`, [
      { nama_route: '/rpekerjaan', kategori: 'Hide Kolom', setup: 'nilai_kontrak' },
    ]);
    expect(await view()).not.toHaveProperty('nilai_kontrak');
    await as(admin, 'POST', '/api/setupshowhideroleid/copy', {
      from_role_id: ADMIN,
      to_role_id: TEKNISI,
      replace: true,
    });
    expect(await view()).toHaveProperty('nilai_kontrak');
  });
});

describe('maps', () => {
  it('petacud: resources × roles × actions as the API decides them', async () => {
    await addRule(TEKNISI, { nama_route: '/cmumt/edit', kategori: 'Blokir JSX', keterangan: 'Sedang audit' });
    const map = (await as(admin, 'GET', '/api/petacud')).json();
    expect(map.actions).toContain('export');
    expect(map.roles.find((r: { id: number }) => r.id === ADMIN)).toMatchObject({ isAdmin: true });
    const of = (name: string) => map.resources.find((r: { name: string }) => r.name === name);
    expect(of('rpekerjaan').access[TEKNISI]).toMatchObject({
      index: 'allowed',
      view: 'allowed',
      edit: 'allowed',
      delete: 'own',
      add: 'denied',
    });
    expect(of('cmumt').access[TEKNISI]).toMatchObject({ index: 'allowed', edit: 'blocked' });
    expect(of('rsupplier')).toMatchObject({ adminManaged: true });
    expect(of('rsupplier').access[ADMIN]).toMatchObject({ edit: 'allowed', delete: 'allowed' });
    expect(of('rsupplier').access[TEKNISI]).toMatchObject({ index: 'allowed', edit: 'own' });
    expect(of('regprovinces').access[ADMIN]).toMatchObject({ index: 'allowed', add: 'readOnly' });
    expect(of('roles').access[String(await roleId('agensi'))]).toMatchObject({
      index: 'denied',
      edit: 'denied',
    });
  });

  it('a group whose role ids hold a number beyond a double is a 422 and stores nothing', async () => {
    // JSON reads 1e309 as Infinity, which it writes back as null: a lost value, or a 500 on PostgreSQL
    const before = await ctx.database.query('SELECT id FROM grouproleid');
    for (const roleIds of ['1e309', '[53, -1e309]']) {
      const added = await as(admin, 'POST', '/api/grouproleid/add', {
        nama_group: 'Tak terbatas',
        role_ids: roleIds,
      });
      expect(added.statusCode, added.body).toBe(422);
      expect(Object.keys(added.json().errors)).toEqual(['role_ids']);
    }
    expect(await ctx.database.query('SELECT id FROM grouproleid')).toEqual(before);
  });

  it('petauseridroleidgroupid: users with their role and the groups containing it', async () => {
    const group = await as(admin, 'POST', '/api/grouproleid/add', {
      nama_group: 'Lapangan',
      role_ids: [ADMIN, TEKNISI, 4242],
    });
    expect(group.statusCode, group.body).toBe(200);
    await as(admin, 'POST', '/api/grouproleid/add', { nama_group: 'Rusak', role_ids: { a: 1 } });
    const map = (await as(admin, 'GET', '/api/petauseridroleidgroupid')).json();
    const user = map.users.find((u: { username: string }) => u.username === 'teknisi');
    expect(user.role).toEqual({ id: TEKNISI, role_name: 'Teknisi' });
    expect(user.groups.map((g: { nama_group: string }) => g.nama_group)).toEqual(['Lapangan']);
    expect(map.roles.find((r: { id: number }) => r.id === TEKNISI)).toMatchObject({ users: 1 });
    const lapangan = map.groups.find((g: { nama_group: string }) => g.nama_group === 'Lapangan');
    expect(lapangan.roles.map((r: { id: number }) => r.id)).toEqual([ADMIN, TEKNISI]);
    expect(lapangan.unknownRoleIds).toEqual([4242]);
    expect(map.groups.find((g: { nama_group: string }) => g.nama_group === 'Rusak').invalid).toBe(true);
    const filtered = (
      await as(admin, 'GET', `/api/petauseridroleidgroupid?role_id=${ADMIN}&search=adm`)
    ).json();
    expect(filtered.users.map((u: { username: string }) => u.username)).toEqual(['admin']);
    expect(filtered.totalUsers).toBe(1);
  });
});
