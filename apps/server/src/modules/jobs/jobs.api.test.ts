import { type TrackListAnswer, type TrackSubJob, USER_ROLE_IDS } from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useJobsWorld } from '../../test/jobs-support.ts';
import { LACAK_MAX_MISSES } from './jobs.routes.ts';

// Jobs: the progress roll-up, a technician's scope, duplicating and public tracking. The bulk entry of
// sub jobs and the answers' shapes: jobs-bulk.api.test.ts (the same world: test/jobs-support.ts).

const world = useJobsWorld();
const { ctx, ids, as, add, jobRow, track } = world;

describe('progress roll-up', () => {
  it('gives every job a readable tracking code', async () => {
    expect((await jobRow(ids.job)).kode_lacak).toMatch(/^KTR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await jobRow(ids.job)).kode_lacak).not.toBe((await jobRow(ids.otherJob)).kode_lacak);
  });

  it('keeps the sub job at its latest percent and the job at the weighted roll-up', async () => {
    const first = await track(ctx.teknisi, ids.subA, 50, { catatan: 'unit indoor terpasang' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().progress).toMatchObject({ sub: 50, job: 35 }); // 0.7 × 50
    expect((await track(ctx.teknisi, ids.subB, 100)).json().progress).toMatchObject({ sub: 100, job: 65 });
    const row = await jobRow(ids.job);
    expect([Number(row.progres), row.status]).toEqual([65, 'On Going']);
    const [sub] = await ctx.database.query<{ progres: string; status: string }>(
      'SELECT progres, status FROM rsubpekerjaan WHERE id = $1',
      [ids.subB],
    );
    expect([Number(sub!.progres), sub!.status]).toEqual([100, 'Done']);
  });

  it('recomputes when a weight changes or an entry is removed', async () => {
    const edit = await as(ctx.admin, 'PUT', `/api/rsubpekerjaan/edit/${ids.subA}`, { bobot: 30 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(Number((await jobRow(ids.job)).progres)).toBe(75); // weights 30/30: 0.5 × 50 + 0.5 × 100
    const entry = (await track(ctx.admin, ids.subA, 80)).json().record;
    expect(Number((await jobRow(ids.job)).progres)).toBe(90);
    expect((await as(ctx.admin, 'DELETE', `/api/rsubptrackprogres/delete/${entry.id}`)).statusCode).toBe(200);
    expect(Number((await jobRow(ids.job)).progres)).toBe(75);
  });

  it('refuses Done below 100%, and lets only an admin close it with a reason', async () => {
    const early = await as(ctx.teknisi, 'PUT', `/api/rpekerjaan/edit/${ids.job}`, { status: 'Done' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.status).toBeDefined();
    const noReason = await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${ids.job}`, { status: 'Done' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.alasan_tutup).toBeDefined();
    expect((await jobRow(ids.job)).status).toBe('On Going');
  });

  it('reaches Done by itself when every sub job is at 100%', async () => {
    expect((await track(ctx.teknisi, ids.subA, 100)).json().progress).toMatchObject({
      sub: 100,
      job: 100,
      status: 'Done',
    });
    const row = await jobRow(ids.job);
    expect(row.status).toBe('Done');
    expect(row.tanggal_selesai).not.toBeNull();
  });
});

describe("a technician's scope", () => {
  it('lists only the jobs and sub jobs assigned to them', async () => {
    const jobs = (await as(world.other, 'GET', '/api/rpekerjaan')).json().records as { id: number }[];
    expect(jobs.map((j) => j.id)).toEqual([ids.otherJob]);
    const list = (await as(world.other, 'GET', '/api/rsubptrackprogres/tracklist')).json().records as {
      id: number;
    }[];
    expect(list.map((s) => s.id)).toEqual([ids.otherSub]);
    const all = (await as(ctx.admin, 'GET', '/api/rsubptrackprogres/tracklist?done=1')).json().records as {
      id: number;
    }[];
    expect(all.map((s) => s.id).sort()).toEqual([ids.subA, ids.subB, ids.otherSub].sort());
  });

  it('does not get a column hidden from their role in the work list nor on the progress screen', async () => {
    const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: '/rpekerjaan',
      kategori: 'Hide Kolom',
      setup: 'nama_pekerjaan',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    ctx.app.roleRules.invalidate();
    try {
      // each answer is checked against its declared schema too; the key leaves (plugins/quotes.ts)
      const list = await as(ctx.teknisi, 'GET', '/api/rsubptrackprogres/tracklist?done=1');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).not.toContain('Pasang AC Bu Sari');
      const mine = (list.json() as TrackListAnswer).records.find((r) => r.id === ids.subA);
      expect(mine).toMatchObject({ status: expect.any(String) });
      expect(mine).not.toHaveProperty('nama_pekerjaan');
      // nor does a search for it find the job by its hidden name
      const searched = await as(
        ctx.teknisi,
        'GET',
        '/api/rsubptrackprogres/tracklist?done=1&search=Bu%20Sari',
      );
      expect((searched.json() as TrackListAnswer).records).toEqual([]);
      const screen = await as(ctx.teknisi, 'GET', `/api/rsubptrackprogres/trackadd/${ids.subA}`);
      expect(screen.statusCode, screen.body).toBe(200);
      expect(screen.body).not.toContain('Pasang AC Bu Sari');
      expect((screen.json() as TrackSubJob).job).not.toHaveProperty('nama_pekerjaan');
    } finally {
      await as(ctx.admin, 'DELETE', `/api/setupshowhideroleid/delete/${rule.json().record.id}`);
      ctx.app.roleRules.invalidate();
    }
  });

  it("cannot see or write another technician's job", async () => {
    expect((await as(world.other, 'GET', `/api/rpekerjaan/view/${ids.job}`)).statusCode).toBe(404);
    expect((await as(world.other, 'GET', `/api/rsubptrackprogres/trackadd/${ids.subA}`)).statusCode).toBe(
      404,
    );
    expect(
      (await as(world.other, 'PUT', `/api/rpekerjaan/edit/${ids.job}`, { nama_pekerjaan: 'x' })).statusCode,
    ).toBe(404);
    const before = await jobRow(ids.job);
    // a sub job outside their view answers as a missing one (rule R4); see field-work.api.test.ts
    const write = await track(world.other, ids.subA, 10);
    expect(write.statusCode).toBe(422);
    expect(write.json()).toEqual((await track(world.other, 999_999, 10)).json());
    expect(await jobRow(ids.job)).toEqual(before);
    const history = (
      await as(world.other, 'GET', `/api/rsubptrackprogres?id_subpekerjaan=${ids.subA}`)
    ).json();
    expect(history.records).toEqual([]);
  });

  it('hears of a sub job assigned to them, and the admin hears of their progress', async () => {
    const [n] = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rnotifikasi WHERE id_penerima = $1 AND jenis = 'Tugas'",
      [ids.techUser],
    );
    expect(n!.n).toBeGreaterThanOrEqual(3); // the job and its two sub jobs
    const mine = (await as(ctx.admin, 'GET', '/api/rnotifikasi/mine')).json();
    expect(mine.records.some((r: { judul: string }) => r.judul.includes('Pasang AC Bu Sari'))).toBe(true);
  });
});

describe('a job a technician records', () => {
  it('is assigned to them, so they keep seeing it', async () => {
    await ctx.database.query("INSERT INTO permissions (role_id, page_name) VALUES ($1, 'rpekerjaan/add')", [
      USER_ROLE_IDS.teknisi,
    ]);
    ctx.app.roleCache.invalidate();
    const added = await add(
      'rpekerjaan',
      { nama_pekerjaan: 'Cek AC bocor', id_akun: ids.customer, tanggal_mulai: '2026-11-25' },
      world.other,
    );
    expect(Number(added.id_teknisi)).toBe(ids.otherTech);
    expect((await as(world.other, 'GET', `/api/rpekerjaan/view/${added.id}`)).statusCode).toBe(200);
    expect((await as(ctx.teknisi, 'GET', `/api/rpekerjaan/view/${added.id}`)).statusCode).toBe(404);
  });
});

describe('duplicate', () => {
  it('copies the job with its sub jobs but not their progress', async () => {
    const response = await as(ctx.admin, 'POST', `/api/rpekerjaan/duplikatdata/${ids.job}`);
    expect(response.statusCode, response.body).toBe(200);
    const copy = response.json().record;
    expect(copy).toMatchObject({ nama_pekerjaan: 'Pasang AC Bu Sari', status: 'On Going' });
    expect(Number(copy.progres)).toBe(0);
    expect(copy.kode_lacak).not.toBe((await jobRow(ids.job)).kode_lacak);
    const subs = await ctx.database.query<{ nama_sub_pekerjaan: string; progres: string; bobot: string }>(
      'SELECT nama_sub_pekerjaan, progres, bobot FROM rsubpekerjaan WHERE id_pekerjaan = $1 ORDER BY id',
      [copy.id],
    );
    expect(subs.map((s) => [s.nama_sub_pekerjaan, Number(s.bobot), Number(s.progres)])).toEqual([
      ['Pasang unit', 30, 0],
      ['Uji coba', 30, 0],
    ]);
    expect((await as(world.other, 'POST', `/api/rpekerjaan/duplikatdata/${ids.job}`)).statusCode).toBe(403);
  });
});

describe('public tracking', () => {
  it('answers only the public fields for a code, forgiving how it is typed', async () => {
    const code = (await jobRow(ids.job)).kode_lacak;
    await track(ctx.admin, ids.subA, 100, {
      nama_langkah: 'Catatan internal',
      publik: false,
      catatan: 'RAHASIA',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/lacak/${code.toLowerCase().replace(/-/g, ' ')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'jenis',
        'kode_lacak',
        'langkah',
        'nama_pekerjaan',
        'progres',
        'status',
        'sub_pekerjaan',
        'tanggal_mulai',
        'tanggal_selesai',
        'usaha',
      ].sort(),
    );
    expect(body).toMatchObject({ nama_pekerjaan: 'Pasang AC Bu Sari', progres: 100, status: 'Done' });
    // headed with the product's name until the business has a profile
    expect(body.usaha).toEqual({ nama: 'Kantor', logo: null, telepon: null });
    const text = response.body;
    for (const secret of [
      '5000000',
      'RAHASIA',
      'Catatan internal',
      '0812',
      'Ibu Ratna',
      'Dedi',
      'unit indoor terpasang',
    ])
      expect(text).not.toContain(secret);
    expect(body.langkah.length).toBeGreaterThan(0);
  });

  it('is headed with the business of the company profile: its trading name, logo and phone', async () => {
    const code = (await jobRow(ids.job)).kode_lacak;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/website/single/umum',
      headers: { authorization: `Bearer ${ctx.admin}` },
      payload: { judul: 'Situs Uji', data: { nama_usaha: 'CV Teknik Uji', telepon: '022-7654321' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = saved.json().record;
    const body = (await ctx.app.inject({ method: 'GET', url: `/api/lacak/${code}` })).json();
    expect(body.usaha).toEqual({
      nama: 'CV Teknik Uji',
      logo: null, // no image uploaded for the profile
      telepon: stored.data.telepon,
    });
    expect(stored.data.telepon).toMatch(/7654321/);
  });

  it('answers 404 for a wrong code and 429 after repeated misses', async () => {
    const miss = (i: number) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/lacak/KTR-0000-${String(i).padStart(4, '0')}`,
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < LACAK_MAX_MISSES; i++) expect((await miss(i)).statusCode).toBe(404);
    const refused = await miss(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // another client is not refused
    const code = (await jobRow(ids.job)).kode_lacak;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/lacak/${code}`, remoteAddress: '10.1.1.1' }))
        .statusCode,
    ).toBe(200);
  });

  it('gives the admin a WhatsApp link with the tracking link', async () => {
    const response = await as(ctx.admin, 'POST', `/api/rpekerjaan/whatsapp/${ids.otherJob}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(body.url)).toContain(`/lacak/${body.kode_lacak}`);
  });
});
