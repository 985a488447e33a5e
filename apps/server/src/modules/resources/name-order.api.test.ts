import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';

// Issue 36: lists of names sort as people read them (apel, bakso, CV, Éclair, Zebra), not in the
// database's C order where every capital comes first (CV, Zebra, apel, bakso, Éclair). The expected order
// is written by hand; both engines (PGlite, and PostgreSQL when DATABASE_URL is set) must give it.

const ctx = useTestApp({}, { signIn: ['admin'] });
const headers = () => ({ authorization: `Bearer ${ctx.admin}` });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: headers() });
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: headers() });
const NAMES = ['Zebra Teknik', 'apel Jaya', 'Éclair Servis', 'bakso Mandiri', 'CV Alam'];
const EXPECTED = ['apel Jaya', 'bakso Mandiri', 'CV Alam', 'Éclair Servis', 'Zebra Teknik'];
const ours = (names: string[]) => names.filter((n) => NAMES.includes(n));

describe('names sort as people read them', () => {
  it('in a list both ways, in the options, and by a relation’s label', async () => {
    const ids: Record<string, number> = {};
    for (const nama of NAMES) {
      const added = await post('/api/akun/add', { nama, jenis_akun: 'Pelanggan' });
      expect(added.statusCode, added.body).toBe(200);
      ids[nama] = Number(added.json().record.id);
    }
    const listed = async (order: 'asc' | 'desc') => {
      const answer = await get(`/api/akun?sort=nama&order=${order}&limit=100`);
      expect(answer.statusCode, answer.body).toBe(200);
      return ours(answer.json().records.map((r: { nama: string }) => r.nama));
    };
    expect(await listed('asc')).toEqual(EXPECTED);
    expect(await listed('desc')).toEqual([...EXPECTED].reverse());
    const options = (await get('/api/akun/options?limit=100')).json().records as { label: string }[];
    expect(ours(options.map((o) => o.label))).toEqual(EXPECTED);
    // a job list sorted by its customer reads the customers' names the same way
    for (const nama of NAMES) {
      const job = await post('/api/rpekerjaan/add', {
        nama_pekerjaan: `Servis ${nama}`,
        id_akun: ids[nama],
        tanggal_mulai: '2026-11-30',
      });
      expect(job.statusCode, job.body).toBe(200);
    }
    const jobs = (await get('/api/rpekerjaan?sort=id_akun&limit=100')).json().records as {
      id_akun_label: string;
    }[];
    expect(ours(jobs.map((j) => j.id_akun_label))).toEqual(EXPECTED);
  });
});
