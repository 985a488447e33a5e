import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/connect.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { docsRoutes } from './modules/docs/docs.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes, registerUploads } from './modules/media/media.routes.ts';
import { resourceRoutes } from './modules/resources/resources.routes.ts';
import { registerRoleCache } from './modules/roles/role-cache.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDatabase } from './plugins/db.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export type BuildOptions = {
  /** An already-migrated database (tests share one per file); otherwise the app opens its own. */
  database?: Database;
  logger?: boolean;
};

/** Builds the whole server without listening; tests call it and use `app.inject()`. No side effects at import. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });
  app.decorate('config', config);

  // Beacons (logout on page unload) arrive as text/plain; read them as JSON when they are.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(null, { raw: body });
    }
  });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooManyAttempts() });
  await registerDatabase(app, config, options.database);
  registerAuth(app);
  registerRoleCache(app);

  await app.register(
    async (api) => {
      // uploads (media) and imports (resources) arrive as multipart forms with one file
      await api.register(multipart, {
        limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10 },
      });
      await api.register(healthRoutes);
      await api.register(docsRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(adminRoutes);
      await api.register(mediaRoutes);
      await api.register(resourceRoutes);
    },
    { prefix: '/api' },
  );
  await registerUploads(app);
  await registerWeb(app, config.webDist);
  return app;
}

function tooManyAttempts() {
  const error = new Error('Too Many Attempts.') as Error & { statusCode: number };
  error.statusCode = 429;
  return error;
}
