import { readFileSync, writeFileSync } from 'node:fs';
import { connectDatabase, type Database, migrateDatabase } from '../db/connect.ts';

/**
 * Test databases start from one template instead of an initdb each: PGlite's initdb costs seconds per
 * file on a 2-core machine, loading a dumped data folder a fraction of that. A suite's global setup
 * builds the template once per run (never cached across runs, so it always matches the migrations
 * and seed code of this checkout) and provides the file; each test file loads it into memory.
 */
export async function writeTemplate(
  file: string,
  prepare: (database: Database) => Promise<void>,
): Promise<void> {
  const database = await connectDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    await prepare(database);
    const blob = await database.snapshot!();
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
}

const loaded = new Map<string, Blob>();

/** The template written by the global setup, read once per worker; undefined outside the suites. */
export function readTemplate(file: string | undefined): Blob | undefined {
  if (!file) return undefined;
  let blob = loaded.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    loaded.set(file, blob);
  }
  return blob;
}
