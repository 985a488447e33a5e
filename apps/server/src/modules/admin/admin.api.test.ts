import { describe, expect, it } from 'vitest';
import { useAdminApp } from '../../test/admin-support.ts';

// The admin's tools: the status page, duplicate checks, the custom menu and placeholders. Templates'
// reference XML, the walman recap and the answers' shapes: admin-records.api.test.ts.

const { ctx, as } = useAdminApp();

describe('GET /api/admin/status', () => {
  it('tells the admin what runs: version, database, mail, Redis, migrations, daily jobs', async () => {
    await ctx.app.db.query(
      "INSERT INTO daily_runs (job, last_day) VALUES ('langganan', '2026-11-24') ON CONFLICT DO NOTHING",
    );
    const { status, body } = await as(ctx.admin, 'GET', '/api/admin/status');
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
    expect((await as(ctx.teknisi, 'GET', '/api/admin/status')).status).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/status' })).statusCode).toBe(401);
  });
});

describe('duplicate checks', () => {
  it('lists declared unique fields and the database’s unique indexes per resource', async () => {
    const { status, body } = await as(ctx.admin, 'GET', '/api/petacekduplikatinput');
    expect(status).toBe(200);
    const roles = body.resources.find((r: { resource: string }) => r.resource === 'roles');
    expect(roles.unique).toEqual(['role_name']);
    expect(roles.indexes.length).toBeGreaterThan(0);
    expect(roles.indexes[0].definition).toMatch(/UNIQUE INDEX/);
  });

  it('finds records sharing a value, trimmed and case-insensitive, with their ids', async () => {
    const ids: number[] = [];
    for (const judul of ['Isi ulang gas gudang', '  isi ULANG gas gudang ', 'Lain sendiri']) {
      const added = await as(ctx.admin, 'POST', '/api/walman/add', { judul, tanggal: '2026-11-20' });
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
      ids.push(Number(added.body.record?.id ?? added.body.id));
    }
    const { status, body } = await as(ctx.admin, 'POST', '/api/petacekduplikatinput/find', {
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
    const find = await as(ctx.teknisi, 'POST', '/api/petacekduplikatinput/find', {
      resource: 'walman',
      fields: ['judul'],
    });
    expect(find.status).toBe(403);
    expect((await as(ctx.teknisi, 'GET', '/api/petacekduplikatinput')).status).toBe(403);
  });

  it('takes resource and fields only from the declarations: anything else is a 422 naming it', async () => {
    const cases: [unknown, string][] = [
      [{ resource: 'walman', fields: ['judul; DROP TABLE walman'] }, 'fields'],
      [{ resource: 'users', fields: ['password'] }, 'fields'],
      [{ resource: 'walman', fields: ['constructor'] }, 'fields'],
      [{ resource: 'walman', fields: [] }, 'fields'],
      [{ resource: 'pg_user', fields: ['usename'] }, 'resource'],
      [{ resource: '__proto__', fields: ['judul'] }, 'resource'],
      // garbage is a 422 naming the field, never a 500 (the declaration, api/routes/admin.ts)
      [{ resource: 'walman', fields: [1] }, 'fields'],
      [{ resource: 'walman', fields: [['judul']] }, 'fields'],
      [{ resource: 'walman', fields: { 0: 'judul' } }, 'fields'],
      [{ resource: 7, fields: ['judul'] }, 'resource'],
      [{ resource: 'walman', fields: ['judul', 'kategori', 'nilai', 'status'] }, 'fields'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await as(ctx.admin, 'POST', '/api/petacekduplikatinput/find', payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(body.errors)).toEqual([field]);
    }
    // a body that is no object names both; one field as plain text, or named twice, is read as one
    const list = await as(ctx.admin, 'POST', '/api/petacekduplikatinput/find', []);
    expect(list.status).toBe(422);
    expect(Object.keys(list.body.errors).sort()).toEqual(['fields', 'resource']);
    for (const fields of ['judul', ['judul', 'judul']]) {
      const one = await as(ctx.admin, 'POST', '/api/petacekduplikatinput/find', {
        resource: 'walman',
        fields,
      });
      expect(one.status, JSON.stringify(fields)).toBe(200);
      expect(one.body.fields).toEqual(['judul']);
    }
  });
});

describe('custom menu (rmenu)', () => {
  it('gives each signed-in user the active entries their role may open', async () => {
    const forTech = await as(ctx.admin, 'POST', '/api/rmenu/add', {
      label: 'Lapor Progres Cepat',
      route: 'rsubptrackprogres/trackadd',
      icon: 'pi pi-camera',
      urutan: 2,
      status: 'Active',
    });
    expect(forTech.status, JSON.stringify(forTech.body)).toBeLessThan(300);
    const forAdmin = { label: 'Peta CUD', route: '/petacud', urutan: 1, status: 'Active' };
    expect((await as(ctx.admin, 'POST', '/api/rmenu/add', forAdmin)).status).toBeLessThan(300);
    const external = {
      label: 'SOP Pabrikan',
      route: 'https://sop.example.id/ac',
      urutan: 3,
      status: 'Active',
    };
    expect((await as(ctx.admin, 'POST', '/api/rmenu/add', external)).status).toBeLessThan(300);
    const off = { label: 'Nonaktif', route: '/kalkulator', status: 'Inactive' };
    expect((await as(ctx.admin, 'POST', '/api/rmenu/add', off)).status).toBeLessThan(300);

    const techMenu = await as(ctx.teknisi, 'GET', '/api/ui/menu');
    expect(techMenu.status).toBe(200);
    const techLabels = techMenu.body.entries.map((e: { label: string }) => e.label);
    expect(techLabels).toContain('Lapor Progres Cepat');
    expect(techLabels).toContain('SOP Pabrikan');
    expect(techLabels).not.toContain('Peta CUD');
    expect(techLabels).not.toContain('Nonaktif');
    const saved = techMenu.body.entries.find((e: { label: string }) => e.label === 'Lapor Progres Cepat');
    expect(saved.route).toBe('/rsubptrackprogres/trackadd');

    const adminLabels = (await as(ctx.admin, 'GET', '/api/ui/menu')).body.entries.map(
      (e: { label: string }) => e.label,
    );
    expect(adminLabels.indexOf('Peta CUD')).toBeLessThan(adminLabels.indexOf('Lapor Progres Cepat'));
  });

  it('shows an entry only to the roles it names (none named: every role)', async () => {
    const techOnly = { label: 'Khusus Teknisi', route: '/kalkulator', status: 'Active', role_ids: '53' };
    const added = await as(ctx.admin, 'POST', '/api/rmenu/add', techOnly);
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const adminOnly = { label: 'Khusus Admin', route: '/kalkulator', status: 'Active', role_ids: [52] };
    expect((await as(ctx.admin, 'POST', '/api/rmenu/add', adminOnly)).status).toBeLessThan(300);
    const labels = async (token: string) =>
      (await as(token, 'GET', '/api/ui/menu')).body.entries.map((e: { label: string }) => e.label);
    const techLabels = await labels(ctx.teknisi);
    expect(techLabels).toContain('Khusus Teknisi');
    expect(techLabels).not.toContain('Khusus Admin');
    const adminLabels = await labels(ctx.admin);
    expect(adminLabels).toContain('Khusus Admin');
    expect(adminLabels).not.toContain('Khusus Teknisi');
    // stored as a clean list; an unreadable one is refused on its field
    const bad = await as(ctx.admin, 'POST', '/api/rmenu/add', { ...techOnly, role_ids: ['teknisi'] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['role_ids']);
  });

  it('refuses a route that is no in-app path or http(s) address', async () => {
    for (const route of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      const { status, body } = await as(ctx.admin, 'POST', '/api/rmenu/add', {
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
    const added = await as(ctx.admin, 'POST', '/api/setupimgprototype/add', {
      nama_modul: 'dbteam.foto',
      jenis_gambar: 'Placeholder',
      gambar: 'images/no-image-available.png',
      status: 'Active',
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const { status, body } = await as(ctx.teknisi, 'GET', '/api/ui/placeholders');
    expect(status).toBe(200);
    expect(body.placeholders['dbteam.foto']).toBe('images/no-image-available.png');
  });
});
