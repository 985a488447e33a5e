import { beforeAll, describe, expect, it } from 'vitest';
import { insertRegionChain, relationResolver } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';

let supplierId: number;

const ADMIN_ROLE = 52;
const TEKNISI_ROLE = 53;

const COLUMNS = () => [
  { nama_kolom: 'nama_alat', label_kolom: 'Nama Alat', tipe_kolom: 'text', wajib: true },
  { nama_kolom: 'jumlah', label_kolom: 'Jumlah', tipe_kolom: 'integer' },
  { nama_kolom: 'harga', label_kolom: 'Harga', tipe_kolom: 'money' },
  { nama_kolom: 'kondisi', label_kolom: 'Kondisi', tipe_kolom: 'select', opsi: ['Baik', 'Rusak'] },
  { nama_kolom: 'pemasok', label_kolom: 'Pemasok', tipe_kolom: 'relation', opsi: 'rsupplier' },
];

async function design(name: string, roles: number[], columns: object[] = COLUMNS()) {
  return as(ctx.admin, 'PUT', `/api/supertabel/${name}`, { columns, roles });
}

const ctx = useTestApp({}, { signIn: ['admin', 'teknisi'] });
const { as } = ctx;
beforeAll(async () => {
  await insertRegionChain(ctx.database);
  supplierId = Number(await relationResolver(ctx.app, ctx.admin, ctx.database)('rsupplier'));
});

describe('user tables (/supertabel)', () => {
  it('a defined table is a resource at once: add, list, filter, view, edit, export, history', async () => {
    const saved = await design('gudang_alat', [ADMIN_ROLE]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().table.columns.map((c: { nama_kolom: string }) => c.nama_kolom)).toEqual([
      'nama_alat',
      'jumlah',
      'harga',
      'kondisi',
      'pemasok',
    ]);

    const added = await as(ctx.admin, 'POST', '/api/tabel_gudang_alat/add', {
      nama_alat: 'Pompa vakum',
      jumlah: 2,
      harga: 2_350_000,
      kondisi: 'Baik',
      pemasok: supplierId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().record.id;

    const list = await as(ctx.admin, 'GET', '/api/tabel_gudang_alat?search=vakum');
    expect(list.json().records.map((r: { id: number }) => r.id)).toEqual([id]);
    const filtered = await as(ctx.admin, 'GET', '/api/tabel_gudang_alat/index/kondisi/Rusak');
    expect(filtered.json().totalRecords).toBe(0);
    const viewed = (await as(ctx.admin, 'GET', `/api/tabel_gudang_alat/view/${id}`)).json();
    expect(viewed).toMatchObject({ nama_alat: 'Pompa vakum', harga: 2_350_000, pemasok: supplierId });
    expect(viewed.pemasok_label).toBeTruthy();

    const edited = await as(ctx.admin, 'PUT', `/api/tabel_gudang_alat/edit/${id}`, { kondisi: 'Rusak' });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = (await as(ctx.admin, 'GET', `/api/tabel_gudang_alat/history/${id}`)).json();
    expect(JSON.stringify(history)).toContain('Rusak');

    const csv = await as(ctx.admin, 'GET', '/api/tabel_gudang_alat/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Pompa vakum');
  });

  it('bad rows are a 422 naming the field and change nothing', async () => {
    const before = (await as(ctx.admin, 'GET', '/api/tabel_gudang_alat')).json();
    const missing = await as(ctx.admin, 'POST', '/api/tabel_gudang_alat/add', { jumlah: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('nama_alat');
    const option = await as(ctx.admin, 'POST', '/api/tabel_gudang_alat/add', {
      nama_alat: 'X',
      kondisi: 'Hilang',
    });
    expect(option.statusCode).toBe(422);
    expect(option.json().errors).toHaveProperty('kondisi');
    expect((await as(ctx.admin, 'GET', '/api/tabel_gudang_alat')).json()).toEqual(before);
  });

  it('the pages list decides who uses a table, changed without a restart', async () => {
    expect((await as(ctx.teknisi, 'GET', '/api/tabel_gudang_alat')).statusCode).toBe(403);
    expect(
      (await as(ctx.teknisi, 'POST', '/api/tabel_gudang_alat/add', { nama_alat: 'Obeng' })).statusCode,
    ).toBe(403);
    expect((await as(ctx.teknisi, 'GET', '/api/supertabel/resources')).json().tables).toEqual([]);
    expect(
      (await as(ctx.teknisi, 'PUT', '/api/supertabel/punya_teknisi', { columns: COLUMNS() })).statusCode,
    ).toBe(403);

    const columns = (await as(ctx.admin, 'GET', '/api/supertabel')).json().tables[0].columns;
    expect((await design('gudang_alat', [ADMIN_ROLE, TEKNISI_ROLE], columns)).statusCode).toBe(200);
    expect((await as(ctx.teknisi, 'GET', '/api/tabel_gudang_alat')).statusCode).toBe(200);
    const mine = await as(ctx.teknisi, 'POST', '/api/tabel_gudang_alat/add', { nama_alat: 'Obeng set' });
    expect(mine.statusCode, mine.body).toBe(200);
    const resources = (await as(ctx.teknisi, 'GET', '/api/supertabel/resources')).json().tables;
    expect(resources.map((t: { resource: string }) => t.resource)).toEqual(['tabel_gudang_alat']);
    const menu = (await as(ctx.teknisi, 'GET', '/api/ui/menu')).json().entries;
    expect(menu.map((e: { route: string }) => e.route)).toContain('/tabel_gudang_alat');
    const overview = (await as(ctx.admin, 'GET', '/api/supertabel')).json().tables[0];
    expect(overview).toMatchObject({ rows: 2, roles: [ADMIN_ROLE, TEKNISI_ROLE] });
  });

  it('role rules apply to a user table like any resource: Hide Kolom, then Blokir', async () => {
    const rule = async (input: object) => {
      const added = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
        role_id: TEKNISI_ROLE,
        ...input,
      });
      expect(added.statusCode, added.body).toBe(200);
      ctx.app.roleRules.invalidate();
      return added.json().record.id as number;
    };
    const hide = await rule({ nama_route: '/tabel_gudang_alat', kategori: 'Hide Kolom', setup: 'harga' });
    const list = (await as(ctx.teknisi, 'GET', '/api/tabel_gudang_alat')).json();
    expect(list.records.length).toBeGreaterThan(0);
    for (const record of list.records) expect(record).not.toHaveProperty('harga');
    const csv = await as(ctx.teknisi, 'GET', '/api/tabel_gudang_alat/export?format=csv');
    expect(csv.body).not.toContain('2350000');
    expect((await as(ctx.admin, 'GET', '/api/tabel_gudang_alat')).json().records[0]).toHaveProperty('harga');

    const block = await rule({
      nama_route: '/tabel_gudang_alat',
      kategori: 'Blokir JSX',
      keterangan: 'Gudang ditutup',
    });
    const blocked = await as(ctx.teknisi, 'GET', '/api/tabel_gudang_alat');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Gudang ditutup');
    for (const id of [hide, block]) await as(ctx.admin, 'DELETE', `/api/setupshowhideroleid/delete/${id}`);
    ctx.app.roleRules.invalidate();
    expect((await as(ctx.teknisi, 'GET', '/api/tabel_gudang_alat')).statusCode).toBe(200);
  });

  it('a bad design is a 422 per column and writes nothing', async () => {
    const bad = await design(
      'meja',
      [ADMIN_ROLE],
      [
        { nama_kolom: 'Nama Meja', label_kolom: 'Nama', tipe_kolom: 'text' },
        { nama_kolom: 'warna', label_kolom: 'Warna', tipe_kolom: 'select' },
        { nama_kolom: 'toko', label_kolom: 'Toko', tipe_kolom: 'relation', opsi: 'tidakada' },
        { nama_kolom: 'id', label_kolom: 'Id', tipe_kolom: 'integer' },
      ],
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'columns.0.nama_kolom',
      'columns.1.opsi',
      'columns.2.opsi',
      'columns.3.nama_kolom',
    ]);
    expect((await as(ctx.admin, 'GET', '/api/tabel_meja')).statusCode).toBe(404);
    const badName = await design('Meja Kantor', [ADMIN_ROLE]);
    expect(badName.json().errors).toHaveProperty('nama_tabel');
    const rows = await ctx.database.query(
      "SELECT 1 FROM tabelkolom WHERE nama_tabel IN ('meja', 'Meja Kantor')",
    );
    expect(rows).toHaveLength(0);
  });

  it('garbage in a design is a 422 naming each field, never a 500 (the declaration, api/routes/usertables.ts)', async () => {
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/supertabel/kursi',
        payload,
        headers: { authorization: `Bearer ${ctx.admin}`, 'content-type': 'application/json' },
      });
    const one = JSON.stringify(COLUMNS().slice(0, 1));
    for (const [payload, fields] of [
      ['[]', ['columns']],
      ['"teks"', ['columns']],
      ['{"columns": "nama"}', ['columns']],
      ['{"columns": {"0": {}}}', ['columns']],
      [`{"columns": ${one}, "roles": ["52"]}`, ['roles']],
      [`{"columns": ${one}, "roles": [52, null]}`, ['roles']],
      // a column that is no object is an empty one: no name, no label (a roles that is no list is none)
      [
        '{"columns": [5, null], "roles": 52}',
        ['columns.0.label_kolom', 'columns.0.nama_kolom', 'columns.1.label_kolom', 'columns.1.nama_kolom'],
      ],
      // a name and a label are read as text, as they always were (["a"] is `a`); a type must be one named
      ['{"columns": [{"nama_kolom": ["a"], "label_kolom": {}, "tipe_kolom": 3}]}', ['columns.0.tipe_kolom']],
    ] as const) {
      const response = await send(payload);
      expect(response.statusCode, `${payload}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), payload).toEqual(fields);
    }
    expect(await ctx.database.query("SELECT 1 FROM tabelkolom WHERE nama_tabel = 'kursi'")).toHaveLength(0);
  });

  it('renaming a column keeps its data; a type the data cannot take is refused with the data kept', async () => {
    const columns = (await as(ctx.admin, 'GET', '/api/supertabel')).json().tables[0].columns;
    const renamed = columns.map((c: { nama_kolom: string }) =>
      c.nama_kolom === 'nama_alat' ? { ...c, nama_kolom: 'nama_barang', label_kolom: 'Nama Barang' } : c,
    );
    expect((await design('gudang_alat', [ADMIN_ROLE, TEKNISI_ROLE], renamed)).statusCode).toBe(200);
    const list = (await as(ctx.admin, 'GET', '/api/tabel_gudang_alat?sort=id&order=asc')).json().records;
    expect(list.map((r: { nama_barang: string }) => r.nama_barang)).toEqual(['Pompa vakum', 'Obeng set']);

    const retyped = renamed.map((c: { nama_kolom: string }) =>
      c.nama_kolom === 'nama_barang' ? { ...c, tipe_kolom: 'integer' } : c,
    );
    const refused = await design('gudang_alat', [ADMIN_ROLE, TEKNISI_ROLE], retyped);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('columns.0.tipe_kolom');
    const after = (await as(ctx.admin, 'GET', '/api/tabel_gudang_alat?sort=id&order=asc')).json().records;
    expect(after).toEqual(list);
  });

  it('the generic tabelkolom form goes through the same checks', async () => {
    const refused = await as(ctx.admin, 'POST', '/api/tabelkolom/add', {
      nama_tabel: 'gudang_alat',
      nama_kolom: 'jumlah',
      label_kolom: 'Jumlah lagi',
      tipe_kolom: 'integer',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('nama_kolom');
    const added = await as(ctx.admin, 'POST', '/api/tabelkolom/add', {
      nama_tabel: 'gudang_alat',
      nama_kolom: 'lokasi',
      label_kolom: 'Lokasi',
      tipe_kolom: 'text',
    });
    expect(added.statusCode, added.body).toBe(200);
    const row = await as(ctx.admin, 'POST', '/api/tabel_gudang_alat/add', {
      nama_barang: 'Tang',
      lokasi: 'Rak 2',
    });
    expect(row.statusCode, row.body).toBe(200);
    expect(row.json().record.lokasi).toBe('Rak 2');
  });

  it('a table with rows is not deleted; an empty one is, with its pages', async () => {
    const refused = await as(ctx.admin, 'DELETE', '/api/supertabel/gudang_alat');
    expect(refused.statusCode).toBe(409);
    const ids = (await as(ctx.admin, 'GET', '/api/tabel_gudang_alat'))
      .json()
      .records.map((r: { id: number }) => r.id);
    expect((await as(ctx.admin, 'DELETE', `/api/tabel_gudang_alat/delete/${ids.join(',')}`)).statusCode).toBe(
      200,
    );
    const deleted = await as(ctx.admin, 'DELETE', '/api/supertabel/gudang_alat');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await as(ctx.admin, 'GET', '/api/tabel_gudang_alat')).statusCode).toBe(404);
    const pages = await ctx.database.query(
      "SELECT 1 FROM permissions WHERE page_name LIKE '%tabel_gudang_alat%'",
    );
    expect(pages).toHaveLength(0);
  });
});

// Issue 32 (Low): user-table columns named after PostgreSQL's system columns were a 500, and
// `tabelkolom/add` took a 65th column where /supertabel stops at 60.
describe('user-table column names and count (issue 32)', () => {
  it('refuses every PostgreSQL system column name with a 422 on both routes, never a 500', async () => {
    for (const name of ['ctid', 'xmin', 'tableoid', 'cmax', 'cmin', 'xmax', 'oid']) {
      const generic = await as(ctx.admin, 'POST', '/api/tabelkolom/add', {
        nama_tabel: 'gudang_alat',
        nama_kolom: name,
        label_kolom: name,
        tipe_kolom: 'text',
      });
      expect(generic.statusCode, `${name}: ${generic.body}`).toBe(422);
      expect(Object.keys(generic.json().errors), name).toEqual(['nama_kolom']);
      const designed = await design(
        'sistem',
        [ADMIN_ROLE],
        [
          { nama_kolom: 'nama', label_kolom: 'Nama', tipe_kolom: 'text' },
          { nama_kolom: name, label_kolom: name, tipe_kolom: 'integer' },
        ],
      );
      expect(designed.statusCode, `${name}: ${designed.body}`).toBe(422);
      expect(Object.keys(designed.json().errors), name).toEqual(['columns.1.nama_kolom']);
    }
    expect((await as(ctx.admin, 'GET', '/api/tabel_sistem')).statusCode).toBe(404);
  });

  it('holds one table to 60 columns whichever route adds them', async () => {
    const sixty = Array.from({ length: 60 }, (_, i) => ({
      nama_kolom: `k${i + 1}`,
      label_kolom: `Kolom ${i + 1}`,
      tipe_kolom: 'text',
    }));
    const tooMany = await design(
      'lebar',
      [ADMIN_ROLE],
      [...sixty, { nama_kolom: 'k61', label_kolom: 'Kolom 61', tipe_kolom: 'text' }],
    );
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.columns[0]).toBe('A table has at most 60 columns');
    expect((await design('lebar', [ADMIN_ROLE], sixty)).statusCode).toBe(200);
    const extra = await as(ctx.admin, 'POST', '/api/tabelkolom/add', {
      nama_tabel: 'lebar',
      nama_kolom: 'k61',
      label_kolom: 'Kolom 61',
      tipe_kolom: 'text',
    });
    expect(extra.statusCode, extra.body).toBe(422);
    expect(extra.json().errors).toEqual({ nama_tabel: ['A table has at most 60 columns'] });
    const [count] = await ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tabelkolom WHERE nama_tabel = 'lebar'",
    );
    expect(count!.n).toBe(60);
  });
});
