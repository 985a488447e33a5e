import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppConfig, DEMO_ADMIN_PASSWORD, DEMO_TEKNISI_PASSWORD } from '../../apps/server/src/config.ts';
import { readTemplate } from '../../apps/server/src/test/template.ts';
import { buildServer } from './server-config.ts';

export const ADMIN = { username: 'admin', password: DEMO_ADMIN_PASSWORD };
export const TEKNISI = { username: 'teknisi', password: DEMO_TEKNISI_PASSWORD };

/** The run's template file, or none outside the test runner (benches, scratch scripts start from initdb). */
function providedTemplate(name: 'e2eTemplate' | 'e2eDemoTemplate'): string | undefined {
  try {
    return inject(name);
  } catch {
    return undefined;
  }
}

export type RunningServer = { app: FastifyInstance; url: string; close: () => Promise<void> };

/**
 * The real server on a free port, serving the built web app, on a fresh in-memory embedded database
 * with the roles and first logins (the same start-up path `npm start` takes, from the run's template:
 * global-setup.ts); `seedDemo: true` adds the demo business (from the run's demo template, which the
 * same start-up path seeded once; the seed step here then finds every module done).
 */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<RunningServer> {
  const file = providedTemplate(overrides.seedDemo ? 'e2eDemoTemplate' : 'e2eTemplate');
  const app = await buildServer(overrides, readTemplate(file));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  app.config.publicHost = address;
  return { app, url: address, close: () => closeServer(app) };
}

/**
 * The server's close, which waits for requests in flight: a request a wedged browser never finishes
 * (see browser.ts's bounded close) would hold the journey's teardown, so after a while every
 * connection is cut and the close completes.
 */
async function closeServer(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  const timer = setTimeout(() => app.server.closeAllConnections(), 15_000);
  try {
    await closing;
  } finally {
    clearTimeout(timer);
  }
}
