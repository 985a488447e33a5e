import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/auth-support.ts';
import { useTestApp } from '../../../test/fixture.ts';

// Issue 35, "Dispatch board" (docs/jobs.md): the board of a week or a day, and the move of a sub job,
// which the server checks: a technician (kind Teknisi), not absent that day in attendance, no overlap of
// hours with their other sub jobs (422 naming the field and the clashing sub job); a technician may not
// dispatch. Expected answers are written from the issue and the docs, by hand.

const ids: Record<string, number> = {};
const move = (token: string, id: number, body: object) => as(token, 'POST', `/api/dispatch/move/${id}`, body);
const row = async (id: number) =>
  (
    await ctx.database.query<Record<string, unknown>>(
      `SELECT id_teknisi, to_char(tanggal_mulai, 'YYYY-MM-DD') AS mulai, to_char(tanggal_selesai, 'YYYY-MM-DD') AS selesai,
         to_char(jam_mulai, 'HH24:MI') AS jam, durasi_menit FROM rsubpekerjaan WHERE id = $1`,
      [id],
    )
  )[0]!;

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as, addId: add } = ctx;
beforeAll(async () => {
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  const budiLogin = await insertUser(ctx.database, { username: 'budi', email: 'budi@contoh.co.id' });
  ids.dedi = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tek!.id });
  ids.budi = await add('akun', { nama: 'Budi', jenis_akun: 'Teknisi', id_login: budiLogin });
  ids.customer = await add('akun', { nama: 'Ibu Ratna', jenis_akun: 'Pelanggan' });
  ids.job = await add('rpekerjaan', {
    nama_pekerjaan: 'Pasang AC ruko',
    id_akun: ids.customer,
    tanggal_mulai: '2026-11-30',
    nilai_kontrak: 3_000_000,
  });
  const sub = (nama_sub_pekerjaan: string, extra: object) =>
    add('rsubpekerjaan', { id_pekerjaan: ids.job, nama_sub_pekerjaan, status: 'On Going', ...extra });
  // Dedi: Tuesday 1 Dec 08:00–10:00, and a job on Wednesday without a time
  ids.morning = await sub('Bongkar unit lama', {
    id_teknisi: ids.dedi,
    tanggal_mulai: '2026-12-01',
    jam_mulai: '08:00',
    durasi_menit: 120,
  });
  ids.wednesday = await sub('Cek kelistrikan', { id_teknisi: ids.dedi, tanggal_mulai: '2026-12-02' });
  // a two-day job of Budi's, Thursday and Friday
  ids.twoDays = await sub('Pasang ducting', {
    id_teknisi: ids.budi,
    tanggal_mulai: '2026-12-03',
    tanggal_selesai: '2026-12-04',
  });
  // nobody's yet, and one with a technician but no day
  ids.loose = await sub('Uji coba unit', {});
  ids.undated = await sub('Isi freon', { id_teknisi: ids.budi });
  // Budi is on leave (cuti) on Tuesday 1 Dec
  await add('rabsensi', { id_akun: ids.budi, tanggal: '2026-12-01', status: 'cuti', sumber: 'Manual' });
}, 60_000);

describe('the dispatch board', () => {
  it('a week: the technicians as rows, the blocks with days in it, the unscheduled work aside', async () => {
    const answer = await as(ctx.admin, 'GET', '/api/dispatch/board?from=2026-11-30&days=7');
    expect(answer.statusCode, answer.body).toBe(200);
    const board = answer.json();
    expect(board.from).toBe('2026-11-30');
    expect(board.to).toBe('2026-12-06');
    expect(board.technicians.map((t: { nama: string }) => t.nama)).toEqual(['Budi', 'Dedi']);
    expect(board.blocks.map((b: { id: number }) => b.id)).toEqual([ids.morning, ids.wednesday, ids.twoDays]);
    const morning = board.blocks[0];
    expect(morning).toMatchObject({
      nama_sub_pekerjaan: 'Bongkar unit lama',
      nama_pekerjaan: 'Pasang AC ruko',
      id_teknisi: ids.dedi,
      tanggal_mulai: '2026-12-01',
      jam_mulai: '08:00',
      durasi_menit: 120,
      status: 'On Going',
    });
    expect(board.unscheduled.map((b: { id: number }) => b.id)).toEqual([ids.loose, ids.undated]);
  });

  it('a day: only the blocks of that day (the two-day job on its second day too)', async () => {
    const friday = (await as(ctx.admin, 'GET', '/api/dispatch/board?from=2026-12-04&days=1')).json();
    expect(friday.to).toBe('2026-12-04');
    expect(friday.blocks.map((b: { id: number }) => b.id)).toEqual([ids.twoDays]);
  });

  it('a bad day is a 422 naming `from`; a technician has no board (403)', async () => {
    const bad = await as(ctx.admin, 'GET', '/api/dispatch/board?from=2026-02-31');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
    expect((await as(ctx.teknisi, 'GET', '/api/dispatch/board')).statusCode).toBe(403);
  });
});

describe('moving a sub job', () => {
  it('assigns unscheduled work to a technician on a day and a time', async () => {
    const moved = await move(ctx.admin, ids.loose, {
      id_teknisi: ids.dedi,
      tanggal_mulai: '2026-12-01',
      jam_mulai: '10:00',
      durasi_menit: 60,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // 10:00 right after 08:00–10:00: back to back is no overlap
    expect(await row(ids.loose)).toEqual({
      id_teknisi: ids.dedi,
      mulai: '2026-12-01',
      selesai: '2026-12-01',
      jam: '10:00',
      durasi_menit: 60,
    });
  });

  it('hours overlapping another sub job of the technician: 422 on jam_mulai naming it; nothing changes', async () => {
    const before = await row(ids.wednesday);
    // 09:00–10:30 against "Bongkar unit lama" 08:00–10:00 on Tuesday
    const clash = await move(ctx.admin, ids.wednesday, {
      id_teknisi: ids.dedi,
      tanggal_mulai: '2026-12-01',
      jam_mulai: '09:00',
      durasi_menit: 90,
    });
    expect(clash.statusCode, clash.body).toBe(422);
    expect(Object.keys(clash.json().errors)).toEqual(['jam_mulai']);
    expect(clash.json().errors.jam_mulai[0]).toBe(
      `Overlaps "Bongkar unit lama" (#${ids.morning}) of the same technician on 2026-12-01, 08:00–10:00`,
    );
    expect(await row(ids.wednesday)).toEqual(before);
  });

  it('a technician recorded absent that day: 422 on id_teknisi, worded in the caller’s language', async () => {
    const absent = await ctx.app.inject({
      method: 'POST',
      url: `/api/dispatch/move/${ids.wednesday}`,
      payload: { id_teknisi: ids.budi, tanggal_mulai: '2026-12-01' },
      headers: { authorization: `Bearer ${ctx.admin}`, 'accept-language': 'id-ID' },
    });
    expect(absent.statusCode, absent.body).toBe(422);
    expect(absent.json().errors).toEqual({ id_teknisi: ['Budi tercatat cuti pada 2026-12-01 di absensi'] });
    // the two-day job moved to start Monday covers Tuesday too: refused as well
    const spanning = await move(ctx.admin, ids.twoDays, {
      id_teknisi: ids.budi,
      tanggal_mulai: '2026-11-30',
    });
    expect(spanning.statusCode).toBe(422);
    expect(Object.keys(spanning.json().errors)).toEqual(['id_teknisi']);
  });

  it('keeps a several-day sub job’s length when it moves', async () => {
    const moved = await move(ctx.admin, ids.twoDays, { id_teknisi: ids.budi, tanggal_mulai: '2026-12-07' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await row(ids.twoDays)).toMatchObject({ mulai: '2026-12-07', selesai: '2026-12-08' });
  });

  it('an account that is not a technician, a missing one, a bad body: 422 by field', async () => {
    const customer = await move(ctx.admin, ids.wednesday, {
      id_teknisi: ids.customer,
      tanggal_mulai: '2026-12-02',
    });
    expect(customer.statusCode).toBe(422);
    expect(Object.keys(customer.json().errors)).toEqual(['id_teknisi']);
    const missing = await move(ctx.admin, ids.wednesday, {
      id_teknisi: 999_999,
      tanggal_mulai: '2026-12-02',
    });
    expect(missing.statusCode).toBe(422);
    const bad = await move(ctx.admin, ids.wednesday, { tanggal_mulai: '2026-13-01', jam_mulai: '25:00' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id_teknisi', 'jam_mulai', 'tanggal_mulai']);
  });

  it('a technician may not dispatch, not even their own sub job (403); a missing sub job is a 404', async () => {
    const own = await move(ctx.teknisi, ids.wednesday, { id_teknisi: ids.dedi, tanggal_mulai: '2026-12-03' });
    expect(own.statusCode).toBe(403);
    expect((await row(ids.wednesday)).mulai).toBe('2026-12-02');
    expect(
      (await move(ctx.admin, 999_999, { id_teknisi: ids.dedi, tanggal_mulai: '2026-12-03' })).statusCode,
    ).toBe(404);
  });

  it('the move is the sub job’s edit: its history records it and the new technician is notified', async () => {
    const moved = await move(ctx.admin, ids.undated, { id_teknisi: ids.dedi, tanggal_mulai: '2026-12-03' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
    const notices = await ctx.database.query<{ judul: string }>(
      'SELECT judul FROM rnotifikasi WHERE id_penerima = $1 ORDER BY id DESC LIMIT 1',
      [tek!.id],
    );
    expect(notices[0]?.judul).toContain('Tugas baru');
  });
});

describe('the same rules on every route: the sub job’s own write hooks', () => {
  it('the ordinary edit of a sub job into overlapping hours: 422 on jam_mulai, nothing written', async () => {
    const before = await row(ids.wednesday);
    // the generic form's edit, 09:00–10:30 on Tuesday against "Bongkar unit lama" 08:00–10:00
    const clash = await as(ctx.admin, 'PUT', `/api/rsubpekerjaan/edit/${ids.wednesday}`, {
      tanggal_mulai: '2026-12-01',
      jam_mulai: '09:00',
      durasi_menit: 90,
    });
    expect(clash.statusCode, clash.body).toBe(422);
    expect(clash.json().errors).toEqual({
      jam_mulai: [
        `Overlaps "Bongkar unit lama" (#${ids.morning}) of the same technician on 2026-12-01, 08:00–10:00`,
      ],
    });
    expect(await row(ids.wednesday)).toEqual(before);
    // and the board, whose move is that same edit, still refuses it
    const moved = await move(ctx.admin, ids.wednesday, {
      id_teknisi: ids.dedi,
      tanggal_mulai: '2026-12-01',
      jam_mulai: '09:00',
      durasi_menit: 90,
    });
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['jam_mulai']);
    expect(await row(ids.wednesday)).toEqual(before);
  });

  it('a new sub job on a technician’s absence day: 422 on id_teknisi, nothing added', async () => {
    const count = async () =>
      (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rsubpekerjaan'))[0]!.n;
    const subs = await count();
    const added = await as(ctx.admin, 'POST', '/api/rsubpekerjaan/add', {
      id_pekerjaan: ids.job,
      nama_sub_pekerjaan: 'Servis indoor',
      status: 'On Going',
      id_teknisi: ids.budi,
      tanggal_mulai: '2026-12-01',
    });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json().errors).toEqual({
      id_teknisi: ['Budi is recorded as cuti on 2026-12-01 in attendance'],
    });
    expect(await count()).toBe(subs);
  });

  it('an edit that leaves the technician and the schedule alone is not checked again', async () => {
    // an absence recorded after the planning does not lock the sub job's other fields
    await add('rabsensi', { id_akun: ids.dedi, tanggal: '2026-12-01', status: 'sakit', sumber: 'Manual' });
    const renamed = await as(ctx.admin, 'PUT', `/api/rsubpekerjaan/edit/${ids.morning}`, {
      nama_sub_pekerjaan: 'Bongkar unit lama (2 unit)',
      tanggal_mulai: '2026-12-01',
      jam_mulai: '08:00:00',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('the board’s technicians read as people do (issue 36)', () => {
  it('small and capital initials interleave: andi, Budi, citra, Dedi — not the capitals first', async () => {
    // the database's plain order puts every capital first (Budi, Dedi, andi, citra)
    await add('akun', { nama: 'citra', jenis_akun: 'Teknisi' });
    await add('akun', { nama: 'andi', jenis_akun: 'Teknisi' });
    const answer = await as(ctx.admin, 'GET', '/api/dispatch/board?from=2026-11-30&days=1');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().technicians.map((t: { nama: string }) => t.nama)).toEqual([
      'andi',
      'Budi',
      'citra',
      'Dedi',
    ]);
  });
});
