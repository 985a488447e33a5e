/**
 * Issue 36: every route of the app, walked as the admin and as the technician on a 360 × 740 phone (each
 * screen measured again at 1366 px): each resource's list, add, view and edit with a real record, every
 * tool, admin and extra route the role holds, the website settings screens. A screen must show its
 * content (not a status page, not a spinner that never goes), log no console error, call no API route
 * that refuses it, and fit both widths without a sideways scroll. An unknown record id shows the 404
 * page, never an endless spinner. The failures are listed together, each with what it found.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login.page.ts';
import { launchBrowser } from './support/browser.ts';
import { demoIds } from './support/main-pages.ts';
import { measureOverflow } from './support/overflow.ts';
import { apiAs, routesOf, type Visit, Walker } from './support/route-walk.ts';
import { ADMIN, type RunningServer, startServer, TEKNISI } from './support/server.ts';

const PHONE = { narrow: 360, wide: 1366, height: 740 };
/** A record id no table reaches. */
const UNKNOWN_ID = 2_000_000_001;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ seedDemo: true });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function signedIn(login: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: PHONE.narrow, height: PHONE.height },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await new LoginPage(page).signIn(login.username, login.password);
  await page.waitForURL('**/home');
  return page;
}

/** What is wrong with a visit of a screen that should show content, in words (empty when nothing). */
function problemsOf(visit: Visit, expected: Visit['outcome']): string[] {
  const problems: string[] = [];
  if (visit.outcome !== expected) problems.push(`shows ${visit.outcome}, not ${expected}`);
  for (const error of visit.errors) problems.push(`console: ${error.slice(0, 200)}`);
  if (expected === 'content') for (const call of visit.refused) problems.push(`refused call: ${call}`);
  for (const [width, o] of [
    ['360', visit.narrow],
    ['1366', visit.wide],
  ] as const)
    if (o.scrollWidth > o.innerWidth)
      problems.push(`${o.scrollWidth}px wide at ${width}: ${o.widest.slice(0, 2).join('; ')}`);
  return problems;
}

async function walk(login: { username: string; password: string }, who: string) {
  const api = await apiAs(server, login);
  const routes = await routesOf(api);
  const page = await signedIn(login);
  const walker = new Walker(page, PHONE);
  const failures: string[] = [];
  const started = Date.now();
  let unknown = 0;
  for (const path of routes) {
    const visit = await walker.visit(path);
    for (const problem of problemsOf(visit, 'content')) failures.push(`${path}: ${problem}`);
    const view = /^\/([a-z0-9_]+)\/view\/\d+$/.exec(path);
    if (view) {
      unknown++;
      const missing = await walker.visit(`/${view[1]}/view/${UNKNOWN_ID}`);
      for (const problem of problemsOf(missing, 'not-found')) failures.push(`${missing.path}: ${problem}`);
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `route walk (${who}): ${routes.length} routes + ${unknown} unknown ids in ${seconds} s, ${failures.length} problems`,
  );
  await page.context().close();
  return { routes, failures };
}

describe('the route walk at 360 px and 1366 px', () => {
  it('the measure catches what widens a page: a wide block, a hidden label in a scrolling table', async () => {
    const page = await signedIn(TEKNISI);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.id = 'too-wide';
      wide.style.cssText = 'width: 600px; height: 10px';
      document.body.append(wide);
    });
    const block = await measureOverflow(page);
    await page.evaluate(() => {
      document.getElementById('too-wide')?.remove();
      // a scrolling frame that is not the label's containing block: the label escapes it
      const frame = document.createElement('div');
      frame.style.cssText = 'overflow-x: auto; width: 300px';
      frame.innerHTML =
        '<div style="width: 700px"><span id="label" style="position: absolute; margin-left: 650px">x</span></div>';
      document.body.append(frame);
    });
    const label = await measureOverflow(page);
    await page.context().close();
    expect(block.scrollWidth).toBeGreaterThan(block.innerWidth);
    expect(block.widest[0]).toMatch(/^div#too-wide /);
    expect(label.scrollWidth).toBeGreaterThan(label.innerWidth);
    expect(label.widest[0]).toMatch(/^span#label /);
  });

  it('a visitor opens the public pages', async () => {
    const { trackingCode } = await demoIds(server);
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: PHONE.narrow, height: PHONE.height },
    });
    const walker = new Walker(await context.newPage(), PHONE);
    const failures: string[] = [];
    const routes = ['/', '/login', '/register', '/forgot-password', '/lacak', `/lacak/${trackingCode}`];
    for (const path of routes) {
      const visit = await walker.visit(path, { load: true });
      for (const problem of problemsOf(visit, 'content')) failures.push(`${path}: ${problem}`);
    }
    await context.close();
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('the admin opens every route of the table', async () => {
    const { routes, failures } = await walk(ADMIN, 'admin');
    // the admin holds every page: the route table is walked whole
    expect(routes.length).toBeGreaterThan(300);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 900_000);

  it('the technician opens every route they hold', async () => {
    const { routes, failures } = await walk(TEKNISI, 'teknisi');
    expect(routes.length).toBeGreaterThan(10);
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
