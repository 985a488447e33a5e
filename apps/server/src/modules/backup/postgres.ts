/**
 * PostgreSQL through its own client tools: `pg_dump --format=custom` to back up (a consistent snapshot,
 * also while the app runs) and `pg_restore` piped into one `psql` transaction to restore.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

/** The tools from `PG_BIN` when set (a server newer than the tools on PATH needs its own), else from PATH. */
const tool = (name: string) => (process.env.PG_BIN ? join(process.env.PG_BIN, name) : name);

/**
 * The URL without its password, which goes to the tools in `PGPASSWORD` instead, so it never shows in
 * the process list.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    // notices such as "drop cascades to 80 other objects" are noise for the operator
    env: {
      ...process.env,
      PGOPTIONS: '-c client_min_messages=warning',
      ...(password ? { PGPASSWORD: password } : {}),
    },
  };
}

type Run = { done: Promise<void>; child: ReturnType<typeof spawn> };

function run(name: string, args: string[], env: NodeJS.ProcessEnv, stdin: 'ignore' | 'pipe' = 'ignore'): Run {
  const child = spawn(tool(name), args, { env, stdio: [stdin, 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${name} was not found: install the PostgreSQL client tools (the server's major version or newer), or set PG_BIN to their folder`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit code ${code}): ${errors.trim()}`)),
    );
  });
  return { done, child };
}

/** The whole database into `file`, in pg_dump's custom format (compressed, read by pg_restore). */
export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  const dump = run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
  dump.child.stdout?.resume();
  await dump.done;
}

/**
 * Replaces the app's schemas (`public` and drizzle's `drizzle`) with the dump's, in one transaction:
 * the schemas are dropped and created again (so tables made after the backup go too, which
 * `pg_restore --clean` would leave), then the dump's script runs; any error rolls all of it back.
 * Objects are owned by the user of DATABASE_URL (`--no-owner`), and the dump's grants are skipped
 * (`--no-acl`), so it restores onto a server with other role names.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  const prepare =
    'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';
  const script = run('pg_restore', ['--no-owner', '--no-acl', '--file=-', file], env);
  const apply = run(
    'psql',
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '-c',
      prepare,
      '-f',
      '-',
      `--dbname=${dbname}`,
    ],
    env,
    'pipe',
  );
  apply.child.stdout?.resume();
  // psql stopping early (an error) closes the pipe: pg_restore then fails too, and psql's error is the one to tell
  apply.child.stdin?.on('error', () => undefined);
  script.child.stdout?.pipe(apply.child.stdin!);
  const [restored, applied] = await Promise.allSettled([script.done, apply.done]);
  if (applied.status === 'rejected') throw applied.reason;
  if (restored.status === 'rejected') throw restored.reason;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Migrations applied to the database (0 before the first). */
export function postgresMigrations(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const exists = await client.query<{ found: string | null }>(
      "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found",
    );
    if (!exists.rows[0]?.found) return 0;
    const rows = await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
    );
    return rows.rows[0]?.count ?? 0;
  });
}

/** Sessions other than ours on the database: an app instance still running, most likely. */
export function otherConnections(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const rows = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
    );
    return rows.rows[0]?.count ?? 0;
  });
}
