import { beforeAll, describe, expect, it } from 'vitest';
import { tileOrigin } from '../../../plugins/security.ts';
import { useTestApp } from '../../../test/fixture.ts';

// Issue 35, "Dispatch map" (docs/jobs.md): a customer's account and a job carry a latitude (-90..90) and
// a longitude (-180..180), both or neither, declared once (so the form, the import and the API check them
// alike); the board places a sub job at its job's coordinates, else its customer's. The tile server is a
// setting, allowed by the Content-Security-Policy. Expected values written by hand from the issue.

const ids: Record<string, number> = {};
const stored = async (table: 'akun' | 'rpekerjaan', id: number) =>
  (
    await ctx.database.query<{ lat: string | null; lng: string | null }>(
      `SELECT lat::text, lng::text FROM ${table} WHERE id = $1`,
      [id],
    )
  )[0]!;

const ctx = useTestApp({}, { signIn: ['admin'] });
const { asAdmin: as, addId: add } = ctx;
beforeAll(async () => {
  ids.tech = await add('akun', { nama: 'Dedi', jenis_akun: 'Teknisi' });
  ids.office = await add('akun', {
    nama: 'PT Cahaya',
    jenis_akun: 'Pelanggan',
    lat: '-6.910512',
    lng: 107.598431,
  });
  ids.nowhere = await add('akun', { nama: 'Bapak Dedi', jenis_akun: 'Pelanggan' });
  const job = (nama_pekerjaan: string, id_akun: number, extra: object = {}) =>
    add('rpekerjaan', { nama_pekerjaan, id_akun, tanggal_mulai: '2026-12-01', ...extra });
  ids.ownPlace = await job('Pasang AC ruko', ids.office, { lat: -6.940318, lng: 107.669524 });
  ids.atCustomer = await job('Servis AC kantor', ids.office);
  ids.unknown = await job('Survei rumah', ids.nowhere);
  for (const [name, jobId, jam] of [
    ['Pasang unit', ids.ownPlace, '08:00'],
    ['Cuci AC', ids.atCustomer, '10:00'],
    ['Ukur ruangan', ids.unknown, '13:00'],
  ] as const)
    ids[name] = await add('rsubpekerjaan', {
      id_pekerjaan: jobId,
      nama_sub_pekerjaan: name,
      id_teknisi: ids.tech,
      tanggal_mulai: '2026-12-01',
      jam_mulai: jam,
      status: 'On Going',
    });
}, 60_000);

describe('coordinates of a place', () => {
  it('are stored in decimal degrees, six decimals', async () => {
    expect(await stored('akun', ids.office!)).toEqual({ lat: '-6.910512', lng: '107.598431' });
    const view = await as('GET', `/api/akun/view/${ids.office}`);
    expect(view.json()).toMatchObject({ lat: -6.910512, lng: 107.598431 });
  });

  it('refuses a latitude or a longitude out of range, naming the field (422), and writes nothing', async () => {
    const response = await as('POST', '/api/akun/add', {
      nama: 'Di luar peta',
      jenis_akun: 'Pelanggan',
      lat: 90.5,
      lng: -180.25,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['lat', 'lng']);
    const edit = await as('PUT', `/api/akun/edit/${ids.office}`, { lat: -91 });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().errors)).toEqual(['lat']);
    expect(await stored('akun', ids.office!)).toEqual({ lat: '-6.910512', lng: '107.598431' });
    const count = await ctx.database.query("SELECT 1 FROM akun WHERE nama = 'Di luar peta'");
    expect(count).toHaveLength(0);
  });

  it('takes both or neither: one alone is a 422 on the missing one', async () => {
    const alone = await as('POST', '/api/rpekerjaan/add', {
      nama_pekerjaan: 'Setengah lokasi',
      id_akun: ids.office,
      tanggal_mulai: '2026-12-01',
      lat: -6.9,
    });
    expect(alone.statusCode).toBe(422);
    expect(Object.keys(alone.json().errors)).toEqual(['lng']);
    // an edit is checked on the record as it would be saved: clearing one of a stored pair
    const cleared = await as('PUT', `/api/akun/edit/${ids.office}`, { lng: null });
    expect(cleared.statusCode).toBe(422);
    expect(Object.keys(cleared.json().errors)).toEqual(['lng']);
    expect(await stored('akun', ids.office!)).toEqual({ lat: '-6.910512', lng: '107.598431' });
    // giving one to a record without any is refused as well
    const half = await as('PUT', `/api/akun/edit/${ids.nowhere}`, { lat: -6.88 });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors)).toEqual(['lng']);
    expect(await stored('akun', ids.nowhere!)).toEqual({ lat: null, lng: null });
  });

  it('clears both together, and sets both together', async () => {
    const temp = await add('akun', { nama: 'Sementara', jenis_akun: 'Pelanggan', lat: 1.5, lng: 2.5 });
    const cleared = await as('PUT', `/api/akun/edit/${temp}`, { lat: null, lng: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await stored('akun', temp)).toEqual({ lat: null, lng: null });
    const set = await as('PUT', `/api/akun/edit/${temp}`, { lat: -90, lng: 180 });
    expect(set.statusCode, set.body).toBe(200);
    expect(await stored('akun', temp)).toEqual({ lat: '-90.000000', lng: '180.000000' });
  });
});

describe('the board places the day’s sub jobs', () => {
  it('at the job’s coordinates, else its customer’s, else nowhere; with the customer named', async () => {
    const answer = await as('GET', '/api/dispatch/board?from=2026-12-01&days=1');
    expect(answer.statusCode, answer.body).toBe(200);
    const blocks = answer.json().blocks as {
      id: number;
      lat: number | null;
      lng: number | null;
      nama_pelanggan: string;
    }[];
    const at = (id: number) => blocks.find((b) => b.id === id)!;
    expect(at(ids['Pasang unit']!)).toMatchObject({
      lat: -6.940318,
      lng: 107.669524,
      nama_pelanggan: 'PT Cahaya',
    });
    expect(at(ids['Cuci AC']!)).toMatchObject({
      lat: -6.910512,
      lng: 107.598431,
      nama_pelanggan: 'PT Cahaya',
    });
    expect(at(ids['Ukur ruangan']!)).toMatchObject({ lat: null, lng: null, nama_pelanggan: 'Bapak Dedi' });
  });
});

describe('the map’s tile server', () => {
  it('is a setting the web reads from /config (OpenStreetMap by default)', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    });
  });

  it('is allowed in the Content-Security-Policy’s img-src, and nothing else is', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(page.headers['content-security-policy']);
    const img = csp.split(';').find((d) => d.trim().startsWith('img-src'))!;
    expect(img.trim().split(/\s+/)).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
  });

  it('gives the origin of a template: subdomains as a wildcard, none for a relative or odd one', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://tiles.local:8080/{z}/{x}/{y}.png')).toBe('http://tiles.local:8080');
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileOrigin("https://evil.example'; script-src *")).toBeNull();
  });
});
