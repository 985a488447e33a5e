import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../db/seed.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from './passwords.ts';
import { writeTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/** The server suites' template database: migrated, roles and first logins seeded (see template.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'kantor-template-'));
  const file = join(folder, 'server.tar');
  await writeTemplate(file, async (database) => {
    await seedDatabase(database, {
      adminPassword: TEST_ADMIN_PASSWORD,
      teknisiPassword: TEST_TEKNISI_PASSWORD,
    });
  });
  project.provide('pgliteTemplate', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
