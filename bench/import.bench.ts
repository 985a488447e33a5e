// Import (issue 32): a 20,000-row import of suppliers (CSV, region relations, trigram-indexed text)
// while another client asks GET /api/health every 100 ms. Prints the import's time (dry run, then
// commit) and the health answers' median and worst latency while it ran. The bar: every health answer
// within 1 s. Before issue 32 the import ran in one request and one transaction on PGlite's only
// connection, and every health call waited for its end.
//
// Run: npx tsx bench/import.bench.ts   (IMPORT_ROWS sets the rows, default 20,000; DATABASE_URL for
// PostgreSQL; IMPORT_DATA_DIR=<folder> for PGlite on disk as `npm start` runs it, else in memory).
// The script reads the old answer (the report itself) and the new one (a job to poll) alike, so the
// same file measures a checkout from before the change.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_TEKNISI_PASSWORD, loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase, migrateDatabase } from '../apps/server/src/db/connect.ts';
import { seedRegions } from '../apps/server/src/db/regions.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';
import { signIn } from './support.ts';

const rows = Number(process.env.IMPORT_ROWS ?? 20_000);
const onDisk = process.env.IMPORT_DATA_DIR ?? null;
const dataDir = onDisk ? mkdtempSync(join(onDisk, 'kantor-import-bench-')) : 'memory://';
const database = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateDatabase(database);
await seedDatabase(database, { adminPassword: DEMO_ADMIN_PASSWORD, teknisiPassword: DEMO_TEKNISI_PASSWORD });
await seedRegions(database);
const config = loadConfig({}, { logLevel: 'warn', webDist: '/nonexistent', dataDir, seedDemo: false });
const app = await buildApp(config, { database, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const token = await signIn(url);
const auth = { authorization: `Bearer ${token}` };

// Suppliers with a province and a regency (two relation checks a row), a unique-looking name and phone.
const [regency] = await database.query<{ id: string; province_code: string }>(
  'SELECT id, province_code FROM regregencies ORDER BY id LIMIT 1',
);
const lines = ['nama_supplier,no_hp,email,status,id_provinsi,id_kabupaten,alamat'];
for (let i = 0; i < rows; i++) {
  const phone = String(10_000_000 + i);
  lines.push(
    `Pemasok Bangku ${i},0812-${phone.slice(0, 4)}-${phone.slice(4, 8)},p${i}@contoh.id,Active,${regency!.province_code},${regency!.id},Jl. Contoh ${i}`,
  );
}
const csv = `${lines.join('\n')}\n`;

type Report = { dryRun: boolean; total: number; valid: number; imported: number; errors: unknown[] };
type Job = {
  id: string;
  status: string;
  phase?: string;
  done: number;
  total: number;
  report?: Report | null;
};

/** Posts the file and waits for the report: the answer itself (before issue 32) or the job's, polled. */
async function runImport(dryRun: boolean): Promise<Report> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'pemasok.csv');
  const answer = await fetch(`${url}/api/rsupplier/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const body = (await answer.json()) as Report | Job;
  if (!answer.ok) throw new Error(`import: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`);
  marks.push([Date.now(), 'answered']);
  if (!('status' in body)) return body;
  let phase = '';
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const poll = await fetch(`${url}/api/rsupplier/import/${body.id}`, { headers: auth });
    const job = (await poll.json()) as Job;
    if (job.phase && job.phase !== phase) {
      phase = job.phase;
      marks.push([Date.now(), phase]);
    }
    if (job.status === 'done' && job.report) return job.report;
    if (job.status !== 'running') throw new Error(`import job ${job.status}: ${JSON.stringify(job)}`);
  }
}

/**
 * Asks GET /api/health one call after the other (100 ms apart) from a worker thread until stopped;
 * answers the latencies. A worker, because PGlite runs in this thread: a probe here would wait for the
 * same event loop as the server and measure nothing.
 */
function probeHealth(): { stop: () => Promise<[number, number][]> } {
  const worker = new Worker(new URL('./health-probe.mjs', import.meta.url), { workerData: { url } });
  const result = new Promise<[number, number][]>((resolve) => worker.once('message', resolve));
  return {
    stop: async () => {
      worker.postMessage('stop');
      const calls = await result;
      await worker.terminate();
      return calls;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** What the import was doing when: the answer to the upload, then each phase's first poll. */
const marks: [number, string][] = [];

async function measure(dryRun: boolean) {
  marks.length = 0;
  const probe = probeHealth();
  const started = Date.now();
  const report = await runImport(dryRun);
  const seconds = (Date.now() - started) / 1000;
  const calls = await probe.stop();
  const latencies = calls.map(([, ms]) => ms);
  const worst = Math.max(...latencies);
  console.log(
    `${dryRun ? 'dry run' : 'commit '}: ${rows} rows in ${seconds.toFixed(1)} s (${((seconds * 1000) / rows).toFixed(2)} ms/row; ` +
      `valid ${report.valid}, imported ${report.imported}, errors ${report.errors.length}) | ` +
      `GET /api/health ×${latencies.length}: median ${median(latencies).toFixed(0)} ms, worst ${worst.toFixed(0)} ms ` +
      `${worst <= 1000 ? '(within 1 s)' : '(OVER 1 s)'}`,
  );
  const slowest = [...calls].sort((a, b) => b[1] - a[1]).slice(0, 3);
  const when = (at: number) => `${((at - started) / 1000).toFixed(1)} s`;
  console.log(
    `  slowest calls at ${slowest.map(([at, ms]) => `${when(at)} (${ms.toFixed(0)} ms)`).join(', ')}; ` +
      `marks: ${marks.map(([at, what]) => `${what} ${when(at)}`).join(', ')}`,
  );
}

console.log(`engine ${database.engine}${onDisk ? ` on disk (${dataDir})` : ''}`);
await measure(true);
await measure(false);
await app.close();
await database.close();
if (onDisk) rmSync(dataDir, { recursive: true, force: true });
