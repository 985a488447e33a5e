import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO_ADMIN_PASSWORD, DEMO_TEKNISI_PASSWORD } from '../../apps/server/src/config.ts';
import { seedRegions } from '../../apps/server/src/db/regions.ts';
import { seedDatabase } from '../../apps/server/src/db/seed.ts';
import { readTemplate, writeTemplate } from '../../apps/server/src/test/template.ts';
import { buildWhenStale } from './build.ts';
import { buildServer } from './server-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplate: string;
    e2eDemoTemplate: string;
  }
}

/**
 * The journeys' template databases, built once per run:
 * - `e2eTemplate`: what a first start writes (migrations, roles, first logins, the Indonesian regions);
 *   each journey's server loads it instead of repeating initdb and the 90,000-row region load.
 * - `e2eDemoTemplate`: the same after a start with the demo business, seeded by the real start-up
 *   path (each module's seed through its own services, on a server built exactly as a journey's).
 *   Half the journeys ask for the demo business; they load this instead of seeding it again.
 * In both cases the start-up path still runs in the journey's server and finds nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // The build (web app and server bundle, when missing or older than their sources) runs beside the
  // template writing: one is the bundler's work, the other PGlite's, and each leaves a core free.
  const building = buildWhenStale();
  const folder = mkdtempSync(join(tmpdir(), 'kantor-e2e-template-'));
  const file = join(folder, 'e2e.tar');
  await writeTemplate(file, async (database) => {
    await seedDatabase(database, {
      adminPassword: DEMO_ADMIN_PASSWORD,
      teknisiPassword: DEMO_TEKNISI_PASSWORD,
    });
    await seedRegions(database);
  });
  const demoFile = join(folder, 'e2e-demo.tar');
  // no web app for the seeding server: the build may be rewriting apps/web/dist meanwhile
  const app = await buildServer({ seedDemo: true, webDist: join(folder, 'no-web') }, readTemplate(file));
  try {
    await app.ready();
    const blob = await app.db.snapshot!();
    writeFileSync(demoFile, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await app.close();
  }
  await building;
  project.provide('e2eTemplate', file);
  project.provide('e2eDemoTemplate', demoFile);
  return () => rmSync(folder, { recursive: true, force: true });
}
