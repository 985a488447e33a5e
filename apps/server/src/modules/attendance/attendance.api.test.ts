import { type MonthRecap, type TapAnswer, type TapPerson, toDate, USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { attendanceClock } from './attendance.service.ts';

let andi: string;
let clerk: string;
const ids: Record<string, number> = {};
const realNow = attendanceClock.now;

/** A login with a password, made on the akun screen (the generic users routes never set one: issue 32). */
async function newLogin(payload: object): Promise<Record<string, unknown>> {
  const response = await as(ctx.admin, 'POST', '/api/akun/tambahuser', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record;
}
async function addLogin(username: string, roleId: number): Promise<{ id: number; token: string }> {
  const password = `${username}-Kuat-Pass-9`;
  const user = await newLogin({
    username,
    email: `${username}@example.test`,
    password: password,
    password_confirmation: password,
    user_role_id: roleId,
    status: 'Active',
  });
  return { id: Number(user.id), token: await ctx.login(username, password) };
}
/** A tap on the kiosk at a Jakarta wall-clock moment (`YYYY-MM-DD HH:MM:SS`). */
async function tapAt(moment: string, kode_rfid: string, extra: object = {}, token = ctx.teknisi) {
  attendanceClock.now = () => toDate(moment)!;
  return as(token, 'POST', '/api/absensirfidmanual/tap', { kode_rfid, ...extra });
}
const rowsOf = (akun: number) =>
  ctx.database.query<{ tanggal: string; jam_masuk: string | null; jam_keluar: string | null }>(
    'SELECT tanggal::text AS tanggal, jam_masuk::text AS jam_masuk, jam_keluar::text AS jam_keluar FROM rabsensi WHERE id_akun = $1 ORDER BY tanggal',
    [akun],
  );

/** Photos as the kiosk uploads them: files under uploads/ with their media record. */
const issued = (...paths: string[]) =>
  Promise.all(
    paths.map((path) =>
      ctx.database.query("INSERT INTO media (nama_file, path, folder) VALUES ('foto.jpg', $1, 'uploads')", [
        path,
      ]),
    ),
  );

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as, add } = ctx;
beforeAll(async () => {
  await issued('uploads/2026/10/masuk.jpg', 'uploads/2026/10/pulang.jpg', 'uploads/2026/10/izin.jpg');
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  const second = await addLogin('andi.teknisi', USER_ROLE_IDS.teknisi);
  andi = second.token;
  // a role with neither the kiosk nor the attendance pages
  const role = await add('roles', { role_name: 'gudang' });
  await ctx.database.query("INSERT INTO permissions (role_id, page_name) VALUES ($1, 'home')", [role.id]);
  ctx.app.roleCache.invalidate();
  clerk = (await addLogin('gudang1', Number(role.id))).token;

  const person = async (nama: string, jenis_akun: string, extra: object = {}) =>
    Number((await add('akun', { nama, jenis_akun, ...extra })).id);
  ids.dedi = await person('Dedi', 'Teknisi', {
    id_login: tek!.id,
    kode_rfid: 'Card-Dedi',
    foto: 'uploads/d.jpg',
  });
  ids.andi = await person('Andi', 'Teknisi', { id_login: second.id, kode_rfid: '0004512302' });
  ids.sari = await person('Sari', 'Karyawan', { kode_rfid: '0004512303' });
  ids.blocked = await person('Joko', 'Karyawan', { kode_rfid: '0004512309', status: 'Blocked' });
  await person('Ibu Ratna', 'Pelanggan');
}, 60_000);
afterAll(async () => {
  attendanceClock.now = realNow;
});

describe('the kiosk tap', () => {
  it('checks in on the first tap of the day, through the engine (audit included)', async () => {
    const tap = await tapAt('2026-10-05 07:58:12', '  card-DEDI ', { foto: 'uploads/2026/10/masuk.jpg' });
    expect(tap.statusCode, tap.body).toBe(200);
    const body = tap.json();
    expect(body).toMatchObject({
      action: 'in',
      ignored: false,
      person: { id: ids.dedi, nama: 'Dedi', foto: 'uploads/d.jpg' },
      time: '07:58:12',
      record: {
        id_akun: ids.dedi,
        tanggal: '2026-10-05',
        jam_masuk: '07:58:12',
        jam_keluar: null,
        status: 'masuk',
        sumber: 'RFID',
        kode_rfid: 'card-DEDI',
        foto: 'uploads/2026/10/masuk.jpg',
      },
    });
    const audit = await ctx.database.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE resource = 'rabsensi' AND record_id = $1",
      [String(body.record.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['add']);
  });

  it('ignores a second read of the card within a minute: nothing written', async () => {
    const again = await tapAt('2026-10-05 07:58:50', 'CARD-DEDI');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ action: 'ignored', ignored: true, record: { jam_keluar: null } });
    expect(await rowsOf(ids.dedi)).toEqual([
      { tanggal: '2026-10-05', jam_masuk: '07:58:12', jam_keluar: null },
    ]);
  });

  it('checks out on the next tap, and a later tap moves the check-out', async () => {
    const out = await tapAt('2026-10-05 17:02:00', 'card-dedi', { foto: 'uploads/2026/10/pulang.jpg' });
    expect(out.json()).toMatchObject({
      action: 'out',
      record: { jam_masuk: '07:58:12', jam_keluar: '17:02:00' },
    });
    expect(out.json().record.foto).toBe('uploads/2026/10/masuk.jpg,uploads/2026/10/pulang.jpg');
    expect((await tapAt('2026-10-05 17:02:30', 'card-dedi')).json().action).toBe('ignored');
    expect((await tapAt('2026-10-05 17:30:00', 'card-dedi')).json().action).toBe('out');
    // the next day starts a new record
    expect((await tapAt('2026-10-06 07:45:00', 'card-dedi')).json().action).toBe('in');
    expect(await rowsOf(ids.dedi)).toEqual([
      { tanggal: '2026-10-05', jam_masuk: '07:58:12', jam_keluar: '17:30:00' },
      { tanggal: '2026-10-06', jam_masuk: '07:45:00', jam_keluar: null },
    ]);
  });

  it('reads the day in Asia/Jakarta: 23:30 UTC is the next morning', async () => {
    attendanceClock.now = () => new Date('2026-10-06T23:30:00Z');
    const tap = await as(ctx.teknisi, 'POST', '/api/absensirfidmanual/tap', { kode_rfid: '0004512303' });
    expect(tap.json().record).toMatchObject({ tanggal: '2026-10-07', jam_masuk: '06:30:00' });
  });

  it('refuses an unknown card with a 422 on kode_rfid, in Indonesian by default', async () => {
    const before = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rabsensi');
    const id = await tapAt('2026-10-05 08:00:00', '9999999999', {}, ctx.teknisi);
    expect(id.statusCode).toBe(422);
    const unknown = await as(
      ctx.teknisi,
      'POST',
      '/api/absensirfidmanual/tap',
      { kode_rfid: '9999999999' },
      { 'accept-language': 'id-ID' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.kode_rfid[0]).toBe(
      'Kartu 9999999999 belum terdaftar atas nama siapa pun: daftarkan dulu di data akun orangnya',
    );
    expect(id.json().errors.kode_rfid[0]).toContain('is not registered');
    const empty = await as(ctx.teknisi, 'POST', '/api/absensirfidmanual/tap', { kode_rfid: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.kode_rfid).toBeDefined();
    const blocked = await tapAt('2026-10-05 08:00:00', '0004512309');
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors.kode_rfid[0]).toContain('blocked');
    const after = await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rabsensi');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('is refused (403) to a role without the kiosk page', async () => {
    expect((await tapAt('2026-10-05 08:00:00', '0004512302', {}, clerk)).statusCode).toBe(403);
    expect((await as(clerk, 'GET', '/api/rabsensi/rekap?bulan=2026-10')).statusCode).toBe(403);
  });
});

describe('the monthly recap of a hand-made month', () => {
  beforeAll(async () => {
    // September 2026 (starts on a Tuesday)
    for (const [moment, card] of [
      ['2026-09-01 07:55:00', 'card-dedi'],
      ['2026-09-01 17:00:00', 'card-dedi'],
      ['2026-09-02 08:12:30', 'card-dedi'], // 12 minutes late
      ['2026-09-02 17:10:00', 'card-dedi'],
      ['2026-09-04 07:59:59', 'card-dedi'], // on time: 07:59
      ['2026-09-04 16:00:00', 'card-dedi'],
      ['2026-09-01 08:00:00', '0004512302'],
      ['2026-09-01 17:00:00', '0004512302'],
      ['2026-09-04 08:31:00', '0004512302'], // 31 minutes late
      ['2026-09-04 17:01:00', '0004512302'],
      ['2026-09-05 07:50:00', '0004512302'], // no check-out
    ] as const) {
      const tap = await tapAt(moment, card);
      expect(tap.statusCode, tap.body).toBe(200);
    }
    const manual = (id_akun: number, tanggal: string, status: string) =>
      add('rabsensi', { id_akun, tanggal, status, sumber: 'Manual', keterangan: 'diisi admin' });
    await manual(ids.dedi, '2026-09-03', 'izin');
    await manual(ids.andi, '2026-09-02', 'sakit');
    await manual(ids.andi, '2026-09-03', 'cuti');
    await manual(ids.sari, '2026-09-01', 'alpha');
    await manual(ids.sari, '2026-09-06', 'libur');
  });

  const recap = async (token: string, month = '2026-09') => {
    const response = await as(token, 'GET', `/api/rabsensi/rekap?bulan=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts statuses, days present, hours and late arrivals per person (admin: everyone)', async () => {
    const body = await recap(ctx.admin);
    expect(body).toMatchObject({ month: '2026-09', from: '2026-09-01', to: '2026-09-30', ownOnly: false });
    expect(body.rule).toEqual({ start: '08:00', graceMinutes: 0 });
    // staff without a record show too (Joko is blocked, the customer is not staff)
    expect(body.records.map((r: { name: string }) => r.name)).toEqual(['Andi', 'Dedi', 'Sari']);
    const [andiLine, dediLine, sariLine] = body.records;
    expect(dediLine).toEqual({
      personId: ids.dedi,
      name: 'Dedi',
      counts: { masuk: 3, izin: 1, sakit: 0, cuti: 0, alpha: 0, libur: 0 },
      daysPresent: 3,
      workedMinutes: 9 * 60 + 5 + 8 * 60 + 57 + 8 * 60, // 26:02:31 in whole minutes
      lateDays: 1,
      lateMinutes: 12,
      openDays: 0,
    });
    expect(andiLine).toEqual({
      personId: ids.andi,
      name: 'Andi',
      counts: { masuk: 3, izin: 0, sakit: 1, cuti: 1, alpha: 0, libur: 0 },
      daysPresent: 3,
      workedMinutes: 9 * 60 + 8 * 60 + 30,
      lateDays: 1,
      lateMinutes: 31,
      openDays: 1,
    });
    expect(sariLine).toMatchObject({
      counts: { masuk: 0, izin: 0, sakit: 0, cuti: 0, alpha: 1, libur: 1 },
      daysPresent: 0,
      workedMinutes: 0,
    });
  });

  it('follows the start time and grace in the company settings', async () => {
    await add('rsetwebsite', {
      bagian: 'umum',
      judul: 'CV Uji Absensi',
      data: { absensi_jam_masuk: '08:15', absensi_toleransi_menit: 10 },
    });
    const body = await recap(ctx.admin);
    expect(body.rule).toEqual({ start: '08:15', graceMinutes: 10 });
    const [andiLine, dediLine] = body.records;
    expect(dediLine).toMatchObject({ lateDays: 0, lateMinutes: 0 });
    expect(andiLine).toMatchObject({ lateDays: 1, lateMinutes: 16 }); // 08:31 against 08:15
  });

  it('shows a technician only their own line, and their own records in the list', async () => {
    const own = await recap(ctx.teknisi);
    expect(own.ownOnly).toBe(true);
    expect(own.records.map((r: { name: string }) => r.name)).toEqual(['Dedi']);
    expect((await recap(andi)).records.map((r: { name: string }) => r.name)).toEqual(['Andi']);
    const list = await as(ctx.teknisi, 'GET', '/api/rabsensi?limit=100');
    expect(list.statusCode).toBe(200);
    const people = new Set(list.json().records.map((r: { id_akun: number }) => r.id_akun));
    expect([...people]).toEqual([ids.dedi]);
    const all = await as(ctx.admin, 'GET', '/api/rabsensi?limit=100');
    expect(all.json().totalRecords).toBeGreaterThan(list.json().totalRecords);
    const [andiRecord] = await ctx.database.query<{ id: number }>(
      'SELECT id FROM rabsensi WHERE id_akun = $1 LIMIT 1',
      [ids.andi],
    );
    expect((await as(ctx.teknisi, 'GET', `/api/rabsensi/view/${andiRecord!.id}`)).statusCode).toBe(404);
  });

  it('refuses a malformed month', async () => {
    const bad = await as(ctx.admin, 'GET', '/api/rabsensi/rekap?bulan=2026-13');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.bulan).toBeDefined();
  });

  it('exports the recap as CSV, XLSX and PDF', async () => {
    const csv = await as(ctx.admin, 'GET', '/api/rabsensi/rekap?bulan=2026-09&format=csv', undefined, {
      'accept-language': 'id-ID',
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('rekap-absensi-2026-09.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nama,Hari hadir,Jam kerja,Terlambat (hari),Izin,Sakit,Cuti,Alpha,Masuk,Libur,Menit terlambat,Tanpa tap pulang',
    );
    expect(lines).toContain('Dedi,3,26.03,0,1,0,0,0,3,0,0,0');
    const xlsx = await as(ctx.admin, 'GET', '/api/rabsensi/rekap?bulan=2026-09&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await as(ctx.admin, 'GET', '/api/rabsensi/rekap?bulan=2026-09&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await as(ctx.admin, 'GET', '/api/rabsensi/rekap?format=doc')).statusCode).toBe(422);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the attendance answers match the core types', () => {
  it('the tap and the month recap', async () => {
    const tap = await tapAt('2026-08-03 08:01:00', '0004512303');
    expect(tap.statusCode, tap.body).toBe(200);
    expect(keysIn(tap.json())).toEqual(
      keysOf<TapAnswer>({ action: true, ignored: true, person: true, record: true, time: true }),
    );
    expect(keysIn(tap.json().person)).toEqual(keysOf<TapPerson>({ id: true, nama: true, foto: true }));
    const recap = (await as(ctx.admin, 'GET', '/api/rabsensi/rekap?bulan=2026-08')).json();
    expect(keysIn(recap)).toEqual(
      keysOf<MonthRecap>({ month: true, from: true, to: true, rule: true, ownOnly: true, records: true }),
    );
  });
});

// Issue 32 (Low): the RFID tap stored any URL as the attendance photo (attendance.service.ts:52).
describe('attendance photos come from our own uploads only', () => {
  it('the tap refuses an address elsewhere or a path nobody uploaded (422 on foto), writing nothing', async () => {
    const before = await rowsOf(ids.sari);
    for (const foto of [
      'https://evil.test/x.jpg',
      '//evil.test/x.jpg',
      'javascript:alert(1)',
      'uploads/../secret.key',
      'uploads/private/2026/10/a.jpg',
      'uploads/2026/10/tidak-ada.jpg',
      '/uploads/2026/10/tidak-ada.jpg',
    ]) {
      const tap = await tapAt('2026-10-12 07:50:00', '0004512303', { foto });
      expect(tap.statusCode, `${foto}: ${tap.body}`).toBe(422);
      expect(Object.keys(tap.json().errors), foto).toEqual(['foto']);
    }
    expect(await rowsOf(ids.sari)).toEqual(before);
    // an upload of ours, by path or address, is taken (stored as its path)
    const ok = await tapAt('2026-10-12 07:51:00', '0004512303', { foto: '/uploads/2026/10/izin.jpg' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().record.foto).toBe('uploads/2026/10/izin.jpg');
  });

  it('the generic rabsensi routes hold foto to the same rule', async () => {
    const added = await as(ctx.admin, 'POST', '/api/rabsensi/add', {
      id_akun: ids.sari,
      tanggal: '2026-10-13',
      status: 'izin',
      foto: 'https://evil.test/x.jpg',
    });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json().errors).toHaveProperty('foto');
    const [row] = await ctx.database.query<{ id: number }>(
      "SELECT id FROM rabsensi WHERE id_akun = $1 AND tanggal = '2026-10-12'",
      [ids.sari],
    );
    const edited = await as(ctx.admin, 'PUT', `/api/rabsensi/edit/${row!.id}`, {
      foto: 'uploads/2026/10/izin.jpg,https://evil.test/y.jpg',
    });
    expect(edited.statusCode, edited.body).toBe(422);
    const kept = await as(ctx.admin, 'PUT', `/api/rabsensi/edit/${row!.id}`, {
      foto: 'uploads/2026/10/izin.jpg,uploads/2026/10/masuk.jpg',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
