import { addDays, type SubscriptionDayAnswer } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../lib/dates.ts';
import { useTestApp } from '../../test/fixture.ts';
import { closeTestApp, createTestApp } from '../../test/helpers.ts';
import { runDailyOnce } from './daily.ts';

const today = jakartaToday();
const ids: Record<string, number> = {};

/** A login with a password, made on the akun screen (the generic users routes never set one: issue 32). */
async function newLogin(payload: object): Promise<Record<string, unknown>> {
  const response = await as(ctx.admin, 'POST', '/api/akun/tambahuser', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record;
}
const subscription = (nama_paket: string, endsIn: number, status = 'Active') =>
  add('rlangganan', {
    id_akun: ids.customer,
    nama_paket,
    harga: 750_000,
    periode: 'Bulanan',
    tanggal_mulai: addDays(today, endsIn - 30),
    tanggal_akhir: addDays(today, endsIn),
    status,
  });
const row = async (id: number) =>
  (
    await ctx.database.query<{ status: string; diingatkan_pada: string | null }>(
      'SELECT status, diingatkan_pada::text AS diingatkan_pada FROM rlangganan WHERE id = $1',
      [id],
    )
  )[0]!;
const notices = async (userId: number) =>
  ctx.database.query<{ judul: string; isi: string; link: string; jenis: string }>(
    'SELECT judul, isi, link, jenis FROM rnotifikasi WHERE id_penerima = $1 ORDER BY id',
    [userId],
  );

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as, add } = ctx;
beforeAll(async () => {
  const [adminUser] = await ctx.database.query<{ id: number }>(
    "SELECT id FROM users WHERE username = 'admin'",
  );
  ids.admin = adminUser!.id;
  const customerLogin = await newLogin({
    username: 'hotel.griya',
    email: 'hotel@example.test',
    password: 'Hotel-Griya-Pass-9',
    password_confirmation: 'Hotel-Griya-Pass-9',
    user_role_id: 55, // pelanggan
    status: 'Active',
  });
  ids.customerLogin = Number(customerLogin.id);
  ids.customer = Number(
    (await add('akun', { nama: 'Hotel Griya Asri', jenis_akun: 'Pelanggan', id_login: ids.customerLogin }))
      .id,
  );
  ids.ended = Number((await subscription('Servis AC Bulanan', -1)).id);
  ids.endingSoon = Number((await subscription('Kontrak Servis AC Tahunan', 5)).id);
  ids.endsToday = Number((await subscription('Pemeliharaan CCTV', 0)).id);
  ids.farAway = Number((await subscription('Perawatan Panel', 30)).id);
  ids.inactive = Number((await subscription('Paket Lama', -40, 'Inactive')).id);
}, 60_000);

describe('the subscriptions day', () => {
  it('expires what ended and reminds the customer and the admins of what ends within 7 days', async () => {
    const response = await as(ctx.admin, 'POST', '/api/rlangganan/jalankan-harian');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.day).toBe(today);
    expect(body.expired).toEqual([ids.ended]);
    expect(body.reminded.sort()).toEqual([ids.endingSoon, ids.endsToday].sort());
    expect((await row(ids.ended)).status).toBe('Expire');
    expect((await row(ids.inactive)).status).toBe('Inactive');
    expect((await row(ids.farAway)).diingatkan_pada).toBeNull();
    expect((await row(ids.endingSoon)).diingatkan_pada).not.toBeNull();
    const toCustomer = await notices(ids.customerLogin);
    expect(toCustomer.map((n) => n.judul).sort()).toEqual([
      'Langganan Kontrak Servis AC Tahunan berakhir 5 hari lagi',
      'Langganan Pemeliharaan CCTV berakhir hari ini',
    ]);
    expect(toCustomer[0]).toMatchObject({ jenis: 'Peringatan' });
    const toAdmin = await notices(ids.admin);
    expect(toAdmin.length).toBe(2);
    // each worded for its reader (issue 35): the customer gets in touch, the admin contacts the customer
    expect(
      toCustomer.every((n) =>
        n.isi.endsWith('Hubungi kami untuk memperpanjang agar layanan tidak terhenti.'),
      ),
    ).toBe(true);
    expect(
      toAdmin.every((n) => n.isi.endsWith('Hubungi pelanggan untuk memperpanjang sebelum layanan terhenti.')),
    ).toBe(true);
    // every change went through the engine: audited
    const history = await ctx.database.query<{ action: string; username: string }>(
      "SELECT action, username FROM audit_log WHERE resource = 'rlangganan' AND record_id = $1 ORDER BY id",
      [String(ids.ended)],
    );
    expect(history.map((h) => h.action)).toEqual(['add', 'edit']);
  });

  it('sends each reminder once: running the day again changes nothing', async () => {
    const again = (await as(ctx.admin, 'POST', '/api/rlangganan/jalankan-harian')).json();
    expect(again).toMatchObject({ expired: [], reminded: [] });
    expect((await notices(ids.customerLogin)).length).toBe(2);
    expect((await notices(ids.admin)).length).toBe(2);
  });

  it('reminds again once the end day moves (a renewal)', async () => {
    const renewed = await as(ctx.admin, 'PUT', `/api/rlangganan/edit/${ids.endingSoon}`, {
      tanggal_akhir: addDays(today, 6),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await row(ids.endingSoon)).diingatkan_pada).toBeNull();
    const body = (await as(ctx.admin, 'POST', '/api/rlangganan/jalankan-harian')).json();
    expect(body.reminded).toEqual([ids.endingSoon]);
    expect((await notices(ids.customerLogin)).length).toBe(3);
  });

  it('is for admins only', async () => {
    const response = await as(ctx.teknisi, 'POST', '/api/rlangganan/jalankan-harian');
    expect(response.statusCode).toBe(403);
  });
});

describe('the daily job across instances', () => {
  it('runs a day once: of two instances checking together only one runs it, a later check finds it done', async () => {
    await ctx.database.query('DELETE FROM daily_runs');
    const late = Number((await subscription('Langganan Telat', -2)).id);
    const tomorrow = addDays(today, 1);
    const outcomes = await Promise.all([runDailyOnce(ctx.app, tomorrow), runDailyOnce(ctx.app, tomorrow)]);
    const statuses = outcomes.map((o) => o.status).sort();
    expect(statuses.filter((s) => s === 'ran')).toHaveLength(1);
    expect(['busy', 'done']).toContain(statuses.find((s) => s !== 'ran'));
    const ran = outcomes.find((o) => o.status === 'ran');
    // tomorrow, the one that ends today has ended too
    expect(ran && 'expired' in ran ? ran.expired : []).toEqual([late, ids.endsToday]);
    expect((await runDailyOnce(ctx.app, tomorrow)).status).toBe('done');
    // the next day runs again
    expect((await runDailyOnce(ctx.app, addDays(today, 2))).status).toBe('ran');
    const [last] = await ctx.database.query<{ last_day: string }>(
      "SELECT last_day::text AS last_day FROM daily_runs WHERE job = 'langganan'",
    );
    expect(last!.last_day).toBe(addDays(today, 2));
  });

  it('starts with a listening server only when asked, and stops when it closes', async () => {
    const listening = await createTestApp({ dailyJobs: true });
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      let runs: { last_day: string }[] = [];
      for (let i = 0; i < 100 && runs.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        runs = await listening.database.query('SELECT last_day::text AS last_day FROM daily_runs');
      }
      expect(runs.map((r) => r.last_day)).toEqual([today]);
    } finally {
      await closeTestApp(listening);
    }
    // an app that never listens (every other suite) never runs it
    const quiet = await createTestApp({ dailyJobs: true });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await quiet.database.query('SELECT 1 FROM daily_runs')).toEqual([]);
    } finally {
      await closeTestApp(quiet);
    }
    // two fresh databases of their own: slow on a loaded machine
  }, 90_000);
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the day run answer matches the core type', () => {
  it('names the day and what it expired, reminded and noticed', async () => {
    const response = await as(ctx.admin, 'POST', '/api/rlangganan/jalankan-harian');
    expect(response.statusCode, response.body).toBe(200);
    expect(keysIn(response.json())).toEqual(
      keysOf<SubscriptionDayAnswer>({
        message: true,
        day: true,
        expired: true,
        reminded: true,
        invoices: true,
      }),
    );
  });
});
