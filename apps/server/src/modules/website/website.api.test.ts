import type { MainSiteOwner, SiteResetInfo, WebsiteRow, WebsiteTestMailSent } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { TEST_ADMIN_PASSWORD } from '../../test/helpers.ts';
import { type As, agencyLogin, caller } from '../../test/website-support.ts';

let as: As;
let agency: { token: string; id: number };

const ctx = useTestApp();
beforeAll(async () => {
  as = caller(ctx);
  agency = await agencyLogin(ctx, 'agensi.satu');
});

const rows = async (token: string) =>
  (await as(token, 'GET', '/api/website/settings')).json().records as Record<string, unknown>[];

describe('website settings of the signed-in owner', () => {
  it('saves a single-page section once per owner and keeps other modules’ keys of the company profile', async () => {
    await ctx.database.query(
      `INSERT INTO rsetwebsite (bagian, judul, data, user_id, status)
       SELECT 'umum', 'CV Lama', '{"ppn_persen": 11, "invoice_kode": "INV"}', user_id, 'Active' FROM users WHERE username = 'admin'`,
    );
    const saved = await as(ctx.admin, 'PUT', '/api/website/single/umum', {
      judul: 'CV Sinar Teknik',
      data: { domain: 'sinar.test\nwww.sinar.test', warna: '#0f766e', utama: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().record.data).toEqual({
      ppn_persen: 11,
      invoice_kode: 'INV',
      domain: ['sinar.test'], // one normal form: `www.sinar.test` is the same domain
      warna: '#0f766e',
    });
    // a second row of a single section is refused, through the generic API too
    const second = await as(ctx.admin, 'POST', '/api/rsetwebsite/add', { bagian: 'umum', judul: 'Dua' });
    expect(second.statusCode).toBe(422);
    expect(second.json().errors).toHaveProperty('bagian');
  });

  it('answers 422 naming each bad key of a section’s data, never a 500', async () => {
    const bad = await as(ctx.admin, 'POST', '/api/website/items/price', {
      judul: 'Paket',
      data: { harga: 'mahal', periode: 'abad' },
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['data.harga', 'data.periode']);
    const script = await as(ctx.admin, 'POST', '/api/website/items/price', {
      judul: 'Paket',
      data: { harga: 1000 },
      link: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(422);
    expect(Object.keys(script.json().errors)).toEqual(['link']);
    const heading = await as(ctx.admin, 'POST', '/api/rsetwebsite/add', {
      bagian: 'singlepage',
      judul: 'Tanpa bagian',
      data: { untuk: 'bukan' },
    });
    expect(heading.statusCode).toBe(422);
    expect(heading.json().errors).toHaveProperty(['data.untuk']);
    expect((await as(ctx.admin, 'POST', '/api/website/items/umum', { judul: 'x' })).statusCode).toBe(404);
  });

  it('adds list items at the end and reorders them, all or nothing', async () => {
    const ids: number[] = [];
    for (const q of ['Satu?', 'Dua?', 'Tiga?']) {
      const added = await as(ctx.admin, 'POST', '/api/website/items/faq', { judul: q, konten: 'Jawab' });
      expect(added.statusCode, added.body).toBe(200);
      ids.push(added.json().record.id);
    }
    const order = async () => (await rows(ctx.admin)).filter((r) => r.key === 'faq').map((r) => r.judul);
    expect(await order()).toEqual(['Satu?', 'Dua?', 'Tiga?']);
    const moved = await as(ctx.admin, 'PUT', '/api/website/order/faq', { ids: [ids[2], ids[0], ids[1]] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await order()).toEqual(['Tiga?', 'Satu?', 'Dua?']);
    const refused = await as(ctx.admin, 'PUT', '/api/website/order/faq', { ids: [ids[0], 999999] });
    expect(refused.statusCode).toBe(404);
    expect(await order()).toEqual(['Tiga?', 'Satu?', 'Dua?']);
  });

  it('keeps owners apart: neither an agency nor an admin reaches another owner’s rows here', async () => {
    const mine = await as(agency.token, 'POST', '/api/website/items/faq', { judul: 'Agensi?', konten: 'Ya' });
    expect(mine.statusCode, mine.body).toBe(200);
    const agencyItem = mine.json().record.id;
    expect(mine.json().record.user_id).toBe(agency.id);
    const adminItem = (await rows(ctx.admin)).find((r) => r.key === 'faq')!.id;

    expect((await rows(agency.token)).map((r) => r.judul)).toEqual(['Agensi?']);
    expect(
      (await as(agency.token, 'PUT', `/api/website/items/faq/${adminItem}`, { judul: 'x' })).statusCode,
    ).toBe(404);
    expect((await as(agency.token, 'DELETE', `/api/website/items/faq/${adminItem}`)).statusCode).toBe(404);
    // and through the generic API the owner rule refuses it
    expect(
      (await as(agency.token, 'PUT', `/api/rsetwebsite/edit/${adminItem}`, { judul: 'x' })).statusCode,
    ).toBe(403);
    // the admin's settings screens work on the admin's own site only
    expect(
      (await as(ctx.admin, 'PUT', `/api/website/items/faq/${agencyItem}`, { judul: 'x' })).statusCode,
    ).toBe(404);
    const [row] = await ctx.database.query<{ judul: string }>('SELECT judul FROM rsetwebsite WHERE id = $1', [
      adminItem,
    ]);
    expect(row!.judul).not.toBe('x');
    // an agency cannot make its site the main one: the mark is the admin's setuserid screen only
    await as(agency.token, 'PUT', '/api/website/single/umum', { judul: 'Agensi', data: { utama: true } });
    const [mark] = await ctx.database.query<{ utama: string | null }>(
      "SELECT data->>'utama' AS utama FROM rsetwebsite WHERE bagian = 'umum' AND user_id = $1",
      [agency.id],
    );
    expect(mark!.utama).toBeNull();
    expect((await as(agency.token, 'PUT', '/api/website/main-site', { user_id: agency.id })).statusCode).toBe(
      403,
    );
  });

  it('the sign-in look (bgformlogin) of the site is public, and only pictures of this site', async () => {
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/website/login-look' });
    expect(empty.statusCode).toBe(200);
    const saved = await as(ctx.admin, 'PUT', '/api/website/single/bgformlogin', {
      data: { judul: 'Masuk ke Sinar Teknik', gambar: 'uploads/2026/11/latar.jpg' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const look = await ctx.app.inject({ method: 'GET', url: '/api/website/login-look' });
    expect(look.json()).toEqual({
      judul: 'Masuk ke Sinar Teknik',
      gambar: '/uploads/2026/11/large/latar.jpg',
    });
    await as(ctx.admin, 'PUT', '/api/website/single/bgformlogin', {
      data: { judul: 'Masuk', gambar: 'https://evil.example/x.jpg' },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/website/login-look' })).json().gambar,
    ).toBeNull();
  });

  it('refuses a visitor and a login without the website pages', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/website/settings' })).statusCode).toBe(401);
    const teknisi = await ctx.login('teknisi', 'Teknisi-Test-Pass-1');
    expect((await as(teknisi, 'PUT', '/api/website/single/umum', { judul: 'x' })).statusCode).toBe(403);
  });

  // docs/website.md: a single section's first save adds its row, so it takes the add page (or the
  // admin); once the row is there, the edit page alone saves it (core's maySaveFirst).
  it('a first save of a section needs the add page; a later save the edit page alone', async () => {
    const [role] = await ctx.database.query<{ id: number }>(
      "INSERT INTO roles (role_name) VALUES ('Penyunting Situs') RETURNING id",
    );
    const grant = (page: string) =>
      ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [role!.id, page]);
    await grant('rsetwebsite');
    await grant('rsetwebsite/edit');
    ctx.app.roleCache.invalidate();
    const password = 'Penyunting-Situs-2026';
    await insertUser(ctx.database, {
      username: 'penyunting',
      email: 'penyunting@contoh.id',
      roleId: role!.id,
      password,
    });
    const editor = await ctx.login('penyunting', password);
    const umum = async () => (await rows(editor)).filter((r) => r.bagian === 'umum').length;

    const refused = await as(editor, 'PUT', '/api/website/single/umum', { judul: 'Situs Saya' });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(await umum()).toBe(0);

    await grant('rsetwebsite/add');
    ctx.app.roleCache.invalidate();
    const first = await as(editor, 'PUT', '/api/website/single/umum', { judul: 'Situs Saya' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await umum()).toBe(1);

    await ctx.database.query("DELETE FROM permissions WHERE role_id = $1 AND page_name = 'rsetwebsite/add'", [
      role!.id,
    ]);
    ctx.app.roleCache.invalidate();
    const later = await as(editor, 'PUT', '/api/website/single/umum', { judul: 'Situs Saya Lagi' });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('setuserid: the admin chooses the main site', async () => {
    const chosen = await as(ctx.admin, 'PUT', '/api/website/main-site', { user_id: agency.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const list = (await as(ctx.admin, 'GET', '/api/website/main-site')).json().records;
    expect(
      list.filter((r: { utama: boolean }) => r.utama).map((r: { user_id: number }) => r.user_id),
    ).toEqual([agency.id]);
    expect((await as(ctx.admin, 'PUT', '/api/website/main-site', { user_id: 999999 })).statusCode).toBe(422);
  });

  it('daftarkanresetwebsitedfsinglepage: resets the linked login’s site to the defaults', async () => {
    const akun = await as(ctx.admin, 'POST', '/api/akun/add', { nama: 'Agensi Satu', id_login: agency.id });
    expect(akun.statusCode, akun.body).toBe(200);
    const id = akun.json().record.id;
    const before = (await as(ctx.admin, 'GET', `/api/akun/daftarkanresetwebsitedfsinglepage/${id}`)).json();
    expect(before.counts.list).toBe(1);
    const reset = await as(ctx.admin, 'POST', `/api/akun/daftarkanresetwebsitedfsinglepage/${id}`);
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await rows(agency.token);
    expect(after.filter((r) => r.key === 'faq')).toEqual([]);
    expect(after.find((r) => r.key === 'bagianutama')?.judul).toBe('Kantor belakang untuk usaha Anda');
    expect(after.find((r) => r.key === 'umum')?.judul).toBe('Kantor');
    // the admin's own rows are untouched
    expect((await rows(ctx.admin)).filter((r) => r.key === 'faq')).toHaveLength(3);
    expect(
      (await as(agency.token, 'POST', `/api/akun/daftarkanresetwebsitedfsinglepage/${id}`)).statusCode,
    ).toBe(403);
  });
});

describe('daftarkanresetwebsitedfsinglepage: only the admin or the akun record’s owner (ownerOrAdmin)', () => {
  it('answers 403 to someone with the page who sees someone else’s record, 200 on their own, 404 for none', async () => {
    const [role] = await ctx.database.query<{ id: number }>(
      "INSERT INTO roles (role_name) VALUES ('reset situs') RETURNING id",
    );
    for (const page of ['home', 'akun', 'akun/view', 'akun/add', 'akun/daftarkanresetwebsitedfsinglepage'])
      await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [
        role!.id,
        page,
      ]);
    await insertUser(ctx.database, {
      username: 'penyetel',
      email: 'penyetel@contoh.id',
      password: TEST_ADMIN_PASSWORD,
      roleId: role!.id,
    });
    const resetter = await ctx.login('penyetel', TEST_ADMIN_PASSWORD);
    const theirs = await as(ctx.admin, 'POST', '/api/akun/add', { nama: 'Milik Admin' });
    expect(theirs.statusCode, theirs.body).toBe(200);
    const mine = await as(resetter, 'POST', '/api/akun/add', { nama: 'Milik Sendiri' });
    expect(mine.statusCode, mine.body).toBe(200);
    const reset = (id: unknown) => as(resetter, 'GET', `/api/akun/daftarkanresetwebsitedfsinglepage/${id}`);
    // the record is in their view (no scope on akun): the owner rule refuses it
    expect((await as(resetter, 'GET', `/api/akun/view/${theirs.json().record.id}`)).statusCode).toBe(200);
    expect((await reset(theirs.json().record.id)).statusCode).toBe(403);
    const own = await reset(mine.json().record.id);
    expect(own.statusCode, own.body).toBe(200);
    expect((await reset(999999)).statusCode).toBe(404);
    // the admin resets anyone's
    expect(
      (await as(ctx.admin, 'GET', `/api/akun/daftarkanresetwebsitedfsinglepage/${mine.json().record.id}`))
        .statusCode,
    ).toBe(200);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('answers match the core types (packages/core/src/api/website.ts)', () => {
  it('settings, save, preview, test mail, main site and reset info', async () => {
    const saved = await as(ctx.admin, 'POST', '/api/website/items/faq', { judul: 'Bentuk?', konten: 'Ya' });
    expect(keysIn(saved.json())).toEqual(['message', 'record']);
    const row = (await as(ctx.admin, 'GET', '/api/website/settings'))
      .json()
      .records.find((r: WebsiteRow) => r.id === saved.json().record.id) as WebsiteRow;
    expect(keysIn(row)).toEqual(
      keysOf<WebsiteRow>({
        id: true,
        key: true,
        bagian: true,
        judul: true,
        subjudul: true,
        konten: true,
        gambar: true,
        link: true,
        ikon: true,
        data: true,
        urutan: true,
        status: true,
        user_id: true,
        updated_at: true,
      }),
    );
    expect(typeof row.updated_at).toBe('string');
    expect(new Date(row.updated_at).toISOString()).toBe(row.updated_at);

    const preview = await as(ctx.admin, 'POST', '/api/website/preview', {
      key: 'faq',
      values: { judul: 'Draf' },
    });
    expect(keysIn(preview.json())).toEqual(['html']);

    const mail = await as(ctx.admin, 'POST', '/api/website/emailtemplate/test', {
      jenis: 'verifikasi',
      judul: 'Halo',
      konten: 'Selamat datang',
    });
    expect(mail.statusCode, mail.body).toBe(200);
    expect(keysIn(mail.json())).toEqual(
      keysOf<WebsiteTestMailSent>({ message: true, to: true, transport: true }),
    );

    const owners = (await as(ctx.admin, 'GET', '/api/website/main-site')).json().records;
    expect(keysIn(owners[0])).toEqual(
      keysOf<MainSiteOwner>({ user_id: true, username: true, judul: true, utama: true }),
    );
    const main = (await as(ctx.admin, 'PUT', '/api/website/main-site', { user_id: agency.id })).json();
    expect(keysIn(main)).toEqual(['message', 'record']);
    expect(keysIn(main.record)).toEqual(['id']);

    const akun = await as(ctx.admin, 'POST', '/api/akun/add', { nama: 'Agensi Bentuk', id_login: agency.id });
    const info = (
      await as(ctx.admin, 'GET', `/api/akun/daftarkanresetwebsitedfsinglepage/${akun.json().record.id}`)
    ).json();
    expect(keysIn(info)).toEqual(keysOf<SiteResetInfo>({ akun: true, login: true, counts: true }));
  });
});
