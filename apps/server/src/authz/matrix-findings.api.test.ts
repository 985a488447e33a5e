// What the authorisation matrix found on main after the issue-32 merges, each with the request it sent
// (matrix-main3.json): three routes about one record reached with their side page only (rule R4), and
// four composed answers carrying a field hidden from the caller's role (rule R5). Oracles: docs/architecture.md's R1–R6
// rules and the values this file wrote, never the server's code.
import { USER_ROLE_IDS } from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from '../test/helpers.ts';
import { addRoleAndLogin, CALLER_PASSWORD, signIn } from './matrix-callers.ts';

let ctx: TestContext;
let admin: string;
/** side pages of the record routes, none of the records' view pages (the matrix's field lead) */
let sideOnly: string;
/** the same with the view pages, and Hide Kolom rules on what the composed answers quote */
let viewer: string;
const ids = { customer: 0, template: 0, job: 0, earlierJob: 0, viewerLogin: 0 };

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
async function add(resource: string, payload: object): Promise<number> {
  const response = await as(admin, 'POST', `/api/${resource}/add`, payload);
  if (response.statusCode !== 200) throw new Error(`${resource}: ${response.body}`);
  return Number(response.json().record.id);
}

const SIDE_PAGES = [
  'home',
  'account',
  'akunwebmail',
  'akunwebmail/edit',
  'akun/edit',
  'akun/cpanelapi',
  'akun/daftarkanresetwebsitedfsinglepage',
  'manualtemplatejson/save_refxml',
];
/** What the viewer's role may not see (the values below are the ones to look for). */
const HIDDEN: [route: string, fields: string][] = [
  ['/manualtemplatejson', 'nama_template, versi'],
  ['/rsubpekerjaan', 'nama_sub_pekerjaan, volume, bobot'],
  ['/akun', 'nama'],
  ['/rnotifikasi', 'judul'],
];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
  await addRoleAndLogin(ctx, { role: 'Halaman Samping', username: 'samping', pages: SIDE_PAGES });
  sideOnly = await signIn(ctx, 'samping', CALLER_PASSWORD);
  const seen = await addRoleAndLogin(ctx, {
    role: 'Pembaca Tersembunyi',
    username: 'pembaca',
    pages: [
      ...SIDE_PAGES,
      'akunwebmail/view',
      'akun/view',
      'manualtemplatejson/view',
      'rabsensi',
      'rpekerjaan/view',
      'addmasalsubpekerjaan',
    ],
  });
  ids.viewerLogin = seen.loginId;
  viewer = await signIn(ctx, 'pembaca', CALLER_PASSWORD);
  for (const [nama_route, setup] of HIDDEN)
    await ctx.database.query(
      `INSERT INTO setupshowhideroleid (role_id, nama_route, kategori, setup) VALUES ($1, $2, 'Hide Kolom', $3)`,
      [seen.roleId, nama_route, setup],
    );
  ctx.app.roleRules.invalidate();

  ids.customer = await add('akun', { nama: 'Toko Sinar Jaya', jenis_akun: 'Pelanggan' });
  ids.template = await add('manualtemplatejson', {
    nama_template: 'Faktur Pajak Rahasia',
    isi_json: { halaman: 1 },
    versi: 90177,
  });
  // the viewer's own account, so the recap has their line
  await add('akun', { nama: 'Sari Wulandari', jenis_akun: 'Karyawan', id_login: seen.loginId });
  const type = await add('rtype', { nama_type: 'Instalasi AC', jenis: 'Pekerjaan' });
  const job = (nama_pekerjaan: string, tanggal_mulai: string) =>
    add('rpekerjaan', { nama_pekerjaan, id_akun: ids.customer, id_type: type, tanggal_mulai });
  ids.earlierJob = await job('Instalasi AC kantor lama', '2026-10-01');
  await add('rsubpekerjaan', {
    id_pekerjaan: ids.earlierJob,
    nama_sub_pekerjaan: 'Tarik pipa tembaga',
    volume: 6065.37,
    bobot: 76.37,
  });
  ids.job = await job('Instalasi AC kantor baru', '2026-11-01');
  await ctx.database.query(
    `INSERT INTO rnotifikasi (id_penerima, judul, isi, jenis, dikirim_pada) VALUES ($1, 'Rapat stok gudang', 'Besok pagi', 'Info', now())`,
    [seen.loginId],
  );
}, 60_000);
afterAll(async () => {
  await closeTestApp(ctx);
});

describe('R4: a route about one record needs its view page (403) and the record in view (404)', () => {
  // matrix-main3: "matriks POST /api/akunwebmail/gantipass/3 body {}: ... got 422", "lapangan GET
  // /api/manualtemplatejson/save_refxml/1: ... got 200", "lapangan POST .../save_refxml/1 body {}: got 422",
  // "lapangan GET|POST /api/akun/daftarkanresetwebsitedfsinglepage/999999: got 404"
  const ROUTES: ['GET' | 'POST', string][] = [
    ['POST', '/api/akunwebmail/gantipass/{id}'],
    ['POST', '/api/akun/cpanelapi/{id}'],
    ['GET', '/api/akun/daftarkanresetwebsitedfsinglepage/{id}'],
    ['POST', '/api/akun/daftarkanresetwebsitedfsinglepage/{id}'],
    ['GET', '/api/manualtemplatejson/save_refxml/{id}'],
    ['POST', '/api/manualtemplatejson/save_refxml/{id}'],
  ];

  it('refuses the side page without the view page with 403, whatever the record and the body', async () => {
    for (const [method, url] of ROUTES)
      for (const id of [String(ids.template), '999999']) {
        const response = await as(
          sideOnly,
          method,
          url.replace('{id}', id),
          method === 'POST' ? {} : undefined,
        );
        expect(response.statusCode, `${method} ${url} ${id}: ${response.body}`).toBe(403);
        expect(response.body).not.toContain('Faktur Pajak Rahasia');
      }
  });

  it('answers a missing record 404 before reading the body (admin POST save_refxml/999999 {})', async () => {
    for (const [method, url] of ROUTES) {
      const response = await as(
        admin,
        method,
        url.replace('{id}', '999999'),
        method === 'POST' ? {} : undefined,
      );
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(404);
    }
  });

  it('still reads the body of a record in view (422 naming the field)', async () => {
    const save = await as(admin, 'POST', `/api/manualtemplatejson/save_refxml/${ids.template}`, {});
    expect(save.statusCode).toBe(422);
    expect(Object.keys(save.json().errors)).toEqual(['ref_xml']);
  });
});

describe('R5: a composed answer leaves out what the role may not see', () => {
  it('save_refxml: the template’s name and version (matrix-main3: nama_template, versi)', async () => {
    const response = await as(viewer, 'GET', `/api/manualtemplatejson/save_refxml/${ids.template}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('Faktur Pajak Rahasia');
    expect(response.body).not.toContain('90177');
    expect(response.json()).toMatchObject({ id: ids.template, history: [] });
    expect(response.json()).not.toHaveProperty('nama_template');
    expect(response.json()).not.toHaveProperty('versi');
    // the admin, who hides nothing, reads both
    const shown = await as(admin, 'GET', `/api/manualtemplatejson/save_refxml/${ids.template}`);
    expect(shown.json()).toMatchObject({ nama_template: 'Faktur Pajak Rahasia', versi: 90177 });
  });

  it('the bulk template: sub jobs’ names, volumes and weights (matrix-main3: template/5)', async () => {
    const response = await as(viewer, 'GET', `/api/addmasalsubpekerjaan/template/${ids.job}`);
    expect(response.statusCode, response.body).toBe(200);
    for (const value of ['Tarik pipa tembaga', '6065.37', '76.37'])
      expect(response.body).not.toContain(value);
    expect(response.json()).toEqual({ source: 'job' });
    const shown = (await as(admin, 'GET', `/api/addmasalsubpekerjaan/template/${ids.job}`)).json();
    expect(shown.text).toContain('Tarik pipa tembaga');
  });

  it('the attendance recap: the person’s name, in JSON and in its file (matrix-main3: akun.nama)', async () => {
    const response = await as(viewer, 'GET', '/api/rabsensi/rekap?bulan=2026-11');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('Sari Wulandari');
    const [line] = response.json().records;
    expect(line).toMatchObject({ daysPresent: 0 });
    expect(line).not.toHaveProperty('name');
    const csv = await as(viewer, 'GET', '/api/rabsensi/rekap?bulan=2026-11&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Sari Wulandari');
    // the name's column leaves the file, the counts stay
    expect(csv.body.split(/\r?\n/)[0]).not.toMatch(/^"?Nama/);
    expect(csv.body.split(/\r?\n/)[1]).toMatch(/^0[,;]/);
  });

  it('the bell: a notice’s title hidden by the role (matrix-main3: rnotifikasi.judul)', async () => {
    const response = await as(viewer, 'GET', '/api/rnotifikasi/mine');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('Rapat stok gudang');
    const [notice] = response.json().records;
    expect(notice).toMatchObject({ isi: 'Besok pagi', jenis: 'Info' });
    expect(notice).not.toHaveProperty('judul');
    expect(response.json().unread).toBe(1);
  });

  it('leaves them whole to a role that hides nothing (the admin’s bell)', async () => {
    await ctx.database.query(
      `INSERT INTO rnotifikasi (id_penerima, judul, jenis, dikirim_pada)
       SELECT id, 'Servis AC besok', 'Info', now() FROM users WHERE user_role_id = $1`,
      [USER_ROLE_IDS.admin],
    );
    const mine = (await as(admin, 'GET', '/api/rnotifikasi/mine')).json();
    expect(mine.records.map((n: { judul?: string }) => n.judul)).toContain('Servis AC besok');
  });
});
