import {
  HEALTH_ROUTES,
  type HealthAnswer,
  type LiveAnswer,
  type NotReadyAnswer,
  type PublicConfig,
  type ReadyAnswer,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the start has finished (migrations, seeding, every onReady step) and no stop has begun. */
    lifecycle: { started: boolean };
  }
}

/** A check slower than this counts as failed: a readiness probe must answer before its own timeout. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'skipped' | 'failed';

async function within(probe: Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('failed'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe.then((): Check => 'ok'), timeout]);
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(app, HEALTH_ROUTES.health, async () => {
    await app.db.query('SELECT 1');
    return {
      status: 'ok',
      database: app.db.engine,
      uptime: Math.round(process.uptime()),
    } satisfies HealthAnswer;
  });

  // probes run every few seconds: their own request lines would drown the log
  const probe = { logLevel: 'warn' } as const;

  /** Liveness: the process answers. No database call, so a slow database never gets the process restarted. */
  serveRoute(app, HEALTH_ROUTES.live, async () => ({ status: 'ok' }) satisfies LiveAnswer, probe);

  /**
   * Readiness: send traffic here only when the start has finished, the database answers and, with
   * REDIS_URL, Redis answers; otherwise 503 naming what failed.
   */
  serveRoute(
    app,
    HEALTH_ROUTES.ready,
    async (_input, _request, reply) => {
      const [database, redis] = await Promise.all([
        within(app.db.query('SELECT 1')),
        // a round trip to Redis (the same read every access check makes)
        app.cluster.shared ? within(app.cluster.version('ready')) : Promise.resolve<Check>('skipped'),
      ]);
      const checks = { started: (app.lifecycle.started ? 'ok' : 'failed') as Check, database, redis };
      const failed = Object.entries(checks)
        .filter(([, state]) => state === 'failed')
        .map(([name]) => name);
      if (failed.length > 0)
        return reply.status(503).send({ status: 'unavailable', checks, failed } satisfies NotReadyAnswer);
      return { status: 'ready', checks } satisfies ReadyAnswer;
    },
    probe,
  );

  /** Public settings the web app needs before sign-in (error screen contact, product key, sign-in options). */
  serveRoute(
    app,
    HEALTH_ROUTES.config,
    async () =>
      ({
        appName: app.config.appName,
        productKey: app.config.productKey,
        publicHost: app.config.publicHost,
        supportPhone: app.config.supportPhone,
        googleClientId: app.config.googleClientId ?? null,
        mapTileUrl: app.config.mapTileUrl,
        mapAttribution: app.config.mapAttribution,
      }) satisfies PublicConfig,
  );
}

/**
 * Marks the start finished once every earlier onReady step is done (re-sealing secrets, the demo
 * seeding): call it last in buildApp, as onReady hooks run in the order they were added. A stop turns
 * readiness off first, so a load balancer drains this instance before it closes.
 */
export function trackStartup(app: FastifyInstance): void {
  const lifecycle = { started: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onReady', async () => {
    lifecycle.started = true;
  });
  app.addHook('preClose', async () => {
    lifecycle.started = false;
  });
}
