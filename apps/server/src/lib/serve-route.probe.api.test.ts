// serveRoute on a probe route declared as a module would: the handler gets only declared fields, bad
// input is the house 422, access comes first; and the drift check, by scan and at run time. The
// converted modules' routes refusing garbage are serve-route.garbage.api.test.ts.
import { readFileSync } from 'node:fs';
import {
  ACCOUNTS_ROUTES,
  ADMIN_ROUTES,
  AI_ROUTES,
  ATTENDANCE_ROUTES,
  AUTH_ROUTES,
  CHAT_ROUTES,
  DASHBOARD_ROUTES,
  DISPATCH_ROUTES,
  DOCS_ROUTES,
  DOCUMENTS_ROUTES,
  HEALTH_ROUTES,
  HOSTING_ROUTES,
  INVENTORY_ROUTES,
  INVOICING_PUBLIC_ROUTES,
  INVOICING_ROUTES,
  JOBS_ROUTES,
  MAIL_ROUTES,
  MAINTENANCE_ROUTES,
  MEDIA_ROUTES,
  NOTIFICATIONS_ROUTES,
  noticeMailReadRoute,
  noticeMailSaveRoute,
  PROFILE_ROUTES,
  purchasingRoutes,
  REGISTRATION_ROUTES,
  REPORTS_ROUTES,
  RESOURCES_ROUTES,
  ROLES_ROUTES,
  SPREADSHEET_ROUTES,
  TIMESHEET_ROUTES,
  UI_ROUTES,
  USER_TABLES_ROUTES,
  WEBSITE_ROUTES,
  WORKSHEET_ROUTES,
} from '@kantor/core';
import { describe, expect, it } from 'vitest';
import { useServeProbeApp } from '../test/serve-route-support.ts';

const { ctx, send } = useServeProbeApp();

describe('serveRoute: a route declared in core', () => {
  it('gives the handler only the fields the schema declares (an undeclared one never reaches it)', async () => {
    const response = await send('/api/serveprobe/7?mode=b&extra=1', { name: 'Pipa', qty: 2, harga: 1 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: '7', keys: ['name', 'qty'], mode: 'b' });
  });

  it('answers a bad body with the house 422, by field, in the caller’s language', async () => {
    const english = await send('/api/serveprobe/7', { qty: 0, lines: [{ sku: 5 }] });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      name: ['This field is required'],
      qty: ['Minimum value 1'],
      // a check written without `said` is named in the house words, never zod's English
      'lines.0.sku': ['The value is invalid'],
    });
    const indonesian = await send('/api/serveprobe/7', { qty: 0 }, { 'accept-language': 'id-ID' });
    expect(indonesian.json().errors).toEqual({
      name: ['Kolom ini wajib diisi'],
      qty: ['Nilai minimal 1'],
    });
    expect((await send('/api/serveprobe/7?mode=c', { name: 'x', qty: 1 })).json().errors).toEqual({
      mode: ['The value is invalid'],
    });
  });

  it('answers garbage with a 422, never a 500, and a bad path parameter as a missing record', async () => {
    for (const payload of [[], 'teks', 5, null, { name: ['x'], qty: '1' }, { lines: 'x' }]) {
      const response = await send('/api/serveprobe/7', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await send('/api/serveprobe/abc', { name: 'x', qty: 1 })).statusCode).toBe(404);
  });

  it('checks access before the input: a caller not signed in gets 401 whatever it sent', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/serveprobe/abc', payload: [] });
    expect(response.statusCode).toBe(401);
    const entry = ctx.app.routeTable.find((route) => route.url === '/api/serveprobe/:id');
    expect(entry?.access).toEqual({ kind: 'signedIn' });
    // a route's own guard (rule R5's whole figures) refuses before the input is read too
    expect((await send('/api/serveprobe/abc/guarded', [])).statusCode).toBe(403);
    expect((await send('/api/serveprobe/7/guarded', { name: 'x', qty: 1 })).statusCode).toBe(403);
  });
});

/** The route files converted to declarations in core (docs/architecture.md lists them). */
const CONVERTED = [
  '../modules/accounts/accounts.routes.ts',
  '../modules/accounts/current-user.routes.ts',
  '../modules/accounts/profile.routes.ts',
  '../modules/admin/admin.routes.ts',
  '../modules/admin/ui.routes.ts',
  '../modules/ai/ai.routes.ts',
  '../modules/attendance/attendance.routes.ts',
  '../modules/auth/auth.routes.ts',
  '../modules/auth/google.routes.ts',
  '../modules/auth/password.routes.ts',
  '../modules/auth/registration.routes.ts',
  '../modules/chat/chat.routes.ts',
  '../modules/chat/widget-script.ts',
  '../modules/dashboard/index.ts',
  '../modules/docs/docs.routes.ts',
  '../modules/documents/documents.routes.ts',
  '../modules/health/health.routes.ts',
  '../modules/hosting/hosting.routes.ts',
  '../modules/inventory/inventory.routes.ts',
  '../modules/inventory/pos-session.routes.ts',
  '../modules/invoicing/invoicing.routes.ts',
  '../modules/invoicing/credit-notes.routes.ts',
  '../modules/invoicing/labour.routes.ts',
  '../modules/jobs/jobs.routes.ts',
  '../modules/jobs/dispatch/dispatch.routes.ts',
  '../modules/jobs/timesheets/timesheets.routes.ts',
  '../modules/notifications/notice-mail.routes.ts',
  '../modules/notifications/notifications.routes.ts',
  '../modules/purchasing/purchasing.routes.ts',
  '../modules/reports/index.ts',
  '../modules/resources/resources.routes.ts',
  '../modules/jobs/worksheets/worksheets.routes.ts',
  '../modules/maintenance/maintenance.routes.ts',
  '../modules/mail/mail.routes.ts',
  '../modules/media/media.routes.ts',
  '../modules/roles/roles.routes.ts',
  '../modules/spreadsheet/spreadsheet.routes.ts',
  '../modules/usertables/usertables.routes.ts',
  '../modules/website/website.routes.ts',
];

/** Each `serveRoute(...)` call of a file, its text up to the matching parenthesis. */
function servedBlocks(source: string): string[] {
  const blocks: string[] = [];
  for (
    let start = source.indexOf('serveRoute(');
    start >= 0;
    start = source.indexOf('serveRoute(', start + 1)
  ) {
    let depth = 0;
    let end = start + 'serveRoute'.length;
    for (; end < source.length; end++) {
      if (source[end] === '(') depth++;
      else if (source[end] === ')' && --depth === 0) break;
    }
    blocks.push(source.slice(start, end + 1));
  }
  return blocks;
}

describe('drift: a served handler reads its input only through its declaration', () => {
  it('never reads request.body, request.query or request.params (the schema’s typed, stripped input instead)', () => {
    let served = 0;
    for (const file of CONVERTED) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const blocks = servedBlocks(source);
      served += blocks.length;
      for (const block of blocks)
        expect(block.match(/request\.(body|query|params)\b/g), `${file}: ${block.slice(0, 80)}`).toBeNull();
    }
    // every declaration of the converted modules is served, once
    expect(served).toBe(
      // the cash sessions' routes are among the inventory's (POS_SESSION_ROUTES is their part of it)
      Object.keys(INVENTORY_ROUTES).length +
        Object.keys(INVOICING_ROUTES).length +
        Object.keys(INVOICING_PUBLIC_ROUTES).length +
        Object.keys(JOBS_ROUTES).length +
        Object.keys(DISPATCH_ROUTES).length +
        Object.keys(TIMESHEET_ROUTES).length +
        Object.keys(purchasingRoutes).length +
        Object.keys(WORKSHEET_ROUTES).length +
        Object.keys(ROLES_ROUTES).length +
        Object.keys(ACCOUNTS_ROUTES).length +
        Object.keys(AUTH_ROUTES).length +
        Object.keys(REGISTRATION_ROUTES).length +
        Object.keys(PROFILE_ROUTES).length +
        Object.keys(WEBSITE_ROUTES).length +
        Object.keys(CHAT_ROUTES).length +
        Object.keys(REPORTS_ROUTES).length +
        Object.keys(DASHBOARD_ROUTES).length +
        Object.keys(ATTENDANCE_ROUTES).length +
        Object.keys(MAINTENANCE_ROUTES).length +
        Object.keys(NOTIFICATIONS_ROUTES).length +
        Object.keys(DOCUMENTS_ROUTES).length +
        Object.keys(ADMIN_ROUTES).length +
        Object.keys(UI_ROUTES).length +
        Object.keys(USER_TABLES_ROUTES).length +
        Object.keys(MAIL_ROUTES).length +
        Object.keys(AI_ROUTES).length +
        Object.keys(RESOURCES_ROUTES).length +
        Object.keys(SPREADSHEET_ROUTES).length +
        Object.keys(MEDIA_ROUTES).length +
        Object.keys(HEALTH_ROUTES).length +
        Object.keys(DOCS_ROUTES).length +
        Object.keys(HOSTING_ROUTES).length +
        [noticeMailReadRoute, noticeMailSaveRoute].length,
    );
  });

  it('at run time, a handler reading a body field its declaration does not name fails (500), in every API test', async () => {
    const drifted = await send('/api/serveprobe/3/drifting', { name: 'a', qty: 1, harga: 5 });
    expect(drifted.statusCode, drifted.body).toBe(500);
    // the same handler given only declared fields... still reads `harga`: absent or not, it drifts
    expect((await send('/api/serveprobe/3/drifting', { name: 'a', qty: 1 })).statusCode).toBe(500);
    // a declared route read only through its input passes, an undeclared field sent or not
    expect((await send('/api/serveprobe/3', { name: 'a', qty: 1, harga: 5 })).statusCode).toBe(200);
  });

  it('the scan sees a handler that reads the raw body', () => {
    const [block] = servedBlocks('serveRoute(app, r, async (_i, request) => f(request.body.harga));');
    expect(block?.match(/request\.(body|query|params)\b/g)).toEqual(['request.body']);
  });
});
