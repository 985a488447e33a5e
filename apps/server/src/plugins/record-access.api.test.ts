import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../test/auth-support.ts';
import { assignJobTo } from '../test/factories.ts';
import { useTestApp } from '../test/fixture.ts';
import { pageRoute, recordInView } from './access.ts';

// Rule R4 (docs/architecture.md, "Routes about one record"): a route about a record needs the record's
// view page and the record inside the caller's view scope; outside it the answer is the missing one's.
// Technicians see only the jobs assigned to them (jobs domain scope): the oracle here.

let mine: number;
let other: number;

const ctx = useTestApp(
  {},
  {
    signIn: ['admin', 'teknisi'],
    modules: [
      {
        name: 'aboutJobs',
        routes: async (api) => {
          // a route about a job in its path, reached with the calculator's page (technicians hold it)
          api.get<{ Params: { id: string } }>(
            '/about-job/:id',
            pageRoute('kalkulator', { record: { resource: 'rpekerjaan', param: 'id' } }),
            async (request) => ({ job: request.recordInView }),
          );
          // a route naming the record in its query
          api.get<{ Querystring: { resource?: string; id?: string } }>(
            '/about-any',
            pageRoute('kalkulator'),
            async (request) => {
              const record = await recordInView(request, request.query.resource ?? '', request.query.id);
              return { found: record !== null };
            },
          );
        },
      },
    ],
  },
);
beforeAll(async () => {
  const headers = { authorization: `Bearer ${ctx.admin}` };
  const customer = await ctx.app.inject({
    method: 'POST',
    url: '/api/akun/add',
    headers,
    payload: { nama: 'Toko Sinar Jaya', jenis_akun: 'Pelanggan' },
  });
  expect(customer.statusCode, customer.body).toBe(200);
  const id_akun = Number(customer.json().record.id);
  const add = async (nama: string) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/rpekerjaan/add',
      headers,
      payload: { nama_pekerjaan: nama, id_akun, tanggal_mulai: '2026-11-02', nilai_kontrak: 7_250_000 },
    });
    expect(response.statusCode, response.body).toBe(200);
    return Number(response.json().record.id);
  };
  mine = await add('Servis AC lantai 2');
  other = await add('Pasang CCTV gudang');
  await assignJobTo(ctx.app, ctx.admin, mine);
}, 60_000);

const get = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('a route about one record', () => {
  it('answers the record the caller may view, read by the access check', async () => {
    const response = await get(ctx.teknisi, `/api/about-job/${mine}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().job.nama_pekerjaan).toBe('Servis AC lantai 2');
  });

  it('answers a record outside the caller’s scope exactly as a missing one (404)', async () => {
    const outside = await get(ctx.teknisi, `/api/about-job/${other}`);
    const missing = await get(ctx.teknisi, '/api/about-job/999999');
    expect(outside.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(outside.json()).toEqual(missing.json());
    expect(outside.body).not.toContain('CCTV');
    // the admin's scope holds both
    expect((await get(ctx.admin, `/api/about-job/${other}`)).statusCode).toBe(200);
  });

  it('needs the resource’s view page: a role without it is refused before any record is read', async () => {
    const [role] = await ctx.database.query<{ id: number }>(
      "INSERT INTO roles (role_name) VALUES ('Kalkulator saja') RETURNING id",
    );
    const roleId = Number(role!.id);
    await ctx.database.query(
      "INSERT INTO permissions (role_id, page_name) VALUES ($1, 'kalkulator'), ($1, 'home')",
      [roleId],
    );
    await insertUser(ctx.database, { username: 'hitung', email: 'hitung@contoh.co.id', roleId });
    const token = await ctx.login('hitung', 'Kopi-Tubruk-Pagi-7');
    expect((await get(token, `/api/about-job/${mine}`)).statusCode).toBe(403);
    expect((await get(token, '/api/about-job/999999')).statusCode).toBe(403);
    expect((await get(token, `/api/about-any?resource=rpekerjaan&id=${mine}`)).json()).toEqual({
      found: false,
    });
  });

  it('leaves the fields the role may not see on that record out of the answer', async () => {
    const headers = { authorization: `Bearer ${ctx.admin}` };
    const rule = await ctx.app.inject({
      method: 'POST',
      url: '/api/setupshowhideroleid/add',
      headers,
      payload: {
        role_id: 53,
        nama_route: '/rpekerjaan',
        kategori: 'Hide Kolom',
        setup: 'nilai_kontrak',
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const response = await get(ctx.teknisi, `/api/about-job/${mine}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().job).not.toHaveProperty('nilai_kontrak');
    expect(response.body).not.toContain('7250000');
  });

  it('gives a route that names the record in its query the same three-way-equal answer', async () => {
    const found = async (resource: string, id: unknown) =>
      (await get(ctx.teknisi, `/api/about-any?resource=${resource}&id=${id}`)).json().found;
    expect(await found('rpekerjaan', mine)).toBe(true);
    expect(await found('rpekerjaan', other)).toBe(false);
    expect(await found('rpekerjaan', 999999)).toBe(false);
    expect(await found('no-such-resource', 1)).toBe(false);
    // a technician does not hold the invoices' view page
    expect(await found('rinvoice', 1)).toBe(false);
  });
});
