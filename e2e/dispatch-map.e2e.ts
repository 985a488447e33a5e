/**
 * Browser journey of the dispatch map (issue 35, docs/jobs.md "Dispatch map"), on the demo business:
 * the admin opens "Papan Penugasan", goes to Tuesday of this week (the demo's day of visits) and opens
 * "Peta", at 1366 px and at 360 px. No network here: every tile request is answered as offline, and the
 * markers (one per sub job whose job or customer has coordinates) and the day's list, with "tanpa
 * koordinat" for the rest, still show. A marker's popup links to its job. No sideways scroll, and no
 * console error but the tiles' failed loads (filtered by their address).
 */

import { addDays, formatYmd, weekStart } from '@kantor/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser, watchErrors } from './support/browser.ts';
import { ADMIN, type RunningServer, startServer } from './support/server.ts';

const TILES = 'https://tile.openstreetmap.org/';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
/** Tuesday's scheduled sub jobs, each with whether its job or its customer has coordinates. */
let day: { id: number; id_pekerjaan: number; name: string; placed: boolean }[];
const tuesday = addDays(weekStart(formatYmd(new Date())), 1);

type Watched = { page: Page; errors: string[]; tileRequests: string[] };

/** A signed-in admin at `width`, tiles offline, console errors and page errors collected. */
async function adminAt(width: number, height: number): Promise<Watched> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height } });
  contexts.push(context);
  const tileRequests: string[] = [];
  // offline: no tile request leaves this machine
  await context.route(`${TILES}**`, (route) => {
    tileRequests.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.location().url.startsWith(TILES)) return; // a tile that could not load: expected offline
    errors.push(message.text());
  });
  await page.goto('/login');
  await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
  await page.waitForURL('**/home');
  return { page, errors, tileRequests };
}

/** From the menu to Tuesday's map. */
async function openTuesdayMap(page: Page): Promise<void> {
  await page.goto('/rpekerjaan/papan');
  const board = page.getByTestId('dispatch-board');
  await board.getByRole('button', { name: 'Hari', exact: true }).click();
  await board.getByRole('button', { name: 'Berikutnya' }).click();
  await board.getByText(`Hari ${tuesday}`).waitFor();
  await board.getByRole('button', { name: 'Peta' }).click();
  await page.getByTestId('dispatch-map-panel').waitFor();
}

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
  // the oracle, read from the tables: the job's place, else its customer's
  day = await server.app.db.query(
    `SELECT s.id, s.id_pekerjaan, s.nama_sub_pekerjaan AS name,
            (j.lat IS NOT NULL OR c.lat IS NOT NULL) AS placed
       FROM rsubpekerjaan s JOIN rpekerjaan j ON j.id = s.id_pekerjaan LEFT JOIN akun c ON c.id = j.id_akun
      WHERE s.id_teknisi IS NOT NULL AND s.tanggal_mulai <= $1 AND COALESCE(s.tanggal_selesai, s.tanggal_mulai) >= $1`,
    [tuesday],
  );
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

describe('the dispatch map in the browser, offline', () => {
  it('the demo Tuesday has work with and without coordinates', () => {
    expect(day.filter((d) => d.placed).length).toBeGreaterThanOrEqual(3);
    expect(day.filter((d) => !d.placed).length).toBeGreaterThanOrEqual(1);
  });

  it('at 1366 px: a marker per placed sub job, the whole day listed, a popup linking to the job', async () => {
    const { page, errors, tileRequests } = await adminAt(1366, 768);
    await openTuesdayMap(page);
    const markers = page.locator('path.dispatch-marker');
    await expect.poll(() => markers.count(), { timeout: 15_000 }).toBe(day.filter((d) => d.placed).length);
    expect(await markers.first().isVisible()).toBe(true);
    const list = page.getByRole('region', { name: /Daftar pekerjaan hari itu/ });
    expect(await list.getByRole('listitem').count()).toBe(day.length);
    for (const sub of day) {
      const line = page.getByTestId(`map-item-${sub.id}`);
      expect(await line.textContent()).toContain(sub.name);
      expect((await line.textContent())?.includes('tanpa koordinat')).toBe(!sub.placed);
    }
    // the tiles were asked for and failed (offline); the map's attribution still names their source
    expect(tileRequests.length).toBeGreaterThan(0);
    await page.getByText('© OpenStreetMap contributors').waitFor();
    // a marker's popup names the sub job and links to its job
    const visit =
      day.find((d) => d.placed && d.name === 'Ganti kapasitor unit outdoor') ?? day.find((d) => d.placed)!;
    await page.locator(`path.dispatch-marker-${visit.id}`).click({ force: true });
    const popup = page.locator('.leaflet-popup-content');
    await popup.getByText(visit.name).waitFor();
    await popup.getByRole('link', { name: 'Buka pekerjaan' }).click();
    await page.waitForURL(`**/rpekerjaan/view/${visit.id_pekerjaan}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(1366);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });

  it('at 360 px: the map above the list, nothing wider than the screen', async () => {
    const { page, errors } = await adminAt(360, 740);
    await openTuesdayMap(page);
    const markers = page.locator('path.dispatch-marker');
    await expect.poll(() => markers.count(), { timeout: 15_000 }).toBe(day.filter((d) => d.placed).length);
    const map = await page.getByTestId('dispatch-map').boundingBox();
    const list = await page.getByRole('region', { name: /Daftar pekerjaan hari itu/ }).boundingBox();
    expect(map!.width).toBeLessThanOrEqual(360);
    expect(list!.y).toBeGreaterThanOrEqual(map!.y + map!.height);
    await page.getByText('tanpa koordinat').first().scrollIntoViewIfNeeded();
    expect(await page.getByText('tanpa koordinat').first().isVisible()).toBe(true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
