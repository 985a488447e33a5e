// Batasi Baris (issue 37): a role's row scope, applied by the server on every generic route of the
// resource. The oracle is the table itself read with plain SQL the test writes (`WHERE cabang = …`),
// not the compiler under test.
import { USER_ROLE_IDS } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture.ts';
import { grantPages } from '../../test/helpers.ts';

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const TEKNISI = USER_ROLE_IDS.teknisi;

const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });

const ACCOUNTS = [
  { nama_rekening: 'RS Bandung 1', cabang: 'Bandung', saldo_awal: 5_000_000 },
  { nama_rekening: 'RS Bandung 2', cabang: 'Bandung', saldo_awal: 20_000_000 },
  { nama_rekening: 'RS Jakarta', cabang: 'Jakarta', saldo_awal: 50_000_000 },
  { nama_rekening: 'RS Surabaya', cabang: 'Surabaya', saldo_awal: 1_000_000 },
];
const ids: Record<string, number> = {};
let ruleId = 0;

/** The ids the plain SQL says a condition on the table admits (the test's own oracle). */
const idsWhere = async (where: string, values: unknown[] = []) =>
  (
    await ctx.database.query<{ id: number }>(
      `SELECT id FROM bankrekening WHERE nama_rekening LIKE 'RS %' AND ${where} ORDER BY id`,
      values,
    )
  ).map((r) => Number(r.id));

async function setRule(setup: string) {
  const body = { role_id: TEKNISI, kategori: 'Batasi Baris', nama_route: '/bankrekening', setup };
  const response = ruleId
    ? await as(ctx.admin, 'PUT', `/api/setupshowhideroleid/edit/${ruleId}`, body)
    : await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', body);
  expect(response.statusCode, response.body).toBe(200);
  ruleId = Number(response.json().record.id);
}

const listedIds = async (query = '') =>
  ((await as(ctx.teknisi, 'GET', `/api/bankrekening?limit=500${query}`)).json().records as { id: number }[])
    .map((r) => Number(r.id))
    .filter((id) => Object.values(ids).includes(id))
    .sort((a, b) => a - b);

beforeAll(async () => {
  for (const account of ACCOUNTS) {
    const response = await as(ctx.admin, 'POST', '/api/bankrekening/add', {
      ...account,
      nama_bank: 'BCA',
      no_rekening: String(1000 + Object.keys(ids).length),
      atas_nama: 'PT Kantor',
      status: 'Active',
    });
    expect(response.statusCode, response.body).toBe(200);
    ids[account.nama_rekening] = Number(response.json().record.id);
  }
  await grantPages(ctx, TEKNISI, [
    'bankrekening',
    'bankrekening/view',
    'bankrekening/edit',
    'bankrekening/add',
    'bankrekening/export',
  ]);
  await setRule("cabang == 'Bandung'");
});

describe('Batasi Baris: which rows a role reaches', () => {
  it('lists, searches and counts only the rows inside the scope', async () => {
    const inside = await idsWhere("cabang = 'Bandung'");
    expect(inside).toHaveLength(2);
    expect(await listedIds()).toEqual(inside);
    expect(await listedIds('&search=RS')).toEqual(inside);
    const all = await as(ctx.teknisi, 'GET', '/api/bankrekening?limit=500');
    const outside = await ctx.database.query<{ n: string }>(
      "SELECT count(*) AS n FROM bankrekening WHERE cabang IS DISTINCT FROM 'Bandung'",
    );
    const everything = await ctx.database.query<{ n: string }>('SELECT count(*) AS n FROM bankrekening');
    expect(all.json().totalRecords).toBe(Number(everything[0]!.n) - Number(outside[0]!.n));
  });

  it('answers 404 for a row outside it, by view, edit, history and options alike, and changes nothing', async () => {
    const jakarta = ids['RS Jakarta']!;
    expect((await as(ctx.teknisi, 'GET', `/api/bankrekening/view/${jakarta}`)).statusCode).toBe(404);
    expect((await as(ctx.teknisi, 'GET', `/api/bankrekening/view/${ids['RS Bandung 1']}`)).statusCode).toBe(
      200,
    );
    const edit = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${jakarta}`, { keterangan: 'diubah' });
    expect(edit.statusCode).toBe(404);
    const stored = await ctx.database.query<{ keterangan: string | null }>(
      'SELECT keterangan FROM bankrekening WHERE id = $1',
      [jakarta],
    );
    expect(stored[0]!.keterangan).toBeNull();
    expect((await as(ctx.teknisi, 'GET', `/api/bankrekening/history/${jakarta}`)).statusCode).toBe(404);
    const options = await as(ctx.teknisi, 'GET', '/api/bankrekening/options?limit=500');
    expect(options.statusCode, options.body).toBe(200);
    const offered = JSON.stringify(options.json());
    expect(offered).toContain('RS Bandung 1');
    expect(offered).not.toContain('RS Jakarta');
  });

  it('exports only the rows inside it', async () => {
    const response = await as(ctx.teknisi, 'GET', '/api/bankrekening/export?format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('RS Bandung 1');
    expect(response.body).not.toContain('RS Jakarta');
    expect(response.body).not.toContain('RS Surabaya');
  });

  it('refuses an add or an edit that would put a row outside it, with a 422 on the field, and keeps the data', async () => {
    const add = await as(ctx.teknisi, 'POST', '/api/bankrekening/add', {
      nama_rekening: 'RS Medan',
      nama_bank: 'BRI',
      no_rekening: '999',
      atas_nama: 'PT Kantor',
      cabang: 'Medan',
      status: 'Active',
    });
    expect(add.statusCode, add.body).toBe(422);
    expect(Object.keys(add.json().errors)).toEqual(['cabang']);
    expect(await idsWhere("nama_rekening = 'RS Medan'")).toEqual([]);
    const move = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${ids['RS Bandung 2']}`, {
      cabang: 'Jakarta',
    });
    expect(move.statusCode, move.body).toBe(422);
    expect(Object.keys(move.json().errors)).toEqual(['cabang']);
    expect(await idsWhere("cabang = 'Bandung'")).toContain(ids['RS Bandung 2']);
    const inside = await as(ctx.teknisi, 'PUT', `/api/bankrekening/edit/${ids['RS Bandung 2']}`, {
      keterangan: 'ok',
    });
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('leaves the admin every row', async () => {
    const response = await as(ctx.admin, 'GET', '/api/bankrekening?limit=500');
    const listed = (response.json().records as { id: number }[]).map((r) => Number(r.id));
    for (const id of Object.values(ids)) expect(listed).toContain(id);
  });

  it('reads numbers and the signed-in user: groups, combined with and/or', async () => {
    await setRule('saldo_awal >= 10000000 or cabang == "Surabaya"');
    expect(await listedIds()).toEqual(await idsWhere("(saldo_awal >= 10000000 OR cabang = 'Surabaya')"));
    // a group named after a branch that holds the technician's role: user.groups reads it
    const group = await as(ctx.admin, 'POST', '/api/grouproleid/add', {
      nama_group: 'Jakarta',
      role_ids: [TEKNISI],
      status: 'Active',
    });
    expect(group.statusCode, group.body).toBe(200);
    await setRule('cabang in user.groups');
    expect(await listedIds()).toEqual(await idsWhere("cabang = 'Jakarta'"));
    await setRule('user.role_id == 53 and not (cabang in ["Jakarta", "Surabaya"])');
    expect(await listedIds()).toEqual(await idsWhere("cabang NOT IN ('Jakarta', 'Surabaya')"));
    // a user fact of the wrong type for the column admits nothing instead of failing
    await setRule('saldo_awal == user.username');
    expect(await listedIds()).toEqual([]);
  });

  it('refuses at save a condition it cannot apply, naming setup (or the route), in the writer language', async () => {
    const bad = async (setup: string, nama_route = '/bankrekening') => {
      const response = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
        role_id: TEKNISI,
        kategori: 'Batasi Baris',
        nama_route,
        setup,
      });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect(Object.keys(await bad('tidak_ada == 1'))).toEqual(['setup']);
    expect(Object.keys(await bad("IF(cabang == 'A', true, false)"))).toEqual(['setup']);
    expect(Object.keys(await bad('cabang =='))).toEqual(['setup']);
    expect(Object.keys(await bad(''))).toEqual(['setup']);
    expect(Object.keys(await bad('cabang == saldo_awal'))).toEqual(['setup']);
    expect(Object.keys(await bad("cabang == 'A'", '/bukan-resource'))).toEqual(['nama_route']);
  });

  it('narrows the invoice counts and the joined invoice list (reports read through the scope too)', async () => {
    const customer = await as(ctx.admin, 'POST', '/api/akun/add', {
      nama: 'CV Scope',
      jenis_akun: 'Pelanggan',
    });
    for (const harga of [2_750_000, 900_000, 4_000_000]) {
      const invoice = await as(ctx.admin, 'POST', '/api/rinvoice/add', {
        tanggal: '2026-11-20',
        id_akun: customer.json().record.id,
      });
      const id = invoice.json().record.id;
      await as(ctx.admin, 'POST', '/api/rsubinvoice/add', {
        id_invoice: id,
        jenis: 'Lain',
        nama_item: 'Servis',
        harga,
        qty: 1,
      });
      expect((await as(ctx.admin, 'PUT', `/api/rinvoice/edit/${id}`, { status: 'Terbit' })).statusCode).toBe(
        200,
      );
    }
    await grantPages(ctx, TEKNISI, ['rinvoice/countrinvoice', 'rinvoice/joinlist']);
    const scope = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: TEKNISI,
      kategori: 'Batasi Baris',
      nama_route: '/rinvoice',
      setup: 'total > 2000000',
    });
    expect(scope.statusCode, scope.body).toBe(200);
    const oracle = await ctx.database.query<{ n: number; total: string }>(
      "SELECT count(*)::int AS n, coalesce(sum(total), 0) AS total FROM rinvoice WHERE status = 'Terbit' AND total > 2000000",
    );
    const everything = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rinvoice WHERE status = 'Terbit'",
    );
    expect(everything[0]!.n).toBeGreaterThan(oracle[0]!.n);
    const counts = await as(ctx.teknisi, 'GET', '/api/rinvoice/countrinvoice');
    expect(counts.statusCode, counts.body).toBe(200);
    const issued = JSON.stringify(counts.json()).match(/\{[^{}]*"status":"Terbit"[^{}]*\}/)?.[0] ?? '';
    expect(JSON.parse(issued)).toMatchObject({ count: oracle[0]!.n, total: Number(oracle[0]!.total) });
    const joined = await as(ctx.teknisi, 'GET', '/api/rinvoice/joinlist?limit=100');
    expect(joined.statusCode, joined.body).toBe(200);
    const totals = (joined.json().records as { total: number }[]).map((r) => Number(r.total));
    expect(totals.length).toBeGreaterThan(0);
    expect(totals.every((t) => t > 2_000_000)).toBe(true);

    // what links to an invoice outside the scope is outside it too: its lines, by list and by view
    await grantPages(ctx, TEKNISI, ['rsubinvoice', 'rsubinvoice/view', 'rsubinvoice/add']);
    const lines = await ctx.database.query<{ id: number; inside: boolean; id_invoice: number }>(
      'SELECT l.id, l.id_invoice, (i.total > 2000000) AS inside FROM rsubinvoice l JOIN rinvoice i ON i.id = l.id_invoice',
    );
    const listed = await as(ctx.teknisi, 'GET', '/api/rsubinvoice?limit=500');
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = (listed.json().records as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
    expect(shown).toEqual(
      lines
        .filter((l) => l.inside)
        .map((l) => Number(l.id))
        .sort((a, b) => a - b),
    );
    const outside = lines.find((l) => !l.inside)!;
    expect((await as(ctx.teknisi, 'GET', `/api/rsubinvoice/view/${outside.id}`)).statusCode).toBe(404);
    const sneak = await as(ctx.teknisi, 'POST', '/api/rsubinvoice/add', {
      id_invoice: outside.id_invoice,
      jenis: 'Lain',
      nama_item: 'Selundupan',
      harga: 1,
      qty: 1,
    });
    expect(sneak.statusCode, sneak.body).toBe(422);
    expect(Object.keys(sneak.json().errors)).toContain('id_invoice');
  });
});

describe('Batasi Baris on the inventory module’s own reads', () => {
  it('the POS catalogue carries only the items inside the scope', async () => {
    const unit = await as(ctx.admin, 'POST', '/api/rsatuan/add', { nama_satuan: 'Roll' });
    expect(unit.statusCode, unit.body).toBe(200);
    for (const nama_barang of ['Kabel NYM 3x2,5', 'Kabel NYA 1,5', 'Lampu LED 9W']) {
      const added = await as(ctx.admin, 'POST', '/api/rstok/add', {
        nama_barang,
        id_satuan: unit.json().record.id,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    await grantPages(ctx, TEKNISI, ['postransaksirizqieta', 'rstok', 'rstok/view']);
    const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: TEKNISI,
      kategori: 'Batasi Baris',
      nama_route: '/rstok',
      setup: "nama_barang contains 'Kabel'",
    });
    expect(rule.statusCode, rule.body).toBe(200);
    // the oracle: the items whose name holds "Kabel", by plain SQL
    const kabel = (
      await ctx.database.query<{ id: number }>(
        "SELECT id FROM rstok WHERE nama_barang LIKE '%Kabel%' ORDER BY id",
      )
    ).map((r) => Number(r.id));
    expect(kabel).toHaveLength(2);
    const catalog = await as(ctx.teknisi, 'GET', '/api/pos/catalog');
    expect(catalog.statusCode, catalog.body).toBe(200);
    const items = (catalog.json().items as { id: number }[]).map((i) => Number(i.id)).sort((a, b) => a - b);
    expect(items).toEqual(kabel);
    await as(ctx.admin, 'DELETE', `/api/setupshowhideroleid/delete/${rule.json().record.id}`);
    const all = await as(ctx.teknisi, 'GET', '/api/pos/catalog');
    expect((all.json().items as unknown[]).length).toBeGreaterThan(kabel.length);
  });
});
