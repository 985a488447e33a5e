// The observability tests' shared app (observability.api.test.ts, metrics.api.test.ts): not a test file itself.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { publicRoute } from '../plugins/access.ts';
import { createTestDatabase } from './helpers.ts';

export const METRICS_TOKEN = 'metrics-test-token-0123456789';

export type LogLine = Record<string, unknown> & { reqId?: string; event?: string; msg?: string };

/**
 * An app logging at info into memory (`written`, one JSON line each), serving a small web build, with
 * METRICS_TOKEN set and a route that throws as a bug would. `app` and `database` are getters, valid from
 * the file's beforeAll on.
 */
export function useObservedApp() {
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
        metricsToken: METRICS_TOKEN,
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

  return {
    get app() {
      return app;
    },
    get database() {
      return database;
    },
    written,
    logLines,
    eventsOf,
    call,
    bearer,
  };
}
