import { type IntakeConversionAnswer, USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { jakartaToday } from '../../lib/dates.ts';
import { insertRegionChain } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

let desk: string;
const today = jakartaToday();
const ids: Record<string, number> = {};

/** A login with a password, made on the akun screen (the generic users routes never set one: issue 32). */
async function newLogin(payload: object): Promise<Record<string, unknown>> {
  const response = await as(ctx.admin, 'POST', '/api/akun/tambahuser', payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().record;
}
const count = async (table: string) =>
  (await ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
const request = (nama: string, no_hp: string) =>
  add('butuhapa', {
    tanggal: today,
    nama,
    no_hp,
    email: `${nama.split(' ')[1]!.toLowerCase()}@example.test`,
    kebutuhan: 'Pasang CCTV 4 kamera di rumah\nbisa dipantau dari HP',
    sumber: 'WhatsApp',
    status: 'Baru',
  });

const ctx = useTestApp();
const { as, add } = ctx;
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  // a front-desk role that may edit requests and registrations but not add jobs (yet)
  await ctx.database.query(
    `INSERT INTO permissions (role_id, page_name) SELECT 54, p FROM unnest($1::text[]) AS p`,
    [['home', 'butuhapa', 'butuhapa/edit', 'pendaftaran', 'pendaftaran/edit']],
  );
  await newLogin({
    username: 'meja.depan',
    email: 'desk@example.test',
    password: 'Meja-Depan-Pass-9',
    password_confirmation: 'Meja-Depan-Pass-9',
    user_role_id: 54,
    status: 'Active',
  });
  desk = await ctx.login('meja.depan', 'Meja-Depan-Pass-9');
  ids.existing = Number(
    (
      await add('akun', {
        nama: 'Bapak Hendra Wijaya',
        jenis_akun: 'Pelanggan',
        no_hp: '0812-3456-7890',
        alamat: 'Komplek Batununggal C2',
        id_provinsi: '11',
        id_kabupaten: '11.01',
      })
    ).id,
  );
  ids.known = Number((await request('Pak Hendra', '0812-3456-7890')).id);
  ids.stranger = Number((await request('Ibu Sinta', '0813-2244-6688')).id);
  ids.registration = Number(
    (
      await add('pendaftaran', {
        nama: 'Rina Marlina',
        jenis_pelanggan: 'Umum',
        jenis_kelamin: 'Perempuan',
        no_hp: '0812-7788-9900',
        alamat: 'Jl. Cikutra No. 77',
        id_provinsi: '11',
        id_kabupaten: '11.01',
        id_kecamatan: '11.01.01',
        id_desa: '11.01.01.2001',
        status: 'Menunggu',
      })
    ).id,
  );
  expect(USER_ROLE_IDS.admin).toBe(52);
}, 60_000);

describe('POST /api/butuhapa/:id/jadikan-pekerjaan', () => {
  it('uses the customer with the same phone number and links the new job', async () => {
    const accounts = await count('akun');
    const response = await as(ctx.admin, 'POST', `/api/butuhapa/${ids.known}/jadikan-pekerjaan`, {});
    expect(response.statusCode, response.body).toBe(200);
    const { record, customer, source } = response.json();
    expect(customer).toEqual({ id: ids.existing, nama: 'Bapak Hendra Wijaya', created: false });
    expect(record).toMatchObject({
      nama_pekerjaan: 'Pasang CCTV 4 kamera di rumah',
      id_akun: ids.existing,
      alamat: 'Komplek Batununggal C2',
      tanggal_mulai: today,
      status: 'On Going',
    });
    expect(record.kode_lacak).toMatch(/^KTR-/);
    expect(source).toMatchObject({ status: 'Menjadi Pekerjaan', id_pekerjaan: record.id });
    expect(await count('akun')).toBe(accounts);
  });

  it('makes the customer when no one has the number, with the job fields the caller chose', async () => {
    const response = await as(ctx.admin, 'POST', `/api/butuhapa/${ids.stranger}/jadikan-pekerjaan`, {
      nama_pekerjaan: 'Pasang CCTV rumah Bu Sinta',
      tanggal_mulai: '2026-12-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { record, customer } = response.json();
    expect(customer).toMatchObject({ nama: 'Ibu Sinta', created: true });
    expect(record).toMatchObject({
      nama_pekerjaan: 'Pasang CCTV rumah Bu Sinta',
      tanggal_mulai: '2026-12-01',
    });
    const [made] = await ctx.database.query<Record<string, unknown>>('SELECT * FROM akun WHERE id = $1', [
      customer.id,
    ]);
    expect(made).toMatchObject({
      jenis_akun: 'Pelanggan',
      no_hp: '0813-2244-6688',
      email: 'sinta@example.test',
    });
  });

  it('refuses a second conversion with a clear 422, and bad input', async () => {
    const jobs = await count('rpekerjaan');
    const again = await as(ctx.admin, 'POST', `/api/butuhapa/${ids.known}/jadikan-pekerjaan`, {});
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status[0]).toContain('already became a job (Pasang CCTV 4 kamera di rumah)');
    expect(await count('rpekerjaan')).toBe(jobs);
    const fresh = Number((await request('Pak Budi', '0811-1111-2222')).id);
    const bad = await as(ctx.admin, 'POST', `/api/butuhapa/${fresh}/jadikan-pekerjaan`, {
      tanggal_mulai: '31-12-2026',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tanggal_mulai).toBeDefined();
    // garbage is a 422 naming each field, never a 500 (the declaration's schema, api/routes/maintenance.ts)
    const garbage = await as(ctx.admin, 'POST', `/api/butuhapa/${fresh}/jadikan-pekerjaan`, {
      nama_pekerjaan: ['x'],
      tanggal_mulai: '2026-13-01',
      id_type: 0,
      id_teknisi: '0x10',
    });
    expect(garbage.statusCode, garbage.body).toBe(422);
    expect(Object.keys(garbage.json().errors).sort()).toEqual([
      'id_teknisi',
      'id_type',
      'nama_pekerjaan',
      'tanggal_mulai',
    ]);
    const long = await as(ctx.admin, 'POST', `/api/butuhapa/${fresh}/jadikan-pekerjaan`, {
      nama_pekerjaan: 'x'.repeat(201),
    });
    expect(Object.keys(long.json().errors)).toEqual(['nama_pekerjaan']);
    expect(await count('rpekerjaan')).toBe(jobs);
  });
});

describe('POST /api/pendaftaran/:id/jadikan-pekerjaan', () => {
  it('makes the customer from the registration, a job at its address, and accepts it', async () => {
    const response = await as(
      ctx.admin,
      'POST',
      `/api/pendaftaran/${ids.registration}/jadikan-pekerjaan`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    const { record, customer, source } = response.json();
    expect(customer).toMatchObject({ nama: 'Rina Marlina', created: true });
    expect(record).toMatchObject({
      nama_pekerjaan: 'Pendaftaran Umum: Rina Marlina',
      id_akun: customer.id,
      alamat: 'Jl. Cikutra No. 77',
      id_desa: '11.01.01.2001',
    });
    expect(source.status).toBe('Diterima');
    const [made] = await ctx.database.query<Record<string, unknown>>('SELECT * FROM akun WHERE id = $1', [
      customer.id,
    ]);
    expect(made).toMatchObject({
      jenis_kelamin: 'Perempuan',
      alamat: 'Jl. Cikutra No. 77',
      id_kecamatan: '11.01.01',
    });
  });

  it('refuses a registration that is no longer waiting, in Indonesian by default', async () => {
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/pendaftaran/${ids.registration}/jadikan-pekerjaan`,
      payload: {},
      headers: { authorization: `Bearer ${ctx.admin}`, 'accept-language': 'id-ID' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status[0]).toBe(
      'Hanya pendaftaran berstatus Menunggu yang bisa dijadikan pekerjaan (status sekarang: Diterima)',
    );
  });
});

describe('access', () => {
  it('needs the source edit and view pages and rpekerjaan/add', async () => {
    const fresh = Number((await request('Pak Joko', '0811-3333-4444')).id);
    const jobs = await count('rpekerjaan');
    // holds butuhapa/edit but not rpekerjaan/add
    expect((await as(desk, 'POST', `/api/butuhapa/${fresh}/jadikan-pekerjaan`, {})).statusCode).toBe(403);
    await ctx.database.query(`INSERT INTO permissions (role_id, page_name) VALUES (54, 'rpekerjaan/add')`);
    await ctx.app.roleCache.invalidate();
    // a route about one record also needs that record's view page (rule R4, docs/architecture.md)
    expect((await as(desk, 'POST', `/api/butuhapa/${fresh}/jadikan-pekerjaan`, {})).statusCode).toBe(403);
    await ctx.database.query(`INSERT INTO permissions (role_id, page_name) VALUES (54, 'butuhapa/view')`);
    await ctx.app.roleCache.invalidate();
    const allowed = await as(desk, 'POST', `/api/butuhapa/${fresh}/jadikan-pekerjaan`, {});
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await count('rpekerjaan')).toBe(jobs + 1);
    // without the edit page of the source
    await ctx.database.query(`DELETE FROM permissions WHERE role_id = 54 AND page_name = 'pendaftaran/edit'`);
    await ctx.app.roleCache.invalidate();
    const registration = Number(
      (
        await add('pendaftaran', {
          nama: 'Dewi Lestari',
          jenis_pelanggan: 'Umum',
          jenis_kelamin: 'Perempuan',
          no_hp: '0812-5555-6666',
          status: 'Menunggu',
        })
      ).id,
    );
    expect(
      (await as(desk, 'POST', `/api/pendaftaran/${registration}/jadikan-pekerjaan`, {})).statusCode,
    ).toBe(403);
  });
});

/** Every key of `T`, sorted: the object literal must name them all and nothing else to compile. */
const keysOf = <T>(all: Record<keyof T, true>): string[] => Object.keys(all).sort();
const keysIn = (value: unknown): string[] => Object.keys(value as object).sort();

describe('the conversion answer matches the core type', () => {
  it('names the job, the customer and the source record', async () => {
    const fresh = await request('Bu Ratna', '0815-1111-2222');
    const response = await as(ctx.admin, 'POST', `/api/butuhapa/${fresh.id}/jadikan-pekerjaan`, {});
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(keysIn(answer)).toEqual(
      keysOf<IntakeConversionAnswer>({ message: true, record: true, customer: true, source: true }),
    );
    expect(keysIn(answer.customer)).toEqual(
      keysOf<IntakeConversionAnswer['customer']>({ id: true, nama: true, created: true }),
    );
  });
});
