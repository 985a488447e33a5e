// The hidden-money test's world (hidden-money.api.test.ts): not a test file itself.
import { beforeAll, expect } from 'vitest';
import { invoiceTemplate } from '../modules/documents/demo-templates.ts';
import type { RouteEntry } from '../plugins/access.ts';
import { insertUser } from './auth-support.ts';
import { useTestApp } from './fixture.ts';
import { pagesOf, textOf } from './route-walk.ts';

// Issue 32, "Hidden money leaks through reports": a role with `total`, `sisa` and `harga` hidden by
// Hide Kolom got them from `/api/rinvoice/joinlist` (`"total":4162500`), `joinlistitems`,
// `listuntukmodal`, `qnevt`, `rbdkm`, `countrinvoice` and `rlaporan/laporan/penjualan` (CSV too).
// Rule R5: every answer that quotes a resource's field goes through the role's hidden fields, sums
// and counts over them included. The walk takes every route of the money modules from the route
// table, as a role that holds every page those routes need and may see none of the money and number
// fields of invoices, their lines, income, expenses, goods and stock; and as the admin with the same
// rules (the dashboard is the admin's).

export const MODULES = [
  'invoicingRoutes',
  'reportRoutes',
  'dashboardRoutes',
  'inventoryRoutes',
  'maintenanceRoutes',
  'documentsRoutes',
];

/** Hide Kolom per resource: every money and number field of the money resources. */
export const HIDDEN: Record<string, string[]> = {
  rinvoice: ['diskon', 'ppn_persen', 'subtotal', 'dpp', 'dpp_nilai_lain', 'ppn', 'total', 'dibayar', 'sisa'],
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
export const AMOUNTS = [
  4_162_500, 1_234_567, 2_927_933, 2_718_281, 5_283_700, 3_917_300, 27_421_100, 23_503_800, 6_543_210,
  9_446_200, 8_211_633, 1_483_714, 1_444_219, 1_366_400,
];
export const FORBIDDEN = AMOUNTS.flatMap((n) => [String(n), n.toLocaleString('id-ID')]);

/**
 * The app with the seeded amounts above (invoices, payments, goods, a job), a role `pengamat` holding
 * every page the money routes need with every money field hidden, signed in as `viewer`, and the walk
 * over the money modules' routes.
 */
export function useHiddenMoneyWorld() {
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
      return [
        'penjualan',
        'umur-piutang',
        'pemasukan-pengeluaran',
        'nilai-stok',
        'pekerjaan-selesai',
      ].flatMap((kind) =>
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

  return {
    ctx,
    ids,
    as,
    hideFor,
    walk,
    get viewer() {
      return viewer;
    },
  };
}
