import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type AppConfig, loadConfig } from '../../config.ts';
import { connectDatabase, type Database, migrateDatabase, type Query } from '../../db/connect.ts';
import { seedDatabase } from '../../db/seed.ts';
import { repoRootOf } from '../../lib/paths.ts';
import { login, multipartFile, TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from '../../test/helpers.ts';
import { readTemplate } from '../../test/template.ts';
import { createBackup } from './backup.service.ts';
import { STAGING_NEW, STAGING_OLD } from './files.ts';
import { RestoreRefused, restoreBackup } from './restore.service.ts';
import { readTar, TarWriter } from './tar.ts';

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Every table of every schema, its rows in primary-key order (hashed), and every sequence's position. */
async function databaseState(query: Query): Promise<Record<string, string>> {
  const tables = await query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const state: Record<string, string> = {};
  for (const { schema, name } of tables) {
    const table = `"${schema}"."${name}"`;
    const keys = await query<{ column: string }>(
      `SELECT a.attname AS column FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
       WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey::int2[], a.attnum)`,
      [table],
    );
    const order = keys.length ? keys.map((k) => `"${k.column}"`).join(', ') : 't::text';
    const rows = await query(`SELECT * FROM ${table} t ORDER BY ${order}`);
    state[`${schema}.${name}`] = `${rows.length} rows, ${sha(JSON.stringify(rows))}`;
  }
  const sequences = await query(
    'SELECT schemaname, sequencename, last_value FROM pg_sequences ORDER BY 1, 2',
  );
  state['(sequences)'] = JSON.stringify(sequences);
  return state;
}

/** Every file under `root` (relative path to the SHA-256 of its bytes). */
function filesState(root: string): Record<string, string> {
  const state: Record<string, string> = {};
  for (const path of readdirSync(root, { recursive: true }) as string[]) {
    if (statSync(join(root, path)).isFile()) state[path] = sha(readFileSync(join(root, path)));
  }
  return state;
}

const leftovers = (...folders: string[]) =>
  folders.flatMap((folder) =>
    readdirSync(folder).filter((name) => name === STAGING_NEW || name === STAGING_OLD),
  );

/** Records and uploads written through the app, as a user would. */
async function populate(app: FastifyInstance, uploadDir: string): Promise<void> {
  const token = await login(app, 'admin', TEST_ADMIN_PASSWORD);
  for (const nama of ['CV Maju Jaya', 'PT Sinar Terang']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/rsupplier/add',
      headers: { authorization: `Bearer ${token}` },
      payload: { nama_supplier: nama, no_hp: '0812-3456-7890', status: 'Active' },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  for (const [name, type, content] of [
    ['foto.jpg', 'image/jpeg', photo],
    ['laporan.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%backup test\n')],
  ] as const) {
    const form = multipartFile(content, { name, type });
    const response = await app.inject({
      method: 'POST',
      url: '/api/media/upload',
      payload: form.payload,
      headers: { authorization: `Bearer ${token}`, ...form.headers },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  mkdirSync(join(uploadDir, 'private', 'sheets'), { recursive: true });
  writeFileSync(join(uploadDir, 'private', 'sheets', `${'a'.repeat(120)}.xlsx`), randomBytes(5000));
}

/** Changes rows, drops and adds a table, and replaces the upload folder's contents. */
async function wipe(query: Query, uploadDir: string): Promise<void> {
  await query('DELETE FROM rsupplier');
  await query("UPDATE users SET username = username || '-x'");
  await query('DROP TABLE media CASCADE');
  await query('CREATE TABLE stray (id int PRIMARY KEY)');
  rmSync(uploadDir, { recursive: true, force: true });
  mkdirSync(join(uploadDir, 'stray'), { recursive: true });
  writeFileSync(join(uploadDir, 'stray', 'new.txt'), 'not in the backup');
}

/** A copy of `file` with one byte of an upload changed (archive and manifest otherwise intact). */
async function damagedCopy(file: string): Promise<string> {
  const copy = file.replace(/\.tar\.gz$/, '-damaged.tar.gz');
  const gzip = createGzip({ level: 1 });
  const written = pipeline(gzip, createWriteStream(copy));
  const tar = new TarWriter(gzip);
  let damaged = '';
  for await (const entry of readTar(createReadStream(file).pipe(createGunzip()))) {
    if (entry.type === 'folder') {
      await tar.addFolder(entry.path);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const data = Buffer.concat(chunks);
    if (!damaged && entry.path.startsWith('uploads/') && data.length > 100) {
      data[50] = data[50]! ^ 0xff;
      damaged = entry.path;
    }
    await tar.addBuffer(entry.path, data);
  }
  await tar.finish();
  await written;
  expect(damaged).not.toBe('');
  return copy;
}

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'cli.ts'), ...args],
      { cwd: repoRootOf(), env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env } },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });
}

const root = mkdtempSync(join(tmpdir(), 'kantor-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// each step opens, copies and re-opens whole on-disk databases: seconds on a quiet machine, over the
// default 30 s when the machine is busy
describe('backup and restore of the embedded database (PGlite)', { timeout: 90_000 }, () => {
  const dataDir = join(root, 'pglite');
  const uploadDir = join(dataDir, 'uploads');
  const backups = join(root, 'pglite-backups');
  const config = loadConfig(
    {},
    { dataDir, uploadDir, logLevel: 'silent', webDist: '/nonexistent', seedDemo: false },
  );
  const open = () => connectDatabase({ dataDir });
  let tables: Record<string, string>;
  let files: Record<string, string>;
  let file: string;

  beforeAll(async () => {
    // a file-backed folder from the suites' migrated template, instead of a slow initdb and migration
    const seedClient = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      loadDataDir: readTemplate(inject('pgliteTemplate')),
    });
    await seedClient.close();
    writeFileSync(join(dataDir, 'secret.key'), 'the key of this install\n');
  });

  it('refuses to back up or restore while the app runs on DATA_DIR', async () => {
    const database = await open();
    const app = await buildApp(config, { database, logger: false });
    try {
      await app.ready();
      await populate(app, uploadDir);
      tables = await databaseState(database.query);
      files = filesState(uploadDir);
      expect(Object.keys(files).length).toBe(5); // an image in 3 sizes, a PDF, a private file
      const env = { DATA_DIR: dataDir, UPLOAD_DIR: uploadDir };
      writeFileSync(join(root, 'some.tar.gz'), 'x');
      const [backup, restore, withoutPath] = await Promise.all([
        runCli(['backup', backups], env),
        runCli(['restore', join(root, 'some.tar.gz')], env),
        runCli(['restore'], env),
      ]);
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain(`Cannot back up while the app runs on ${dataDir}`);
      expect(backup.stderr).toContain(`process ${process.pid}`);
      expect(existsSync(backups) ? readdirSync(backups) : []).toEqual([]);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`Cannot restore while the app runs on ${dataDir}`);
      expect(withoutPath.code).toBe(2);
      expect(withoutPath.stderr).toContain('Restore needs the backup file');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('puts back every table, every upload and the secret key after a wipe', async () => {
    const made = await createBackup(config, backups);
    file = made.file;
    expect(made.manifest.engine).toBe('pglite');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const paths = made.manifest.files.map((f) => f.path);
    expect(paths).toContain('secret.key');
    expect(paths).toContain('database/PG_VERSION');
    expect(paths.filter((p) => p.startsWith('uploads/')).length).toBe(Object.keys(files).length);

    const database = await open();
    await wipe(database.query, uploadDir);
    expect(await databaseState(database.query)).not.toEqual(tables);
    await database.close();
    writeFileSync(join(dataDir, 'secret.key'), 'another key\n');

    const restored = await restoreBackup(config, file);
    expect(restored.uploads).toBe(Object.keys(files).length);
    const reopened = await open();
    try {
      expect(await databaseState(reopened.query)).toEqual(tables);
    } finally {
      await reopened.close();
    }
    expect(filesState(uploadDir)).toEqual(files);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8')).toBe('the key of this install\n');
    expect(leftovers(dataDir, uploadDir)).toEqual([]);
    expect(existsSync(join(dataDir, 'kantor.lock'))).toBe(false);
  });

  it('refuses a damaged or cut-short backup, and one of the other engine, changing nothing', async () => {
    const damaged = await damagedCopy(file);
    const cut = join(root, 'cut.tar.gz');
    writeFileSync(cut, await readFile(file));
    await truncate(cut, Math.floor(statSync(file).size / 2));
    writeFileSync(join(uploadDir, 'stray.txt'), 'added after the backup');
    const filesNow = filesState(uploadDir);

    await expect(restoreBackup(config, damaged)).rejects.toThrow(
      /uploads\/.* does not match its checksum .*Nothing was changed\.$/,
    );
    await expect(restoreBackup(config, cut)).rejects.toThrow(/cut short or damaged.*Nothing was changed/);
    const postgres = { ...config, databaseUrl: 'postgres://nobody@127.0.0.1:9/none' };
    await expect(restoreBackup(postgres, file)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(postgres, file)).rejects.toThrow(
      /holds the embedded database .* but this server is set up for PostgreSQL/,
    );

    const database = await open();
    try {
      expect(await databaseState(database.query)).toEqual(tables);
    } finally {
      await database.close();
    }
    expect(filesState(uploadDir)).toEqual(filesNow);
    expect(leftovers(dataDir, uploadDir)).toEqual([]);
  });
});

describe.runIf(process.env.DATABASE_URL)(
  'backup and restore on PostgreSQL (DATABASE_URL)',
  { timeout: 90_000 },
  () => {
    const server = process.env.DATABASE_URL ?? '';
    const name = `kantor_backup_${randomBytes(6).toString('hex')}`;
    let url = '';
    const uploadDir = join(root, 'postgres-uploads');
    const backups = join(root, 'postgres-backups');
    let config: AppConfig;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    const open = () => connectDatabase({ databaseUrl: url, dataDir: 'memory://' });

    beforeAll(async () => {
      // a throw-away database: the restore replaces whole schemas, never those of the shared test database
      await admin(`CREATE DATABASE ${name}`);
      const target = new URL(server);
      target.pathname = `/${name}`;
      url = target.toString();
      config = loadConfig(
        {},
        { databaseUrl: url, uploadDir, logLevel: 'silent', webDist: '/nonexistent', seedDemo: false },
      );
    });
    afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

    it('puts back every table and upload after a wipe, refusing while sessions are open or on PGlite', async () => {
      let database: Database = await open();
      await migrateDatabase(database);
      await seedDatabase(database, {
        adminPassword: TEST_ADMIN_PASSWORD,
        teknisiPassword: TEST_TEKNISI_PASSWORD,
      });
      const app = await buildApp(config, { database, logger: false });
      await app.ready();
      await populate(app, uploadDir);
      const tables = await databaseState(database.query);
      const files = filesState(uploadDir);
      await app.close();

      const { file, manifest } = await createBackup(config, backups);
      expect(manifest.engine).toBe('postgres');
      expect(manifest.files.map((f) => f.path)).toContain('database/postgres.dump');
      await wipe(database.query, uploadDir);
      expect(await databaseState(database.query)).not.toEqual(tables);

      // the app's pool is still open on the database: a restore under it is refused
      await expect(restoreBackup(config, file)).rejects.toThrow(
        /other connection\(s\) are open .*Nothing was changed/,
      );
      await database.close();
      const pgliteConfig = { ...config, databaseUrl: undefined, dataDir: join(root, 'empty-pglite') };
      await expect(restoreBackup(pgliteConfig, file)).rejects.toThrow(
        /holds PostgreSQL .* but this server is set up for the embedded database/,
      );

      await restoreBackup(config, file);
      database = await open();
      try {
        expect(await databaseState(database.query)).toEqual(tables);
      } finally {
        await database.close();
      }
      expect(filesState(uploadDir)).toEqual(files);
      expect(leftovers(uploadDir)).toEqual([]);
    });
  },
);
