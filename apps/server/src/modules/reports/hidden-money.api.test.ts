import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../plugins/access.ts';
import { insertUser } from '../../test/auth-support.ts';
import { useTestApp } from '../../test/fixture.ts';
import { pagesOf, textOf } from '../../test/route-walk.ts';
import { invoiceTemplate } from '../documents/demo-templates.ts';

// Issue 32, "Hidden money leaks through reports": a role with `total`, `sisa` and `harga` hidden by
// Hide Kolom got them from `/api/rinvoice/joinlist` (`"total":4162500`), `joinlistitems`,
// `listuntukmodal`, `qnevt`, `rbdkm`, `countrinvoice` and `rlaporan/laporan/penjualan` (CSV too).
// Rule R5: every answer that quotes a resource's field goes through the role's hidden fields, sums
// and counts over them included. The walk below takes every route of the money modules from the route
// table, as a role that holds every page those routes need and may see none of the money and number
// fields of invoices, their lines, income, expenses, goods and stock; and as the admin with the same
// rules (the dashboard is the admin's).

const MODULES = [
  'invoicingRoutes',
  'reportRoutes',
  'dashboardRoutes',
  'inventoryRoutes',
  'maintenanceRoutes',
  'documentsRoutes',
];

/** Hide Kolom per resource: every money and number field of the money resources. */
const HIDDEN: Record<string, string[]> = {
  rinvoice: ['diskon', 'ppn_persen', 'subtotal', 'dpp', 'ppn', 'total', 'dibayar', 'sisa'],
  rsubinvoice: ['qty', 'harga', 'diskon', 'subtotal'],
  rpemasukan: ['jumlah'],
  rpengeluaran: ['jumlah'],
  rstok: ['stok_minimum', 'qty_masuk', 'qty_keluar', 'stok', 'nilai_stok', 'harga_pokok'],
  rbarangmasuk: ['total'],
  rbarangmasuksub: ['qty', 'harga_satuan', 'subtotal'],
  rbarangkeluar: ['qty', 'harga_satuan', 'diskon', 'subtotal', 'nilai_pokok'],
  rsethargajual: ['harga_jual', 'harga_grosir', 'minimal_qty_grosir'],
  rpekerjaan: ['nilai_kontrak'],
};

/**
 * The seeded amounts and what follows from them, worked out by hand: invoice A 4.162.500 with
 * 1.234.567 paid (2.927.933 owed) and an expense of 2.718.281 booked on it; invoice B one unit of goods
 * sold at 5.283.700, bought at 3.917.300 (7 received: 27.421.100, 6 left: 23.503.800); a job of
 * 6.543.210 done. Sales 9.446.200, owed 8.211.633, income less expenses −1.483.714, margins 1.444.219
 * (A) and 1.366.400 (B).
 */
const AMOUNTS = [
  4_162_500, 1_234_567, 2_927_933, 2_718_281, 5_283_700, 3_917_300, 27_421_100, 23_503_800, 6_543_210,
  9_446_200, 8_211_633, 1_483_714, 1_444_219, 1_366_400,
];
const FORBIDDEN = AMOUNTS.flatMap((n) => [String(n), n.toLocaleString('id-ID')]);

let viewer: string;
const ids: Record<string, number> = {};
/** The document batch the walk started (its progress and ZIP are walked too). */
let batch: string | undefined;

const as = (token: string, method: string, url: string, payload?: object) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
async function add(resource: string, payload: object): Promise<number> {
  const response = await as(ctx.admin, 'POST', `/api/${resource}/add`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
  return Number(response.json().record.id);
}
async function edit(resource: string, id: number, payload: object) {
  const response = await as(ctx.admin, 'PUT', `/api/${resource}/edit/${id}`, payload);
  expect(response.statusCode, `${resource}: ${response.body}`).toBe(200);
}

/** The concrete requests for one route: its parameters filled with the seeded records. */
function requestsOf(route: RouteEntry): string[] {
  const range = 'from=2026-01-01&to=2026-12-31&dari=2026-01-01&sampai=2026-12-31&period=month';
  const fill = (url: string, id: number) => url.replace(':id', String(id));
  const url = route.url;
  if (url.includes(':kind'))
    return ['penjualan', 'umur-piutang', 'pemasukan-pengeluaran', 'nilai-stok', 'pekerjaan-selesai'].flatMap(
      (kind) =>
        ['', '&format=csv', '&format=xlsx', '&format=pdf'].map(
          (format) => `${url.replace(':kind', kind)}?${range}${format}`,
        ),
    );
  if (url.includes(':resource'))
    return [
      `${fill(url.replace(':resource', 'rinvoice'), ids.invoiceA!)}?template=${ids.template}`,
      fill(url.replace(':resource', 'rstok'), ids.item!),
    ];
  if (url.includes(':job')) return [url.replace(':job', batch ?? 'none')];
  if (url.startsWith('/api/rstok/')) return [fill(url, ids.item!)];
  if (url.startsWith('/api/rpekerjaan/')) return [fill(url, ids.job!)];
  if (url.includes(':id')) return [fill(url, ids.invoiceA!), fill(url, ids.invoiceB!)];
  return [`${url}?${range}`, `${url}?${range}&format=csv`];
}

/** Bodies that take a write route past its validation, so its answer is what is checked. */
const BODIES: Record<string, () => object> = {
  'POST /api/rinvoice/pembayaran/:id': () => ({ jumlah: 1_000, metode: 'Tunai' }),
  'POST /api/rbarangmasuksub/addmodalsatuan': () => ({
    id_stok: ids.item,
    id_satuan: ids.unit,
    harga_satuan: 1_000,
  }),
};

async function hideFor(roleId: number) {
  for (const [resource, fields] of Object.entries(HIDDEN)) {
    const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
      role_id: roleId,
      nama_route: `/${resource}`,
      kategori: 'Hide Kolom',
      setup: fields.join(','),
    });
    expect(rule.statusCode, rule.body).toBe(200);
  }
}

const ctx = useTestApp({ paymentProvider: 'sandbox', paymentSandboxSecret: 'hidden-money-sandbox-2c7' });
beforeAll(async () => {
  const customer = await add('akun', {
    nama: 'CV Cahaya Abadi',
    jenis_akun: 'Pelanggan',
    no_hp: '0813-2222-3333',
  });
  ids.unit = await add('rsatuan', { nama_satuan: 'Unit' });
  const supplier = await add('rsupplier', { nama_supplier: 'PT Pemasok', no_hp: '0812-9999-0000' });
  ids.item = await add('rstok', { nama_barang: 'Genset 5 kVA', id_satuan: ids.unit, stok_minimum: 10 });
  const receipt = await add('rbarangmasuk', {
    no_referensi: 'BM-77',
    tanggal: '2026-03-02',
    id_supplier: supplier,
  });
  await add('rbarangmasuksub', {
    id_barangmasuk: receipt,
    id_stok: ids.item,
    qty: 7,
    id_satuan: ids.unit,
    harga_satuan: 3_917_300,
  });
  await edit('rbarangmasuk', receipt, { status: 'Diterima' });
  await add('rsethargajual', {
    id_stok: ids.item,
    id_satuan: ids.unit,
    harga_jual: 5_283_700,
    berlaku_mulai: '2026-01-01',
  });
  // invoice A: one free line of 4.162.500, 1.234.567 paid, an expense of 2.718.281 booked on it
  ids.invoiceA = await add('rinvoice', { tanggal: '2026-03-10', id_akun: customer });
  await add('rsubinvoice', {
    id_invoice: ids.invoiceA,
    jenis: 'Lain',
    nama_item: 'Sewa genset',
    harga: 4_162_500,
    qty: 1,
  });
  await edit('rinvoice', ids.invoiceA, { status: 'Terbit' });
  const paid = await as(ctx.admin, 'POST', `/api/rinvoice/pembayaran/${ids.invoiceA}`, {
    jumlah: 1_234_567,
    metode: 'Transfer',
    tanggal: '2026-03-12',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const category = await add('rmasterpengeluaran', { nama_pengeluaran: 'Transport' });
  await add('rpengeluaran', {
    tanggal: '2026-03-11',
    uraian: 'Angkut genset',
    id_masterpengeluaran: category,
    jumlah: 2_718_281,
    id_invoice: ids.invoiceA,
  });
  // invoice B: the item sold once at its price
  ids.invoiceB = await add('rinvoice', { tanggal: '2026-03-15', id_akun: customer });
  await add('rsubinvoice', { id_invoice: ids.invoiceB, jenis: 'Barang', id_stok: ids.item, qty: 1 });
  await edit('rinvoice', ids.invoiceB, { status: 'Terbit' });
  // a job of 6.543.210, done
  ids.job = await add('rpekerjaan', {
    nama_pekerjaan: 'Pasang genset',
    id_akun: customer,
    tanggal_mulai: '2026-03-01',
    nilai_kontrak: 6_543_210,
  });
  await edit('rpekerjaan', ids.job, {
    status: 'Done',
    tanggal_selesai: '2026-03-20',
    alasan_tutup: 'Selesai tanpa sub pekerjaan',
  });
  // "Cetak dengan template": the demo's invoice design (number, customer, lines, total in words)
  ids.template = await add('dokumengenerator', {
    nama_dokumen: 'Invoice A4',
    jenis: 'Template',
    kategori: 'rinvoice',
    variabel: { engine: 'pdfme', template: invoiceTemplate() },
  });
  // the hand computation above holds for the admin, who sees everything
  const check = (await as(ctx.admin, 'GET', '/api/rsubinvoice/rbdkm?from=2026-01-01&to=2026-12-31')).json();
  expect(check.records[0]).toMatchObject({ total: 9_446_200, paid: 1_234_567, balance: 8_211_633 });
  const stock = (await as(ctx.admin, 'GET', `/api/rstok/view/${ids.item}`)).json();
  expect(stock).toMatchObject({ stok: 6, nilai_stok: 23_503_800 });

  // the viewer: every page the money modules' routes need, none of the amounts
  const [role] = await ctx.database.query<{ id: number }>(
    "INSERT INTO roles (role_name) VALUES ('Pengamat') RETURNING id",
  );
  const roleId = Number(role!.id);
  const pages = new Set([
    'home',
    ...ctx.app.routeTable
      .filter((r) => MODULES.includes(r.plugin ?? ''))
      .flatMap((r) => pagesOf(r, ['rinvoice', 'rstok'])),
  ]);
  await ctx.database.query(
    'INSERT INTO permissions (role_id, page_name) SELECT $1, p FROM unnest($2::text[]) AS p',
    [roleId, [...pages]],
  );
  await hideFor(roleId);
  await insertUser(ctx.database, { username: 'pengamat', email: 'pengamat@contoh.co.id', roleId });
  viewer = await ctx.login('pengamat', 'Kopi-Tubruk-Pagi-7');
}, 120_000);

type Seen = { request: string; status: number; leaked: string[] };

/** Walks every route of the money modules (reads first, then writes, then reads again). */
async function walk(token: string): Promise<Seen[]> {
  const routes = ctx.app.routeTable.filter(
    (r) => MODULES.includes(r.plugin ?? '') && r.access?.kind !== 'public',
  );
  expect(new Set(routes.map((r) => r.plugin))).toEqual(new Set(MODULES));
  const seen: Seen[] = [];
  const visit = async (route: RouteEntry) => {
    for (const url of requestsOf(route)) {
      const body = BODIES[`${route.method} ${route.url}`]?.() ?? (route.method === 'GET' ? undefined : {});
      const response = await as(token, route.method, url, body);
      const text = textOf(response);
      if (route.url === '/api/documents/:resource/batch' && response.statusCode === 200)
        batch = response.json().id;
      seen.push({
        request: `${route.method} ${url}`,
        status: response.statusCode,
        leaked: FORBIDDEN.filter((value) => text.includes(value)),
      });
    }
  };
  const reads = routes.filter((r) => r.method === 'GET');
  for (const route of reads) await visit(route);
  for (const route of routes.filter((r) => r.method !== 'GET')) await visit(route);
  // the batch's progress and ZIP once it is done
  for (let i = 0; i < 50 && batch; i++) {
    const job = await as(token, 'GET', `/api/documents/jobs/${batch}`);
    if (job.json().status !== 'running') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const route of reads) await visit(route);
  return seen;
}

// first: the walks below write (payments, copies) and would move these figures
describe('the requests as the issue gives them', () => {
  // exactly the role: `total` and `sisa` of invoices and `harga` of their lines hidden, nothing
  // else (the line's subtotal, the DPP and what was paid stay visible to it)
  let probe: string;
  beforeAll(async () => {
    const [role] = await ctx.database.query<{ id: number }>(
      "INSERT INTO roles (role_name) VALUES ('Tanpa total') RETURNING id",
    );
    const roleId = Number(role!.id);
    await ctx.database.query(
      'INSERT INTO permissions (role_id, page_name) SELECT $1, p FROM unnest($2::text[]) AS p',
      [
        roleId,
        [
          'home',
          ...new Set(
            ctx.app.routeTable
              .filter((r) => MODULES.includes(r.plugin ?? ''))
              .flatMap((r) => pagesOf(r, ['rinvoice', 'rstok'])),
          ),
        ],
      ],
    );
    for (const [resource, setup] of [
      ['rinvoice', 'total,sisa'],
      ['rsubinvoice', 'harga'],
    ] as const) {
      const rule = await as(ctx.admin, 'POST', '/api/setupshowhideroleid/add', {
        role_id: roleId,
        nama_route: `/${resource}`,
        kategori: 'Hide Kolom',
        setup,
      });
      expect(rule.statusCode, rule.body).toBe(200);
    }
    await insertUser(ctx.database, { username: 'tanpa.total', email: 'tanpa.total@contoh.co.id', roleId });
    probe = await ctx.login('tanpa.total', 'Kopi-Tubruk-Pagi-7');
  });

  const range = 'from=2026-01-01&to=2026-12-31';
  const get = async (url: string) => {
    const answer = await as(probe, 'GET', url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    return answer;
  };

  it('GET /api/rinvoice/joinlist: no "total":4162500, no balance, no line price', async () => {
    const answer = await get('/api/rinvoice/joinlist');
    expect(answer.body).not.toContain('"total":4162500');
    const invoice = answer.json().records.find((r: { id: number }) => r.id === ids.invoiceA);
    expect(invoice).not.toHaveProperty('total');
    expect(invoice).not.toHaveProperty('sisa');
    expect(invoice.lines[0]).not.toHaveProperty('harga');
    // what the role may see stays: the line's name and subtotal, what was paid
    expect(invoice.lines[0]).toMatchObject({ nama_item: 'Sewa genset', subtotal: 4_162_500 });
    expect(invoice).toMatchObject({ dibayar: 1_234_567 });
  });

  it('joinlistitems, listuntukmodal, qnevt, rbdkm, countrinvoice: no total, balance or price', async () => {
    const items = (await get('/api/rsubinvoice/joinlistitems')).json().records;
    expect(items.length).toBeGreaterThan(0);
    for (const line of items) expect(line).not.toHaveProperty('harga');
    // the margin of invoice A: revenue (its DPP, visible) less its expense; nothing quotes total or sisa
    const costs = (await get('/api/rinvoice/listuntukmodal')).json().records;
    expect(costs.find((r: { id: number }) => r.id === ids.invoiceA)).toMatchObject({ margin: 1_444_219 });
    expect((await get(`/api/rsubinvoice/qnevt?${range}`)).json().records.length).toBeGreaterThan(0);
    const customers = (await get(`/api/rsubinvoice/rbdkm?${range}`)).json().records;
    expect(customers[0]).toEqual({ customer: 'CV Cahaya Abadi', invoices: 2, paid: 1_234_567 });
    const counts = (await get('/api/rinvoice/countrinvoice')).json();
    for (const row of [...counts.rows, counts.totals]) {
      expect(row).not.toHaveProperty('total');
      expect(row).not.toHaveProperty('balance');
    }
    expect(counts.totals.count).toBeGreaterThanOrEqual(2);
  });

  it('rlaporan/laporan/penjualan, CSV too: the invoice and total columns are gone, POS stays', async () => {
    const table = (await get(`/api/rlaporan/laporan/penjualan?${range}`)).json();
    expect(table.columns.map((c: { key: string }) => c.key)).toEqual(['pos']);
    expect(Object.keys(table.totals)).toEqual(['pos']);
    expect(table.chart.series).toEqual(['pos']);
    const csv = (await get(`/api/rlaporan/laporan/penjualan?${range}&format=csv`)).body;
    expect(csv).not.toContain('9446200');
    expect(csv).not.toContain('4162500');
    expect(csv.split('\n')[0]).not.toMatch(/Total/i);
  });
});

describe('hidden money stays hidden on every route of the money modules', () => {
  it('(the oracle reads each kind of answer: the admin, without rules yet, sees the amounts in them)', async () => {
    const range = 'from=2026-01-01&to=2026-12-31';
    for (const [url, amount] of [
      [`/api/documents/rinvoice/generate/${ids.invoiceA}?template=${ids.template}`, '4.162.500'],
      [`/api/rlaporan/laporan/penjualan?${range}&format=pdf`, '9446200'],
      [`/api/rlaporan/laporan/penjualan?${range}&format=xlsx`, '9446200'],
      [`/api/rlaporan/laporan/penjualan?${range}&format=csv`, '9446200'],
      [`/api/rinvoice/joinlist`, '4162500'],
    ] as const) {
      const answer = await as(ctx.admin, 'GET', url);
      expect(answer.statusCode, url).toBe(200);
      expect(textOf(answer), url).toContain(amount);
    }
  });

  it('as a role holding every page, with every amount hidden: none of the amounts in any answer', async () => {
    const seen = await walk(viewer);
    expect(seen.filter((s) => s.leaked.length > 0)).toEqual([]);
    // never a 500 (an undeclared column fails the answer): the walk read real answers
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
    const answered = seen.filter((s) => s.status === 200).map((s) => s.request);
    for (const must of [
      `GET /api/rinvoice/joinlist?`,
      'GET /api/rsubinvoice/joinlistitems?',
      'GET /api/rinvoice/listuntukmodal?',
      'GET /api/rsubinvoice/qnevt?',
      'GET /api/rsubinvoice/rbdkm?',
      'GET /api/rinvoice/countrinvoice?',
      'GET /api/rlaporan/laporan/penjualan?',
      'GET /api/rpemasukan/ghkpo?',
      'GET /api/rpemasukan/drtyj?',
      `GET /api/rstok/kartu/${ids.item}`,
      `GET /api/rinvoice/pembayaranvirtual/${ids.invoiceA}`,
      `GET /api/documents/rinvoice/generate/${ids.invoiceA}`,
      'POST /api/documents/rinvoice/batch',
      'GET /api/documents/jobs/',
    ])
      expect(
        answered.some((r) => r.startsWith(must)),
        must,
      ).toBe(true);
    expect(answered.some((r) => r.includes('/laporan/penjualan?') && r.endsWith('format=csv'))).toBe(true);
  });

  it('as the admin with the same rules on the admin role: the dashboard too', async () => {
    await hideFor(52);
    const seen = await walk(ctx.admin);
    expect(seen.filter((s) => s.leaked.length > 0)).toEqual([]);
    expect(seen.filter((s) => s.status >= 500)).toEqual([]);
    expect(seen.some((s) => s.request.startsWith('GET /api/dashboard/bisnis') && s.status === 200)).toBe(
      true,
    );
  });
});
