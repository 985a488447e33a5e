import { formatCurrency } from '@kantor/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResourceListPage } from './pages/resource-list.page.ts';
import { RulesPages } from './pages/rules.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { signedInPage } from './support/journey.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

// Issue 37's journey on the demo business: the administrator gives a new Kasir role a row scope (the
// user's own branch, in the rule editor), makes the invoice discount read-only above 10 % unless the
// user is in group Supervisor (from the form's gear, configure mode), hides the branch column from the
// list's gear, and gives a login both Kasir and Teknisi with branch Bekasi (users form). That user then sees
// only Bekasi's invoices in the list, search, export, report and count, gets nothing for a Jakarta
// invoice by URL or API, sees the branch's count on the home page, cannot save a 15 % discount (can
// 5 %), and has both roles' menus. Oracles:
// SQL over the demo's invoices, and figures computed by hand.
let server: RunningServer;
let browser: Browser;
let adminToken = '';
let kasir = 0;
let draftId = 0;
let jakartaId = 0;
const KASIR = { username: 'kasir.bekasi', password: 'Kasir-Bekasi-2026!' };
const KASIR_PAGES = [
  'home',
  'account',
  'rinvoice',
  'rinvoice/view',
  'rinvoice/edit',
  'rinvoice/export',
  'rinvoice/joinlist',
  'rinvoice/countrinvoice',
  'rsubinvoice',
  'rsubinvoice/view',
];

async function api<T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const answer = await server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: answer.statusCode, body: answer.body, json: () => answer.json() as T };
}
async function ok<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const answer = await api<T>(adminToken, method, url, payload);
  expect(answer.status, answer.body).toBe(200);
  return answer.json();
}

/** Text with its non-breaking spaces as plain ones (currency formatting uses them). */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').trim();

/** Ids of the invoices of a branch, read with plain SQL (the oracle). */
const branchIds = async (where: string) =>
  (await server.app.db.query<{ id: number }>(`SELECT id FROM rinvoice WHERE ${where} ORDER BY id`)).map((r) =>
    Number(r.id),
  );

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  adminToken = login.json().token as string;
  kasir = Number(
    (await ok<{ record: { id: number } }>('POST', '/api/roles/add', { role_name: 'Kasir' })).record.id,
  );
  for (const page of KASIR_PAGES)
    await server.app.db.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [kasir, page]);
  await server.app.roleCache.invalidate();
  // the login, made on the accounts screen's route with its password; roles and branch come in the browser
  await ok('POST', '/api/akun/tambahuser', {
    username: KASIR.username,
    email: 'kasir.bekasi@kantor.local',
    no_hp: '0812-3456-7001',
    user_role_id: kasir,
    status: 'Active',
    password: KASIR.password,
    password_confirmation: KASIR.password,
  });
  // a Bekasi draft of Rp 1.000.000 (by hand: 10 % is Rp 100.000) for the discount
  const [customer] = await server.app.db.query<{ id: number }>(
    "SELECT id FROM akun WHERE nama = 'Hotel Griya Asri'",
  );
  const draft = await ok<{ record: { id: number } }>('POST', '/api/rinvoice/add', {
    tanggal: new Date().toISOString().slice(0, 10),
    id_akun: customer!.id,
    cabang: 'Bekasi',
  });
  draftId = Number(draft.record.id);
  await ok('POST', '/api/rsubinvoice/add', {
    id_invoice: draftId,
    jenis: 'Lain',
    nama_item: 'Servis AC kantor cabang',
    harga: 1_000_000,
    qty: 1,
  });
  [jakartaId] = await branchIds("cabang = 'Jakarta Pusat' AND no_invoice IS NOT NULL");
  expect(jakartaId).toBeGreaterThan(0);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the gear of a target in configure mode and writes a rule of `category` for Kasir. */
async function ruleFromGear(page: Page, gear: Locator, category: string, inputs: Record<string, string>) {
  await gear.click();
  const dialog = page.getByTestId('configure-dialog');
  await dialog.waitFor();
  await dialog.locator('.p-dropdown:has(#configure-role)').click();
  await page.getByRole('option', { name: 'Kasir', exact: true }).click();
  await dialog.locator(`[data-category="${category}"]`).click();
  await dialog.getByTestId('rule-category-form').waitFor();
  for (const [name, value] of Object.entries(inputs)) await page.locator(`#rule-${name}`).fill(value);
  await dialog.getByTestId('rule-save').click();
  await dialog.getByTestId('configure-rules').waitFor();
  await page.keyboard.press('Escape');
}

describe('a Kasir of branch Bekasi who is a technician too', () => {
  it('the admin writes the row scope, the discount lock and a hidden column, and gives the login both roles', async () => {
    const page = await signedInPage(browser, server.url, ADMIN);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const rules = new RulesPages(page);
    await rules.addRule(kasir, 'batasi-baris', { nama_route: '/rinvoice', setup: 'cabang == user.cabang' });

    // the discount's gear on the invoice form
    await page.goto(`/rinvoice/edit/${draftId}`);
    await page.locator('[data-field="diskon"]').first().waitFor();
    await page.getByTestId('configure-toggle').click();
    await page.getByTestId('configure-banner').waitFor();
    // the invoice's own field (the form of a line has a discount too)
    const field = page.locator('[data-testid="resource-form"] [data-field="diskon"]').first();
    await ruleFromGear(page, field.getByRole('button', { name: 'Aturan untuk Diskon' }), 'kunci-kolom', {
      logika_list: "diskon > subtotal * 0.1 and not ('Supervisor' in user.groups)",
    });
    // the branch column's gear on the list: a Kasir sees one branch, the column says nothing to them
    await page.goto('/rinvoice');
    await page.getByTestId('resource-list').locator('thead').waitFor();
    await ruleFromGear(page, page.getByRole('button', { name: 'Aturan untuk Cabang' }), 'hide-kolom', {});
    await page.getByTestId('configure-toggle').click();

    const stored = await server.app.db.query<{ kategori: string; nama_route: string; setup: string }>(
      'SELECT kategori, nama_route, setup FROM setupshowhideroleid WHERE role_id = $1 ORDER BY id',
      [kasir],
    );
    expect(stored.map((r) => [r.kategori, r.setup])).toEqual([
      ['Batasi Baris', 'cabang == user.cabang'],
      ['Kunci Kolom', 'diskon'],
      ['Hide Kolom', 'cabang'],
    ]);

    // both roles and the branch, on the users form
    const users = new ResourceListPage(page, 'users', 'Pengguna', 'username');
    await users.open(`/users?search=${KASIR.username}`);
    const form = await users.openEdit(KASIR.username);
    await form.field('peran_lain').locator('.p-multiselect').click();
    const panel = page.locator('.p-multiselect-panel');
    await panel.locator('.p-multiselect-filter').fill('tekn');
    await panel.getByRole('option', { name: 'Teknisi', exact: true }).click();
    // the panel's own close button: Escape would close the edit dialog too
    await panel.locator('.p-multiselect-close').click();
    await form.fillText('cabang', 'Bekasi');
    await form.save();
    await expect
      .poll(async () => {
        const [row] = await server.app.db.query<{ peran_lain: unknown; cabang: string | null }>(
          'SELECT peran_lain, cabang FROM users WHERE username = $1',
          [KASIR.username],
        );
        return row;
      })
      .toEqual({ peran_lain: [53], cabang: 'Bekasi' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the Kasir sees only Bekasi, in the list, search, export, report and count', async () => {
    const bekasi = await branchIds("cabang = 'Bekasi'");
    const others = await branchIds("cabang IS DISTINCT FROM 'Bekasi'");
    expect(bekasi.length).toBeGreaterThan(1);
    expect(others.length).toBeGreaterThan(0);

    const page = await signedInPage(browser, server.url, KASIR);
    const errors = watchErrors(page);
    await page.goto('/rinvoice');
    const list = page.getByTestId('resource-list');
    await list.locator('tbody tr').first().waitFor();
    await page.getByText(`dari ${bekasi.length} data`).waitFor();
    const headers = await list
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
    expect(headers.some((h) => h.includes('Cabang'))).toBe(false);
    expect(headers.some((h) => h.includes('Total'))).toBe(true);
    // no duplicate: the role holds the list, not the duplicate's own page
    expect(await list.getByText('Duplikat').count()).toBe(0);
    // both roles' menus: the Kasir's invoices, the technician's jobs
    const menu = page.getByTestId('side-menu');
    await menu.locator('a[href="/rinvoice"]').first().waitFor();
    await menu.locator('a[href="/rpekerjaan"]').first().waitFor();
    await page.screenshot({ path: '/tmp/kasir-list.png', fullPage: true });

    // the home page's invoice card counts the branch only (oracle: SQL over Bekasi's invoices)
    const [own] = await server.app.db.query<{ n: number; owing: string }>(
      `SELECT count(*)::int AS n,
              coalesce(sum(sisa) FILTER (WHERE status IN ('Terbit', 'Sebagian dibayar')), 0) AS owing
         FROM rinvoice WHERE cabang = 'Bekasi'`,
    );
    await page.goto('/home');
    await expect
      .poll(async () => plain(await page.getByTestId('home-invoices').textContent()))
      .toBe(`${own!.n} invoice · sisa ${plain(formatCurrency(Number(own!.owing)))}`);

    // search: another branch's number finds nothing
    const [jakarta] = await server.app.db.query<{ no_invoice: string }>(
      'SELECT no_invoice FROM rinvoice WHERE id = $1',
      [jakartaId],
    );
    await page.goto(`/rinvoice?search=${encodeURIComponent(jakarta!.no_invoice)}`);
    await page.getByText('Ups, Data tidak ditemukan').waitFor();

    // by URL and by API: as if it did not exist
    await page.goto(`/rinvoice/view/${jakartaId}`);
    await page.getByTestId('not-found-page').waitFor();
    const token = (await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: KASIR })).json()
      .token as string;
    expect((await api(token, 'GET', `/api/rinvoice/view/${jakartaId}`)).status).toBe(404);

    // export, report and count carry Bekasi only
    const exported = await api(token, 'GET', '/api/rinvoice/export?format=csv');
    expect(exported.status, exported.body).toBe(200);
    expect(exported.body.trim().split('\n').length - 1).toBe(bekasi.length);
    const joined = await api<{ records: { id: number }[] }>(token, 'GET', '/api/rinvoice/joinlist?limit=500');
    expect(joined.status, joined.body).toBe(200);
    for (const record of joined.json().records) expect(bekasi).toContain(Number(record.id));
    const counted = await api<Record<string, unknown>>(token, 'GET', '/api/rinvoice/countrinvoice');
    expect(counted.status, counted.body).toBe(200);
    expect(counted.body).toContain(String(bekasi.length));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the Kasir cannot give 15 % off a Rp 1.000.000 draft, but can give 5 %', async () => {
    const page = await signedInPage(browser, server.url, KASIR);
    await page.goto(`/rinvoice/edit/${draftId}`);
    const discount = page.locator('[data-field="diskon"] input').first();
    await discount.waitFor();
    await discount.fill('150.000');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page
      .locator('[data-field="diskon"]')
      .getByText('Kolom ini hanya dapat dibaca oleh peran Anda di sini')
      .waitFor();
    await page.screenshot({ path: '/tmp/kasir-discount.png', fullPage: true });
    const diskonOf = async () =>
      Number(
        (
          await server.app.db.query<{ diskon: string | null }>('SELECT diskon FROM rinvoice WHERE id = $1', [
            draftId,
          ])
        )[0]!.diskon ?? 0,
      );
    expect(await diskonOf()).toBe(0);

    await discount.fill('50.000');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect.poll(diskonOf).toBe(50_000);
    await page.context().close();
  });
});
