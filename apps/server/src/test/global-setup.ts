import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, type Database, migrateDatabase } from '../db/connect.ts';
import { seedDatabase } from '../db/seed.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from './passwords.ts';
import { writeTemplate } from './template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** With DATABASE_URL: the PostgreSQL database each file's database is copied from. */
    postgresTemplate: string;
  }
}

async function seed(database: Database): Promise<void> {
  await seedDatabase(database, {
    adminPassword: TEST_ADMIN_PASSWORD,
    teknisiPassword: TEST_TEKNISI_PASSWORD,
  });
}

/**
 * The server suites' template databases: migrated, roles and first logins seeded (see template.ts).
 * PGlite's always (the backup tests load it whatever the engine); with DATABASE_URL a PostgreSQL one
 * too, which each file's database is created from (`CREATE DATABASE … TEMPLATE`, helpers.ts): the 35
 * migrations on a new database took 6.3 s on a loaded machine, the copy 0.4 s (the default WAL_LOG
 * strategy; FILE_COPY's checkpoint took 5.9 s). The migrations and the seed still run on PostgreSQL
 * once per run, here.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'kantor-template-'));
  const file = join(folder, 'server.tar');
  const url = process.env.DATABASE_URL;
  const [, postgres] = await Promise.all([
    writeTemplate(file, seed),
    url ? writePostgresTemplate(url) : undefined,
  ]);
  project.provide('pgliteTemplate', file);
  if (postgres) project.provide('postgresTemplate', postgres.name);
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    await postgres?.drop();
  };
}

/** A migrated, seeded PostgreSQL database beside the one in `url`, closed so it can be copied. */
async function writePostgresTemplate(url: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `kantor_template_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    await seed(database);
  } finally {
    // a copy is refused while anyone is connected to its template
    await database.close();
  }
  return { name, drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
