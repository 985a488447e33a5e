// The server under test as a child process (started from source, killed with SIGKILL) and the few API
// calls the crash harness makes. Plain Node ESM like the other scripts: no build step before a run.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { root } from '../lib.mjs';

/** The harness's own admin password: a value from the caller's shell must not change the run. */
export const ADMIN_PASSWORD = 'Crash-Harness-Admin-2026';
const HEALTH_POLL_MS = 50;
const TAIL_BYTES = 8_000;

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts `apps/server/src/main.ts` on the embedded database in `dataDir`. Whatever the caller's shell
 * says, the run is the PGlite default: no DATABASE_URL, no Redis, no demo data, no daily jobs.
 */
export function startServer({ dataDir, port }) {
  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'UPLOAD_DIR', 'SECRET_KEY', 'SECRET_KEY_PREVIOUS'])
    delete env[name];
  Object.assign(env, {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    DAILY_JOBS: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    // API only: the web app's files play no part in durability
    WEB_DIST: `${dataDir}/no-web-dist`,
  });
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    child,
    port,
    startedAt,
    base: `http://127.0.0.1:${port}`,
    stdout: '',
    stderr: '',
    /** Set once the process has ended: `{ code, signal }`. */
    exit: null,
    exited: null,
  };
  const keepTail = (stream, key) =>
    stream.on('data', (chunk) => {
      server[key] = (server[key] + chunk.toString()).slice(-TAIL_BYTES);
    });
  keepTail(child.stdout, 'stdout');
  keepTail(child.stderr, 'stderr');
  server.exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => {
      server.exit = { code, signal };
      resolveExit(server.exit);
    });
    child.on('error', (error) => {
      server.stderr += `\nspawn failed: ${error.message}`;
      server.exit = { code: null, signal: null };
      resolveExit(server.exit);
    });
  });
  return server;
}

/** Milliseconds from the spawn until /api/health answers 200; throws when it exits or times out. */
export async function waitHealthy(server, timeoutMs) {
  const deadline = server.startedAt + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exit)
      throw new Error(`the server exited (${describeExit(server.exit)}) before it was healthy`);
    try {
      const response = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return performance.now() - server.startedAt;
      await response.arrayBuffer();
    } catch {
      // not listening yet
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`no healthy answer within ${Math.round(timeoutMs / 1000)} s`);
}

/** SIGKILL: no shutdown hook, no checkpoint, no lock release. Resolves once the process is gone. */
export async function killHard(server) {
  if (!server.exit) server.child.kill('SIGKILL');
  return server.exited;
}

export function describeExit(exit) {
  return exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
}

/** The last lines the server wrote, for a report. */
export function outputTail(server, lines = 40) {
  const text = [
    server.stderr && `--- stderr ---\n${server.stderr}`,
    server.stdout && `--- stdout ---\n${server.stdout}`,
  ]
    .filter(Boolean)
    .join('\n');
  return text.split('\n').slice(-lines).join('\n');
}

export async function signIn(server) {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = await response.json();
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/**
 * One supplier added through the public API. Answers `{ status, id }` for an HTTP answer, or
 * `{ error }` when the connection failed: `sent` false only when the request surely never left
 * (connection refused), so the write cannot have happened.
 */
export async function addSupplier(server, token, name) {
  try {
    const response = await fetch(`${server.base}/api/rsupplier/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nama_supplier: name, no_hp: '0812-3456-7890', status: 'Active' }),
    });
    const body = await response.json().catch(() => ({}));
    const record = body.record;
    const ok = response.ok && record?.nama_supplier === name && Number.isInteger(record?.id);
    return { status: response.status, ok, id: ok ? record.id : undefined };
  } catch (error) {
    const code = error.cause?.code ?? error.code ?? error.name;
    return { error: code, sent: code !== 'ECONNREFUSED' };
  }
}

/** Every supplier whose name contains `fragment`, as name → ids, read page by page in id order. */
export async function suppliersContaining(server, token, fragment) {
  const found = new Map();
  const limit = 500;
  let after = 0;
  for (;;) {
    const query = new URLSearchParams({
      nama_supplier__contains: fragment,
      id__gt: String(after),
      sort: 'id',
      order: 'asc',
      limit: String(limit),
    });
    const body = await getJson(server, token, `/api/rsupplier?${query}`);
    for (const record of body.records) {
      found.set(record.nama_supplier, [...(found.get(record.nama_supplier) ?? []), record.id]);
      after = Math.max(after, record.id);
    }
    if (body.records.length < limit) return found;
  }
}

/** How many suppliers' names contain `fragment` (the list's count). */
export async function countContaining(server, token, fragment) {
  const query = new URLSearchParams({ nama_supplier__contains: fragment, limit: '1' });
  const body = await getJson(server, token, `/api/rsupplier?${query}`);
  return body.totalRecords;
}

async function getJson(server, token, path) {
  const response = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
