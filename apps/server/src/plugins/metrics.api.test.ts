import { USER_ROLE_IDS } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { createTestDatabase, login, TEST_ADMIN_PASSWORD } from '../test/helpers.ts';
import { METRICS_TOKEN as TOKEN, useObservedApp } from '../test/observability-support.ts';
import { NO_ROUTE, STATIC_FILES } from './metrics.ts';

// Metrics and health, with and without METRICS_TOKEN. The request id and the security log:
// observability.api.test.ts (the same app: test/observability-support.ts).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const observed = useObservedApp();
const { eventsOf, call, bearer } = observed;

// the requests the histogram is read for: a 404, a static file of the web build and a page of the web app
beforeAll(async () => {
  for (const url of ['/api/nope', '/hello.txt', '/some/page']) await call({ method: 'GET', url });
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
    const admin = await login(observed.app, 'admin', TEST_ADMIN_PASSWORD);
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
    // the web app's files (one route each) share one label; /hello.txt was fetched in beforeAll
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
    expect(sample(text, 'kantor_db_info', `engine="${observed.database.engine}"`)).toBe(1);
    const pool = text.split('\n').find((l) => l.startsWith('kantor_db_pool_connections '));
    if (observed.database.engine === 'postgres') {
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
