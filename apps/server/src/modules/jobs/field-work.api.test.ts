import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';

// Issue 32, "Technicians change only what they work on" (docs/jobs.md, "Who changes what"). The people:
// the demo technician `teknisi` (account Dedi) and a second technician, Andi, who leads job 3. Expected
// answers come from the issue and docs/jobs.md: a technician reads the jobs they work on, writes
// progress only on their own sub jobs, changes a job only as its lead; a closed job takes no progress
// (409) and leaves "Tugas Saya"; the lead reads the others' sub jobs but does not write on them (403).

let andi: string;
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const track = (token: string, sub: number, persentase: number) =>
  as(token, 'POST', '/api/rsubptrackprogres/trackadd', { id_subpekerjaan: sub, persentase });
const job = async (id: number) =>
  (
    await ctx.database.query<{ progres: string; status: string; nilai_kontrak: string }>(
      'SELECT progres, status, nilai_kontrak FROM rpekerjaan WHERE id = $1',
      [id],
    )
  )[0]!;
const workList = async (token: string) =>
  (
    (await as(token, 'GET', '/api/rsubptrackprogres/tracklist?done=1')).json().records as { id: number }[]
  ).map((r) => r.id);

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as, addId: add } = ctx;
beforeAll(async () => {
  const andiLogin = await insertUser(ctx.database, { username: 'andi', email: 'andi@contoh.co.id' });
  andi = await ctx.login('andi', 'Kopi-Tubruk-Pagi-7');
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  ids.dedi = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tek!.id });
  ids.andi = await add('akun', { nama: 'Andi', jenis_akun: 'Teknisi', id_login: andiLogin });
  ids.customer = await add('akun', { nama: 'Ibu Ratna', jenis_akun: 'Pelanggan' });
  const newJob = (nama_pekerjaan: string, id_teknisi: number | null) =>
    add('rpekerjaan', {
      nama_pekerjaan,
      id_akun: ids.customer,
      id_teknisi,
      tanggal_mulai: '2026-11-20',
      nilai_kontrak: 5_000_000,
    });
  const sub = (id_pekerjaan: number, nama_sub_pekerjaan: string, id_teknisi: number | null, bobot = 50) =>
    add('rsubpekerjaan', { id_pekerjaan, nama_sub_pekerjaan, bobot, id_teknisi, status: 'On Going' });
  ids.led = await newJob('Pasang AC Bu Sari', ids.dedi); // job 1: Dedi leads it
  ids.subOnly = await newJob('Instalasi CCTV ruko', null); // job 2: Dedi holds only a sub job
  ids.andiJob = await newJob('Servis AC kantor', ids.andi); // job 3: Andi leads it, Dedi works a sub job
  ids.closing = await newJob('Pasang kanopi', null); // job 4: closed early by the admin
  ids.outside = await newJob('Gudang tanpa teknisi', null); // job 5: nobody's
  ids.ledSub = await sub(ids.led, 'Pasang unit', ids.dedi);
  ids.cctvSub = await sub(ids.subOnly, 'Tarik kabel CCTV', ids.dedi);
  ids.dediOnAndi = await sub(ids.andiJob, 'Cuci unit indoor', ids.dedi);
  ids.andiOwn = await sub(ids.andiJob, 'Isi freon', ids.andi);
  ids.andiUnassigned = await sub(ids.andiJob, 'Uji coba', null);
  ids.closingSub = await sub(ids.closing, 'Rangka baja', ids.dedi, 100);
  ids.outsideSub = await sub(ids.outside, 'Bongkar rak', null);
}, 60_000);

describe('a technician changes only what they work on', () => {
  it('PUT /api/rpekerjaan/edit/2 {"nilai_kontrak":1} on a job where they hold only a sub job is a 403', async () => {
    expect(ids.subOnly).toBe(2); // the request, as it was made
    // they read the job (their sub job is in it) ...
    expect((await as(ctx.teknisi, 'GET', '/api/rpekerjaan/view/2')).statusCode).toBe(200);
    // ... but the Teknisi role's rpekerjaan/edit lets them change only the jobs they lead
    const edit = await as(ctx.teknisi, 'PUT', '/api/rpekerjaan/edit/2', { nilai_kontrak: 1 });
    expect(edit.statusCode, edit.body).toBe(403);
    expect(Number((await job(2)).nilai_kontrak)).toBe(5_000_000);
  });

  it('the lead technician still updates the job they lead (the role holds rpekerjaan/edit)', async () => {
    const edit = await as(ctx.teknisi, 'PUT', `/api/rpekerjaan/edit/${ids.led}`, { alamat: 'Jl. Melati 4' });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('a sub job of their own takes their progress; someone else’s they cannot see answers as a missing one', async () => {
    expect((await track(ctx.teknisi, ids.cctvSub, 40)).statusCode).toBe(200);
    const outside = await track(ctx.teknisi, ids.outsideSub, 40);
    const missing = await track(ctx.teknisi, 999_999, 40);
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toEqual(missing.json());
    expect(Number((await job(ids.outside)).progres)).toBe(0);
  });
});

describe('the phone’s warming (mine=1)', () => {
  it('gives an office user no list, and a technician the same list as without it', async () => {
    const everyone = await as(ctx.admin, 'GET', '/api/rsubptrackprogres/tracklist');
    expect(everyone.json().records.length).toBeGreaterThan(0);
    expect((await as(ctx.admin, 'GET', '/api/rsubptrackprogres/tracklist?mine=1')).json()).toEqual({
      records: [],
      technician: false,
    });
    const own = (await as(ctx.teknisi, 'GET', '/api/rsubptrackprogres/tracklist')).json();
    const mine = (await as(ctx.teknisi, 'GET', '/api/rsubptrackprogres/tracklist?mine=1')).json();
    expect(mine.technician).toBe(true);
    expect(mine.records.map((r: { id: number }) => r.id)).toEqual(
      own.records.map((r: { id: number }) => r.id),
    );
    expect(mine.records.length).toBeGreaterThan(0);
  });
});

describe('a closed job', () => {
  it('refuses progress with 409, keeps its figures and leaves "Tugas Saya"', async () => {
    expect((await track(ctx.teknisi, ids.closingSub, 15)).statusCode).toBe(200);
    expect(Number((await job(ids.closing)).progres)).toBe(15);
    const close = await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${ids.closing}`, {
      status: 'Done',
      alasan_tutup: 'Pelanggan membatalkan pesanan',
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(await workList(ctx.teknisi)).not.toContain(ids.closingSub);

    const late = await track(ctx.teknisi, ids.closingSub, 50);
    expect(late.statusCode, late.body).toBe(409);
    // the generic route and the admin are refused alike: the job's state, not the writer, refuses
    const generic = await as(ctx.admin, 'POST', '/api/rsubptrackprogres/add', {
      id_subpekerjaan: ids.closingSub,
      persentase: 60,
      nama_langkah: 'Las rangka',
      tanggal: '2026-11-21T08:00:00.000Z',
    });
    expect(generic.statusCode, generic.body).toBe(409);
    const entries = await ctx.database.query<{ id: number }>(
      'SELECT id FROM rsubptrackprogres WHERE id_subpekerjaan = $1',
      [ids.closingSub],
    );
    expect(entries).toHaveLength(1);
    // nor is its one entry removed behind the closing
    const remove = await as(ctx.admin, 'DELETE', `/api/rsubptrackprogres/delete/${entries[0]!.id}`);
    expect(remove.statusCode).toBe(409);
    expect(await job(ids.closing)).toMatchObject({ status: 'Done' });
    expect(Number((await job(ids.closing)).progres)).toBe(15);
  });

  it('takes progress again once the admin reopens it', async () => {
    const reopen = await as(ctx.admin, 'PUT', `/api/rpekerjaan/edit/${ids.closing}`, { status: 'On Going' });
    expect(reopen.statusCode, reopen.body).toBe(200);
    expect(await workList(ctx.teknisi)).toContain(ids.closingSub);
    expect((await track(ctx.teknisi, ids.closingSub, 50)).statusCode).toBe(200);
    expect(Number((await job(ids.closing)).progres)).toBe(50);
  });
});

describe('the lead technician', () => {
  it('reads the other technicians’ sub jobs but does not record progress on them (403)', async () => {
    expect((await as(andi, 'GET', `/api/rsubpekerjaan/view/${ids.dediOnAndi}`)).statusCode).toBe(200);
    const before = await job(ids.andiJob);
    const write = await track(andi, ids.dediOnAndi, 30);
    expect(write.statusCode, write.body).toBe(403);
    expect(await job(ids.andiJob)).toEqual(before);
    expect((await as(andi, 'GET', `/api/rsubptrackprogres/trackadd/${ids.dediOnAndi}`)).statusCode).toBe(403);
    // "Tugas Saya" holds his own sub job and the one without a technician, not Dedi's
    expect((await workList(andi)).sort()).toEqual([ids.andiOwn, ids.andiUnassigned].sort());
    expect((await track(andi, ids.andiOwn, 30)).statusCode).toBe(200);
    expect((await track(andi, ids.andiUnassigned, 30)).statusCode).toBe(200);
  });

  it('while Dedi records on his own sub job of Andi’s job, and sees only it there', async () => {
    expect((await track(ctx.teknisi, ids.dediOnAndi, 30)).statusCode).toBe(200);
    expect(await workList(ctx.teknisi)).toContain(ids.dediOnAndi);
    expect(await workList(ctx.teknisi)).not.toContain(ids.andiOwn);
    expect(
      (await as(ctx.teknisi, 'PUT', `/api/rpekerjaan/edit/${ids.andiJob}`, { alamat: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('routes about one job (rule R4)', () => {
  it('answer a job outside the caller’s view exactly as a missing one', async () => {
    // give the technicians the pages of the job's side routes: only the job's scope can refuse now
    await ctx.database.query(
      `INSERT INTO permissions (role_id, page_name) VALUES ($1, 'rpekerjaan/duplikatdata'),
         ($1, 'addmasalsubpekerjaan'), ($1, 'rbarangkeluar/add')`,
      [USER_ROLE_IDS.teknisi],
    );
    ctx.app.roleCache.invalidate();
    const calls: [Method, (id: number) => string, object?][] = [
      ['POST', (id) => `/api/rpekerjaan/duplikatdata/${id}`],
      ['POST', (id) => `/api/rpekerjaan/whatsapp/${id}`],
      ['GET', (id) => `/api/rpekerjaan/material-sop/${id}`],
      ['POST', (id) => `/api/rpekerjaan/material-sop/${id}`, { lines: [] }],
      ['GET', (id) => `/api/addmasalsubpekerjaan/template/${id}`],
      ['POST', () => '/api/addmasalsubpekerjaan/preview', { text: 'Rak\t50' }],
      ['POST', () => '/api/addmasalsubpekerjaan/commit', { text: 'Rak\t50' }],
    ];
    for (const [method, url, body] of calls) {
      const call = (id: number) => as(ctx.teknisi, method, url(id), body && { ...body, id_pekerjaan: id });
      const outside = await call(ids.outside);
      const missing = await call(999_999);
      expect([url(ids.outside), outside.statusCode]).toEqual([url(ids.outside), 404]);
      expect(outside.json()).toEqual(missing.json());
      expect(outside.body).not.toContain('Gudang');
    }
    expect(
      (await as(ctx.admin, 'GET', `/api/rsubpekerjaan?id_pekerjaan=${ids.outside}`)).json().records,
    ).toHaveLength(1);
    // the job they lead answers
    expect((await as(ctx.teknisi, 'GET', `/api/rpekerjaan/material-sop/${ids.led}`)).statusCode).toBe(200);
  });
});

describe('a Batasi Baris rule on jobs (issue 37)', () => {
  it('takes the jobs outside it off "Tugas Saya", though their sub jobs are the technician’s', async () => {
    const before = await workList(ctx.teknisi);
    const [kept] = await ctx.database.query<{ id: number }>(
      'SELECT id FROM rsubpekerjaan WHERE id_pekerjaan = $1',
      [ids.led],
    );
    expect(before).toContain(Number(kept!.id));
    const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: USER_ROLE_IDS.teknisi,
      kategori: 'Batasi Baris',
      nama_route: '/rpekerjaan',
      setup: "nama_pekerjaan == 'Pasang AC Bu Sari'",
    });
    expect(rule.statusCode, rule.body).toBe(200);
    // the oracle: the sub jobs of the one job the condition admits, among those listed before
    const admitted = (
      await ctx.database.query<{ id: number }>(
        "SELECT s.id FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan WHERE j.nama_pekerjaan = 'Pasang AC Bu Sari'",
      )
    ).map((r) => Number(r.id));
    const after = await workList(ctx.teknisi);
    expect(after.length).toBeLessThan(before.length);
    expect(after.sort()).toEqual(before.filter((id) => admitted.includes(id)).sort());
    await as(ctx.admin, 'DELETE', `/api/setupshowhideroleid/delete/${rule.json().record.id}`);
  });
});
