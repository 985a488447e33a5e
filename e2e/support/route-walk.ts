/**
 * The route walk of issue 36: which addresses of the app a role opens (from the route table in core and
 * the ids of real records the role reaches), and what one visit found. The walk moves between screens
 * as a click on a link does (the router's history, no reload), so ~400 screens take minutes, not tens.
 */
import {
  ADMIN_PAGES,
  EXTRA_ROUTES,
  RESOURCE_NAMES,
  TOOL_PAGES,
  USER_ROLE_IDS,
  WEBSITE_SECTIONS,
} from '@kantor/core';
import type { Page, Request, Response } from 'playwright-core';
import { measureOverflow, type Overflow } from './overflow.ts';
import type { RunningServer } from './server.ts';

/** What a visit ended on: the screen's content, one of the status pages, or a spinner that never went. */
export type Outcome = 'content' | 'not-found' | 'forbidden' | 'blocked' | 'app-error' | 'spinner';

export type Visit = {
  path: string;
  outcome: Outcome;
  /** Console errors and uncaught exceptions while the screen opened. */
  errors: string[];
  /** API calls answered 4xx or 5xx (a screen that asks for what its user may not have). */
  refused: string[];
  narrow: Overflow;
  wide: Overflow;
  ms: number;
};

type Caller = { get: (url: string) => Promise<{ status: number; body: unknown }> };

/** API calls as a role, through the server in-process (no browser round trip). */
export async function apiAs(
  server: RunningServer,
  login: { username: string; password: string },
): Promise<Caller> {
  const answer = await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: login });
  const headers = { authorization: `Bearer ${answer.json().token}` };
  return {
    get: async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers });
      return { status: response.statusCode, body: response.statusCode === 200 ? response.json() : null };
    },
  };
}

type ListAnswer = {
  records: { id: number; _can?: { view?: boolean; edit?: boolean } }[];
  can?: { add?: boolean };
};

/**
 * Where each extra route's `{pageid}` comes from: the resource whose record it names (the account
 * screens of logins take a `users` id, those of an account an `akun` id: docs/admin.md's route table).
 */
const ID_OF: Record<string, string> = {
  'akun/cpanelapi': 'akun',
  'akun/akuneditteknisi': 'users',
  'akun/setubahpassword': 'users',
  'akun/assignlogin': 'akun',
  'akun/ubahrolestatusverify': 'users',
  'akun/edituser': 'users',
  'akun/daftarkanresetwebsitedfsinglepage': 'akun',
  'akunwebmail/gantipass': 'akunwebmail',
  'manualtemplatejson/save_refxml': 'manualtemplatejson',
  'rinvoice/duplikatinv': 'rinvoice',
  'rinvoice/pembayaranvirtual': 'rinvoice',
  'roles/clone': 'roles',
  'roles/permissionmulti': 'roles',
  'roles/importrsetwebsite': 'roles',
  'rpekerjaan/duplikatdata': 'rpekerjaan',
  'rsubptrackprogres/trackadd': 'rsubpekerjaan',
};

/** A technician's login (`akun/akuneditteknisi` edits technicians only), when the role may list logins. */
async function firstTechnician(api: Caller): Promise<number | undefined> {
  const answer = await api.get(`/api/users?user_role_id=${USER_ROLE_IDS.teknisi}&limit=1`);
  return answer.status === 200 ? (answer.body as ListAnswer).records[0]?.id : undefined;
}

/** The pages a role holds (`page` or `page/action`), as the server says. */
async function pagesOf(api: Caller): Promise<Set<string>> {
  const answer = await api.get('/api/account/currentuserdata');
  return new Set((answer.body as { pages: string[] }).pages);
}

/**
 * Every address the role may open, with real ids: each resource's list, add, view and edit where the
 * server's answer says the role may (`can`, `_can`), the tool and admin pages and every extra route it
 * holds, and the website settings screens. The admin holds every page, so the admin's walk is the route
 * table.
 */
export async function routesOf(api: Caller): Promise<string[]> {
  const pages = await pagesOf(api);
  const technicianId = await firstTechnician(api);
  const holds = (page: string) => pages.has(page);
  const firstIds = new Map<string, number>();
  const routes: string[] = ['/home', '/account', '/account/profile', '/account/password'];
  for (const name of RESOURCE_NAMES) {
    const list = await api.get(`/api/${name}?limit=1`);
    if (list.status !== 200) continue;
    const answer = list.body as ListAnswer;
    routes.push(`/${name}`);
    // an address is the page's (spec §2: the 403 page without it), whatever the record's owner may do
    // through the list's dialogs
    if (answer.can?.add && holds(`${name}/add`)) routes.push(`/${name}/add`);
    const first = answer.records[0];
    if (!first) continue;
    firstIds.set(name, first.id);
    if (first._can?.view !== false) routes.push(`/${name}/view/${first.id}`);
    if (first._can?.edit && holds(`${name}/edit`)) routes.push(`/${name}/edit/${first.id}`);
  }
  for (const page of [...TOOL_PAGES, ...ADMIN_PAGES]) if (holds(page)) routes.push(`/${page}`);
  for (const [page, actions] of Object.entries(EXTRA_ROUTES)) {
    if (page === 'rsetwebsite') continue;
    for (const action of actions) {
      const key = `${page}/${action}`;
      if (!holds(key)) continue;
      const idFrom = ID_OF[key];
      if (key === 'akun/akuneditteknisi') {
        if (technicianId !== undefined) routes.push(`/${key}/${technicianId}`);
      } else if (!idFrom) routes.push(`/${key}`);
      else if (firstIds.has(idFrom)) routes.push(`/${key}/${firstIds.get(idFrom)}`);
    }
  }
  if (holds('rsetwebsite')) routes.push(...websiteRoutes(firstIds.get('rsetwebsite')));
  return [...new Set(routes)];
}

/** The website settings screens of the section catalogue: each form, and each loop's list and add. */
function websiteRoutes(siteId: number | undefined): string[] {
  const routes = [
    '/rsetwebsite/daftarsinglepage',
    '/rsetwebsite/editemailtemplate',
    '/rsetwebsite/setuserid',
  ];
  for (const section of WEBSITE_SECTIONS) {
    if (section.feeds === 'mail') continue;
    if (section.kind === 'single') {
      routes.push(`/rsetwebsite/${section.routes.edit}`);
      if (siteId !== undefined) routes.push(`/rsetwebsite/${section.routes.edit}/${siteId}`);
    } else routes.push(`/rsetwebsite/${section.routes.list}`, `/rsetwebsite/${section.routes.add}`);
  }
  return routes;
}

/** What a screen shows while it waits; a visit ends when none of it is left and the network is quiet. */
const WAITING = '.page-spinner, .p-progress-spinner, .p-skeleton';

/** A walker on one signed-in page: it counts requests in flight and keeps the console's errors. */
export class Walker {
  private inFlight = new Set<Request>();
  private errors: string[] = [];
  private refused: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly widths: { narrow: number; wide: number; height: number },
  ) {
    page.on('request', (r) => this.inFlight.add(r));
    page.on('requestfinished', (r) => this.inFlight.delete(r));
    page.on('requestfailed', (r) => this.inFlight.delete(r));
    page.on('console', (m) => {
      // a refused call is reported by the browser as a console error too: it is counted under `refused`
      if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) this.errors.push(m.text());
    });
    page.on('pageerror', (e) => this.errors.push(`uncaught: ${e.message}`));
    page.on('response', (r: Response) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/') && r.status() >= 400)
        this.refused.push(`${r.request().method()} ${url.pathname}${url.search} → ${r.status()}`);
    });
  }

  /** Opens `path` as a link would, waits until it has settled, and measures it at both widths. */
  async visit(path: string, options: { load?: boolean; timeoutMs?: number } = {}): Promise<Visit> {
    const started = Date.now();
    this.errors = [];
    this.refused = [];
    // the public pages are loaded as a visitor arrives (the site's home is rendered by the server)
    if (options.load) await this.page.goto(path);
    else
      await this.page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    const settled = await this.settle(started + (options.timeoutMs ?? 15_000));
    const outcome = settled ? await this.outcomeOf() : 'spinner';
    const narrow = await measureOverflow(this.page);
    await this.page.setViewportSize({ width: this.widths.wide, height: this.widths.height });
    const wide = await measureOverflow(this.page);
    await this.page.setViewportSize({ width: this.widths.narrow, height: this.widths.height });
    return {
      path,
      outcome,
      errors: [...this.errors],
      refused: [...this.refused],
      narrow,
      wide,
      ms: Date.now() - started,
    };
  }

  /** True once no request has been in flight for a moment and nothing shows it is waiting. */
  private async settle(deadline: number): Promise<boolean> {
    let quietSince = 0;
    while (Date.now() < deadline) {
      const waiting = await this.page.evaluate(
        (selector) =>
          Boolean(document.querySelector(selector)) ||
          // "Memuat…" and its kin: a short text of its own that says the screen still loads
          Array.from(document.querySelectorAll('main *, [role=status]')).some(
            (el) => el.childElementCount === 0 && /^Memuat\b/.test(el.textContent?.trim() ?? ''),
          ),
        WAITING,
      );
      if (this.inFlight.size > 0 || waiting) quietSince = 0;
      else if (quietSince === 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 150) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  private outcomeOf(): Promise<Outcome> {
    return this.page.evaluate(() => {
      const has = (id: string) => Boolean(document.querySelector(`[data-testid="${id}"]`));
      if (has('not-found-page')) return 'not-found';
      if (has('forbidden-page')) return 'forbidden';
      if (has('blocked-page')) return 'blocked';
      if (has('app-error') || has('app-offline')) return 'app-error';
      return 'content';
    });
  }
}
