/**
 * Browser journey of the hosting screens, on the demo business with a local fake cPanel UAPI (no
 * network): the admin opens an account's view, goes to its hosting panel, saves host, user and token,
 * tests the connection; then opens the demo mailbox (linked to that account) and gives it a new
 * password, which reaches the fake panel and nothing else.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCpanel, startFakeCpanel } from '../apps/server/src/test/fake-cpanel.ts';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

const TOKEN = 'E2EHOSTINGTOKEN0123456789';
const NEW_PASSWORD = 'Hijau-Daun-2026!';

let server: RunningServer;
let panel: FakeCpanel;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;

async function api<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> {
  const answer = await server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json() as T;
}

beforeAll(async () => {
  panel = await startFakeCpanel('kantorco', TOKEN);
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  token = login.json().token as string;
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  await panel?.close();
});

describe('hosting panel and mailbox password in the browser', () => {
  it('saves an account’s panel, tests it, and changes the demo mailbox’s password through it', async () => {
    const account = await api<{ record: { id: number } }>('POST', '/api/akun/add', {
      nama: 'PT Servis Dingin (hosting)',
      jenis_akun: 'Mitra',
      status: 'Active',
    });
    const accountId = account.record.id;
    const boxes = await api<{ records: { id: number; email: string }[] }>(
      'GET',
      `/api/akunwebmail?search=${encodeURIComponent('cs@servisdingin.co.id')}`,
    );
    const mailbox = boxes.records[0]!;
    await api('PUT', `/api/akunwebmail/edit/${mailbox.id}`, { id_akun: accountId });

    await page.goto(`/akun/view/${accountId}`);
    const card = page.getByTestId('akun-hosting-panel');
    await card.waitFor();
    await card.getByRole('link', { name: 'Panel hosting' }).click();
    await page.waitForURL(`**/akun/cpanelapi/${accountId}`);
    const form = page.getByTestId('cpanel-form');
    await form.waitFor();
    expect(await page.getByTestId('cpanel-token-state').textContent()).toBe('Belum diisi');
    await page.locator('#cpanel-host').fill(panel.host);
    await page.locator('#cpanel-username').fill('kantorco');
    await page.locator('#cpanel-token').fill(TOKEN);
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => page.getByTestId('cpanel-token-state').textContent()).toBe('Tersimpan');
    // the stored token never comes back into the page
    expect(await page.locator('#cpanel-token').inputValue()).toBe('');
    expect(await page.content()).not.toContain(TOKEN);

    await page.getByTestId('cpanel-test').click();
    await expect.poll(() => page.getByTestId('cpanel-test-result').textContent()).toContain('Terhubung');
    expect(panel.calls.map((c) => c.path)).toEqual(['/execute/Email/list_pops']);
    await page.screenshot({ path: 'scratch/hosting-cpanel.png', fullPage: true }).catch(() => undefined);

    await page.goto(`/akunwebmail/view/${mailbox.id}`);
    const box = page.getByTestId('akunwebmail-password-panel');
    await box.waitFor();
    await box.getByRole('link', { name: 'Ganti kata sandi' }).click();
    await page.waitForURL(`**/akunwebmail/gantipass/${mailbox.id}`);
    await page.locator('#gantipass-password').fill(NEW_PASSWORD);
    await page.locator('#gantipass-password_confirmation').fill(NEW_PASSWORD);
    await page.getByTestId('gantipass-form').getByRole('button', { name: 'Ganti kata sandi' }).click();
    await expect
      .poll(() => page.getByTestId('gantipass-done').textContent())
      .toBe('Kata sandi kotak surat berhasil diubah.');
    expect(panel.calls.at(-1)).toMatchObject({
      path: '/execute/Email/passwd_pop',
      authorization: `cpanel kantorco:${TOKEN}`,
      params: { email: 'cs', domain: 'servisdingin.co.id', password: NEW_PASSWORD },
    });
    await page.screenshot({ path: 'scratch/hosting-gantipass.png', fullPage: true }).catch(() => undefined);
    expect(errors).toEqual([]);
  });
});
