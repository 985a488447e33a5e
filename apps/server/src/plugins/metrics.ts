import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import promClient, { Counter, Gauge, Registry } from 'prom-client';
import type { AppConfig } from '../config.ts';
import { unauthorized } from '../errors.ts';
import { publicRoute } from './access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry; null when METRICS_TOKEN is unset (nothing is collected). */
    metricsRegistry: Registry | null;
  }
}

/**
 * Prometheus metrics, only when a token is configured (without one nothing is collected and the
 * endpoint does not exist). One registry per app, never prom-client's global one: several apps in
 * one process (the test suites) would otherwise register the same metric names twice.
 * Registered before any route, so fastify-metrics sees every route and labels by its pattern.
 */
export async function registerMetrics(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!config.metricsToken) {
    app.decorate('metricsRegistry', null);
    return;
  }
  const registry = new Registry();
  app.decorate('metricsRegistry', registry);
  await app.register(fastifyMetrics, {
    endpoint: null, // our own route below: it checks the token and declares its access
    // fastify-metrics reads `register` of the client it is given as "the" registry
    promClient: { ...promClient, register: registry },
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      // the histogram gives rates and latency quantiles; a summary per route would cost every request more
      enabled: { histogram: true, summary: false },
      // fastify-metrics' list of registered routes misses routes of several methods (the static files'
      // GET+HEAD); every request is measured instead, labelled by routeLabel below
      registeredRoutesOnly: false,
      overrides: {
        labels: { getRouteLabel: routeLabel },
        histogram: {
          registers: [registry],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        },
        summary: { registers: [registry] },
      },
    },
  });
  registerAppMetrics(app, registry);
}

/**
 * The route pattern (never the raw URL, so the series stay few), with two groups: the built web app's
 * files, each a route of its own (the static plugin registers one per file), and requests no route
 * matched (the web app's pages through the history fallback, and 404s).
 */
function routeLabel(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (!url) return NO_ROUTE;
  return !url.startsWith('/api/') && /\.[a-z0-9]+$/i.test(url) ? STATIC_FILES : url;
}
export const STATIC_FILES = '(static file)';
export const NO_ROUTE = '__unknown__';

/** Read at scrape time: nothing is counted twice and no request pays for them. */
function registerAppMetrics(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  new Gauge({
    name: 'kantor_db_info',
    help: 'Database engine in use (1)',
    labelNames: ['engine'],
    registers,
    collect() {
      this.set({ engine: app.db.engine }, 1);
    },
  });
  if (app.db.stats) {
    const stats = app.db.stats;
    const pool = (name: string, help: string, pick: (s: ReturnType<typeof stats>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(pick(stats()));
        },
      });
    pool('kantor_db_pool_connections', 'Open PostgreSQL connections of the pool', (s) => s.total);
    pool('kantor_db_pool_idle_connections', 'Open connections not running a query', (s) => s.idle);
    pool('kantor_db_pool_waiting_requests', 'Queries waiting for a free connection', (s) => s.waiting);
    pool('kantor_db_pool_max_connections', 'Size of the pool (PG_POOL_MAX)', (s) => s.max);
  }
  const caches = () => ({ roles: app.roleCache.stats, rules: app.roleRules.stats });
  new Counter({
    name: 'kantor_cache_hits_total',
    help: 'Lookups answered from a cache (roles: pages and role names per role; rules: role rules per role)',
    labelNames: ['cache'],
    registers,
    collect() {
      // the caches count; a counter set from their totals stays monotonic as they only grow
      this.reset();
      for (const [cache, stats] of Object.entries(caches())) this.inc({ cache }, stats.hits);
    },
  });
  new Counter({
    name: 'kantor_cache_misses_total',
    help: 'Lookups a cache had to load from the database',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset();
      for (const [cache, stats] of Object.entries(caches())) this.inc({ cache }, stats.misses);
    },
  });
  new Gauge({
    name: 'kantor_queue_depth',
    help: 'Work waiting: mail handed to the mailer and not yet delivered; open chats no agent holds',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.set({ queue: 'mail' }, app.mailer.inFlight());
      try {
        const [row] = await app.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM chat_conversations WHERE status = 'open' AND agent_id IS NULL",
        );
        this.set({ queue: 'chat_unassigned' }, row?.n ?? 0);
      } catch (error) {
        // the database is down: the pool and readiness tell that; the scrape still answers
        app.log.warn({ err: error }, 'metrics: chat queue not read');
      }
    },
  });
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function assertToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  // compared as digests: equal lengths, and the time taken says nothing about the token
  if (!given || !timingSafeEqual(digest(given), digest(token))) {
    reply.header('WWW-Authenticate', 'Bearer');
    throw unauthorized();
  }
}

/** `GET /api/metrics` for Prometheus, with `Authorization: Bearer $METRICS_TOKEN`. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const registry = app.metricsRegistry;
  const token = app.config.metricsToken;
  if (!registry || !token) return;
  // public to the session check: the token, not a signed-in user, is what opens it
  const options = { config: { ...publicRoute.config, disableMetrics: true }, logLevel: 'warn' } as const;
  app.get('/metrics', options, async (request, reply) => {
    assertToken(request, reply, token);
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
