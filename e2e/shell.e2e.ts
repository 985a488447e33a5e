import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
// This deployment's APP_PRODUCT_KEY: the served page carries it, so the storage keys follow it at run
// time from the same build every other journey uses (`APP_KANTOR_…` there).
const KEY = 'APP_TOKOBUDI';

beforeAll(async () => {
  server = await startServer({ productKey: 'TokoBudi' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/login');
  await new LoginPage(page).signIn(who.username, who.password);
  await page.waitForURL('**/home');
}

const storageDump = (page: Page) =>
  page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));

describe('the web shell', () => {
  it('shows the landing page at /', async () => {
    const page = await newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByTestId('landing-page').waitFor();
    expect(await page.locator('h1').textContent()).toContain('Kantor');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a signed-out visitor from /home to the login page', async () => {
    const page = await newPage();
    await page.goto('/home');
    await page.waitForURL(/\/login\?redirect=%2Fhome$/);
    await page.getByTestId('login-form').waitFor();
    await page.context().close();
  });

  it('signs the demo admin in to the admin dashboard and the side menu', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.getByTestId('admin-dashboard').waitFor();
    expect(await page.getByTestId('admin-dashboard').locator('h1').textContent()).toBe('Dasbor Admin');
    const menu = page.getByTestId('side-menu').first();
    await menu.waitFor();
    expect(await menu.getByRole('link', { name: 'Pemasok', exact: true }).count()).toBe(1);
    expect(await menu.getByRole('button', { name: 'Setup Admin' }).count()).toBe(1);
    // The token of a plain sign-in lives in session storage only.
    const storage = await storageDump(page);
    expect(storage.session[`${KEY}_TOKEN`]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(storage.local[`${KEY}_TOKEN`]).toBeUndefined();
    await page.context().close();
  });

  it('shows the 403 page for a route outside the pages list', async () => {
    const page = await newPage();
    await signIn(page, TEKNISI);
    await page.getByTestId('user-home').waitFor();
    const menu = page.getByTestId('side-menu').first();
    expect(await menu.getByRole('link', { name: 'Pemasok', exact: true }).count()).toBe(0);
    await page.goto('/rsupplier');
    await page.getByTestId('forbidden-page').waitFor();
    const text = await page.getByTestId('forbidden-page').textContent();
    expect(text).toContain('403');
    expect(text).toContain('Akses Ditolak');
    await page.getByRole('button', { name: 'Beranda' }).click();
    await page.waitForURL('**/home');
    await page.context().close();
  });

  it('refuses a route blocked by a role rule with the rule’s message', async () => {
    const admin = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const rule = await server.app.inject({
      method: 'POST',
      url: '/api/setupshowhideroleid/add',
      headers: { authorization: `Bearer ${admin.json().token}` },
      payload: {
        role_id: 53,
        nama_route: '/rabsensi',
        kategori: 'Blokir JSX',
        keterangan: 'Absensi ditutup sementara',
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const page = await newPage();
    await signIn(page, TEKNISI);
    await page.getByTestId('user-home').waitFor();
    await page.goto('/rabsensi/add');
    await page.getByTestId('blocked-page').waitFor();
    expect(await page.getByTestId('blocked-page').textContent()).toContain('Absensi ditutup sementara');
    // a fresh page load of the blocked list asks the API for nothing of it: its early calls know the
    // rules the last page load compiled (the server would answer 403, a console error)
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/rabsensi')) asked.push(request.url());
    });
    await page.goto('/rabsensi');
    await page.getByTestId('blocked-page').waitFor();
    expect(asked).toEqual([]);
    // the pages list still allows it: only the rule refuses it
    await page.goto('/rpekerjaan');
    expect(await page.getByTestId('blocked-page').count()).toBe(0);
    await page.context().close();
  });

  it('shows the application error screen for a route that throws', async () => {
    const page = await newPage();
    await page.goto('/error/crash');
    await page.getByTestId('app-error').waitFor();
    const text = (await page.getByTestId('app-error').textContent()) ?? '';
    expect(text).toContain('Unexpected Application Error!');
    expect(text).toContain('Ctrl+Shift+R');
    expect(text).toContain('0812-3456-7890');
    expect(text).toContain(server.url);
    await page.context().close();
  });

  it('switches the locale to en-US and back, and the choice survives a reload', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    const menu = page.getByTestId('side-menu').first();
    await menu.getByRole('link', { name: 'Pemasok', exact: true }).waitFor();
    const pick = async (label: string) => {
      await page.getByTestId('locale-switcher').selectOption({ label });
    };
    await pick('English');
    await menu.getByRole('link', { name: 'Suppliers', exact: true }).waitFor();
    expect((await storageDump(page)).local[`${KEY}_LOCALE`]).toBe('en-US');
    await page.reload();
    await page
      .getByTestId('side-menu')
      .first()
      .getByRole('link', { name: 'Suppliers', exact: true })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await pick('Bahasa Indonesia');
    await page.getByTestId('side-menu').first().getByRole('link', { name: 'Pemasok', exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('side-menu').first().getByRole('link', { name: 'Pemasok', exact: true }).waitFor();
    await page.context().close();
  });

  it('reaches edit account and change password from the user menu', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Ubah akun' }).click();
    await page.waitForURL('**/account/profile');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Ubah kata sandi' }).click();
    await page.waitForURL('**/account/password');
    await page.context().close();
  });

  it('logs out: storage is cleared, the token is revoked and the root is shown', async () => {
    const page = await newPage();
    await signIn(page, ADMIN);
    await page.getByTestId('admin-dashboard').waitFor();
    const token = (await storageDump(page)).session[`${KEY}_TOKEN`];
    await page.evaluate((key) => sessionStorage.setItem(`${key}rsupplier`, JSON.stringify({ page: 2 })), KEY);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.getByTestId('landing-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const storage = await storageDump(page);
    expect(Object.keys(storage.session).filter((k) => k.startsWith(KEY))).toEqual([]);
    expect(storage.local[`${KEY}_TOKEN`]).toBeUndefined();
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/account/currentuserdata',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    await page.context().close();
  });
});
