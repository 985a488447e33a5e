/**
 * `npm run restore -- <file>`: puts a backup of `npm run backup` back (docs/backup.md).
 *
 * Nothing is touched until the whole archive has been unpacked beside the live data and every entry
 * matched its size and SHA-256 in the manifest (and an embedded database opened at the expected
 * migration): a damaged, cut-short or foreign file is refused with the data as it was. Then the
 * database is replaced (PGlite: the folder's database files swapped by rename; PostgreSQL: one
 * transaction), then the upload folder's contents are swapped the same way.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { AppConfig } from '../../config.ts';
import {
  BACKUP_FORMAT,
  type BackupHeader,
  type Engine,
  embeddedFolder,
  engineName,
  engineOf,
  HEADER_ENTRY,
  lockDataFolder,
  MANIFEST_ENTRY,
  type Manifest,
  migrationsInCode,
  SECRET_KEY_FILE,
  settlePglite,
} from './backup.service.ts';
import { isDatabaseEntry, STAGING_NEW, STAGING_OLD, safeRelative, swapEntries } from './files.ts';
import { otherConnections, restorePostgres } from './postgres.ts';
import { readTar, type TarEntry, type WrittenEntry } from './tar.ts';

export type RestoreResult = {
  manifest: Manifest;
  /** Files put back into the upload folder. */
  uploads: number;
  /** Migrations newer than the backup, which the app applies at its next start. */
  pendingMigrations: number;
};

/** A refusal before anything changed (the message says so). */
export class RestoreRefused extends Error {}

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function parseJson<T>(entry: TarEntry): Promise<T> {
  if (entry.size > 64 * 1024 * 1024) throw new Error(`${entry.path} is implausibly large`);
  try {
    return JSON.parse((await collect(entry.body)).toString('utf8')) as T;
  } catch {
    throw new Error(`${entry.path} is not valid JSON`);
  }
}

async function checkHeader(header: BackupHeader, engine: Engine, config: AppConfig): Promise<void> {
  if (header?.format !== BACKUP_FORMAT) throw new Error(`this is not a Kantor backup (${BACKUP_FORMAT})`);
  if (header.engine !== engine)
    throw new Error(
      `the backup holds ${engineName(header.engine)}, but this server is set up for ${engineName(engine)}; restore it onto the engine it was made from`,
    );
  const known = migrationsInCode();
  if (header.migrations > known)
    throw new Error(
      `the backup was made by a newer Kantor (${header.migrations} migrations, this one knows ${known}): update the app first`,
    );
  if (engine === 'postgres') {
    const others = await otherConnections(config.databaseUrl!);
    if (others > 0)
      throw new Error(
        `${others} other connection(s) are open to the database (an app instance still running?): stop every instance first`,
      );
  }
}

type Stages = { engine: Engine; database: string; uploads: string };

/** Where an archive path is unpacked to, or an error for a path a backup of this engine never holds. */
function targetOf(path: string, stages: Stages): string {
  const [top, ...rest] = safeRelative(path).split('/');
  const inner = rest.join('/');
  if (top === 'uploads' && inner) return join(stages.uploads, inner);
  if (stages.engine === 'pglite') {
    if (top === SECRET_KEY_FILE && !inner) return join(stages.database, SECRET_KEY_FILE);
    if (top === 'database' && rest[0] && isDatabaseEntry(rest[0]) && rest.length > 0)
      return join(stages.database, inner);
  } else if (path === 'database/postgres.dump') return join(stages.database, 'postgres.dump');
  throw new Error(`the backup holds an unexpected entry: ${path}`);
}

async function extract(entry: TarEntry, target: string): Promise<WrittenEntry> {
  await mkdir(dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(
    entry.body,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(target, { mode: entry.mode & 0o777 || 0o644, flags: 'wx' }),
  );
  if (entry.mtime > 0) await utimes(target, entry.mtime, entry.mtime);
  return { path: entry.path, size, sha256: hash.digest('hex') };
}

/** Unpacks the archive into the stages and answers its manifest once every entry matched it. */
async function unpack(file: string, stages: Stages, onHeader: (header: BackupHeader) => Promise<void>) {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let header: BackupHeader | undefined;
  let manifest: Manifest | undefined;
  const unpacked = new Map<string, WrittenEntry>();
  const folders = new Set<string>();
  try {
    for await (const entry of readTar(gunzip)) {
      if (!header) {
        if (entry.path !== HEADER_ENTRY) throw new Error(`this is not a Kantor backup (no ${HEADER_ENTRY})`);
        header = await parseJson<BackupHeader>(entry);
        await onHeader(header);
      } else if (manifest) throw new Error(`entries follow ${MANIFEST_ENTRY}`);
      else if (entry.path === MANIFEST_ENTRY) manifest = await parseJson<Manifest>(entry);
      else if (unpacked.has(entry.path) || folders.has(entry.path))
        throw new Error(`${entry.path} appears twice`);
      else if (entry.type === 'folder') {
        await mkdir(targetOf(entry.path, stages), { recursive: true });
        folders.add(entry.path);
      } else unpacked.set(entry.path, await extract(entry, targetOf(entry.path, stages)));
    }
  } catch (error) {
    // zlib's own words ("unexpected end of file", "incorrect header check") need their context
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw new Error(`it is not a complete gzip file, cut short or damaged (${(error as Error).message})`);
    throw error;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  if (!header) throw new Error('the file is empty');
  if (!manifest || !Array.isArray(manifest.files) || !Array.isArray(manifest.folders))
    throw new Error(`it has no ${MANIFEST_ENTRY} (cut short?)`);
  if (manifest.engine !== header.engine || manifest.createdAt !== header.createdAt)
    throw new Error(`${MANIFEST_ENTRY} does not belong to ${HEADER_ENTRY}`);
  for (const expected of manifest.files) {
    const found = unpacked.get(expected.path);
    if (!found) throw new Error(`${expected.path} is missing`);
    if (found.size !== expected.size || found.sha256 !== expected.sha256)
      throw new Error(`${expected.path} does not match its checksum (the file is damaged)`);
    unpacked.delete(expected.path);
  }
  for (const folder of manifest.folders) {
    if (!folders.delete(folder)) throw new Error(`the folder ${folder} is missing`);
  }
  const extra = [...unpacked.keys(), ...folders][0];
  if (extra !== undefined) throw new Error(`${extra} is not in the manifest`);
  return manifest;
}

const childrenOf = async (folder: string) =>
  (await readdir(folder)).filter((name) => name !== STAGING_NEW && name !== STAGING_OLD);

/**
 * Restores `file` onto the database and upload folder of `config`. The embedded database is refused
 * while the app runs on DATA_DIR, PostgreSQL while other sessions are open on it.
 */
export async function restoreBackup(config: AppConfig, file: string): Promise<RestoreResult> {
  const engine = engineOf(config);
  const fileStats = await stat(file).catch(() => null);
  if (!fileStats?.isFile())
    throw new RestoreRefused(`There is no backup file at ${file}. Nothing was changed.`);
  const dataDir = engine === 'pglite' ? embeddedFolder(config) : '';
  const uploadDir = resolve(config.uploadDir);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const release = dataDir ? lockDataFolder(dataDir, 'restore') : () => {};
  const stages: Stages = {
    engine,
    database: dataDir ? join(dataDir, STAGING_NEW) : await mkdtemp(join(tmpdir(), 'kantor-restore-')),
    uploads: join(uploadDir, STAGING_NEW),
  };
  let stage: 'check' | 'database' | 'uploads' = 'check';
  try {
    for (const folder of [stages.database, stages.uploads]) {
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
    }
    const manifest = await unpack(file, stages, (header) => checkHeader(header, engine, config));
    if (dataDir) {
      const migrations = await settlePglite(stages.database);
      if (migrations !== manifest.migrations)
        throw new Error(
          `the unpacked database has ${migrations} migrations, the manifest says ${manifest.migrations}`,
        );
      stage = 'database';
      const staged = new Set(await readdir(stages.database));
      await swapEntries(
        dataDir,
        (await childrenOf(dataDir)).filter((name) => isDatabaseEntry(name) || staged.has(name)),
      );
    } else {
      stage = 'database';
      await restorePostgres(config.databaseUrl!, join(stages.database, 'postgres.dump'));
    }
    stage = 'uploads';
    await swapEntries(uploadDir, await childrenOf(uploadDir));
    return {
      manifest,
      uploads: manifest.files.filter((f) => f.path.startsWith('uploads/')).length,
      pendingMigrations: migrationsInCode() - manifest.migrations,
    };
  } catch (error) {
    const message = (error as Error).message;
    if (stage === 'check')
      throw new RestoreRefused(`The backup ${file} was refused: ${message}. Nothing was changed.`);
    if (stage === 'database')
      throw new Error(`Restoring the database failed, and it was left as it was: ${message}`);
    throw new Error(
      `The database was restored, but the upload folder ${uploadDir} could not be replaced: ${message}. Run the restore again.`,
    );
  } finally {
    await rm(stages.database, { recursive: true, force: true });
    await rm(stages.uploads, { recursive: true, force: true });
    release();
  }
}
