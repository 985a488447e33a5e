import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { USER_ROLE_IDS } from '@kantor/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { createTestDatabase, login, TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../test/helpers.ts';
import { publicRoute } from './access.ts';
import { NO_ROUTE, STATIC_FILES } from './metrics.ts';

const TOKEN = 'metrics-test-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = Record<string, unknown> & { reqId?: string; event?: string; msg?: string };

let database: Database;
let app: FastifyInstance;
let webDist: string;
const written: string[] = [];
const logLines = (): LogLine[] => written.map((line) => JSON.parse(line) as LogLine);
const eventsOf = (reqId: unknown, event: string) =>
  logLines().filter((line) => line.reqId === reqId && line.event === event);

const call = (opts: InjectOptions) =>
  app.inject({ ...opts, headers: { 'accept-language': 'en-US', ...opts.headers } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'kantor-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(webDist, 'hello.txt'), 'hello');
  const config = loadConfig(
    {},
    {
      logLevel: 'info',
      webDist,
      dataDir: 'memory://',
      seedDemo: false,
      metricsToken: TOKEN,
      // readiness pings Redis when there is one
      redisUrl: process.env.REDIS_URL || undefined,
    },
  );
  app = await buildApp(config, {
    database,
    logStream: { write: (line: string) => void written.push(line) },
    // a route that fails as a bug would: the 500 must carry the request id
    modules: [
      {
        name: 'exploding',
        routes: async (api) => {
          api.get('/exploding', publicRoute, async () => {
            throw new Error('boom: internal detail');
          });
        },
      },
    ],
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('request id', () => {
  it('is generated, echoed on the answer and carried by the log lines of the request', async () => {
    const response = await call({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(logLines().some((line) => line.reqId === id && line.msg === 'request completed')).toBe(true);
  });

  it("keeps a caller's sane X-Request-Id and replaces anything else", async () => {
    const kept = await call({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'edge-42.A_b' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42.A_b');
    for (const bad of ['a'.repeat(65), 'evil id', '"},{"event":"auth.login"', '../../etc', '']) {
      const response = await call({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(response.headers['x-request-id'], bad).toMatch(UUID);
    }
  });

  it('is on every answer: 404, 401, static files and the web shell', async () => {
    for (const url of ['/api/nope', '/api/roles/permissionmulti/1', '/hello.txt', '/some/page']) {
      const response = await call({ method: 'GET', url, headers: { 'x-request-id': 'probe-1' } });
      expect(response.headers['x-request-id'], url).toBe('probe-1');
    }
    expect((await call({ method: 'GET', url: '/hello.txt' })).body).toBe('hello');
  });

  it('is in the body of a 500, which tells nothing of the failure', async () => {
    const response = await call({ method: 'GET', url: '/api/exploding' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('boom');
    const logged = logLines().find((line) => line.reqId === body.requestId && line.msg === 'unhandled error');
    expect(logged?.level).toBe(50);
  });
});

describe('security log', () => {
  it('logs a sign-in with the user, and never the password', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const [line] = eventsOf(response.headers['x-request-id'], 'auth.login');
    expect(line).toMatchObject({ username: 'admin', method: 'password' });
    expect(line?.userId).toEqual(expect.any(Number));
    expect(written.join('')).not.toContain(TEST_ADMIN_PASSWORD);
  });

  it('logs a failed sign-in and its 401', async () => {
    const response = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Not-The-Password-1' },
    });
    expect(response.statusCode).toBe(401);
    const id = response.headers['x-request-id'];
    expect(eventsOf(id, 'auth.login_failed')[0]).toMatchObject({
      username: 'admin',
      reason: 'wrong_password',
      level: 40,
    });
    expect(eventsOf(id, 'access.denied')[0]).toMatchObject({
      status: 401,
      method: 'POST',
      route: '/api/auth/login',
      userId: null,
    });
    expect(written.join('')).not.toContain('Not-The-Password-1');
    const unknown = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-here', password: 'Whatever-123' },
    });
    expect(eventsOf(unknown.headers['x-request-id'], 'auth.login_failed')[0]).toMatchObject({
      username: 'nobody-here',
      userId: null,
      reason: 'unknown_user',
    });
  });

  it('logs a 403 with the route, the user and the reason', async () => {
    const teknisi = await login(app, 'teknisi', TEST_TEKNISI_PASSWORD);
    const response = await call({
      method: 'GET',
      url: `/api/roles/permissionmulti/${USER_ROLE_IDS.teknisi}`,
      headers: bearer(teknisi),
    });
    expect(response.statusCode).toBe(403);
    const [line] = eventsOf(response.headers['x-request-id'], 'access.denied');
    expect(line).toMatchObject({
      status: 403,
      method: 'GET',
      route: '/api/roles/permissionmulti/:id',
      reason: 'no_permission',
    });
    expect(line?.userId).toEqual(expect.any(Number));
    // a signed-in user refused a route is a warning
    expect(line?.level).toBe(40);
  });

  it('logs a missing or expired session as info, a refused sign-in as a warning', async () => {
    const none = await call({ method: 'GET', url: '/api/account/currentuserdata' });
    expect(none.statusCode).toBe(401);
    expect(eventsOf(none.headers['x-request-id'], 'access.denied')[0]).toMatchObject({
      status: 401,
      reason: 'not_signed_in',
      userId: null,
      level: 30,
    });
    // a token whose session is gone (signed out, expired): the same everyday 401
    const admin = await login(app, 'admin', TEST_ADMIN_PASSWORD);
    expect((await call({ method: 'POST', url: '/api/auth/logout', headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const ended = await call({ method: 'GET', url: '/api/account/currentuserdata', headers: bearer(admin) });
    expect(ended.statusCode).toBe(401);
    expect(eventsOf(ended.headers['x-request-id'], 'access.denied')[0]).toMatchObject({
      reason: 'not_signed_in',
      level: 30,
    });
    const wrong = await call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Not-The-Password-2' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(eventsOf(wrong.headers['x-request-id'], 'access.denied')[0]).toMatchObject({ level: 40 });
  });

  it('logs permission and rule changes: which role, who, what', async () => {
    const admin = await login(app, 'admin', TEST_ADMIN_PASSWORD);
    const granted = await call({
      method: 'PUT',
      url: `/api/roles/permissionmulti/${USER_ROLE_IDS.teknisi}`,
      headers: bearer(admin),
      payload: { grant: ['rsupplier'] },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const [change] = eventsOf(granted.headers['x-request-id'], 'roles.permissions_changed');
    expect(change).toMatchObject({
      roleId: String(USER_ROLE_IDS.teknisi),
      username: 'admin',
      route: '/api/roles/permissionmulti/:id',
      added: granted.json().added,
    });
    const rule = await call({
      method: 'POST',
      url: '/api/setupshowhideroleid/add',
      headers: bearer(admin),
      payload: {
        role_id: USER_ROLE_IDS.teknisi,
        nama_route: '/rsupplier',
        kategori: 'Hide Kolom',
        setup: 'no_hp',
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(eventsOf(rule.headers['x-request-id'], 'rules.changed')[0]).toMatchObject({
      roleId: USER_ROLE_IDS.teknisi,
      username: 'admin',
      route: '/api/:resource/add',
    });
    // a read of the same resources changes nothing and logs no change
    const read = await call({ method: 'GET', url: '/api/setupshowhideroleid', headers: bearer(admin) });
    expect(eventsOf(read.headers['x-request-id'], 'rules.changed')).toEqual([]);
  });

  it('logs a password change and a sign-out', async () => {
    const teknisi = await login(app, 'teknisi', TEST_TEKNISI_PASSWORD);
    const changed = await call({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: bearer(teknisi),
      payload: {
        current_password: TEST_TEKNISI_PASSWORD,
        password: 'Teh-Manis-Hangat-77',
        password_confirmation: 'Teh-Manis-Hangat-77',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(eventsOf(changed.headers['x-request-id'], 'auth.password_changed')[0]).toMatchObject({
      username: 'teknisi',
    });
    expect(written.join('')).not.toContain('Teh-Manis-Hangat-77');
    const out = await call({ method: 'POST', url: '/api/auth/logout', headers: bearer(teknisi) });
    expect(out.statusCode).toBe(200);
    const [line] = eventsOf(out.headers['x-request-id'], 'auth.logout');
    expect(line).toMatchObject({ username: 'teknisi', beacon: false });
    expect(line?.userId).toEqual(expect.any(Number));
  });
});

describe('security log of account screens', () => {
  it("logs an admin's change of a login's role and password, naming the login", async () => {
    const admin = await login(app, 'admin', TEST_ADMIN_PASSWORD);
    const [teknisi] = await database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
    const role = await call({
      method: 'PUT',
      url: `/api/akun/ubahrolestatusverify/${teknisi!.id}`,
      headers: bearer(admin),
      payload: { user_role_id: USER_ROLE_IDS.teknisi, status: 'Active' },
    });
    expect(role.statusCode, role.body).toBe(200);
    expect(eventsOf(role.headers['x-request-id'], 'accounts.changed')[0]).toMatchObject({
      targetId: String(teknisi!.id),
      roleId: USER_ROLE_IDS.teknisi,
      username: 'admin',
    });
    const password = await call({
      method: 'PUT',
      url: `/api/akun/setubahpassword/${teknisi!.id}`,
      headers: bearer(admin),
      payload: { password: 'Kopi-Susu-Gula-Aren-9', password_confirmation: 'Kopi-Susu-Gula-Aren-9' },
    });
    expect(password.statusCode, password.body).toBe(200);
    expect(eventsOf(password.headers['x-request-id'], 'auth.password_changed')[0]).toMatchObject({
      targetId: String(teknisi!.id),
      username: 'admin',
    });
    expect(written.join('')).not.toContain('Kopi-Susu-Gula-Aren-9');
  });
});

/** The value of one sample in Prometheus text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`) || l === `${name} ${labels}`);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  const scrape = async (token = TOKEN) =>
    call({ method: 'GET', url: '/api/metrics', headers: bearer(token) });

  it('refuses a missing or wrong token with 401', async () => {
    const none = await call({ method: 'GET', url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(eventsOf(none.headers['x-request-id'], 'access.denied')[0]).toMatchObject({
      route: '/api/metrics',
    });
    const wrong = await scrape('metrics-test-token-0123456780');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request');
  });

  it('answers the route latency histogram by route pattern, and cache counters that move', async () => {
    const admin = await login(app, 'admin', TEST_ADMIN_PASSWORD);
    const url = `/api/roles/permissionmulti/${USER_ROLE_IDS.teknisi}`;
    expect((await call({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(200);
    const before = await scrape();
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toContain('text/plain');
    const histogram = before.body
      .split('\n')
      .filter((l) => l.startsWith('http_request_duration_seconds_count{'));
    expect(histogram.some((l) => l.includes('route="/api/roles/permissionmulti/:id"'))).toBe(true);
    expect(before.body).not.toContain(`route="${url}"`);
    expect(before.body).toContain('http_request_duration_seconds_bucket{');
    // the web app's files (one route each) share one label; /hello.txt was fetched above
    expect(histogram.some((l) => l.includes(`route="${STATIC_FILES}"`))).toBe(true);
    expect(before.body).not.toContain('route="/hello.txt"');
    // unmatched URLs (a 404, a page of the web app) share one label too; the scrapes are not measured
    expect(histogram.some((l) => l.includes(`route="${NO_ROUTE}"`))).toBe(true);
    expect(before.body).not.toContain('route="/some/page"');
    expect(before.body).not.toContain('route="/api/metrics"');

    const hits = (text: string, cache: string) => sample(text, 'kantor_cache_hits_total', `cache="${cache}"`);
    const rolesBefore = hits(before.body, 'roles') ?? -1;
    const rulesBefore = hits(before.body, 'rules') ?? -1;
    expect(rolesBefore).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 3; i++) await call({ method: 'GET', url, headers: bearer(admin) });
    const after = (await scrape()).body;
    expect(hits(after, 'roles')).toBeGreaterThan(rolesBefore);
    expect(hits(after, 'rules')).toBeGreaterThan(rulesBefore);
    expect(sample(after, 'kantor_cache_misses_total', 'cache="roles"')).toBeGreaterThan(0);
  });

  it('reports the database, its pool on PostgreSQL, and the queues', async () => {
    const text = (await scrape()).body;
    expect(sample(text, 'kantor_db_info', `engine="${database.engine}"`)).toBe(1);
    const pool = text.split('\n').find((l) => l.startsWith('kantor_db_pool_connections '));
    if (database.engine === 'postgres') {
      expect(Number(pool?.split(' ')[1])).toBeGreaterThan(0);
      expect(text).toMatch(/^kantor_db_pool_waiting_requests \d+$/m);
    } else {
      expect(pool).toBeUndefined();
    }
    expect(sample(text, 'kantor_queue_depth', 'queue="mail"')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'kantor_queue_depth', 'queue="chat_unassigned"')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

describe('health', () => {
  it('live answers without the database; ready once started, with every check', async () => {
    const live = await call({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await call({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { started: 'ok', database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'skipped' },
    });
    // the old endpoint stays
    expect((await call({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('without METRICS_TOKEN, and with the database gone', () => {
  let bare: FastifyInstance;
  let own: Database;
  let ownClosed = false;
  beforeAll(async () => {
    own = await createTestDatabase();
    const config = loadConfig(
      {},
      { logLevel: 'silent', webDist: '/nonexistent', dataDir: 'memory://', seedDemo: false },
    );
    bare = await buildApp(config, { database: own, logger: false });
    await bare.ready();
  });
  afterAll(async () => {
    await bare?.close();
    if (!ownClosed) await own?.close();
  });

  it('has no metrics endpoint: 404 even with a token', async () => {
    const response = await bare.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
    expect(bare.routeTable.some((r) => r.url === '/api/metrics')).toBe(false);
  });

  it('ready answers 503 naming the database once it stops answering; live stays 200', async () => {
    expect((await bare.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    await own.close();
    ownClosed = true;
    const ready = await bare.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', failed: ['database'] });
    expect(ready.headers['x-request-id']).toMatch(UUID);
    expect((await bare.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
