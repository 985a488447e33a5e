import {
  type AdminSummary,
  type DuplicateCheck,
  type DuplicateChecksAnswer,
  type DuplicateGroup,
  type DuplicateResult,
  type ReferenceSaveAnswer,
  type ReferenceState,
  type ReferenceVersion,
  type SystemStatus,
  USER_ROLE_IDS,
  type WalmanGroup,
  type WalmanRecap,
} from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
let tech: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  tech = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
});
afterAll(async () => {
  await closeTestApp(ctx);
});

async function as(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely here; each assertion names the shape it expects
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

describe('GET /api/admin/status', () => {
  it('tells the admin what runs: version, database, mail, Redis, migrations, daily jobs', async () => {
    await ctx.app.db.query(
      "INSERT INTO daily_runs (job, last_day) VALUES ('langganan', '2026-11-24') ON CONFLICT DO NOTHING",
    );
    const { status, body } = await as(admin, 'GET', '/api/admin/status');
    expect(status).toBe(200);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(body.database).toMatchObject({ engine, label: engine === 'pglite' ? 'PGlite' : 'PostgreSQL' });
    expect(body.database.version).toMatch(/^\d+/);
    // tests run without SMTP_URL: every message is kept in mail_outbox
    expect(body.mail).toMatchObject({ mode: 'log', queue: 'outbox', inFlight: 0 });
    expect(body.mail.outbox.total).toBeGreaterThanOrEqual(0);
    expect(body.redis).toEqual({ configured: false, connected: false });
    expect(body.migrations.applied).toBeGreaterThan(0);
    expect(body.migrations.applied).toBe(body.migrations.known);
    expect(body.dailyJobs).toContainEqual(
      expect.objectContaining({ job: 'langganan', lastDay: '2026-11-24' }),
    );
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('is the admin’s only', async () => {
    expect((await as(tech, 'GET', '/api/admin/status')).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/status' })).statusCode).toBe(401);
  });
});

describe('duplicate checks', () => {
  it('lists declared unique fields and the database’s unique indexes per resource', async () => {
    const { status, body } = await as(admin, 'GET', '/api/petacekduplikatinput');
    expect(status).toBe(200);
    const roles = body.resources.find((r: { resource: string }) => r.resource === 'roles');
    expect(roles.unique).toEqual(['role_name']);
    expect(roles.indexes.length).toBeGreaterThan(0);
    expect(roles.indexes[0].definition).toMatch(/UNIQUE INDEX/);
  });

  it('finds records sharing a value, trimmed and case-insensitive, with their ids', async () => {
    const ids: number[] = [];
    for (const judul of ['Isi ulang gas gudang', '  isi ULANG gas gudang ', 'Lain sendiri']) {
      const added = await as(admin, 'POST', '/api/walman/add', { judul, tanggal: '2026-11-20' });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
      ids.push(Number(added.body.record?.id ?? added.body.id));
    }
    const { status, body } = await as(admin, 'POST', '/api/petacekduplikatinput/find', {
      resource: 'walman',
      fields: ['judul'],
    });
    expect(status).toBe(200);
    const group = body.groups.find(
      (g: { values: { judul: string } }) => g.values.judul === 'isi ulang gas gudang',
    );
    expect(group.count).toBe(2);
    expect(group.records.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[1]]);
    expect(body.groups.some((g: { values: { judul: string } }) => g.values.judul === 'lain sendiri')).toBe(
      false,
    );
  });

  it('refuses a technician with 403', async () => {
    const find = await as(tech, 'POST', '/api/petacekduplikatinput/find', {
      resource: 'walman',
      fields: ['judul'],
    });
    expect(find.status).toBe(403);
    expect((await as(tech, 'GET', '/api/petacekduplikatinput')).status).toBe(403);
  });

  it('takes resource and fields only from the declarations: anything else is a 422 naming it', async () => {
    const cases: [unknown, string][] = [
      [{ resource: 'walman', fields: ['judul; DROP TABLE walman'] }, 'fields'],
      [{ resource: 'users', fields: ['password'] }, 'fields'],
      [{ resource: 'walman', fields: ['constructor'] }, 'fields'],
      [{ resource: 'walman', fields: [] }, 'fields'],
      [{ resource: 'pg_user', fields: ['usename'] }, 'resource'],
      [{ resource: '__proto__', fields: ['judul'] }, 'resource'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await as(admin, 'POST', '/api/petacekduplikatinput/find', payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(body.errors)).toEqual([field]);
    }
  });
});

describe('custom menu (rmenu)', () => {
  it('gives each signed-in user the active entries their role may open', async () => {
    const forTech = await as(admin, 'POST', '/api/rmenu/add', {
      label: 'Lapor Progres Cepat',
      route: 'rsubptrackprogres/trackadd',
      icon: 'pi pi-camera',
      urutan: 2,
      status: 'Active',
    });
    expect(forTech.status, JSON.stringify(forTech.body)).toBeLessThan(300);
    const forAdmin = { label: 'Peta CUD', route: '/petacud', urutan: 1, status: 'Active' };
    expect((await as(admin, 'POST', '/api/rmenu/add', forAdmin)).status).toBeLessThan(300);
    const external = {
      label: 'SOP Pabrikan',
      route: 'https://sop.example.id/ac',
      urutan: 3,
      status: 'Active',
    };
    expect((await as(admin, 'POST', '/api/rmenu/add', external)).status).toBeLessThan(300);
    const off = { label: 'Nonaktif', route: '/kalkulator', status: 'Inactive' };
    expect((await as(admin, 'POST', '/api/rmenu/add', off)).status).toBeLessThan(300);

    const techMenu = await as(tech, 'GET', '/api/ui/menu');
    expect(techMenu.status).toBe(200);
    const techLabels = techMenu.body.entries.map((e: { label: string }) => e.label);
    expect(techLabels).toContain('Lapor Progres Cepat');
    expect(techLabels).toContain('SOP Pabrikan');
    expect(techLabels).not.toContain('Peta CUD');
    expect(techLabels).not.toContain('Nonaktif');
    const saved = techMenu.body.entries.find((e: { label: string }) => e.label === 'Lapor Progres Cepat');
    expect(saved.route).toBe('/rsubptrackprogres/trackadd');

    const adminLabels = (await as(admin, 'GET', '/api/ui/menu')).body.entries.map(
      (e: { label: string }) => e.label,
    );
    expect(adminLabels.indexOf('Peta CUD')).toBeLessThan(adminLabels.indexOf('Lapor Progres Cepat'));
  });

  it('shows an entry only to the roles it names (none named: every role)', async () => {
    const techOnly = { label: 'Khusus Teknisi', route: '/kalkulator', status: 'Active', role_ids: '53' };
    const added = await as(admin, 'POST', '/api/rmenu/add', techOnly);
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const adminOnly = { label: 'Khusus Admin', route: '/kalkulator', status: 'Active', role_ids: [52] };
    expect((await as(admin, 'POST', '/api/rmenu/add', adminOnly)).status).toBeLessThan(300);
    const labels = async (token: string) =>
      (await as(token, 'GET', '/api/ui/menu')).body.entries.map((e: { label: string }) => e.label);
    const techLabels = await labels(tech);
    expect(techLabels).toContain('Khusus Teknisi');
    expect(techLabels).not.toContain('Khusus Admin');
    const adminLabels = await labels(admin);
    expect(adminLabels).toContain('Khusus Admin');
    expect(adminLabels).not.toContain('Khusus Teknisi');
    // stored as a clean list; an unreadable one is refused on its field
    const bad = await as(admin, 'POST', '/api/rmenu/add', { ...techOnly, role_ids: ['teknisi'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['role_ids']);
  });

  it('refuses a route that is no in-app path or http(s) address', async () => {
    for (const route of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      const { status, body } = await as(admin, 'POST', '/api/rmenu/add', {
        label: 'X',
        route,
        status: 'Active',
      });
      expect(status, route).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['route']);
    }
  });

  it('needs a sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ui/menu' })).statusCode).toBe(401);
  });
});

describe('placeholders (setupimgprototype)', () => {
  it('answers the active placeholders by resource or resource.field to every signed-in user', async () => {
    const added = await as(admin, 'POST', '/api/setupimgprototype/add', {
      nama_modul: 'dbteam.foto',
      jenis_gambar: 'Placeholder',
      gambar: 'images/no-image-available.png',
      status: 'Active',
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const { status, body } = await as(tech, 'GET', '/api/ui/placeholders');
    expect(status).toBe(200);
    expect(body.placeholders['dbteam.foto']).toBe('images/no-image-available.png');
  });
});

describe('manualtemplatejson/save_refxml/{id}', () => {
  let id: number;
  beforeAll(async () => {
    const added = await as(admin, 'POST', '/api/manualtemplatejson/add', {
      nama_template: 'Templat Uji',
      isi_json: { a: 1 },
    });
    id = Number(added.body.record?.id ?? added.body.id);
  });
  const url = () => `/api/manualtemplatejson/save_refxml/${id}`;

  it('stores well-formed XML, counts the version up and keeps the history', async () => {
    const first = await as(admin, 'POST', url(), { ref_xml: '<faktur><no>1</no></faktur>' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ changed: true, versi: 1, format: 'xml' });
    const second = await as(admin, 'POST', url(), { ref_xml: '<faktur no="2"/>' });
    expect(second.body).toMatchObject({ versi: 2, ref_xml: '<faktur no="2"/>' });
    const json = await as(admin, 'POST', url(), { ref_xml: '{"faktur": 3}', format: 'json' });
    expect(json.body).toMatchObject({ versi: 3, format: 'json' });
    const state = await as(admin, 'GET', url());
    expect(state.body.history.map((h: { version: number }) => h.version)).toEqual([1, 2, 3]);
    expect(state.body.history[0]).toMatchObject({ by: 'admin', format: 'xml', size: 27 });
    expect(state.body.history[0].hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rejects malformed XML or JSON with 422 naming ref_xml, and keeps what was stored', async () => {
    for (const payload of [
      { ref_xml: '<faktur><no>1</faktur>' },
      { ref_xml: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
      { ref_xml: '{"faktur": ' },
      { ref_xml: '' },
    ]) {
      const { status, body } = await as(admin, 'POST', url(), payload);
      expect(status, payload.ref_xml).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['ref_xml']);
    }
    const state = await as(admin, 'GET', url());
    expect(state.body).toMatchObject({ versi: 3, ref_xml: '{"faktur": 3}' });
    expect(state.body.history).toHaveLength(3);
  });

  it('is refused without the page, and 404 for a missing template', async () => {
    expect((await as(tech, 'POST', url(), { ref_xml: '<a/>' })).status).toBe(403);
    expect(
      (await as(admin, 'POST', '/api/manualtemplatejson/save_refxml/999999', { ref_xml: '<a/>' })).status,
    ).toBe(404);
  });
});

describe('GET /api/walman/listgas', () => {
  it('groups the active records of the period by category with counts and totals', async () => {
    for (const [judul, kategori, nilai] of [
      ['LPG 12 kg', 'Gas', 210000],
      ['LPG 3 kg', 'Gas', 22000],
      ['Token listrik', 'Utilitas', 500000],
    ] as const) {
      await as(admin, 'POST', '/api/walman/add', { judul, kategori, nilai, tanggal: '2026-10-05' });
    }
    await as(admin, 'POST', '/api/walman/add', {
      judul: 'Lama',
      kategori: 'Gas',
      nilai: 1,
      tanggal: '2026-10-06',
      status: 'Inactive',
    });
    const { status, body } = await as(admin, 'GET', '/api/walman/listgas?from=2026-10-01&to=2026-10-31');
    expect(status).toBe(200);
    expect(body.groups.map((g: { kategori: string }) => g.kategori)).toEqual(['Gas', 'Utilitas']);
    expect(body.groups[0]).toMatchObject({ jumlah: 2, total_nilai: 232000 });
    expect(body.total).toEqual({ jumlah: 3, total_nilai: 732000 });
  });

  it('leaves out a walman field hidden from the role, and the answer still fits its schema', async () => {
    await as(admin, 'POST', '/api/walman/add', {
      judul: 'Solar',
      kategori: 'BBM',
      nilai: 9,
      tanggal: '2026-07-02',
    });
    const rule = await as(admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.admin,
      nama_route: '/walman',
      kategori: 'Hide Kolom',
      setup: 'nilai',
    });
    expect(rule.status).toBe(200);
    ctx.app.roleRules.invalidate();
    try {
      // a 500 here would be the answer check refusing a missing key its schema requires
      const { status, body } = await as(admin, 'GET', '/api/walman/listgas?from=2026-07-01&to=2026-07-31');
      expect(status).toBe(200);
      const records = body.groups.flatMap((g: WalmanGroup) => g.records);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(record).not.toHaveProperty('nilai');
      // nor its sums, which would tell what it hides
      expect(body.total).toEqual({ jumlah: records.length });
      for (const group of body.groups) expect(group).not.toHaveProperty('total_nilai');
    } finally {
      await as(admin, 'DELETE', `/api/setupshowhideroleid/delete/${rule.body.record.id}`);
      ctx.app.roleRules.invalidate();
    }
  });

  it('refuses a bad period with 422 and a role without the page with 403', async () => {
    const bad = await as(admin, 'GET', '/api/walman/listgas?from=2026-13-01');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
    expect((await as(tech, 'GET', '/api/walman/listgas')).status).toBe(403);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the admin answers match the core types', () => {
  it('summary, status, duplicate checks, reference and walman recap', async () => {
    const summary = await as(admin, 'GET', '/api/admin/summary');
    expect(keysIn(summary.body)).toEqual(
      keysOf<AdminSummary>({ users: true, roles: true, activeSessions: true }),
    );
    expect(keysIn(summary.body.users)).toEqual(
      keysOf<AdminSummary['users']>({ total: true, active: true, pending: true, blocked: true }),
    );

    const status = (await as(admin, 'GET', '/api/admin/status')).body;
    expect(keysIn(status)).toEqual(
      keysOf<SystemStatus>({
        version: true,
        node: true,
        uptimeSeconds: true,
        startedAt: true,
        database: true,
        mail: true,
        redis: true,
        migrations: true,
        dailyJobs: true,
      }),
    );
    expect(keysIn(status.mail)).toEqual(
      keysOf<SystemStatus['mail']>({ mode: true, queue: true, inFlight: true, outbox: true }),
    );

    const checks = (await as(admin, 'GET', '/api/petacekduplikatinput')).body;
    expect(keysIn(checks)).toEqual(keysOf<DuplicateChecksAnswer>({ resources: true }));
    expect(keysIn(checks.resources[0])).toEqual(
      keysOf<DuplicateCheck>({
        resource: true,
        titleField: true,
        unique: true,
        indexes: true,
        groupable: true,
      }),
    );

    for (const judul of ['Bentuk kembar', 'bentuk KEMBAR'])
      await as(admin, 'POST', '/api/walman/add', { judul });
    const found = (
      await as(admin, 'POST', '/api/petacekduplikatinput/find', { resource: 'walman', fields: ['judul'] })
    ).body;
    expect(keysIn(found)).toEqual(
      keysOf<DuplicateResult>({ resource: true, fields: true, totalGroups: true, groups: true }),
    );
    expect(keysIn(found.groups[0])).toEqual(
      keysOf<DuplicateGroup>({ values: true, count: true, records: true }),
    );

    const template = await as(admin, 'POST', '/api/manualtemplatejson/add', {
      nama_template: 'Templat Bentuk',
      isi_json: { a: 1 },
    });
    const url = `/api/manualtemplatejson/save_refxml/${template.body.record.id}`;
    const stateKeys = {
      id: true,
      nama_template: true,
      versi: true,
      ref_xml: true,
      format: true,
      history: true,
    } as const;
    const saved = (await as(admin, 'POST', url, { ref_xml: '<a/>' })).body;
    expect(keysIn(saved)).toEqual(
      keysOf<ReferenceSaveAnswer>({ ...stateKeys, message: true, changed: true }),
    );
    const state = (await as(admin, 'GET', url)).body;
    expect(keysIn(state)).toEqual(keysOf<ReferenceState>(stateKeys));
    expect(keysIn(state.history[0])).toEqual(
      keysOf<ReferenceVersion>({
        version: true,
        saved_at: true,
        by: true,
        format: true,
        hash: true,
        size: true,
      }),
    );

    await as(admin, 'POST', '/api/walman/add', {
      judul: 'Gas bentuk',
      kategori: 'Gas',
      nilai: 5,
      tanggal: '2026-09-03',
    });
    const recap = (await as(admin, 'GET', '/api/walman/listgas?from=2026-09-01&to=2026-09-30')).body;
    expect(keysIn(recap)).toEqual(keysOf<WalmanRecap>({ from: true, to: true, groups: true, total: true }));
    expect(keysIn(recap.groups[0])).toEqual(
      keysOf<WalmanGroup>({ kategori: true, jumlah: true, total_nilai: true, records: true }),
    );
    expect(keysIn(recap.groups[0].records[0])).toEqual(
      keysOf<WalmanGroup['records'][number]>({
        id: true,
        judul: true,
        tanggal: true,
        nilai: true,
        keterangan: true,
      }),
    );
    expect(recap.groups[0].records[0].tanggal).toBe('2026-09-03');
  });
});
