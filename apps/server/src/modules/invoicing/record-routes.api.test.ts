import { getResource } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../test/auth-support.ts';
import { assignJobTo } from '../../test/factories.ts';
import { useTestApp } from '../../test/fixture.ts';
import { login, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';

// Issue 32, "Invoice side routes check only the page, not the record": a login holding only
// `rinvoice/pembayaranvirtual`, `rinvoice/duplikatinv` and `rpemasukan/add` (no `rinvoice/view`) read any
// invoice's number, totals and order ids, copied it with customer and lines, recorded a payment and
// settled it through the sandbox. Rule R4 (docs/architecture.md): a route about one record needs that
// record's view page and the record inside the caller's view scope; outside it, the missing one's 404.

let admin: string;
let cashier: string;
let cashierRole: number;
const ids: Record<string, number> = {};

type Method = 'GET' | 'POST';
const call = (token: string, method: Method, url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const count = async (sql: string) => (await ctx.database.query<{ n: number }>(sql))[0]!.n;
const invoiceState = async (id: number) =>
  (await ctx.database.query<{ status: string }>('SELECT status FROM rinvoice WHERE id = $1', [id]))[0]!
    .status;

const ctx = useTestApp({
  paymentProvider: 'sandbox',
  paymentSandboxSecret: 'record-routes-sandbox-4b1',
});
const { addId: add } = ctx;
beforeAll(async () => {
  admin = ctx.admin;
  ids.customer = await add('akun', {
    nama: 'PT Sumber Rejeki',
    jenis_akun: 'Pelanggan',
    no_hp: '0812-1111-2222',
  });
  ids.invoice = await add('rinvoice', { tanggal: '2026-11-20', id_akun: ids.customer });
  await add('rsubinvoice', {
    id_invoice: ids.invoice,
    jenis: 'Lain',
    nama_item: 'Perawatan genset',
    harga: 3_350_000,
    qty: 1,
  });
  expect(
    (await call(admin, 'PUT' as Method, `/api/rinvoice/edit/${ids.invoice}`, { status: 'Terbit' }))
      .statusCode,
  ).toBe(200);
  // the sandbox account the cashier would settle
  expect((await call(admin, 'POST', `/api/rinvoice/pembayaranvirtual/${ids.invoice}`)).statusCode).toBe(200);

  const [role] = await ctx.database.query<{ id: number }>(
    "INSERT INTO roles (role_name) VALUES ('Kasir VA') RETURNING id",
  );
  cashierRole = Number(role!.id);
  await ctx.database.query(
    `INSERT INTO permissions (role_id, page_name)
     SELECT $1, p FROM unnest($2::text[]) AS p`,
    [cashierRole, ['home', 'rinvoice/pembayaranvirtual', 'rinvoice/duplikatinv', 'rpemasukan/add']],
  );
  await insertUser(ctx.database, {
    username: 'kasir.va',
    email: 'kasir.va@contoh.co.id',
    roleId: cashierRole,
  });
  cashier = await login(ctx.app, 'kasir.va', 'Kopi-Tubruk-Pagi-7');
}, 90_000);

describe('invoice side routes without rinvoice/view', () => {
  it('GET …/pembayaranvirtual/{id}: 403, no number, totals or order id', async () => {
    const [account] = await ctx.database.query<{ order_id: string }>(
      'SELECT order_id FROM invoice_virtual_accounts WHERE id_invoice = $1',
      [ids.invoice],
    );
    const [invoice] = await ctx.database.query<{ no_invoice: string }>(
      'SELECT no_invoice FROM rinvoice WHERE id = $1',
      [ids.invoice],
    );
    const answer = await call(cashier, 'GET', `/api/rinvoice/pembayaranvirtual/${ids.invoice}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain(account!.order_id);
    expect(answer.body).not.toContain(invoice!.no_invoice);
    expect(answer.body).not.toContain('3350000');
  });

  it('POST /rinvoice/duplikatinv/{id}: 403, nothing copied', async () => {
    const before = await count('SELECT count(*)::int AS n FROM rinvoice');
    const answer = await call(cashier, 'POST', `/api/rinvoice/duplikatinv/${ids.invoice}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.body).not.toContain('Sumber Rejeki');
    expect(await count('SELECT count(*)::int AS n FROM rinvoice')).toBe(before);
  });

  it('POST /rinvoice/pembayaran/{id}: 403, no payment recorded', async () => {
    const answer = await call(cashier, 'POST', `/api/rinvoice/pembayaran/${ids.invoice}`, {
      jumlah: 1_000_000,
      metode: 'Tunai',
    });
    expect(answer.statusCode).toBe(403);
    expect(
      await count(`SELECT count(*)::int AS n FROM invoice_payments WHERE id_invoice = ${ids.invoice}`),
    ).toBe(0);
  });

  it('POST …/pembayaranvirtual/{id}/simulasi: 403, the invoice stays Terbit', async () => {
    const answer = await call(cashier, 'POST', `/api/rinvoice/pembayaranvirtual/${ids.invoice}/simulasi`, {});
    expect(answer.statusCode).toBe(403);
    expect(await invoiceState(ids.invoice)).toBe('Terbit');
  });

  it('answers the same for an invoice that does not exist: no probing for ids', async () => {
    const missing = await call(cashier, 'GET', '/api/rinvoice/pembayaranvirtual/999999');
    const present = await call(cashier, 'GET', `/api/rinvoice/pembayaranvirtual/${ids.invoice}`);
    expect(missing.statusCode).toBe(present.statusCode);
    expect(missing.json()).toEqual(present.json());
  });
});

describe('with rinvoice/view the same routes work, on an invoice in view', () => {
  beforeAll(async () => {
    await ctx.database.query("INSERT INTO permissions (role_id, page_name) VALUES ($1, 'rinvoice/view')", [
      cashierRole,
    ]);
    await ctx.app.roleCache.invalidate();
  });

  it('reads, copies, records a payment and settles through the sandbox; a missing invoice is a 404', async () => {
    expect((await call(cashier, 'GET', `/api/rinvoice/pembayaranvirtual/${ids.invoice}`)).statusCode).toBe(
      200,
    );
    const copy = await call(cashier, 'POST', `/api/rinvoice/duplikatinv/${ids.invoice}`);
    expect(copy.statusCode, copy.body).toBe(200);
    const paid = await call(cashier, 'POST', `/api/rinvoice/pembayaran/${ids.invoice}`, {
      jumlah: 350_000,
      metode: 'Tunai',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    // the balance changed: a new account for it, then the simulated transfer settles it
    expect((await call(cashier, 'POST', `/api/rinvoice/pembayaranvirtual/${ids.invoice}`)).statusCode).toBe(
      200,
    );
    const settled = await call(
      cashier,
      'POST',
      `/api/rinvoice/pembayaranvirtual/${ids.invoice}/simulasi`,
      {},
    );
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await invoiceState(ids.invoice)).toBe('Lunas');
    for (const [method, url] of [
      ['GET', '/api/rinvoice/pembayaranvirtual/999999'],
      ['POST', '/api/rinvoice/duplikatinv/999999'],
      ['POST', '/api/rinvoice/pembayaran/999999'],
      ['POST', '/api/rinvoice/pembayaranvirtual/999999/simulasi'],
    ] as const)
      expect((await call(cashier, method, url, {})).statusCode, url).toBe(404);
  });
});

describe('record routes of the other money modules: outside the view scope is the missing one’s 404', () => {
  it('a technician prints, and reads the materials of, only the jobs assigned to them', async () => {
    const teknisi = await login(ctx.app, 'teknisi', TEST_TEKNISI_PASSWORD);
    const job = async (nama: string) =>
      add('rpekerjaan', { nama_pekerjaan: nama, id_akun: ids.customer, tanggal_mulai: '2026-11-02' });
    const mine = await job('Servis genset gedung A');
    const other = await job('Instalasi panel gedung B');
    await assignJobTo(ctx.app, admin, mine);
    const urls = (id: number | string) => [
      `/api/documents/rpekerjaan/generate/${id}`,
      `/api/rpekerjaan/material-sop/${id}`,
    ];
    for (const [i, url] of urls(mine).entries()) {
      const own = await call(teknisi, 'GET', url);
      expect(own.statusCode, `${url}: ${own.body}`).not.toBe(404);
      const outside = await call(teknisi, 'GET', urls(other)[i]!);
      const missing = await call(teknisi, 'GET', urls(999_999)[i]!);
      expect(outside.statusCode, urls(other)[i]).toBe(404);
      expect(outside.json()).toEqual(missing.json());
      expect(outside.body).not.toContain('gedung B');
    }
  });
});

describe('the route table', () => {
  // the class: a route of the money modules with a record id in its path declares that record
  const MODULES = [
    'invoicingRoutes',
    'documentsRoutes',
    'inventoryRoutes',
    'maintenanceRoutes',
    'reportRoutes',
  ];
  // not about a resource's record: a POS sale (no resource: the POS page reads every sale of the day)
  // and a document batch job (its own, by the caller who started it)
  const NOT_A_RECORD = [
    '/api/pos/sales/:id/receipt',
    '/api/documents/jobs/:job',
    '/api/documents/jobs/:job/download',
  ];

  it('declares `record` on every route about one record', () => {
    const routes = ctx.app.routeTable.filter(
      (r) => MODULES.includes(r.plugin ?? '') && /\/:(id|job)\b/.test(r.url) && !NOT_A_RECORD.includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => {
      const access = r.access;
      return !access || access.kind === 'public' || access.kind === 'signedIn' || !access.record;
    });
    expect(undeclared.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    for (const r of routes) {
      const target = (r.access as { record: { resource: string } }).record.resource;
      if (target !== ':resource') expect(getResource(target), r.url).toBeTruthy();
    }
  });
});
