// `npm run seed:demo [folder]`: a scratch embedded database with the demo business, from scratch.
// Open it afterwards with `DATA_DIR=<folder> npm start`.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

const folder = resolve(process.argv[2] ?? 'data/demo-scratch');
rmSync(folder, { recursive: true, force: true });
const config = loadConfig(
  { ...process.env, DATABASE_URL: '' },
  { dataDir: folder, seedDemo: true, logLevel: 'warn' },
);
const started = Date.now();
const app = await buildApp(config, { logger: false });
await app.ready();
const rows = await app.db.query<{ module: string; counts: Record<string, number> }>(
  'SELECT module, counts FROM seed_runs ORDER BY seeded_at',
);
for (const row of rows) {
  const parts = Object.entries(row.counts ?? {}).map(([resource, n]) => `${resource} ${n}`);
  process.stdout.write(`${row.module.padEnd(14)} ${parts.join(', ')}\n`);
}
process.stdout.write(`\nDemo business in ${folder} (${((Date.now() - started) / 1000).toFixed(1)} s).\n`);
process.stdout.write(`Open it with: DATA_DIR=${folder} npm start\n`);
await app.close();
