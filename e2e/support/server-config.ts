import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import {
  type AppConfig,
  DEMO_ADMIN_PASSWORD,
  DEMO_TEKNISI_PASSWORD,
  loadConfig,
} from '../../apps/server/src/config.ts';

/**
 * The journeys' server configuration: the real start-up path on an in-memory embedded database,
 * serving the built web app. Shared by each journey's server and the global setup that builds the
 * demo template, so the template is what a journey's own start would have written.
 */
export function journeyConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
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
}

/** buildApp with the journeys' configuration, from a template database when one is given. */
export function buildServer(
  overrides: Partial<AppConfig>,
  template: Blob | undefined,
): Promise<FastifyInstance> {
  const config = journeyConfig(overrides);
  return buildApp(config, { logger: false, template: config.dataDir === 'memory://' ? template : undefined });
}
