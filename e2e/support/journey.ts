import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../../apps/server/src/config.ts';
import { type SmtpCatcher, startSmtpCatcher } from '../../apps/server/src/test/smtp-catcher.ts';
import { LoginPage } from '../pages/login.page.ts';
import { launchBrowser, watchErrors } from './browser.ts';
import { ADMIN, type RunningServer, startServer } from './server.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A journey's world: its server, the admin's API token, and the admin signed in in a browser page. */
export type AdminJourney = {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** The admin's page, signed in and on `/home` when the tests start. */
  readonly page: Page;
  /** The page's uncaught errors so far (a journey asserts the console stayed clean). */
  readonly errors: string[];
  /** The admin's API token. */
  readonly token: string;
  /** The SMTP peer the server mails to (with `mail: true`): what arrived, read by the test. */
  readonly smtp: SmtpCatcher;
  /** A call to the API as the admin, which must succeed (below 300); answers its JSON. */
  api<T>(method: Method, url: string, payload?: object): Promise<T>;
  /** A record added through the generic API as the admin; answers its id. */
  add(resource: string, payload: object): Promise<number>;
};

export type JourneyOptions = {
  /** The server's configuration (`seedDemo: true` for the demo business). */
  server?: Partial<AppConfig>;
  /** Mail goes out over real SMTP to an in-process peer (`journey.smtp`), as `SMTP_URL` would send it. */
  mail?: boolean;
  viewport?: { width: number; height: number };
  /** What the journey needs made through the API before the browser signs in (the server and token are ready). */
  prepare?: (journey: AdminJourney) => Promise<void>;
  /** The set-up's time limit in ms (a demo server and a fresh browser take a while on a busy machine). */
  timeout?: number;
};

/**
 * The set-up most journeys share, registered as the file's `beforeAll`/`afterAll`: a fresh server, the
 * admin's token, `prepare`, then a browser context whose page signs the admin in; all closed after.
 * Read the answer's fields inside hooks and tests (they exist once `beforeAll` has run).
 */
export function useAdminJourney(options: JourneyOptions = {}): AdminJourney {
  let state:
    | {
        server: RunningServer;
        token: string;
        smtp?: SmtpCatcher;
        browser?: Browser;
        context?: BrowserContext;
        page?: Page;
        errors?: string[];
      }
    | undefined;
  const ready = () => {
    if (!state)
      throw new Error('useAdminJourney: the journey starts in beforeAll; read it in a hook or test');
    return state;
  };
  const opened = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`useAdminJourney: no ${what} yet (prepare runs before the browser)`);
    return value;
  };

  const journey: AdminJourney = {
    get server() {
      return ready().server;
    },
    get token() {
      return ready().token;
    },
    get smtp() {
      const smtp = ready().smtp;
      if (!smtp) throw new Error('useAdminJourney: no SMTP peer (ask for it with `mail: true`)');
      return smtp;
    },
    get browser() {
      return opened(ready().browser, 'browser');
    },
    get context() {
      return opened(ready().context, 'browser context');
    },
    get page() {
      return opened(ready().page, 'page');
    },
    get errors() {
      return opened(ready().errors, 'page');
    },
    async api<T>(method: Method, url: string, payload?: object): Promise<T> {
      const answer = await ready().server.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${ready().token}` },
      });
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(300);
      return answer.json() as T;
    },
    async add(resource, payload) {
      const answer = await journey.api<{ record: { id: number } }>('POST', `/api/${resource}/add`, payload);
      return Number(answer.record.id);
    },
  };

  beforeAll(async () => {
    const smtp = options.mail ? await startSmtpCatcher() : undefined;
    const server = await startServer({ ...options.server, ...(smtp ? { smtpUrl: smtp.url } : {}) });
    const login = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    state = { server, token: '', smtp };
    expect(login.statusCode, login.body).toBe(200);
    state.token = login.json().token as string;
    await options.prepare?.(journey);
    state.browser = await launchBrowser();
    state.context = await state.browser.newContext({
      baseURL: server.url,
      viewport: options.viewport ?? { width: 1280, height: 900 },
    });
    state.page = await state.context.newPage();
    state.errors = watchErrors(state.page);
    await state.page.goto('/login');
    await new LoginPage(state.page).signIn(ADMIN.username, ADMIN.password);
    await state.page.waitForURL('**/home');
  }, options.timeout ?? 120_000);

  afterAll(async () => {
    await state?.context?.close();
    await state?.browser?.close();
    await state?.server.close();
    await state?.smtp?.close();
    state = undefined;
  });

  return journey;
}

/** A new browser context on `baseURL` with `who` signed in through the sign-in page, once it has left it. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await new LoginPage(page).signIn(who.username, who.password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}
