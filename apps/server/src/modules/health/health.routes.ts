import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../../plugins/access.ts';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', publicRoute, async () => {
    await app.db.query('SELECT 1');
    return { status: 'ok', database: app.db.engine, uptime: Math.round(process.uptime()) };
  });

  /** Public settings the web app needs before sign-in (error screen contact, product key, sign-in options). */
  app.get('/config', publicRoute, async () => ({
    appName: app.config.appName,
    productKey: app.config.productKey,
    publicHost: app.config.publicHost,
    supportPhone: app.config.supportPhone,
    googleClientId: app.config.googleClientId ?? null,
  }));
}
