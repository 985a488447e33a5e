import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { connectDatabase, type Database, migrateDatabase } from '../db/connect.ts';
import { seedDatabase } from '../db/seed.ts';
import { registerAnswerCheck } from './answer-check.ts';
import { registerInputDriftCheck } from './input-drift.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from './passwords.ts';
import { readTemplate } from './template.ts';

export { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD };

/** The PostgreSQL template of the run (server global setup), or none (a file run outside the suites). */
function providedPostgresTemplate(): string | undefined {
  try {
    return inject('postgresTemplate');
  } catch {
    return undefined;
  }
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database beside the one in DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (url) {
    const name = `kantor_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // a copy of the run's migrated, seeded database (global-setup.ts) when there is one
    const template = providedPostgresTemplate();
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    database = await connectDatabase({ databaseUrl: target.toString(), dataDir: 'memory://' });
    await database.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    drop = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await connectDatabase({
      dataDir: 'memory://',
      template: readTemplate(inject('pgliteTemplate')),
    });
  }
  // the suites' templates (global-setup.ts) are already migrated and seeded; the steps below then
  // find nothing to do, and still run so a file started without a template gets the same database
  await migrateDatabase(database);
  await seedDatabase(database, {
    adminPassword: TEST_ADMIN_PASSWORD,
    teknisiPassword: TEST_TEKNISI_PASSWORD,
  });
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await drop();
  };
  return database;
}

export type TestContext = { app: FastifyInstance; database: Database; config: AppConfig };

/**
 * buildApp on a fresh database, without a port; close it in afterAll. Its `inject` speaks as an
 * English client (`Accept-Language: en-US`, as the web sends in English) unless a request names its
 * own language, so the suites' expected messages read in one language; `clientLanguage: null` sends
 * none, to test what a header-less caller gets (Indonesian: default-locale.api.test.ts).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Pick<BuildOptions, 'modules'> & { clientLanguage?: string | null } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {},
    { logLevel: 'silent', webDist: '/nonexistent', dataDir: 'memory://', seedDemo: false, ...overrides },
  );
  const app = await buildApp(config, {
    database,
    logger: false,
    modules: options.modules,
    answerCheck: (app) => {
      registerAnswerCheck(app);
      registerInputDriftCheck(app);
    },
  });
  await app.ready();
  const language = options.clientLanguage === undefined ? 'en-US' : options.clientLanguage;
  if (language) speakAs(app, language);
  return { app, database, config };
}

function speakAs(app: FastifyInstance, language: string): void {
  const inject = app.inject.bind(app);
  // only the object form is used by the suites; a request naming a language keeps it
  const withLanguage = (opts: InjectOptions) => {
    const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'accept-language'))
      headers['accept-language'] = language;
    return inject({ ...opts, headers });
  };
  (app as unknown as { inject: typeof withLanguage }).inject = withLanguage;
}

export async function closeTestApp(context: TestContext): Promise<void> {
  await context.app.close();
  await context.database.close();
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests as one signed-in user, with the language named or not (`Accept-Language` is left out when
 * `language` is undefined: the catalogue's tests ask both ways). Getters, because a file's app and
 * token are made in its beforeAll.
 */
export function callerOf(ctx: () => TestContext, token: () => string) {
  return (method: Method, url: string, payload?: object | Buffer, language?: string, headers = {}) =>
    ctx().app.inject({
      method,
      url,
      payload,
      headers: {
        authorization: `Bearer ${token()}`,
        ...(language ? { 'accept-language': language } : {}),
        ...headers,
      },
    });
}

/** A multipart/form-data body of one file field, with its content type. */
export function multipartFile(
  file: Buffer,
  { field = 'file', name = 'data.csv', type = 'application/octet-stream' } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = 'kantortestboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Gives a role pages straight in the table (a test's set-up, not the route under test), then drops the
 * cached pages as an API write would.
 */
export async function grantPages(
  context: TestContext,
  roleId: number,
  pages: readonly string[],
): Promise<void> {
  for (const page of pages)
    await context.database.query(
      'INSERT INTO permissions (role_id, page_name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [roleId, page],
    );
  await context.app.roleCache.invalidate();
}
