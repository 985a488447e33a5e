// The maintenance schedules test's world (schedules.api.test.ts): not a test file itself.
import { addDays } from '@kantor/core';
import { beforeAll, expect } from 'vitest';
import { jakartaToday } from '../lib/dates.ts';
import { insertRegionChain } from './factories.ts';
import { useTestApp } from './fixture.ts';

/**
 * The app with a customer in the region chain, a technician account, and preventive schedules overdue
 * (5 days), due soon (3 days) and later (40 days), beside three tickets that are not schedules (closed,
 * corrective, without an interval).
 */
export function useScheduleWorld() {
  const today = jakartaToday();
  const ids: Record<string, number> = {};

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const as = (token: string, method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  async function add(resource: string, payload: object): Promise<Record<string, unknown>> {
    const response = await as(ctx.admin, 'POST', `/api/${resource}/add`, payload);
    expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
    return response.json().record;
  }
  const schedule = (aset: string, jadwal: string, interval: number, extra: object = {}) =>
    add('cmumt', {
      tanggal: `${today}T08:00:00+07:00`,
      jenis: 'Preventive',
      id_akun: ids.customer,
      lokasi: 'Ruang server',
      aset,
      keluhan: 'Perawatan berkala',
      id_teknisi: ids.tech,
      interval_hari: interval,
      jadwal_berikutnya: jadwal,
      ...extra,
    });
  const ticketRow = async (id: number) =>
    (
      await ctx.database.query<{ jadwal_berikutnya: string; id_pekerjaan: number | null }>(
        'SELECT jadwal_berikutnya::text AS jadwal_berikutnya, id_pekerjaan FROM cmumt WHERE id = $1',
        [id],
      )
    )[0]!;
  const jobCount = async () =>
    (await ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM rpekerjaan'))[0]!.n;

  const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
  beforeAll(async () => {
    await insertRegionChain(ctx.database);
    ids.customer = Number(
      (
        await add('akun', {
          nama: 'Hotel Griya Asri',
          jenis_akun: 'Pelanggan',
          alamat: 'Jl. Dago No. 88',
          id_provinsi: '11',
          id_kabupaten: '11.01',
          id_kecamatan: '11.01.01',
          id_desa: '11.01.01.2001',
        })
      ).id,
    );
    ids.tech = Number((await add('akun', { nama: 'Budi Santoso', jenis_akun: 'Teknisi' })).id);
    ids.overdue = Number((await schedule('AC Split 2 PK', addDays(today, -5), 30)).id);
    ids.soon = Number((await schedule('AC Cassette', addDays(today, 3), 14)).id);
    ids.later = Number((await schedule('Panel listrik', addDays(today, 40), 90)).id);
    // not schedules: closed, corrective, no interval
    await schedule('AC lama', addDays(today, -20), 30, { status: 'Closed' });
    await schedule('Genset', addDays(today, 1), 30, { jenis: 'Corrective' });
    await schedule('Pompa', addDays(today, 2), 30, { interval_hari: null, jadwal_berikutnya: null });
  }, 60_000);

  return { ctx, today, ids, as, add, schedule, ticketRow, jobCount };
}
