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
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminApp } from '../../test/admin-support.ts';

// Admin records: a template's reference XML, the walman recap, and every admin answer against its core
// type. The status page, duplicate checks, menu and placeholders: admin.api.test.ts.

const { ctx, as } = useAdminApp();

describe('manualtemplatejson/save_refxml/{id}', () => {
  let id: number;
  beforeAll(async () => {
    const added = await as(ctx.admin, 'POST', '/api/manualtemplatejson/add', {
      nama_template: 'Templat Uji',
      isi_json: { a: 1 },
    });
    id = Number(added.body.record?.id ?? added.body.id);
  });
  const url = () => `/api/manualtemplatejson/save_refxml/${id}`;

  it('stores well-formed XML, counts the version up and keeps the history', async () => {
    const first = await as(ctx.admin, 'POST', url(), { ref_xml: '<faktur><no>1</no></faktur>' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ changed: true, versi: 1, format: 'xml' });
    const second = await as(ctx.admin, 'POST', url(), { ref_xml: '<faktur no="2"/>' });
    expect(second.body).toMatchObject({ versi: 2, ref_xml: '<faktur no="2"/>' });
    const json = await as(ctx.admin, 'POST', url(), { ref_xml: '{"faktur": 3}', format: 'json' });
    expect(json.body).toMatchObject({ versi: 3, format: 'json' });
    const state = await as(ctx.admin, 'GET', url());
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
      const { status, body } = await as(ctx.admin, 'POST', url(), payload);
      expect(status, payload.ref_xml).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['ref_xml']);
    }
    const state = await as(ctx.admin, 'GET', url());
    expect(state.body).toMatchObject({ versi: 3, ref_xml: '{"faktur": 3}' });
    expect(state.body.history).toHaveLength(3);
  });

  it('refuses garbage with a 422 naming each field, never a 500 (the declaration, api/routes/admin.ts)', async () => {
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: url(),
        payload,
        headers: { authorization: `Bearer ${ctx.admin}`, 'content-type': 'application/json' },
      });
    for (const [payload, fields] of [
      ['[]', ['ref_xml']],
      ['"<a/>"', ['ref_xml']],
      ['{"ref_xml": 5}', ['ref_xml']],
      ['{"ref_xml": ["<a/>"], "format": "yaml"}', ['format', 'ref_xml']],
      ['{"ref_xml": "<a/>", "format": "yaml"}', ['format']],
      ['{"content": true}', ['content']],
      // the format said wins over the content's look: XML said, JSON sent
      ['{"ref_xml": "{\\"a\\": 1}", "format": "xml"}', ['ref_xml']],
      [JSON.stringify({ ref_xml: `<a>${'x'.repeat(200_000)}</a>` }), ['ref_xml']],
    ] as const) {
      const response = await send(payload);
      expect(response.statusCode, `${payload.slice(0, 60)}: ${response.body.slice(0, 200)}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), payload.slice(0, 60)).toEqual(fields);
    }
    // `content` is read when `ref_xml` is absent, as it always was
    const saved = await send(JSON.stringify({ content: '{"faktur": 3}' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ changed: false, format: 'json' });
  });

  it('is refused without the page, and 404 for a missing template', async () => {
    expect((await as(ctx.teknisi, 'POST', url(), { ref_xml: '<a/>' })).status).toBe(403);
    expect(
      (await as(ctx.admin, 'POST', '/api/manualtemplatejson/save_refxml/999999', { ref_xml: '<a/>' })).status,
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
      await as(ctx.admin, 'POST', '/api/walman/add', { judul, kategori, nilai, tanggal: '2026-10-05' });
    }
    await as(ctx.admin, 'POST', '/api/walman/add', {
      judul: 'Lama',
      kategori: 'Gas',
      nilai: 1,
      tanggal: '2026-10-06',
      status: 'Inactive',
    });
    const { status, body } = await as(ctx.admin, 'GET', '/api/walman/listgas?from=2026-10-01&to=2026-10-31');
    expect(status).toBe(200);
    expect(body.groups.map((g: { kategori: string }) => g.kategori)).toEqual(['Gas', 'Utilitas']);
    expect(body.groups[0]).toMatchObject({ jumlah: 2, total_nilai: 232000 });
    expect(body.total).toEqual({ jumlah: 3, total_nilai: 732000 });
  });

  it('leaves out a walman field hidden from the role, and the answer still fits its schema', async () => {
    await as(ctx.admin, 'POST', '/api/walman/add', {
      judul: 'Solar',
      kategori: 'BBM',
      nilai: 9,
      tanggal: '2026-07-02',
    });
    const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.admin,
      nama_route: '/walman',
      kategori: 'Hide Kolom',
      setup: 'nilai',
    });
    expect(rule.status).toBe(200);
    ctx.app.roleRules.invalidate();
    try {
      // a 500 here would be the answer check refusing a missing key its schema requires
      const { status, body } = await as(
        ctx.admin,
        'GET',
        '/api/walman/listgas?from=2026-07-01&to=2026-07-31',
      );
      expect(status).toBe(200);
      const records = body.groups.flatMap((g: WalmanGroup) => g.records);
      expect(records.length).toBeGreaterThan(0);
      for (const record of records) expect(record).not.toHaveProperty('nilai');
      // nor its sums, which would tell what it hides
      expect(body.total).toEqual({ jumlah: records.length });
      for (const group of body.groups) expect(group).not.toHaveProperty('total_nilai');
    } finally {
      await as(ctx.admin, 'DELETE', `/api/setupshowhideroleid/delete/${rule.body.record.id}`);
      ctx.app.roleRules.invalidate();
    }
  });

  it('refuses a bad period with 422 and a role without the page with 403', async () => {
    const bad = await as(ctx.admin, 'GET', '/api/walman/listgas?from=2026-13-01');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['from']);
    // garbage is a 422 naming each field, never a 500; an empty day is the default
    for (const [query, fields] of [
      ['from=2026-01-01&from=2026-02-01', ['from']],
      ['from=2026-02-31&to=kemarin', ['from', 'to']],
      ['from=2026-03-01&to=2026-02-01', ['to']],
    ] as const) {
      const response = await as(ctx.admin, 'GET', `/api/walman/listgas?${query}`);
      expect(response.status, query).toBe(422);
      expect(Object.keys(response.body.errors).sort(), query).toEqual(fields);
    }
    // the default is the first day of the current month in Asia/Jakarta (read here from Intl, not
    // from the server's helper); a fixed day failed once Jakarta's month had moved on
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const empty = await as(ctx.admin, 'GET', `/api/walman/listgas?from=&to=${today}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ from: `${today.slice(0, 7)}-01`, to: today });
    expect((await as(ctx.teknisi, 'GET', '/api/walman/listgas')).status).toBe(403);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the admin answers match the core types', () => {
  it('summary, status, duplicate checks, reference and walman recap', async () => {
    const summary = await as(ctx.admin, 'GET', '/api/admin/summary');
    expect(keysIn(summary.body)).toEqual(
      keysOf<AdminSummary>({ users: true, roles: true, activeSessions: true }),
    );
    expect(keysIn(summary.body.users)).toEqual(
      keysOf<AdminSummary['users']>({ total: true, active: true, pending: true, blocked: true }),
    );

    const status = (await as(ctx.admin, 'GET', '/api/admin/status')).body;
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

    const checks = (await as(ctx.admin, 'GET', '/api/petacekduplikatinput')).body;
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

    // a group of its own (a walman needs its date: without it the adds were refused, and the group read
    // was another test's, when they shared a file)
    for (const judul of ['Bentuk kembar', 'bentuk KEMBAR']) {
      const added = await as(ctx.admin, 'POST', '/api/walman/add', { judul, tanggal: '2026-11-21' });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    }
    const found = (
      await as(ctx.admin, 'POST', '/api/petacekduplikatinput/find', { resource: 'walman', fields: ['judul'] })
    ).body;
    expect(keysIn(found)).toEqual(
      keysOf<DuplicateResult>({ resource: true, fields: true, totalGroups: true, groups: true }),
    );
    expect(keysIn(found.groups[0])).toEqual(
      keysOf<DuplicateGroup>({ values: true, count: true, records: true }),
    );

    const template = await as(ctx.admin, 'POST', '/api/manualtemplatejson/add', {
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
    const saved = (await as(ctx.admin, 'POST', url, { ref_xml: '<a/>' })).body;
    expect(keysIn(saved)).toEqual(
      keysOf<ReferenceSaveAnswer>({ ...stateKeys, message: true, changed: true }),
    );
    const state = (await as(ctx.admin, 'GET', url)).body;
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

    await as(ctx.admin, 'POST', '/api/walman/add', {
      judul: 'Gas bentuk',
      kategori: 'Gas',
      nilai: 5,
      tanggal: '2026-09-03',
    });
    const recap = (await as(ctx.admin, 'GET', '/api/walman/listgas?from=2026-09-01&to=2026-09-30')).body;
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
