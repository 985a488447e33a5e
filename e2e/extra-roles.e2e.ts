/**
 * Browser journey of issue 37's data side, as the demo admin: a login's extra roles (`users.peran_lain`)
 * are picked in the users form from a filterable multiple choice with chips, stored as role ids, shown
 * by name in the list and the view, and the list filters by a role the extra roles hold.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { ResourceListPage, TEXT } from './pages/resource-list.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

const USERNAME = 'dua.peran';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let token: string;
let users: ResourceListPage;
let userId: number;
const roleIds: Record<string, number> = {};

async function api(method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await server.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  expect(login.statusCode, login.body).toBe(200);
  token = login.json().token as string;
  const added = await api('POST', '/api/users/add', {
    username: USERNAME,
    email: `${USERNAME}@kantor.local`,
    user_role_id: 53,
    status: 'Active',
  });
  userId = Number(added.record.id);
  const roles = await api('GET', '/api/roles?limit=100');
  for (const role of roles.records as { id: number; role_name: string }[]) roleIds[role.role_name] = role.id;
  context = await browser.newContext({ baseURL: server.url });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
  users = new ResourceListPage(page, 'users', 'Pengguna', 'username');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('a login’s extra roles in the browser', () => {
  it('picks two roles in the edit form, searched by name, and stores their ids in that order', async () => {
    await users.open(`/users?search=${USERNAME}`);
    const form = await users.openEdit(USERNAME);
    const field = form.field('peran_lain');
    await field.locator('.p-multiselect').click();
    const panel = page.locator('.p-multiselect-panel');
    const filter = panel.locator('.p-multiselect-filter');
    for (const [typed, name] of [
      ['keu', 'keuangan'],
      ['pemas', 'pemasaran'],
    ] as const) {
      await filter.fill(typed);
      await panel.getByRole('option', { name, exact: true }).click();
    }
    // the panel's own close button: Escape would close the edit dialog too
    await panel.locator('.p-multiselect-close').click();
    await field.locator('.p-multiselect-token', { hasText: 'pemasaran' }).waitFor();
    expect(await field.locator('.p-multiselect-token-label').allTextContents()).toEqual([
      'keuangan',
      'pemasaran',
    ]);
    await form.save();
    await users.waitForSaved(TEXT.common.success.recordUpdated);
    const record = await api('GET', `/api/users/view/${userId}`);
    expect(record.peran_lain).toEqual([roleIds.keuangan, roleIds.pemasaran]);
    // the list cell names the roles
    await users.row(USERNAME).filter({ hasText: 'keuangan, pemasaran' }).waitFor();
  });

  it('filters the list by a role the extra roles hold, and shows them by name on the view', async () => {
    await users.open(`/users?peran_lain=${roleIds.pemasaran}`);
    expect(await users.rowTexts()).toEqual([expect.stringContaining(USERNAME)]);
    await page.goto(`/users/view/${userId}`);
    await page.getByText('keuangan, pemasaran', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
