// The jobs API tests' shared world (jobs.api.test.ts, jobs-bulk.api.test.ts): not a test file itself.
import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, expect } from 'vitest';
import { useTestApp } from './fixture.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The app with two technicians (the seeded `teknisi`, account Dedi, and Andi, signed in as `other`),
 * a customer with a phone number, Dedi's job "Pasang AC Bu Sari" with sub jobs A (weight 70) and B (30)
 * and Andi's job "Servis AC kantor" with one unweighted sub job, all made through the API.
 */
export function useJobsWorld() {
  const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
  const ids: Record<string, number> = {};
  let other = '';

  const as = (token: string, method: Method, url: string, payload?: object, headers: object = {}) =>
    ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });
  async function add(resource: string, payload: object, token = ctx.admin): Promise<Record<string, unknown>> {
    const response = await as(token, 'POST', `/api/${resource}/add`, payload);
    expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
    return response.json().record;
  }
  /** A login with a password, made on the akun screen (the generic users routes never set one: issue 32). */
  async function newLogin(payload: object): Promise<Record<string, unknown>> {
    const response = await as(ctx.admin, 'POST', '/api/akun/tambahuser', payload);
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
    const second = await newLogin({
      username: 'andi.teknisi',
      email: 'andi@example.test',
      password: 'Andi-Teknisi-Pass-9',
      password_confirmation: 'Andi-Teknisi-Pass-9',
      user_role_id: USER_ROLE_IDS.teknisi,
      status: 'Active',
    });
    other = await ctx.login('andi.teknisi', 'Andi-Teknisi-Pass-9');
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
    const sub = (
      id_pekerjaan: number,
      nama_sub_pekerjaan: string,
      bobot: number | null,
      id_teknisi: number,
    ) => add('rsubpekerjaan', { id_pekerjaan, nama_sub_pekerjaan, bobot, id_teknisi, status: 'On Going' });
    ids.subA = Number((await sub(ids.job, 'Pasang unit', 70, ids.tech)).id);
    ids.subB = Number((await sub(ids.job, 'Uji coba', 30, ids.tech)).id);
    ids.otherSub = Number((await sub(ids.otherJob, 'Cuci AC', null, ids.otherTech)).id);
  }, 60_000);

  return {
    ctx,
    ids,
    as,
    add,
    jobRow,
    track,
    /** Andi's token (the second technician's). */
    get other() {
      return other;
    },
  };
}
