import { describe, expect, it } from 'vitest';
import { type Method, useRolesWorld } from '../../test/roles-support.ts';

// The roles screens: admin only, the permission grid, cloning and the website-settings bundle. Rules
// as JSON and the maps: roles-rules.api.test.ts (the same world: test/roles-support.ts).

const { ctx, ADMIN, TEKNISI, as, pagesOf, rulesOf, roleId, addRule, currentPages } = useRolesWorld();

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
    expect((await as(ctx.teknisi, method, url, body)).statusCode).toBe(403);
    expect((await as(null, method, url, body)).statusCode).toBe(401);
    expect(await pagesOf(TEKNISI)).toEqual(before);
    expect(await roleId('Teknisi Kloning')).toBeUndefined();
  });

  it('leaves the generic routes of roles and rules where they were', async () => {
    expect((await as(ctx.admin, 'GET', '/api/roles')).json().totalRecords).toBeGreaterThan(1);
    expect((await as(ctx.admin, 'GET', `/api/roles/view/${TEKNISI}`)).json().role_name).toBe('Teknisi');
    const own = await as(ctx.teknisi, 'GET', `/api/setupshowhideroleid?role_id=${TEKNISI}`);
    expect(own.statusCode).toBe(200);
  });
});

describe('permission grid', () => {
  it('lists every known page grouped by kind, with what the role holds', async () => {
    const response = await as(ctx.admin, 'GET', `/api/roles/permissionmulti/${TEKNISI}`);
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
    expect((await as(ctx.admin, 'GET', '/api/roles/permissionmulti/99999')).statusCode).toBe(404);
    expect((await as(ctx.admin, 'GET', '/api/roles/permissionmulti/abc')).statusCode).toBe(404);
  });

  it('grants and revokes many at once; the technician sees it at the next call without signing in again', async () => {
    expect(await currentPages(ctx.teknisi)).not.toContain('rsupplier');
    const response = await as(ctx.admin, 'PUT', `/api/roles/permissionmulti/${TEKNISI}`, {
      grant: ['rsupplier', '/rsupplier/view/', 'rsupplier/index', 'excel'],
      revoke: ['kalkulator'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.added).toEqual(['excel', 'rsupplier', 'rsupplier/view']);
    expect(result.removed).toEqual(['kalkulator']);
    expect(result.pages).toEqual(await pagesOf(TEKNISI));
    const pages = await currentPages(ctx.teknisi);
    expect(pages).toContain('rsupplier');
    expect(pages).not.toContain('kalkulator');
    expect((await as(ctx.teknisi, 'GET', '/api/rsupplier')).statusCode).toBe(200);
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
    const response = await as(ctx.admin, 'PUT', `/api/roles/permissionmulti/${TEKNISI}`, { pages: wanted });
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
      const response = await as(ctx.admin, 'PUT', `/api/roles/permissionmulti/${TEKNISI}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toBeTypeOf('object');
    }
    const indonesian = await as(
      ctx.admin,
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
    const response = await as(ctx.admin, 'PUT', `/api/roles/permissionmulti/${ADMIN}`, {
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
    const response = await as(ctx.admin, 'POST', `/api/roles/clone/${TEKNISI}`, {
      role_name: 'Teknisi Senior',
    });
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
    expect((await as(ctx.admin, 'GET', `/api/roles/permissionmulti/${id}`)).json().granted).toEqual(
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
      const response = await as(ctx.admin, 'POST', `/api/roles/clone/${TEKNISI}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors.role_name).toHaveLength(1);
    }
    expect(await count()).toBe(before);
    expect((await as(ctx.admin, 'POST', '/api/roles/clone/99999', { role_name: 'Baru' })).statusCode).toBe(
      404,
    );
  });
});

describe('website-settings bundle', () => {
  it('shows the bundle and grants it (or a part of it) to the role', async () => {
    const role = await roleId('pemasaran');
    const preview = (await as(ctx.admin, 'GET', `/api/roles/importrsetwebsite/${role}`)).json();
    const pages = preview.bundle.map((b: { page: string }) => b.page);
    expect(pages).toContain('rsetwebsite');
    expect(pages).toContain('rsetwebsite/editfooter');
    expect(pages).toContain('rsetwebsite/faqlist');
    expect(pages).toContain('petarsetwebsite');
    expect(preview.bundle.every((b: { granted: boolean }) => !b.granted)).toBe(true);

    const refused = await as(ctx.admin, 'POST', `/api/roles/importrsetwebsite/${role}`, {
      pages: ['rsupplier'],
    });
    expect(refused.statusCode).toBe(422);

    const part = await as(ctx.admin, 'POST', `/api/roles/importrsetwebsite/${role}`, {
      pages: ['rsetwebsite'],
    });
    expect(part.json()).toMatchObject({ added: ['rsetwebsite'] });
    const all = await as(ctx.admin, 'POST', `/api/roles/importrsetwebsite/${role}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().alreadyGranted).toEqual(['rsetwebsite']);
    expect(all.json().added).toHaveLength(pages.length - 1);
    expect(await pagesOf(role!)).toEqual([...pages].sort());
  });
});
