import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { DEMO_ADMIN_PASSWORD, DEMO_TEKNISI_PASSWORD, loadConfig } from '../apps/server/src/config.ts';
import { connectDatabase, type Database, migrateDatabase } from '../apps/server/src/db/connect.ts';
import { seedRegions } from '../apps/server/src/db/regions.ts';
import { seedDatabase } from '../apps/server/src/db/seed.ts';

export type Served = { app: FastifyInstance; url: string; database: Database };

/** One migrated, seeded database (PGlite in memory unless DATABASE_URL), shared by both sides of a ratio. */
export async function benchDatabase(options: { regions?: boolean } = {}): Promise<Database> {
  const database = await connectDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
  await migrateDatabase(database);
  await seedDatabase(database, {
    adminPassword: DEMO_ADMIN_PASSWORD,
    teknisiPassword: DEMO_TEKNISI_PASSWORD,
  });
  if (options.regions) await seedRegions(database);
  return database;
}

export async function serveApp(database: Database): Promise<Served> {
  const config = loadConfig(
    {},
    { logLevel: 'warn', webDist: '/nonexistent', dataDir: 'memory://', seedDemo: false },
  );
  const app = await buildApp(config, { database, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, database };
}

/** A bare Fastify route (no auth, no plugins) as the baseline of a ratio. */
export async function serveBare(
  register: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  register(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export async function load(
  url: string,
  options: {
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.duration ?? Number(process.env.BENCH_SECONDS ?? 5),
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export async function signIn(
  url: string,
  username = 'admin',
  password = DEMO_ADMIN_PASSWORD,
): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * Measures two endpoints fairly: both warmed up, then alternated twice, keeping each side's best run,
 * so neither profits from running second on a warmer process.
 */
export async function compare(
  ours: Parameters<typeof load>,
  base: Parameters<typeof load>,
): Promise<{ ours: LoadResult; base: LoadResult }> {
  await load(ours[0], { ...ours[1], duration: 1 });
  await load(base[0], { ...base[1], duration: 1 });
  const best = (a: LoadResult, b: LoadResult) => (a.rps >= b.rps ? a : b);
  const o1 = await load(...ours);
  const b1 = await load(...base);
  const b2 = await load(...base);
  const o2 = await load(...ours);
  return { ours: best(o1, o2), base: best(b1, b2) };
}

export function row(label: string, ours: LoadResult, base: LoadResult): string {
  const ratio = ours.rps / base.rps;
  return `${label}: ours ${ours.rps.toFixed(0)} req/s (p50 ${ours.p50} ms, p99 ${ours.p99} ms, non-2xx ${ours.non2xx}) | baseline ${base.rps.toFixed(0)} req/s (p99 ${base.p99} ms) | ratio ${ratio.toFixed(2)}`;
}

export { DEMO_TEKNISI_PASSWORD };
