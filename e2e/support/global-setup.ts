import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEMO_ADMIN_PASSWORD, DEMO_TEKNISI_PASSWORD } from '../../apps/server/src/config.ts';
import { seedRegions } from '../../apps/server/src/db/regions.ts';
import { seedDatabase } from '../../apps/server/src/db/seed.ts';
import { writeTemplate } from '../../apps/server/src/test/template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplate: string;
  }
}

/**
 * The journeys' template database: what a first start writes (migrations, roles, first logins, the
 * Indonesian regions), built once per run; each journey's server loads it instead of repeating
 * initdb and the 90,000-row region load. The start-up path still runs and finds nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'kantor-e2e-template-'));
  const file = join(folder, 'e2e.tar');
  await writeTemplate(file, async (database) => {
    await seedDatabase(database, {
      adminPassword: DEMO_ADMIN_PASSWORD,
      teknisiPassword: DEMO_TEKNISI_PASSWORD,
    });
    await seedRegions(database);
  });
  project.provide('e2eTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
