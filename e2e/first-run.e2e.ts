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

/** The first day of the month after `day` (`YYYY-MM-DD`). */
function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

describe('the first start', () => {
  it('opens on a dashboard with this month’s business', async () => {
    await page.getByTestId('business-cards').waitFor();
    // the oracle: the tables summed over this month in Asia/Jakarta (read here, not through the
    // dashboard's query). The demo's dates are relative to its first start, so on a month's first days
    // most of its business is last month's; only what the seed dates today is this month's.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const [from, next] = [`${today.slice(0, 7)}-01`, nextMonth(today)];
    const sum = async (sql: string) =>
      Number((await server.app.db.query<{ n: string }>(sql, [from, next]))[0]?.n ?? 0);
    const month = {
      sales:
        (await sum(
          "SELECT coalesce(sum(total), 0) AS n FROM rinvoice WHERE tanggal >= $1 AND tanggal < $2 AND status NOT IN ('Draft', 'Batal')",
        )) +
        (await sum(
          'SELECT coalesce(sum(total), 0) AS n FROM pos_sales WHERE tanggal >= $1 AND tanggal < $2',
        )) -
        (await sum(
          'SELECT coalesce(sum(total), 0) AS n FROM pos_returns WHERE tanggal >= $1 AND tanggal < $2',
        )),
      cashIn: await sum(
        'SELECT coalesce(sum(jumlah), 0) AS n FROM rpemasukan WHERE tanggal >= $1 AND tanggal < $2',
      ),
      cashOut: await sum(
        'SELECT coalesce(sum(jumlah), 0) AS n FROM rpengeluaran WHERE tanggal >= $1 AND tanggal < $2',
      ),
    };
    for (const [key, figure] of Object.entries(month)) {
      expect(await cardFigure(key), key).toBe(Math.round(figure));
      // the demo has takings, income and costs dated its first day, so no month starts empty
      expect(figure, key).toBeGreaterThan(0);
    }
    expect(await cardFigure('openJobs'), 'openJobs').toBeGreaterThan(0);
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
