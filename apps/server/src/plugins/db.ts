import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { connectDatabase, type Database, migrateDatabase } from '../db/connect.ts';
import { seedRegions } from '../db/regions.ts';
import { seedDatabase } from '../db/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
  }
}

/** Opens (or adopts) the database, migrates and seeds it, and closes it with the app. */
export async function registerDatabase(
  app: FastifyInstance,
  config: AppConfig,
  given?: Database,
  template?: Blob,
): Promise<void> {
  const database =
    given ?? (await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, template }));
  app.decorate('db', database);
  if (!given) {
    await migrateDatabase(database);
    // roles and the first logins on every first start: without them nobody could sign in
    const seeded = await seedDatabase(database, {
      adminPassword: config.adminPassword,
      teknisiPassword: config.teknisiPassword,
    });
    if (seeded) app.log.info('seeded the roles and the first logins');
    const started = Date.now();
    const regions = await seedRegions(database);
    if (regions) app.log.info({ regions, ms: Date.now() - started }, 'seeded the Indonesian regions');
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
}
