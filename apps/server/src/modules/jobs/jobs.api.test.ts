import {
  type BulkCommitAnswer,
  type BulkPreview,
  type BulkPreviewRow,
  type BulkTemplate,
  type JobDuplicateAnswer,
  type JobProgressAnswer,
  type JobWhatsappAnswer,
  type PublicJob,
  type TrackItem,
  type TrackListAnswer,
  type TrackStep,
  type TrackSubJob,
  USER_ROLE_IDS,
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
import { LACAK_MAX_MISSES } from './jobs.routes.ts';

let ctx: TestContext;
let admin: string;
let teknisi: string;
let other: string;
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object, headers: object = {}) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });
async function add(resource: string, payload: object, token = admin): Promise<Record<string, unknown>> {
  const response = await as(token, 'POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return response.json().record;
}
/** A login with a password, made on the akun screen (the generic users routes never set one: issue 32). */
async function newLogin(payload: object): Promise<Record<string, unknown>> {
  const response = await as(admin, 'POST', '/api/akun/tambahuser', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record;
}
const jobRow = async (id: number) =>
  (
    await ctx.database.query<{
      progres: string;
      status: string;
      tanggal_selesai: string | null;
      kode_lacak: string;
    }>('SELECT progres, status, tanggal_selesai, kode_lacak FROM rpekerjaan WHERE id = $1', [id])
  )[0]!;
const track = (token: string, sub: number, persentase: number, extra: object = {}) =>
  as(token, 'POST', '/api/rsubptrackprogres/trackadd', { id_subpekerjaan: sub, persentase, ...extra });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  teknisi = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
  const second = await newLogin({
    username: 'andi.teknisi',
    email: 'andi@example.test',
    password: 'Andi-Teknisi-Pass-9',
    password_confirmation: 'Andi-Teknisi-Pass-9',
    user_role_id: USER_ROLE_IDS.teknisi,
    status: 'Active',
  });
  other = await login(ctx.app, 'andi.teknisi', 'Andi-Teknisi-Pass-9');
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  ids.techUser = tek!.id;
  ids.tech = Number((await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tek!.id })).id);
  ids.otherTech = Number(
    (await add('akun', { nama: 'Andi', jenis_akun: 'Teknisi', id_login: second.id })).id,
  );
  ids.customer = Number(
    (await add('akun', { nama: 'Ibu Ratna', jenis_akun: 'Pelanggan', no_hp: '0812-3456-7890' })).id,
  );
  const job = (nama_pekerjaan: string, id_teknisi: number) =>
    add('rpekerjaan', {
      nama_pekerjaan,
      id_akun: ids.customer,
      id_teknisi,
      tanggal_mulai: '2026-11-20',
      nilai_kontrak: 5_000_000,
    });
  ids.job = Number((await job('Pasang AC Bu Sari', ids.tech)).id);
  ids.otherJob = Number((await job('Servis AC kantor', ids.otherTech)).id);
  const sub = (id_pekerjaan: number, nama_sub_pekerjaan: string, bobot: number | null, id_teknisi: number) =>
    add('rsubpekerjaan', { id_pekerjaan, nama_sub_pekerjaan, bobot, id_teknisi, status: 'On Going' });
  ids.subA = Number((await sub(ids.job, 'Pasang unit', 70, ids.tech)).id);
  ids.subB = Number((await sub(ids.job, 'Uji coba', 30, ids.tech)).id);
  ids.otherSub = Number((await sub(ids.otherJob, 'Cuci AC', null, ids.otherTech)).id);
}, 60_000);
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('progress roll-up', () => {
  it('gives every job a readable tracking code', async () => {
    expect((await jobRow(ids.job)).kode_lacak).toMatch(/^KTR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((await jobRow(ids.job)).kode_lacak).not.toBe((await jobRow(ids.otherJob)).kode_lacak);
  });

  it('keeps the sub job at its latest percent and the job at the weighted roll-up', async () => {
    const first = await track(teknisi, ids.subA, 50, { catatan: 'unit indoor terpasang' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().progress).toMatchObject({ sub: 50, job: 35 }); // 0.7 × 50
    expect((await track(teknisi, ids.subB, 100)).json().progress).toMatchObject({ sub: 100, job: 65 });
    const row = await jobRow(ids.job);
    expect([Number(row.progres), row.status]).toEqual([65, 'On Going']);
    const [sub] = await ctx.database.query<{ progres: string; status: string }>(
      'SELECT progres, status FROM rsubpekerjaan WHERE id = $1',
      [ids.subB],
    );
    expect([Number(sub!.progres), sub!.status]).toEqual([100, 'Done']);
  });

  it('recomputes when a weight changes or an entry is removed', async () => {
    const edit = await as(admin, 'PUT', `/api/rsubpekerjaan/edit/${ids.subA}`, { bobot: 30 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(Number((await jobRow(ids.job)).progres)).toBe(75); // weights 30/30: 0.5 × 50 + 0.5 × 100
    const entry = (await track(admin, ids.subA, 80)).json().record;
    expect(Number((await jobRow(ids.job)).progres)).toBe(90);
    expect((await as(admin, 'DELETE', `/api/rsubptrackprogres/delete/${entry.id}`)).statusCode).toBe(200);
    expect(Number((await jobRow(ids.job)).progres)).toBe(75);
  });

  it('refuses Done below 100%, and lets only an admin close it with a reason', async () => {
    const early = await as(teknisi, 'PUT', `/api/rpekerjaan/edit/${ids.job}`, { status: 'Done' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.status).toBeDefined();
    const noReason = await as(admin, 'PUT', `/api/rpekerjaan/edit/${ids.job}`, { status: 'Done' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.alasan_tutup).toBeDefined();
    expect((await jobRow(ids.job)).status).toBe('On Going');
  });

  it('reaches Done by itself when every sub job is at 100%', async () => {
    expect((await track(teknisi, ids.subA, 100)).json().progress).toMatchObject({
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
    const jobs = (await as(other, 'GET', '/api/rpekerjaan')).json().records as { id: number }[];
    expect(jobs.map((j) => j.id)).toEqual([ids.otherJob]);
    const list = (await as(other, 'GET', '/api/rsubptrackprogres/tracklist')).json().records as {
      id: number;
    }[];
    expect(list.map((s) => s.id)).toEqual([ids.otherSub]);
    const all = (await as(admin, 'GET', '/api/rsubptrackprogres/tracklist?done=1')).json().records as {
      id: number;
    }[];
    expect(all.map((s) => s.id).sort()).toEqual([ids.subA, ids.subB, ids.otherSub].sort());
  });

  it('does not get a column hidden from their role in the work list nor on the progress screen', async () => {
    const rule = await as(admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      nama_route: '/rpekerjaan',
      kategori: 'Hide Kolom',
      setup: 'nama_pekerjaan',
    });
    expect(rule.statusCode, rule.body).toBe(200);
    ctx.app.roleRules.invalidate();
    try {
      // each answer is checked against its declared schema too; the key leaves (plugins/quotes.ts)
      const list = await as(teknisi, 'GET', '/api/rsubptrackprogres/tracklist?done=1');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.body).not.toContain('Pasang AC Bu Sari');
      const mine = (list.json() as TrackListAnswer).records.find((r) => r.id === ids.subA);
      expect(mine).toMatchObject({ status: expect.any(String) });
      expect(mine).not.toHaveProperty('nama_pekerjaan');
      // nor does a search for it find the job by its hidden name
      const searched = await as(teknisi, 'GET', '/api/rsubptrackprogres/tracklist?done=1&search=Bu%20Sari');
      expect((searched.json() as TrackListAnswer).records).toEqual([]);
      const screen = await as(teknisi, 'GET', `/api/rsubptrackprogres/trackadd/${ids.subA}`);
      expect(screen.statusCode, screen.body).toBe(200);
      expect(screen.body).not.toContain('Pasang AC Bu Sari');
      expect((screen.json() as TrackSubJob).job).not.toHaveProperty('nama_pekerjaan');
    } finally {
      await as(admin, 'DELETE', `/api/setupshowhideroleid/delete/${rule.json().record.id}`);
      ctx.app.roleRules.invalidate();
    }
  });

  it("cannot see or write another technician's job", async () => {
    expect((await as(other, 'GET', `/api/rpekerjaan/view/${ids.job}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', `/api/rsubptrackprogres/trackadd/${ids.subA}`)).statusCode).toBe(404);
    expect(
      (await as(other, 'PUT', `/api/rpekerjaan/edit/${ids.job}`, { nama_pekerjaan: 'x' })).statusCode,
    ).toBe(404);
    const before = await jobRow(ids.job);
    // a sub job outside their view answers as a missing one (rule R4); see field-work.api.test.ts
    const write = await track(other, ids.subA, 10);
    expect(write.statusCode).toBe(422);
    expect(write.json()).toEqual((await track(other, 999_999, 10)).json());
    expect(await jobRow(ids.job)).toEqual(before);
    const history = (await as(other, 'GET', `/api/rsubptrackprogres?id_subpekerjaan=${ids.subA}`)).json();
    expect(history.records).toEqual([]);
  });

  it('hears of a sub job assigned to them, and the admin hears of their progress', async () => {
    const [n] = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rnotifikasi WHERE id_penerima = $1 AND jenis = 'Tugas'",
      [ids.techUser],
    );
    expect(n!.n).toBeGreaterThanOrEqual(3); // the job and its two sub jobs
    const mine = (await as(admin, 'GET', '/api/rnotifikasi/mine')).json();
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
      other,
    );
    expect(Number(added.id_teknisi)).toBe(ids.otherTech);
    expect((await as(other, 'GET', `/api/rpekerjaan/view/${added.id}`)).statusCode).toBe(200);
    expect((await as(teknisi, 'GET', `/api/rpekerjaan/view/${added.id}`)).statusCode).toBe(404);
  });
});

describe('duplicate', () => {
  it('copies the job with its sub jobs but not their progress', async () => {
    const response = await as(admin, 'POST', `/api/rpekerjaan/duplikatdata/${ids.job}`);
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
    expect((await as(other, 'POST', `/api/rpekerjaan/duplikatdata/${ids.job}`)).statusCode).toBe(403);
  });
});

describe('public tracking', () => {
  it('answers only the public fields for a code, forgiving how it is typed', async () => {
    const code = (await jobRow(ids.job)).kode_lacak;
    await track(admin, ids.subA, 100, {
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
      ].sort(),
    );
    expect(body).toMatchObject({ nama_pekerjaan: 'Pasang AC Bu Sari', progres: 100, status: 'Done' });
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
    const response = await as(admin, 'POST', `/api/rpekerjaan/whatsapp/${ids.otherJob}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    expect(decodeURIComponent(body.url)).toContain(`/lacak/${body.kode_lacak}`);
  });
});

describe('many sub jobs at once', () => {
  const subCount = async (job: number) =>
    (
      await ctx.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM rsubpekerjaan WHERE id_pekerjaan = $1',
        [job],
      )
    )[0]!.n;

  it('previews every row with its errors and writes nothing', async () => {
    const job = Number(
      (
        await add('rpekerjaan', {
          nama_pekerjaan: 'Instalasi listrik gudang',
          id_akun: ids.customer,
          tanggal_mulai: '2026-11-24',
        })
      ).id,
    );
    ids.bulkJob = job;
    const text =
      'Nama\tBobot\tTeknisi\nTarik kabel\t50\tDedi\nPasang panel\t150\tSiapa Saja\nUji beban\t\t\t\tbukan tanggal';
    const response = await as(admin, 'POST', '/api/addmasalsubpekerjaan/preview', {
      id_pekerjaan: job,
      text,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 4]);
    expect(body.rows[0].errors).toEqual({});
    expect(body.rows[0].id_teknisi).toBe(ids.tech);
    expect(Object.keys(body.rows[1].errors).sort()).toEqual(['teknisi']);
    expect(Object.keys(body.rows[2].errors)).toEqual(['tanggal_mulai']);
    expect([body.valid, body.invalid]).toEqual([1, 2]);
    expect(await subCount(job)).toBe(0);
    const [notices] = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rnotifikasi WHERE kutipan::text LIKE '%Tarik kabel%'",
    );
    expect(notices!.n).toBe(0);
  });

  it('refuses the commit while a row is wrong, then writes all rows and rolls the job up', async () => {
    const bad = await as(admin, 'POST', '/api/addmasalsubpekerjaan/commit', {
      id_pekerjaan: ids.bulkJob,
      text: 'Tarik kabel\t50\nPasang panel\t150',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['rows.1.bobot']);
    expect(await subCount(ids.bulkJob!)).toBe(0);
    const good = await as(admin, 'POST', '/api/addmasalsubpekerjaan/commit', {
      id_pekerjaan: ids.bulkJob,
      text: 'Tarik kabel;50;Dedi;12,5\nPasang panel;50;;1;25/11/2026',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().valid).toBe(2);
    const subs = await ctx.database.query<{
      nama_sub_pekerjaan: string;
      volume: string;
      tanggal_mulai: string | null;
      id_teknisi: number | null;
    }>(
      'SELECT nama_sub_pekerjaan, volume, tanggal_mulai::text AS tanggal_mulai, id_teknisi FROM rsubpekerjaan WHERE id_pekerjaan = $1 ORDER BY id',
      [ids.bulkJob],
    );
    expect(subs.map((s) => [s.nama_sub_pekerjaan, Number(s.volume), s.tanggal_mulai, s.id_teknisi])).toEqual([
      ['Tarik kabel', 12.5, null, ids.tech],
      ['Pasang panel', 1, '2026-11-25', null],
    ]);
  });

  it('offers the sub jobs of the latest job of the same type as a template', async () => {
    const type = Number((await add('rtype', { nama_type: 'Instalasi', jenis: 'Pekerjaan' })).id);
    await as(admin, 'PUT', `/api/rpekerjaan/edit/${ids.bulkJob}`, { id_type: type });
    const next = Number(
      (
        await add('rpekerjaan', {
          nama_pekerjaan: 'Instalasi listrik ruko',
          id_akun: ids.customer,
          id_type: type,
          tanggal_mulai: '2026-11-25',
        })
      ).id,
    );
    const template = (await as(admin, 'GET', `/api/addmasalsubpekerjaan/template/${next}`)).json();
    expect(template).toEqual({ source: 'job', text: 'Tarik kabel\t50\t\t12.5\nPasang panel\t50\t\t1' });
  });

  it("keeps to the caller's pages and scope", async () => {
    expect(
      (await as(other, 'POST', '/api/addmasalsubpekerjaan/preview', { id_pekerjaan: ids.bulkJob, text: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the field-work answers match the core types', () => {
  it('work list, progress screen and entry, bulk, duplicate, WhatsApp and public tracking', async () => {
    const list = (await as(teknisi, 'GET', '/api/rsubptrackprogres/tracklist?done=1')).json();
    expect(keysIn(list)).toEqual(keysOf<TrackListAnswer>({ records: true, technician: true }));
    expect(keysIn(list.records[0])).toEqual(
      keysOf<TrackItem>({
        id: true,
        nama_sub_pekerjaan: true,
        progres: true,
        status: true,
        bobot: true,
        tanggal_mulai: true,
        id_pekerjaan: true,
        nama_pekerjaan: true,
        pelanggan: true,
        no_hp_pelanggan: true,
        alamat: true,
        teknisi: true,
        terakhir: true,
        langkah_terakhir: true,
      }),
    );

    const entered = (await track(teknisi, ids.subA, 60)).json();
    expect(keysIn(entered)).toEqual(
      keysOf<JobProgressAnswer>({ message: true, record: true, progress: true }),
    );
    const screen = (await as(teknisi, 'GET', `/api/rsubptrackprogres/trackadd/${ids.subA}`)).json();
    expect(keysIn(screen)).toEqual(keysOf<TrackSubJob>({ sub: true, job: true, steps: true }));
    expect(keysIn(screen.job)).toEqual(
      keysOf<TrackSubJob['job']>({
        id: true,
        nama_pekerjaan: true,
        alamat: true,
        progres: true,
        pelanggan: true,
        no_hp_pelanggan: true,
      }),
    );
    expect(keysIn(screen.steps[0])).toEqual(
      keysOf<TrackStep>({
        id: true,
        tanggal: true,
        nama_langkah: true,
        catatan: true,
        persentase: true,
        foto: true,
      }),
    );
    expect(screen.steps[0].tanggal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const job = Number(
      (
        await add('rpekerjaan', {
          nama_pekerjaan: 'Bentuk jawaban',
          id_akun: ids.customer,
          tanggal_mulai: '2026-11-26',
        })
      ).id,
    );
    const preview = (
      await as(admin, 'POST', '/api/addmasalsubpekerjaan/preview', {
        id_pekerjaan: job,
        text: 'Tarik kabel\t50',
      })
    ).json();
    const previewKeys = { rows: true, valid: true, invalid: true, bobot_total: true } as const;
    expect(keysIn(preview)).toEqual(keysOf<BulkPreview>(previewKeys));
    expect(keysIn(preview.rows[0])).toEqual(
      keysOf<BulkPreviewRow>({
        line: true,
        nama_sub_pekerjaan: true,
        bobot: true,
        teknisi: true,
        volume: true,
        tanggal_mulai: true,
        id_teknisi: true,
        errors: true,
      }),
    );
    const committed = (
      await as(admin, 'POST', '/api/addmasalsubpekerjaan/commit', {
        id_pekerjaan: job,
        text: 'Tarik kabel\t50',
      })
    ).json();
    expect(keysIn(committed)).toEqual(keysOf<BulkCommitAnswer>({ ...previewKeys, message: true }));
    const template = (await as(admin, 'GET', `/api/addmasalsubpekerjaan/template/${job}`)).json();
    expect(keysIn(template)).toEqual(keysOf<BulkTemplate>({ source: true, text: true }));

    const copy = (await as(admin, 'POST', `/api/rpekerjaan/duplikatdata/${job}`)).json();
    expect(keysIn(copy)).toEqual(keysOf<JobDuplicateAnswer>({ message: true, record: true }));
    const whatsapp = (await as(admin, 'POST', `/api/rpekerjaan/whatsapp/${job}`)).json();
    expect(keysIn(whatsapp)).toEqual(
      keysOf<JobWhatsappAnswer>({ kode_lacak: true, link: true, text: true, url: true }),
    );
    const tracked = (
      await ctx.app.inject({ method: 'GET', url: `/api/lacak/${whatsapp.kode_lacak}` })
    ).json();
    expect(keysIn(tracked)).toEqual(
      keysOf<PublicJob>({
        kode_lacak: true,
        nama_pekerjaan: true,
        jenis: true,
        status: true,
        progres: true,
        tanggal_mulai: true,
        tanggal_selesai: true,
        sub_pekerjaan: true,
        langkah: true,
      }),
    );
  });
});
