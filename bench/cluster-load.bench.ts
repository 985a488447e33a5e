// Load on two instances (issue 17): 50 simulated users, each signed in with their own session, send a
// mix of list, view, search, add, edit and export requests, alternating between instance A and B as a
// load balancer without sticky sessions would, for BENCH_LOAD_SECONDS (default 120). Both instances are
// separate processes on one PostgreSQL (DATABASE_URL; a throw-away database beside it) and one Redis
// (REDIS_URL). Prints errors, throughput, latency percentiles per operation and each instance's memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { DEMO_ADMIN_PASSWORD } from '../apps/server/src/config.ts';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 120);

if (!DATABASE_URL || !REDIS_URL) {
  console.log('cluster-load: skipped (needs DATABASE_URL and REDIS_URL: two instances share them)');
  process.exit(0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

type Instance = { name: string; url: string; child: ChildProcess };

async function start(name: string, databaseUrl: string, prefix: string): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DAILY_JOBS: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { name, url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${name} did not start`);
}

const rssMb = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

type Op = 'list' | 'view' | 'search' | 'add' | 'edit' | 'export';
const MIX: [Op, number][] = [
  ['list', 30],
  ['view', 25],
  ['search', 15],
  ['add', 10],
  ['edit', 10],
  ['export', 10],
];
const pick = (): Op => {
  let roll = Math.random() * 100;
  for (const [op, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return op;
  }
  return 'list';
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const name = `kantor_bench_${randomBytes(4).toString('hex')}`;
await admin(`CREATE DATABASE ${name}`);
const target = new URL(DATABASE_URL);
target.pathname = `/${name}`;
const prefix = `kantor-bench-${randomBytes(3).toString('hex')}:`;
const instances: Instance[] = [];
try {
  // A migrates and seeds (first start: regions, demo business); B then starts on the same database
  const t0 = Date.now();
  instances.push(await start('A', target.toString(), prefix));
  const firstStart = Date.now() - t0;
  instances.push(await start('B', target.toString(), prefix));
  const memoryAtStart = instances.map((instance) => rssMb(instance.child));

  // every user signs in on one instance and then uses both
  const tokens: string[] = [];
  for (let i = 0; i < USERS; i++) {
    const response = await fetch(`${instances[i % 2]!.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'admin',
        password: process.env.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
      }),
    });
    if (!response.ok) throw new Error(`sign-in ${i}: ${response.status} ${await response.text()}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  // the suppliers the users view and edit: 100 more, through the API
  for (let i = 0; i < 100; i++) {
    const added = await fetch(`${instances[0]!.url}/api/rsupplier/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        nama_supplier: `${['CV', 'PT', 'Toko', 'UD'][i % 4]} Jaya Makmur ${i}`,
        no_hp: '0812-3456-7890',
      }),
    });
    if (!added.ok) throw new Error(`adding a supplier: ${added.status} ${await added.text()}`);
  }
  const seen = (await (
    await fetch(`${instances[0]!.url}/api/rsupplier?limit=100`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
  ).json()) as { records: { id: number }[] };
  const ids = seen.records.map((r) => r.id);
  if (ids.length === 0) throw new Error('no suppliers to view: did the demo business seed?');

  const latencies = new Map<Op, number[]>(MIX.map(([op]) => [op, []]));
  const failures: string[] = [];
  let requests = 0;
  const until = Date.now() + SECONDS * 1000;

  async function user(index: number): Promise<void> {
    const headers = { authorization: `Bearer ${tokens[index]}`, 'content-type': 'application/json' };
    let turn = index;
    while (Date.now() < until) {
      const instance = instances[turn++ % 2]!;
      const op = pick();
      const id = ids[Math.floor(Math.random() * ids.length)];
      const n = `${index}-${turn}`;
      const [method, path, body] = ((): [string, string, unknown?] => {
        switch (op) {
          case 'list':
            return ['GET', `/api/rsupplier?page=${1 + (turn % 3)}&limit=25`];
          case 'view':
            return ['GET', `/api/rsupplier/view/${id}`];
          case 'search':
            return ['GET', `/api/rsupplier?search=${['CV', 'Jaya', 'Makmur', 'Toko'][turn % 4]}&limit=25`];
          case 'add':
            return [
              'POST',
              '/api/rsupplier/add',
              { nama_supplier: `CV Beban ${n}`, no_hp: '0812-3456-7890' },
            ];
          case 'edit':
            return ['PUT', `/api/rsupplier/edit/${id}`, { nama_kontak: `Kontak ${n}` }];
          case 'export':
            return ['GET', '/api/rsupplier/export?format=csv&search=CV'];
        }
      })();
      const started = performance.now();
      try {
        const response = await fetch(`${instance.url}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const answer = await response.text();
        if (response.status !== 200) failures.push(`${op} on ${instance.name}: ${response.status}`);
        else if (op === 'add') ids.push((JSON.parse(answer) as { record: { id: number } }).record.id);
      } catch (error) {
        failures.push(`${op} on ${instance.name}: ${(error as Error).message}`);
      }
      latencies.get(op)!.push(performance.now() - started);
      requests++;
    }
  }

  const began = Date.now();
  await Promise.all(Array.from({ length: USERS }, (_, i) => user(i)));
  const elapsed = (Date.now() - began) / 1000;
  const memoryAtEnd = instances.map((instance) => rssMb(instance.child));

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  console.log(
    `cluster-load: ${USERS} users on 2 instances (PostgreSQL + Redis), ${elapsed.toFixed(0)} s, first start of A ${(firstStart / 1000).toFixed(1)} s`,
  );
  console.log(
    `  ${requests} requests, ${(requests / elapsed).toFixed(0)} req/s, errors ${failures.length}, p50 ${pct(all, 0.5).toFixed(0)} ms, p99 ${pct(all, 0.99).toFixed(0)} ms`,
  );
  for (const [op, values] of latencies) {
    values.sort((a, b) => a - b);
    console.log(
      `  ${op.padEnd(7)} ${String(values.length).padStart(6)} req  p50 ${pct(values, 0.5).toFixed(0).padStart(5)} ms  p99 ${pct(values, 0.99).toFixed(0).padStart(5)} ms`,
    );
  }
  instances.forEach((instance, i) => {
    console.log(
      `  memory ${instance.name}: ${memoryAtStart[i]} MB at start, ${memoryAtEnd[i]} MB at the end (RSS)`,
    );
  });
  if (failures.length > 0) console.log(`  first failures: ${failures.slice(0, 5).join('; ')}`);
} finally {
  for (const instance of instances) instance.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
