/**
 * Browser journey of the admin's pages, on the demo business: the admin opens the hub and reads the
 * database engine from the system status, finds a known field in the generated validation map, and
 * adds a custom menu entry for the technicians' page; the technician (phone-sized screen) finds both
 * that entry and the seeded "Lapor Progres" in the side menu, and follows one.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let techContext: BrowserContext;
let admin: Page;
let tech: Page;
let errors: string[];

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/login');
  await new LoginPage(page).signIn(who.username, who.password);
  await page.waitForURL('**/home');
}

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  adminContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  techContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  admin = await adminContext.newPage();
  tech = await techContext.newPage();
  errors = [...watchErrors(admin), ...watchErrors(tech)];
  await signIn(admin, ADMIN);
}, 180_000);

afterAll(async () => {
  await adminContext?.close();
  await techContext?.close();
  await browser?.close();
  await server?.close();
});

describe('the admin pages in the browser', () => {
  it('the admin opens /admin and sees the database engine and the admin pages', async () => {
    await admin.goto('/admin');
    const database = admin.getByTestId('status-database');
    await database.waitFor();
    expect(await database.textContent()).toMatch(/^(PGlite|PostgreSQL) \d+/);
    expect(await admin.getByTestId('status-mail').textContent()).toContain('kotak keluar');
    const links = admin.getByTestId('admin-links');
    await links.getByRole('link', { name: /Peta Dropdown|petadropdown/ }).waitFor();
    expect(await links.locator('a[href="/rentanxvalidasiphp"]').count()).toBe(1);
  });

  it('the validation map shows a declared field with the message a user would get', async () => {
    await admin.goto('/rentanxvalidasiphp');
    await admin.getByTestId('validation-search').fill('nama_template');
    const row = admin.locator('[data-field="manualtemplatejson.nama_template"]');
    await row.waitFor();
    expect(await row.textContent()).toContain('Panjang maksimal 150 karakter');
  });

  it('the admin adds a custom menu entry; the technician sees it and the seeded one in the phone menu', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const token = login.json().token as string;
    const added = await server.app.inject({
      method: 'POST',
      url: '/api/rmenu/add',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        label: 'Absen Hari Ini',
        route: '/rabsensi',
        icon: 'pi pi-clock',
        urutan: 2,
        status: 'Active',
      },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);

    await signIn(tech, TEKNISI);
    await tech.getByRole('button', { name: 'Menu' }).first().click();
    const menu = tech.locator('.mobile-menu').getByTestId('side-menu');
    const entry = menu.getByRole('link', { name: 'Lapor Progres' });
    await entry.waitFor();
    await menu.getByRole('link', { name: 'Absen Hari Ini' }).waitFor();
    expect(await entry.getAttribute('href')).toBe('/rsubptrackprogres/trackadd');
    await entry.click();
    // the entry opens what it names (issue 35): "Lapor Progres", the open tasks to pick one to report on
    await tech.waitForURL('**/rsubptrackprogres/trackadd');
    const pick = tech.getByTestId('trackpick-page');
    await pick.getByRole('heading', { name: 'Lapor Progres' }).waitFor();
    await pick.getByTestId('track-card').first().getByRole('link', { name: 'Catat progres' }).click();
    await tech.waitForURL(/\/rsubptrackprogres\/trackadd\/\d+$/);
  });

  it('left no errors in either browser', () => {
    expect(errors).toEqual([]);
  });
});
