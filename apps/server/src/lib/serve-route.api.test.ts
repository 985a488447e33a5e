import { randomUUID } from 'node:crypto';
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
  defineRoute,
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
  said,
  TIMESHEET_ROUTES,
  UI_ROUTES,
  USER_TABLES_ROUTES,
  WEBSITE_ROUTES,
  WORKSHEET_ROUTES,
} from '@kantor/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forbidden } from '../errors.ts';
import {
  closeTestApp,
  createTestApp,
  login,
  TEST_ADMIN_PASSWORD,
  type TestContext,
} from '../test/helpers.ts';
import { serveRoute } from './serve-route.ts';

/** A route declared as a module would, served through the real app (access check, error handler). */
const probeRoute = defineRoute({
  method: 'POST',
  path: '/serveprobe/:id',
  access: { kind: 'signedIn' },
  summary: 'this test’s probe',
  params: z.object({ id: z.string().regex(/^\d+$/) }),
  query: z.object({ mode: z.enum(['a', 'b']).optional() }),
  body: z.object({
    name: z.string(said('validation.required')).min(1, said('validation.required')),
    qty: z.number(said('validation.rangeMin', { min: 1 })).min(1, said('validation.rangeMin', { min: 1 })),
    lines: z.array(z.object({ sku: z.string() })).optional(),
  }),
  answer: z.object({ id: z.string(), keys: z.array(z.string()), mode: z.string().nullable() }),
  answerSays: 'what the handler was given',
});

/** The same declaration under another path, served with a guard that refuses everyone. */
const guardedRoute = defineRoute({ ...probeRoute, path: '/serveprobe/:id/guarded' });

/** The same again, its handler reading past its input: a field the declaration does not name. */
const driftingRoute = defineRoute({ ...probeRoute, path: '/serveprobe/:id/drifting' });

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      modules: [
        {
          name: 'serveprobe',
          routes: async (app) => {
            serveRoute(app, probeRoute, async ({ params, query, body }) => ({
              id: params.id,
              keys: Object.keys(body).sort(),
              mode: query.mode ?? null,
            }));
            serveRoute(app, driftingRoute, async ({ params }, request) => ({
              id: params.id,
              // what the drift check (test/input-drift.ts) exists to catch: a field read past the schema
              keys: [String((request.body as Record<string, unknown>).harga)],
              mode: String((request.query as Record<string, unknown>).mode ?? null),
            }));
            serveRoute(app, guardedRoute, async () => ({ id: '', keys: [], mode: null }), {
              guard: async () => {
                throw forbidden();
              },
            });
          },
        },
      ],
    },
  );
  token = await login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
}, 60_000);
afterAll(async () => {
  await closeTestApp(ctx);
});

const send = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    // every value as JSON (a bare text would be another media type, refused before the route)
    payload: JSON.stringify(payload),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
  });

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

  it('refuses garbage on the converted POS routes with a 422 naming the fields, never a 500', async () => {
    for (const url of ['/api/pos/sales', '/api/pos/receipts', '/api/rbarangmasuksub/addmodalsatuan']) {
      for (const payload of [[], 'teks', { lines: 'x', payment: [] }, { lines: [null, 7], client_id: 5 }]) {
        const response = await send(url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(422);
        expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
      }
    }
    // a sale with an undeclared price is read without it: the server prices the line (here: no such item)
    const priced = await send('/api/pos/sales', {
      client_id: randomUUID(),
      lines: [{ item: 999_999, qty: 1, harga_satuan: 1 }],
      payment: { method: 'cash', amount: 1 },
    });
    expect(priced.statusCode).toBe(422);
    expect(Object.keys(priced.json().errors)).toEqual(['lines.0.item']);
  });

  it('refuses garbage on the converted report routes with a 422 naming the field, never a 500', async () => {
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    for (const [url, field] of [
      ['/api/rpemasukan/ghkpo?from=kemarin', 'from'],
      ['/api/rpemasukan/drtyj?period=year', 'period'],
      ['/api/rsubinvoice/qnevt?to=2026-02-31x', 'to'],
      ['/api/rsubinvoice/rbdkm?from=2026-01-01&from=2026-02-01', 'from'],
      ['/api/rinvoice/joinlist?search=a&search=b', 'search'],
      ['/api/rinvoice/listuntukmodal?page=1&page=2', 'page'],
      ['/api/rlaporan/laporan/penjualan?format=docx', 'format'],
      ['/api/rlaporan/laporan/penjualan?from=2026-05-01&to=2026-01-01', 'to'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    // an unknown report is a missing record; a bad page number reads as the first page
    expect((await get('/api/rlaporan/laporan/rahasia')).statusCode).toBe(404);
    expect((await get('/api/rinvoice/listuntukmodal?page=x&limit=-5')).statusCode).toBe(200);
  });

  it('refuses garbage on the attendance routes with a 422 naming the field, never a 500', async () => {
    for (const [payload, fields] of [
      [[], ['kode_rfid']],
      ['teks', ['kode_rfid']],
      [{ kode_rfid: ['A1'] }, ['kode_rfid']],
      [{ kode_rfid: '   ' }, ['kode_rfid']],
      [{ kode_rfid: 'x'.repeat(65) }, ['kode_rfid']],
      [{ kode_rfid: 'A\u0007' }, ['kode_rfid']],
      [{ kode_rfid: true, foto: 5 }, ['kode_rfid', 'foto']],
      [{ kode_rfid: 'TIDAKADA', foto: '../etc/passwd' }, ['foto']],
    ] as const) {
      const response = await send('/api/absensirfidmanual/tap', payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), JSON.stringify(payload)).toEqual([...fields].sort());
    }
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    for (const [url, fields] of [
      ['/api/rabsensi/rekap?bulan=2026-13', ['bulan']],
      ['/api/rabsensi/rekap?bulan=2026-01&bulan=2026-02', ['bulan']],
      ['/api/rabsensi/rekap?format=docx', ['format']],
      ['/api/rabsensi/rekap?bulan=kemarin&format=json', ['bulan', 'format']],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), url).toEqual([...fields].sort());
    }
  });

  it('refuses garbage on the maintenance routes with a 422 naming the field, never a 500', async () => {
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    for (const [url, fields] of [
      ['/api/cmumt/pm?sampai=besok', ['sampai']],
      ['/api/cmumt/pm?sampai=2026-02-30', ['sampai']],
      ['/api/cmumt/rootcause?dari=x&sampai=2026-01-01&sampai=2026-02-01', ['dari', 'sampai']],
      ['/api/cmumt/rootcause?dari=2026-05-01&sampai=2026-01-01', ['sampai']],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), url).toEqual([...fields].sort());
    }
    // a ticket is looked up before its body is read (here: none); the conversions' bodies are tried
    // on records that exist in their own tests (schedules.api.test.ts, intake.api.test.ts)
    expect((await send('/api/cmumt/pm/1/jadikan-pekerjaan', [])).statusCode).toBe(404);
  });

  it('refuses garbage on the bell’s routes with a 422 naming the field, never a 500', async () => {
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    for (const [url, field] of [
      ['/api/rnotifikasi/mine?limit=1&limit=2', 'limit'],
      ['/api/rnotifikasi/mine?unread=1&unread=0', 'unread'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    // a limit that is no number is the default, as it always was; a bad id is a notice not there
    expect((await get('/api/rnotifikasi/mine?limit=banyak&unread=mungkin')).statusCode).toBe(200);
    expect((await send('/api/rnotifikasi/read/abc', [])).statusCode).toBe(404);
    expect((await send('/api/rnotifikasi/readall', 'teks')).statusCode).toBe(200);
  });

  it('refuses garbage on the spreadsheet routes with a 422 naming each field, never a 500', async () => {
    for (const [payload, fields] of [
      [[], ['name', 'sheets']],
      ['teks', ['name', 'sheets']],
      [{ name: 5, sheets: 'x' }, ['name', 'sheets']],
      [{ name: '   ', sheets: [] }, ['name', 'sheets']],
      [{ name: 'x'.repeat(121), sheets: [{ name: 'A' }] }, ['name']],
      [{ name: 'Buku', sheets: [{ name: 'A', celldata: [{ r: -1, c: 0 }] }] }, ['sheets.0.celldata.0.r']],
    ] as const) {
      const response = await send('/api/excel/files', payload);
      expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors).sort(), JSON.stringify(payload)).toEqual([...fields].sort());
    }
  });

  it('refuses garbage on the printing routes with a 422 naming the field, never a 500', async () => {
    for (const [url, field] of [
      ['/api/documents/rstok/batch?template=1&template=2', 'template'],
      ['/api/documents/rstok/batch?template=1&format=pdf&format=docx', 'format'],
      // what the template must be is the server's check, in the documents' words
      ['/api/documents/rstok/batch?template=abc', 'template'],
    ] as const) {
      const response = await send(url, {});
      expect(response.statusCode, `${url}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors), url).toEqual([field]);
    }
    const get = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await get('/api/documents/jobs/bukan-job')).statusCode).toBe(404);
    expect((await get('/api/documents/jobs/bukan-job/download')).statusCode).toBe(404);
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
