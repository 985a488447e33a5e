import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../test/auth-support.ts';
import { useTestApp } from '../../../test/fixture.ts';

// Issue 35, "Timesheets" (docs/jobs.md): start and stop on a sub job (one timer at a time per
// technician: starting another stops the running one), only on one's own work; the admin corrects an
// entry with a reason kept in its history; hours per job, technician and week, summed here by hand.

const ids: Record<string, number> = {};
let budi: string;
const running = async () =>
  ctx.database.query<{ id_subpekerjaan: number; id_teknisi: number }>(
    'SELECT id_subpekerjaan, id_teknisi FROM timesheet_entries WHERE selesai IS NULL ORDER BY id',
  );

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as, addId: add } = ctx;
beforeAll(async () => {
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  const budiLogin = await insertUser(ctx.database, { username: 'budi', email: 'budi@contoh.co.id' });
  budi = await ctx.login('budi', 'Kopi-Tubruk-Pagi-7');
  ids.dedi = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi', id_login: tek!.id });
  ids.budi = await add('akun', { nama: 'Budi', jenis_akun: 'Teknisi', id_login: budiLogin });
  ids.customer = await add('akun', { nama: 'Ibu Ratna', jenis_akun: 'Pelanggan' });
  const job = (nama_pekerjaan: string) =>
    add('rpekerjaan', {
      nama_pekerjaan,
      id_akun: ids.customer,
      tanggal_mulai: '2026-11-30',
      nilai_kontrak: 1_000_000,
    });
  ids.jobA = await job('Servis AC kantor');
  ids.jobB = await job('Instalasi CCTV');
  const sub = (id_pekerjaan: number, nama_sub_pekerjaan: string, id_teknisi: number) =>
    add('rsubpekerjaan', { id_pekerjaan, nama_sub_pekerjaan, id_teknisi, status: 'On Going' });
  ids.a1 = await sub(ids.jobA, 'Cuci unit', ids.dedi);
  ids.a2 = await sub(ids.jobA, 'Isi freon', ids.dedi);
  ids.b1 = await sub(ids.jobB, 'Tarik kabel', ids.budi);
}, 60_000);

describe('the timer', () => {
  it('a technician starts on their sub job, and starting another stops the first: one runs at a time', async () => {
    const first = await as(ctx.teknisi, 'POST', `/api/timesheets/start/${ids.a1}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().stopped).toBeNull();
    expect(first.json().entry).toMatchObject({
      id_subpekerjaan: ids.a1,
      id_teknisi: ids.dedi,
      selesai: null,
    });
    const second = await as(ctx.teknisi, 'POST', `/api/timesheets/start/${ids.a2}`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().stopped).toMatchObject({ id_subpekerjaan: ids.a1 });
    expect(second.json().stopped.selesai).not.toBeNull();
    expect(await running()).toEqual([{ id_subpekerjaan: ids.a2, id_teknisi: ids.dedi }]);
    // starting the one running again answers it, nothing new
    const again = await as(ctx.teknisi, 'POST', `/api/timesheets/start/${ids.a2}`);
    expect(again.json().entry.id).toBe(second.json().entry.id);
    expect(await running()).toHaveLength(1);
  });

  it('the sub job’s timer shows the running entry; stop ends it; stopping again is a 422', async () => {
    const timer = (await as(ctx.teknisi, 'GET', `/api/timesheets/sub/${ids.a2}`)).json();
    expect(timer.running).toMatchObject({ id_subpekerjaan: ids.a2 });
    const stop = await as(ctx.teknisi, 'POST', `/api/timesheets/stop/${ids.a2}`);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(await running()).toEqual([]);
    const none = await as(ctx.teknisi, 'POST', `/api/timesheets/stop/${ids.a2}`);
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['id_subpekerjaan']);
  });

  it('another technician’s sub job is not theirs: they cannot start it', async () => {
    const other = await as(budi, 'POST', `/api/timesheets/start/${ids.a1}`);
    expect([403, 404]).toContain(other.statusCode);
    expect(await running()).toEqual([]);
  });

  it('the technician may not correct entries nor read the report (the office’s page)', async () => {
    expect((await as(ctx.teknisi, 'GET', '/api/timesheets/report')).statusCode).toBe(403);
    const [entry] = await ctx.database.query<{ id: number }>('SELECT id FROM timesheet_entries LIMIT 1');
    const put = await as(ctx.teknisi, 'PUT', `/api/timesheets/entries/${entry!.id}`, {
      mulai: '2026-11-23T08:00',
      alasan: 'x',
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('corrections and the report', () => {
  it('the admin corrects with a reason (required), kept in history; hours per job, technician and week', async () => {
    const entryIds = (
      await ctx.database.query<{ id: number }>('SELECT id FROM timesheet_entries ORDER BY id')
    ).map((r) => r.id);
    expect(entryIds).toHaveLength(2);
    const noReason = await as(ctx.admin, 'PUT', `/api/timesheets/entries/${entryIds[0]}`, {
      mulai: '2026-11-23T08:00',
      selesai: '2026-11-23T09:30',
    });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['alasan']);
    const backwards = await as(ctx.admin, 'PUT', `/api/timesheets/entries/${entryIds[0]}`, {
      mulai: '2026-11-23T10:00',
      selesai: '2026-11-23T09:00',
      alasan: 'lupa stop',
    });
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['selesai']);
    // Monday 23 Nov: Cuci unit 08:00–09:30 (1.5 h), Isi freon 13:00–15:15 (2.25 h), Jakarta time
    const fix = (id: number, mulai: string, selesai: string) =>
      as(ctx.admin, 'PUT', `/api/timesheets/entries/${id}`, { mulai, selesai, alasan: 'lupa stop' });
    const fixed = await fix(entryIds[0]!, '2026-11-23T08:00', '2026-11-23T09:30');
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().entry).toMatchObject({ mulai: '2026-11-23T01:00:00.000Z', jam: 1.5, koreksi: 1 });
    expect((await fix(entryIds[1]!, '2026-11-23T13:00', '2026-11-23T15:15')).statusCode).toBe(200);
    const history = (await as(ctx.admin, 'GET', `/api/timesheets/entries/${entryIds[0]}/history`)).json();
    expect(history.corrections).toHaveLength(1);
    expect(history.corrections[0]).toMatchObject({
      alasan: 'lupa stop',
      oleh: 'admin',
      mulai_baru: '2026-11-23T01:00:00.000Z',
      selesai_baru: '2026-11-23T02:30:00.000Z',
    });
    // Budi works Tuesday 24 Nov 09:00–10:00 (1 h): started by the admin for him, then corrected
    const started = await as(ctx.admin, 'POST', `/api/timesheets/start/${ids.b1}`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().entry.id_teknisi).toBe(ids.budi);
    await as(ctx.admin, 'POST', `/api/timesheets/stop/${ids.b1}`);
    expect((await fix(started.json().entry.id, '2026-11-24T09:00', '2026-11-24T10:00')).statusCode).toBe(200);

    const report = (
      await as(ctx.admin, 'GET', '/api/timesheets/report?from=2026-11-23&to=2026-11-29')
    ).json();
    expect(report.total).toBe(4.75);
    expect(report.byJob).toEqual([
      { id: ids.jobA, nama: 'Servis AC kantor', jam: 3.75 },
      { id: ids.jobB, nama: 'Instalasi CCTV', jam: 1 },
    ]);
    expect(report.byTechnician).toEqual([
      { id: ids.dedi, nama: 'Dedi', jam: 3.75 },
      { id: ids.budi, nama: 'Budi', jam: 1 },
    ]);
    expect(report.byWeek).toEqual([{ minggu: '2026-11-23', jam: 4.75 }]);
    // the week before holds none of them
    const before = (
      await as(ctx.admin, 'GET', '/api/timesheets/report?from=2026-11-16&to=2026-11-22')
    ).json();
    expect(before.total).toBe(0);
  });
});
