import { getResource } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignJobTo, relationResolver, sampleInput } from '../../test/factories.ts';
import { useRolesWorld } from '../../test/roles-support.ts';

// A role's rules as JSON (export, import, copy) and the access maps. The roles screens: roles.api.test.ts
// (the same world: test/roles-support.ts).

const { ctx, ADMIN, TEKNISI, as, rulesOf, roleId, addRule } = useRolesWorld();

// where roles.api.test.ts leaves the technician: the supplier pages granted on the permission grid, and
// the two rules on jobs that its clone test copies
beforeAll(async () => {
  const granted = await as(ctx.admin, 'PUT', `/api/roles/permissionmulti/${TEKNISI}`, {
    grant: ['rsupplier', 'rsupplier/view'],
  });
  expect(granted.statusCode, granted.body).toBe(200);
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
});

describe('rules as JSON', () => {
  it('exports a role’s rules without ids, role or owner', async () => {
    const response = await as(ctx.admin, 'GET', `/api/setupshowhideroleid/exportjson?role_id=${TEKNISI}`);
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
    expect((await as(ctx.admin, 'GET', '/api/setupshowhideroleid/exportjson')).statusCode).toBe(422);
    expect((await as(ctx.admin, 'GET', '/api/setupshowhideroleid/exportjson?role_id=99999')).statusCode).toBe(
      404,
    );
  });

  it('dry-runs an import (report, nothing written), then commits it in one go', async () => {
    const role = (await roleId('karyawan'))!;
    const exported = (
      await as(ctx.admin, 'GET', `/api/setupshowhideroleid/exportjson?role_id=${TEKNISI}`)
    ).json();
    const dry = await as(ctx.admin, 'POST', `/api/setupshowhideroleid/importjson?role_id=${role}`, exported);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, total: 2, valid: 2, imported: 0, errors: [] });
    expect(await rulesOf(role)).toHaveLength(0);

    const commit = await as(
      ctx.admin,
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
      ctx.admin,
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
      ctx.admin,
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
      const bad = await as(ctx.admin, 'POST', `/api/setupshowhideroleid/importjson?role_id=${role}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await as(ctx.admin, 'POST', '/api/setupshowhideroleid/importjson', [])).statusCode).toBe(422);
  });

  it('copies rules to another role (added to, or replacing, its own)', async () => {
    const to = (await roleId('keuangan'))!;
    await addRule(to, { nama_route: '/rinvoice', kategori: 'Hide Add Button' });
    const added = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/copy', {
      from_role_id: TEKNISI,
      to_role_id: to,
    });
    expect(added.json()).toMatchObject({ copied: 2, deleted: 0 });
    expect(await rulesOf(to)).toHaveLength(3);
    const replaced = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/copy', {
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
      const response = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/copy', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await rulesOf(to)).toHaveLength(2);
  });

  it('an imported rule reaches the technician’s next API call', async () => {
    const job = await as(
      ctx.admin,
      'POST',
      '/api/rpekerjaan/add',
      await sampleInput(getResource('rpekerjaan')!, relationResolver(ctx.app, ctx.admin, ctx.database)),
    );
    const jobId = job.json().record.id;
    await assignJobTo(ctx.app, ctx.admin, jobId); // technicians reach only the jobs assigned to them
    const view = async () => (await as(ctx.teknisi, 'GET', `/api/rpekerjaan/view/${jobId}`)).json();
    await as(
      ctx.admin,
      'POST',
      `/api/setupshowhideroleid/importjson?role_id=${TEKNISI}&dryRun=false&replace=true`,
      [],
    );
    expect(await view()).toHaveProperty('nilai_kontrak'); // fills the rules cache
    await as(ctx.admin, 'POST', `/api/setupshowhideroleid/importjson?role_id=${TEKNISI}&dryRun=false`, [
      { nama_route: '/rpekerjaan', kategori: 'Hide Kolom', setup: 'nilai_kontrak' },
    ]);
    expect(await view()).not.toHaveProperty('nilai_kontrak');
    await as(ctx.admin, 'POST', '/api/setupshowhideroleid/copy', {
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
    const map = (await as(ctx.admin, 'GET', '/api/petacud')).json();
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
    // admin-managed: the owner does not bypass the admin-only rule with the list page (spec §6,
    // docs/architecture.md "Permissions"); without `rsupplier/edit` the technician edits nothing
    expect(of('rsupplier').access[TEKNISI]).toMatchObject({ index: 'allowed', edit: 'denied' });
    const edit = await as(ctx.teknisi, 'PUT', '/api/rsupplier/edit/1', { nama: 'x' });
    expect(edit.statusCode, 'the map says what the server does').toBe(403);
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
      const added = await as(ctx.admin, 'POST', '/api/grouproleid/add', {
        nama_group: 'Tak terbatas',
        role_ids: roleIds,
      });
      expect(added.statusCode, added.body).toBe(422);
      expect(Object.keys(added.json().errors)).toEqual(['role_ids']);
    }
    expect(await ctx.database.query('SELECT id FROM grouproleid')).toEqual(before);
  });

  it('petauseridroleidgroupid: users with their role and the groups containing it', async () => {
    const group = await as(ctx.admin, 'POST', '/api/grouproleid/add', {
      nama_group: 'Lapangan',
      role_ids: [ADMIN, TEKNISI, 4242],
    });
    expect(group.statusCode, group.body).toBe(200);
    await as(ctx.admin, 'POST', '/api/grouproleid/add', { nama_group: 'Rusak', role_ids: { a: 1 } });
    const map = (await as(ctx.admin, 'GET', '/api/petauseridroleidgroupid')).json();
    const user = map.users.find((u: { username: string }) => u.username === 'teknisi');
    expect(user.role).toEqual({ id: TEKNISI, role_name: 'Teknisi' });
    expect(user.groups.map((g: { nama_group: string }) => g.nama_group)).toEqual(['Lapangan']);
    expect(map.roles.find((r: { id: number }) => r.id === TEKNISI)).toMatchObject({ users: 1 });
    const lapangan = map.groups.find((g: { nama_group: string }) => g.nama_group === 'Lapangan');
    expect(lapangan.roles.map((r: { id: number }) => r.id)).toEqual([ADMIN, TEKNISI]);
    expect(lapangan.unknownRoleIds).toEqual([4242]);
    expect(map.groups.find((g: { nama_group: string }) => g.nama_group === 'Rusak').invalid).toBe(true);
    const filtered = (
      await as(ctx.admin, 'GET', `/api/petauseridroleidgroupid?role_id=${ADMIN}&search=adm`)
    ).json();
    expect(filtered.users.map((u: { username: string }) => u.username)).toEqual(['admin']);
    expect(filtered.totalUsers).toBe(1);
  });
});
