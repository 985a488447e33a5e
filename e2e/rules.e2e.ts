import { getResource, USER_ROLE_IDS } from '@kantor/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignJobTo,
  insertRegionChain,
  relationResolver,
  sampleInput,
} from '../apps/server/src/test/factories.ts';
import { LoginPage } from './pages/login.page.ts';
import { RulesPages } from './pages/rules.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

// An administrator writes seven rules for Teknisi in the rule editor (Hide Kolom, Replace Label, Add
// Action List, Warnai List JSX, Hide Dinamis Input, Blokir JSX, Redirect After Login); the technician
// then sees each effect, and the API, called with the technician's own token, agrees.
let server: RunningServer;
let browser: Browser;
let jobId: number;
const TEK = USER_ROLE_IDS.teknisi;

async function apiLogin(who: { username: string; password: string }): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: who });
  return response.json().token;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await insertRegionChain(server.app.db);
  const admin = await apiLogin(ADMIN);
  const input = await sampleInput(
    getResource('rpekerjaan')!,
    relationResolver(server.app, admin, server.app.db),
  );
  const job = await server.app.inject({
    method: 'POST',
    url: '/api/rpekerjaan/add',
    headers: { authorization: `Bearer ${admin}` },
    payload: { ...input, status: 'On Going' },
  });
  jobId = job.json().record.id;
  // technicians see only the jobs assigned to them
  await assignJobTo(server.app, admin, jobId);
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
}

describe('rules written by the admin, seen by the technician', () => {
  it('the admin writes seven rules for Teknisi in the editor, each form asking only for its fields', async () => {
    const page = await newPage();
    const errors = watchErrors(page);
    await signIn(page, ADMIN);
    await page.waitForURL('**/home');
    const rules = new RulesPages(page);

    await rules.startRule(TEK, 'hide-kolom');
    expect((await rules.formFields()).sort()).toEqual(['keterangan', 'nama_route', 'setup', 'urutan']);
    await rules.fill({ nama_route: '/rpekerjaan', setup: 'nilai_kontrak' });
    await rules.preview().locator('[data-field="nilai_kontrak"][data-hidden="true"]').waitFor();
    await rules.save(TEK);

    await rules.addRule(TEK, 'replace-label', {
      nama_route: '/rpekerjaan',
      setup: 'nama_pekerjaan',
      replace_label: 'Pekerjaan Lapangan',
    });
    await rules.addRule(TEK, 'add-action-list', {
      nama_route: '/rpekerjaan',
      label_action: 'Lacak Progres',
      link_action: '/rpekerjaan/view/{id}',
    });

    await rules.startRule(TEK, 'warnai-list-jsx');
    await rules.fill({
      nama_route: '/rpekerjaan',
      setup: 'status',
      warna_kolom_list: "status == 'On Going' => ungu",
    });
    expect(await rules.exprState('warna_kolom_list')).toBe('error');
    await rules.fill({ warna_kolom_list: "status == 'On Going' => warning" });
    expect(await rules.exprState('warna_kolom_list')).toBe('ok');
    await rules.save(TEK);

    await rules.addRule(TEK, 'hide-dinamis-input', {
      nama_route: '/rpekerjaan/edit',
      setup: "status, 'On Going':tanggal_selesai",
    });
    await rules.addRule(TEK, 'blokir-jsx', {
      nama_route: '/cmumt',
      keterangan: 'Sedang audit, hubungi admin',
    });
    await rules.addRule(TEK, 'redirect-after-login', { url_redirect: '/rpekerjaan' });

    expect(await page.locator('[data-testid="rule-list"] tbody tr').count()).toBe(7);
    const stored = await server.app.db.query<{ kategori: string }>(
      'SELECT kategori FROM setupshowhideroleid WHERE role_id = $1 ORDER BY id',
      [TEK],
    );
    expect(stored.map((r) => r.kategori)).toEqual([
      'Hide Kolom',
      'Replace Label',
      'Add Action List',
      'Warnai List JSX',
      'Hide Dinamis Input',
      'Blokir JSX',
      'Redirect After Login',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the technician lands on the redirect, sees the label, action, colour, dynamic hide and block', async () => {
    const page = await newPage();
    const errors = watchErrors(page);
    await signIn(page, TEKNISI);
    await page.waitForURL('**/rpekerjaan'); // Redirect After Login
    await page.getByText('Pekerjaan Lapangan').first().waitFor(); // Replace Label (column header)
    await page.getByText('Lacak Progres').first().waitFor(); // Add Action List (row action)
    expect(await page.locator('style[data-testid="rule-colours"]').count()).toBe(1); // Warnai List JSX

    await page.goto(`/rpekerjaan/view/${jobId}`);
    await page.getByText('Pekerjaan Lapangan').first().waitFor();
    expect(await page.getByText('Nilai Kontrak').count()).toBe(0); // Hide Kolom

    await page.goto(`/rpekerjaan/edit/${jobId}`);
    await page.locator('label', { hasText: 'Tanggal Mulai' }).first().waitFor();
    expect(await page.locator('label', { hasText: 'Tanggal Selesai' }).count()).toBe(0); // hidden while On Going
    const statusId = await page
      .locator('label', { hasText: /^Status/ })
      .first()
      .getAttribute('for');
    await page.locator(`.p-dropdown:has([id="${statusId}"])`).click();
    await page.getByRole('option', { name: /^(Done|Selesai)$/ }).click();
    await page.locator('label', { hasText: 'Tanggal Selesai' }).first().waitFor(); // shown as the value changes

    await page.goto('/cmumt');
    await page.getByText('Sedang audit, hubungi admin').waitFor(); // Blokir JSX
    expect(errors).toEqual([]);

    // the API, with the technician's own token: the hidden field is left out, the blocked route refused
    const token = await page.evaluate(() => sessionStorage.getItem('APP_KANTOR_TOKEN'));
    const as = (url: string) =>
      server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const view = await as(`/api/rpekerjaan/view/${jobId}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).not.toHaveProperty('nilai_kontrak');
    expect(view.json()).toHaveProperty('nama_pekerjaan');
    const blocked = await as('/api/cmumt');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Sedang audit, hubungi admin');
    await page.context().close();
  });
});
