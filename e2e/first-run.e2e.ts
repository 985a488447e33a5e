/**
 * The first start as a new user sees it (issue: a first run that shows a working business): the demo
 * business is there, the admin's dashboard shows this month's figures, and the lists have records.
 * It also takes the README's two screenshots; `UPDATE_SCREENSHOTS=1 npm test` writes them to
 * docs/screenshots, otherwise they go to a temporary folder (a run must not dirty the checkout).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

const SHOTS = process.env.UPDATE_SCREENSHOTS
  ? resolve(import.meta.dirname, '../docs/screenshots')
  : mkdtempSync(join(tmpdir(), 'kantor-shots-'));

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** The number a dashboard card shows ("Rp 12.345.000" → 12345000). */
async function cardFigure(key: string): Promise<number> {
  const text = (await page.getByTestId(`business-${key}`).locator('strong').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

describe('the first start', () => {
  it('opens on a dashboard with this month’s business', async () => {
    await page.getByTestId('business-cards').waitFor();
    for (const key of ['sales', 'cashIn', 'cashOut', 'openJobs']) {
      expect(await cardFigure(key), key).toBeGreaterThan(0);
    }
    await page.screenshot({ path: join(SHOTS, 'dashboard.png') });
  });

  it('lists the demo jobs, stock, invoices, suppliers and attendance', async () => {
    for (const resource of ['rpekerjaan', 'rstok', 'rinvoice', 'rsupplier', 'rabsensi']) {
      await page.goto(`/${resource}`);
      const rows = page.locator('.p-datatable-tbody tr:not(.p-datatable-emptymessage)');
      await rows.first().waitFor();
      expect(await rows.count(), resource).toBeGreaterThan(0);
      if (resource === 'rpekerjaan') await page.screenshot({ path: join(SHOTS, 'list.png') });
    }
    expect(errors).toEqual([]);
  });
});
