import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../lib/paths.ts';
import { detectNameCollation } from './name-order.ts';
import { GENERIC_OFF, GENERIC_ON, pglitePrepared, pgStatements, type QueryOptions } from './prepared.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both engines answer through the same Drizzle surface; code never branches on the engine. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Raw SQL with positional parameters ($1, $2 ...), answering rows. `prepare` names a hot statement whose
 * text is a constant, to parse and plan it once per connection (db/prepared.ts says when it is safe).
 */
export type Query = <T = Record<string, unknown>>(
  text: string,
  params?: unknown[],
  options?: QueryOptions,
) => Promise<T[]>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  query: Query;
  /** Runs `fn` in one transaction: every statement commits together or none does. */
  transaction<T>(fn: (query: Query) => Promise<T>): Promise<T>;
  /** Embedded engine only: the whole data folder as one tarball (a template for the test suites). */
  snapshot?: () => Promise<Blob>;
  /** PostgreSQL only: the connection pool's counts now (the metrics endpoint reads them). */
  stats?: () => PoolStats;
  close(): Promise<void>;
};

/** Open connections, those idle among them, callers waiting for one, and the pool's size. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export const MIGRATIONS_FOLDER = resolve(serverRoot(), 'drizzle');

export type ConnectOptions = {
  databaseUrl?: string;
  /** PGlite folder, or `memory://` for a throw-away database. */
  dataDir: string;
  /**
   * A PGlite data folder dumped earlier (`dumpDataDir`) to start a `memory://` database from, instead
   * of running initdb: the test suites start each file from one migrated and seeded template.
   */
  template?: Blob;
};

export async function connectDatabase(options: ConnectOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await connectPostgres(options.databaseUrl)
    : await connectPglite(options.dataDir, options.template);
  await detectNameCollation(database.query);
  return database;
}

export async function migrateDatabase(database: Database): Promise<void> {
  // Trigram indexes in the migrations need the extension; it is not a table, so it lives here.
  await database.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  if (database.engine === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
  } else {
    await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

// Answers in the same shapes as PGlite: int8 (money, counts) as numbers (amounts stay far below
// 2^53), dates as their 'YYYY-MM-DD' text rather than a Date at the server's local midnight.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1082, (value) => value);

async function connectPostgres(url: string): Promise<Database> {
  const max = Number(process.env.PG_POOL_MAX ?? 10);
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it at the next query, and that query reports any real failure.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const pgStatement = pgStatements();
  return {
    db,
    engine: 'postgres',
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      const result = await pool.query(pgStatement(text, params, options));
      return result.rows as T[];
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          const generic = options?.prepare && options.generic;
          if (generic) await client.query(GENERIC_ON);
          const r = await client.query(pgStatement(text, params, options));
          if (generic) await client.query(GENERIC_OFF);
          return r.rows as T[];
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

async function connectPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  let releaseLock = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = holdLock(dataDir);
  }
  // pg_trgm must be loaded at every open: a data folder with a trigram index cannot be queried without it.
  const client = await PGlite.create(inMemory ? undefined : dataDir, {
    extensions: { pg_trgm },
    ...(inMemory && template ? { loadDataDir: template } : {}),
    // A throw-away database deletes old WAL files at a checkpoint instead of keeping them for reuse,
    // so a snapshot holds one 16 MB segment, not five: the test template was 140 MB, 84 MB of it
    // recycled WAL that every test file loaded into memory.
    ...(inMemory ? { startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off'] } : {}),
  });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const prepared = pglitePrepared(client);
  const unprepared = async <T>(text: string, params?: unknown[]) =>
    (await client.query<T>(text, params as unknown[])).rows;
  return {
    db,
    engine: 'pglite',
    // the checkpoint first: WAL before it is deleted (see wal_recycle above) and a load replays nothing
    snapshot: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      if (options?.prepare) return prepared<T>(text, params, false, unprepared);
      const result = await client.query(text, params as unknown[]);
      return result.rows as T[];
    },
    async transaction(fn) {
      return client.transaction(async (tx) => {
        const inTx = async <T>(text: string, params?: unknown[]) =>
          (await tx.query<T>(text, params as unknown[])).rows;
        return fn(async <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          options?.prepare ? prepared<T>(text, params, true, inTx, options) : inTx<T>(text, params),
        );
      });
    },
    async close() {
      try {
        // PGlite runs with fsync off: checkpoint before closing so a clean stop leaves the files complete.
        if (!inMemory) await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * Two processes must never open one PGlite folder: the second would corrupt it. The backup commands
 * take the same lock (modules/backup), so they refuse while the app runs on the folder.
 */
export function holdLock(dataDir: string): () => void {
  const lockFile = join(dataDir, 'kantor.lock');
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database folder ${dataDir} is in use by process ${pid}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
