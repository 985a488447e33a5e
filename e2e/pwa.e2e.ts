/**
 * The installable app: the service worker precaches the shell only (not every screen's chunk), caches
 * the rest as it is used, and a visited screen opens again offline.
 */

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe('the service worker', () => {
  it('precaches the shell only', async () => {
    const sw = await (await page.request.get('/sw.js')).text();
    const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
    expect(urls).toContain('index.html');
    // the app's entry (named `main` since the chat widget became a second entry of the build)
    const index = await (await page.request.get('/login')).text();
    const entry = /<script[^>]+src="\/(assets\/main-[^"]+\.js)"/.exec(index)?.[1];
    expect(entry).toBeTruthy();
    expect(urls).toContain(entry);
    // a screen's own chunk is fetched when the screen is opened, not at install
    expect(urls.filter((u) => /(PosPage|TrackListPage|ResourceListPage|AdminDashboard)-/.test(u))).toEqual(
      [],
    );
    expect(urls.length).toBeLessThan(60);
  });

  it('opens a screen visited before when the network is gone', async () => {
    await page.goto('/login');
    await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
    await page.waitForURL('**/home');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // controlled from the next load on: visit the list so its chunks pass through the worker's cache
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await page.goto('/rsupplier');
    await page.getByTestId('resource-list').or(page.locator('.p-datatable')).first().waitFor();
    await page.waitForTimeout(500);
    await context.setOffline(true);
    try {
      await page.goto('/rsupplier');
      await page.locator('.top-bar').waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    } finally {
      await context.setOffline(false);
    }
  });
});
