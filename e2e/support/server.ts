import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import {
  type AppConfig,
  DEMO_ADMIN_PASSWORD,
  DEMO_TEKNISI_PASSWORD,
  loadConfig,
} from '../../apps/server/src/config.ts';
import { readTemplate } from '../../apps/server/src/test/template.ts';

export const ADMIN = { username: 'admin', password: DEMO_ADMIN_PASSWORD };
export const TEKNISI = { username: 'teknisi', password: DEMO_TEKNISI_PASSWORD };

/** The run's template file, or none outside the test runner (benches, scratch scripts start from initdb). */
function providedTemplate(): string | undefined {
  try {
    return inject('e2eTemplate');
  } catch {
    return undefined;
  }
}

export type RunningServer = { app: FastifyInstance; url: string; close: () => Promise<void> };

/**
 * The real server on a free port, serving the built web app, on a fresh in-memory embedded database
 * with the roles and first logins (the same start-up path `npm start` takes, from the run's template:
 * global-setup.ts); `seedDemo: true` adds the demo business.
 */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer> {
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '' },
    {
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      webDist: resolve(import.meta.dirname, '../../apps/web/dist'),
      logLevel: 'warn',
      adminPassword: DEMO_ADMIN_PASSWORD,
      teknisiPassword: DEMO_TEKNISI_PASSWORD,
      supportPhone: '0812-3456-7890',
      // journeys start from the first-run logins only, unless they ask for the demo business
      seedDemo: false,
      // the daily job (subscription reminders) would add notices while a journey counts the bell
      dailyJobs: false,
      ...overrides,
    },
  );
  const template = config.dataDir === 'memory://' ? readTemplate(providedTemplate()) : undefined;
  const app = await buildApp(config, { logger: false, template });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  app.config.publicHost = address;
  return { app, url: address, close: () => app.close() };
}
