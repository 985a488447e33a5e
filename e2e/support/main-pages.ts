import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LoginPage } from '../pages/login.page.ts';
import { ADMIN, type RunningServer, TEKNISI } from './server.ts';

/** Who opens a page: nobody signed in, the demo admin, or the demo technician. */
export type Who = 'guest' | 'admin' | 'teknisi';

/** Records of the demo business a page address needs. */
export type DemoIds = { supplierId: number; jobId: number; trackingCode: string };

export type MainPage = {
  /** The page's name in failure messages (and in allow-lists). */
  name: string;
  path: (ids: DemoIds) => string;
  /** The role that uses the page. */
  who: Who;
  /** A selector that is there once the page has drawn its content. */
  ready: string;
};

/**
 * The main pages of issue 16, each as the role that uses it, for the accessibility check (phone widths
 * are checked on every route by route-walk.e2e.ts).
 */
export const MAIN_PAGES: MainPage[] = [
  { name: 'landing', path: () => '/', who: 'guest', ready: '[data-testid="landing-page"]' },
  { name: 'login', path: () => '/login', who: 'guest', ready: '[data-testid="login-form"]' },
  { name: 'home (admin)', path: () => '/home', who: 'admin', ready: '[data-testid="business-cards"]' },
  { name: 'home (technician)', path: () => '/home', who: 'teknisi', ready: '[data-testid="user-home"]' },
  {
    name: 'list rpekerjaan',
    path: () => '/rpekerjaan',
    who: 'admin',
    ready: '[data-testid="resource-list"] .p-datatable-tbody tr',
  },
  {
    name: 'list rsupplier',
    path: () => '/rsupplier',
    who: 'admin',
    ready: '[data-testid="resource-list"] .p-datatable-tbody tr',
  },
  {
    name: 'form rsupplier/add',
    path: () => '/rsupplier/add',
    who: 'admin',
    ready: '[data-testid="resource-form"]',
  },
  {
    name: 'view rsupplier',
    path: (ids) => `/rsupplier/view/${ids.supplierId}`,
    who: 'admin',
    ready: '[data-testid="resource-view"] dl, [data-testid="resource-view"] table',
  },
  {
    // issue 36's job view (Lighthouse and axe): the record with its job panels
    name: 'view rpekerjaan',
    path: (ids) => `/rpekerjaan/view/${ids.jobId}`,
    who: 'admin',
    ready: '[data-testid="resource-view"] dl',
  },
  {
    name: 'rule editor',
    path: () => '/setupshowhideroleid/add',
    who: 'admin',
    ready: '[data-testid="rule-editor"]',
  },
  { name: 'POS', path: () => '/postransaksirizqieta', who: 'admin', ready: '[data-testid="pos-page"]' },
  { name: 'tracking /lacak', path: () => '/lacak', who: 'guest', ready: '[data-testid="lacak-page"]' },
  {
    name: 'tracking /lacak/{code}',
    path: (ids) => `/lacak/${encodeURIComponent(ids.trackingCode)}`,
    who: 'guest',
    ready: '[data-testid="lacak-progress"]',
  },
  {
    name: 'track list (technician)',
    path: () => '/rsubptrackprogres/tracklist',
    who: 'teknisi',
    ready: '[data-testid="tracklist-page"]',
  },
  { name: 'supertabel', path: () => '/supertabel', who: 'admin', ready: '.usertables-page' },
];

/** A demo supplier, a demo job and its tracking code, read through the real API as the admin. */
export async function demoIds(server: RunningServer): Promise<DemoIds> {
  const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
  const headers = { authorization: `Bearer ${login.json().token}` };
  const get = async (url: string) => {
    const answer = await server.app.inject({ method: 'GET', url, headers });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as { records: Record<string, unknown>[] };
  };
  const supplier = (await get('/api/rsupplier')).records[0];
  const job = (await get('/api/rpekerjaan')).records.find((r) => typeof r.kode_lacak === 'string');
  if (!supplier || !job) throw new Error('the demo business has no supplier or no tracked job');
  return { supplierId: Number(supplier.id), jobId: Number(job.id), trackingCode: String(job.kode_lacak) };
}

/**
 * One browser context per role, signed in once (the token lives in the context's session storage).
 * `bypassCSP` lets a check inject its own script (axe-core) past the pages' `script-src 'self'`.
 */
export async function contextsByRole(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  bypassCSP = false,
): Promise<Record<Who, Page>> {
  const open = async (who: { username: string; password: string } | null): Promise<Page> => {
    const context: BrowserContext = await browser.newContext({ baseURL, viewport, bypassCSP });
    const page = await context.newPage();
    if (who) {
      await page.goto('/login');
      await new LoginPage(page).signIn(who.username, who.password);
      await page.waitForURL('**/home');
    }
    return page;
  };
  return { guest: await open(null), admin: await open(ADMIN), teknisi: await open(TEKNISI) };
}

/** Opens a main page and waits until it has drawn its data (no request in flight, no spinner). */
export async function openMainPage(page: Page, main: MainPage, ids: DemoIds): Promise<void> {
  await page.goto(main.path(ids));
  await page.locator(main.ready).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.p-progress-spinner, .page-spinner'));
  // animations (dialogs, skeletons fading out) settle before anything is measured
  await page.waitForTimeout(300);
}
