/**
 * `npm run backup`: the database and the upload folder in one `.tar.gz` (docs/backup.md).
 *
 * Layout of the archive: `backup.json` first (format, engine, time, app version, migrations: enough to
 * refuse a wrong restore before unpacking anything), then `database/...` (the embedded database's
 * files, or `database/postgres.dump` from pg_dump), `secret.key` (embedded only, when DATA_DIR has
 * one), `uploads/...`, and `manifest.json` last: the same header plus every entry's size and SHA-256,
 * computed while the entries were written, so it always describes exactly what the archive holds.
 */
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { AppConfig } from '../../config.ts';
import { holdLock, MIGRATIONS_FOLDER } from '../../db/connect.ts';
import { repoRootOf } from '../../lib/paths.ts';
import { isDatabaseEntry, type LocalTree, listTree } from './files.ts';
import { dumpPostgres, postgresMigrations } from './postgres.ts';
import { TarWriter, type WrittenEntry } from './tar.ts';

export const BACKUP_FORMAT = 'kantor-backup/1';
export const HEADER_ENTRY = 'backup.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const SECRET_KEY_FILE = 'secret.key';

export type Engine = 'pglite' | 'postgres';

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  engine: Engine;
  createdAt: string;
  appVersion: string;
  /** Migrations applied to the database when it was backed up. */
  migrations: number;
};

/** Folders are listed apart: they have no bytes to check, but the embedded database needs its empty ones. */
export type Manifest = BackupHeader & { folders: string[]; files: WrittenEntry[] };

export const engineOf = (config: AppConfig): Engine => (config.databaseUrl ? 'postgres' : 'pglite');

export const engineName = (engine: Engine) =>
  engine === 'pglite' ? 'the embedded database (PGlite in DATA_DIR)' : 'PostgreSQL (DATABASE_URL)';

/** Migrations this version of the app knows. */
export function migrationsInCode(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(repoRootOf(), 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'unknown';
  }
}

/** The embedded database's folder, refused when it is in memory or holds no database. */
export function embeddedFolder(config: AppConfig): string {
  if (config.dataDir.startsWith('memory://'))
    throw new Error('DATA_DIR is memory://: an in-memory database has nothing to back up or restore into');
  return resolve(config.dataDir);
}

/** Takes the app's own lock on DATA_DIR, so neither the app nor a second command opens it meanwhile. */
export function lockDataFolder(dataDir: string, action: string): () => void {
  try {
    return holdLock(dataDir);
  } catch (error) {
    throw new Error(`Cannot ${action} while the app runs on ${dataDir}: ${(error as Error).message}`);
  }
}

/**
 * Opens an embedded database folder (with pg_trgm, which its trigram indexes need at every open),
 * answers its migration count, and closes it after a checkpoint: its files are then complete and at
 * rest, ready to copy.
 */
export async function settlePglite(folder: string): Promise<number> {
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  try {
    const [found] = (
      await client.query<{ found: string | null }>(
        "SELECT to_regclass('drizzle.__drizzle_migrations')::text AS found",
      )
    ).rows;
    const migrations = found?.found
      ? ((
          await client.query<{ count: number }>(
            'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
          )
        ).rows[0]?.count ?? 0)
      : 0;
    await client.exec('CHECKPOINT');
    return migrations;
  } finally {
    await client.close();
  }
}

const stampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

export type BackupResult = { file: string; bytes: number; manifest: Manifest };

/**
 * Writes `kantor-<engine>-<UTC time>.tar.gz` into `folder` (owner-only: it holds every record and, on
 * the embedded database, the key of the stored secrets). The embedded database is refused while the
 * app runs on it; PostgreSQL is dumped as a consistent snapshot, also while the app runs.
 */
export async function createBackup(
  config: AppConfig,
  folder: string,
  now = new Date(),
): Promise<BackupResult> {
  const engine = engineOf(config);
  const dataDir = engine === 'pglite' ? embeddedFolder(config) : '';
  if (dataDir && resolve(config.uploadDir) === dataDir)
    throw new Error(
      'UPLOAD_DIR is DATA_DIR itself: give the uploads their own folder (the default is DATA_DIR/uploads)',
    );
  if (dataDir && !existsSync(join(dataDir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${dataDir} (no PG_VERSION file): nothing to back up`);
  await mkdir(folder, { recursive: true });
  const file = join(resolve(folder), `kantor-${engine}-${stampOf(now)}.tar.gz`);
  if (existsSync(file)) throw new Error(`${file} already exists`);
  const partial = `${file}.partial`;
  const dump = `${file}.dump.partial`;
  const release = dataDir ? lockDataFolder(dataDir, 'back up') : () => {};
  let gzip: Gzip | undefined;
  try {
    const migrations = dataDir ? await settlePglite(dataDir) : await postgresMigrations(config.databaseUrl!);
    if (!dataDir) await dumpPostgres(config.databaseUrl!, dump);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      engine,
      createdAt: now.toISOString(),
      appVersion: appVersion(),
      migrations,
    };
    // level 1: the embedded database is stopped meanwhile, and speed matters more than the last 15% of size
    gzip = createGzip({ level: 1 });
    const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
    // a failed write surfaces through the tar writer's next wait, and again here when awaited
    written.catch(() => undefined);
    const tar = new TarWriter(gzip);
    const files: WrittenEntry[] = [];
    const folders: string[] = [];
    const addTree = async (prefix: string, tree: LocalTree) => {
      for (const folder of tree.folders) {
        await tar.addFolder(`${prefix}/${folder.path}`, folder.mode, folder.mtime);
        folders.push(`${prefix}/${folder.path}`);
      }
      for (const entry of tree.files) files.push(await tar.addFile(`${prefix}/${entry.path}`, entry));
    };
    await tar.addBuffer(HEADER_ENTRY, json(header));
    if (dataDir) {
      await addTree('database', await listTree(dataDir, isDatabaseEntry));
      const key = join(dataDir, SECRET_KEY_FILE);
      const keyStats = await stat(key).catch(() => null);
      if (keyStats?.isFile())
        files.push(await tar.addFile(SECRET_KEY_FILE, { file: key, size: keyStats.size, mode: 0o600 }));
    } else {
      files.push(await tar.addFile('database/postgres.dump', { file: dump, size: (await stat(dump)).size }));
    }
    await addTree('uploads', await listTree(config.uploadDir));
    const manifest: Manifest = { ...header, folders, files };
    await tar.addBuffer(MANIFEST_ENTRY, json(manifest));
    await tar.finish();
    await written;
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, manifest };
  } catch (error) {
    gzip?.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(dump, { force: true });
    release();
  }
}
