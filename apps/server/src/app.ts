import rateLimit from '@fastify/rate-limit';
import { RESOURCES } from '@kantor/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config.ts';
import type { Database } from './db/connect.ts';
import { seedDemoBusiness } from './db/demo/seed-demo.ts';
import { useSecretKeys } from './lib/secret-box.ts';
import { accountsRoutes, currentUserRoutes, profileRoutes } from './modules/accounts/index.ts';
import {
  authRoutes,
  findSessionUser,
  googleRoutes,
  liveSessions,
  passwordRoutes,
  registrationRoutes,
} from './modules/auth/index.ts';
import { docsRoutes } from './modules/docs/index.ts';
import { DOMAIN_MODULES } from './modules/domains.ts';
import { healthRoutes, trackStartup } from './modules/health/index.ts';
import { mailRoutes, registerMailer } from './modules/mail/index.ts';
import { mediaRoutes, registerUploads } from './modules/media/index.ts';
import {
  type DomainModule,
  HookRegistry,
  registerResourceHooks,
  resealSecrets,
  resourceRoutes,
} from './modules/resources/index.ts';
import { registerRoleCache, rolesRoutes } from './modules/roles/index.ts';
import { registerRoleRules } from './modules/rules/index.ts';
import { userTablesFreshness } from './modules/usertables/index.ts';
import { publicSiteRoutes } from './modules/website/index.ts';
import { registerAccess } from './plugins/access.ts';
import { registerAccessFacts } from './plugins/access-scopes.ts';
import { registerAuditLog } from './plugins/audit-log.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCluster } from './plugins/cluster.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerDatabase } from './plugins/db.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { metricsRoutes, registerMetrics } from './plugins/metrics.ts';
import { registerMultipart } from './plugins/multipart.ts';
import { registerQuotes } from './plugins/quotes.ts';
import { registerThrottle } from './plugins/rate-limit.ts';
import { realtimeRoutes, registerRealtime } from './plugins/realtime.ts';
import { registerRequestId, requestIdOptions } from './plugins/request-id.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';

export type BuildOptions = {
  /** An already-migrated database (tests share one per file); otherwise the app opens its own. */
  database?: Database;
  logger?: boolean;
  /** Log lines go here instead of stdout (tests read the audit lines). */
  logStream?: DestinationStream;
  /** Domain modules besides the product's own (tests prove the hook API with fixtures). */
  modules?: readonly DomainModule[];
  /** An embedded `memory://` database starts from this dumped data folder (browser suites' template). */
  template?: Blob;
  /** Registered right after the access checks (API tests check every answer against its route's schema). */
  answerCheck?: (app: FastifyInstance) => void;
};

/** Builds the whole server without listening; tests call it and use `app.inject()`. No side effects at import. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, stream: options.logStream },
    // X-Request-Id in, out on every answer, and as `reqId` on every log line (plugins/request-id.ts)
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // onReady runs the first start's demo seeding (every domain, through the engine): 5-15 s on a small
    // machine, more under load, past Fastify's 10 s default, which would abort the start
    pluginTimeout: 180_000,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: true } },
  });
  // Response schemas document answers (lib/answer-schema.ts); the answer itself is sent as it is, never
  // cut or coerced to fit a compiled serialiser.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('config', config);
  useSecretKeys(config.secretKeys);

  // Beacons (logout on page unload) arrive as text/plain; read them as JSON when they are, through the
  // same parser as application/json: a `__proto__` or `constructor.prototype` key is a 400 here too
  // (plain JSON.parse kept them as own keys; found by fuzz/prototype.fuzz.api.test.ts).
  const secureJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (!text) return done(null, {});
    try {
      JSON.parse(text);
    } catch {
      return done(null, { raw: text });
    }
    secureJson(request, text, done);
  });

  registerErrorHandling(app);
  registerRequestId(app);
  registerAuditLog(app);
  await registerSecurity(app, config);
  await registerCompression(app);
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => tooManyAttempts() });
  await registerDatabase(app, config, options.database, options.template);
  await registerCluster(app, config);
  await registerMetrics(app, config);
  registerAuth(app, findSessionUser);
  registerInputGuard(app);
  registerRoleCache(app);
  registerRoleRules(app);
  // the answer's declared shape first, then the access serialiser strips the call's hidden fields
  registerQuotes(app);
  registerAccess(app);
  registerAccessFacts(app);
  options.answerCheck?.(app);
  // user tables: this instance learns another's new declarations before the access check reads them
  await userTablesFreshness(app);
  const modules = [...DOMAIN_MODULES, ...(options.modules ?? [])];
  registerResourceHooks(app, new HookRegistry(modules));
  registerThrottle(app, config);
  registerMailer(app, config);
  await registerRealtime(app, config, liveSessions);

  await app.register(
    async (api) => {
      // uploads (media), imports (resources) and conversions (spreadsheet) arrive as multipart forms
      await registerMultipart(api, config);
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(docsRoutes);
      await api.register(authRoutes);
      await api.register(registrationRoutes);
      await api.register(passwordRoutes);
      await api.register(googleRoutes);
      await api.register(profileRoutes);
      await api.register(accountsRoutes);
      await api.register(mailRoutes);
      await api.register(currentUserRoutes);
      await api.register(mediaRoutes);
      await api.register(rolesRoutes);
      await api.register(realtimeRoutes);
      for (const module of modules) if (module.routes) await api.register(module.routes);
      await api.register(resourceRoutes);
    },
    { prefix: '/api' },
  );
  // key rotation: secrets sealed under a previous SECRET_KEY are re-sealed under the current one
  app.addHook('onReady', async () => {
    const resealed = await resealSecrets(app.db.query, Object.values(RESOURCES), (resource, field, id) =>
      app.log.warn({ resource, field, id }, 'a stored secret does not open with SECRET_KEY(_PREVIOUS)'),
    );
    if (resealed > 0) app.log.info({ resealed }, 're-sealed stored secrets under the current SECRET_KEY');
  });
  if (!options.database && config.seedDemo) {
    // a first start shows a working business: each module seeds its records once, through its services
    app.addHook('onReady', async () => {
      const started = Date.now();
      const written = await seedDemoBusiness(app, modules);
      if (Object.keys(written).length > 0)
        app.log.info({ written, ms: Date.now() - started }, 'seeded the demo business');
    });
  }
  await registerUploads(app);
  // the public site (/, /blog, sitemap, robots) rendered on the server, before the SPA's history fallback
  await app.register(publicSiteRoutes);
  await registerWeb(app, config.webDist);
  // last: the start counts as finished only after every onReady step above (health/ready)
  trackStartup(app);
  return app;
}

function tooManyAttempts() {
  const error = new Error('Too Many Attempts.') as Error & { statusCode: number };
  error.statusCode = 429;
  return error;
}
