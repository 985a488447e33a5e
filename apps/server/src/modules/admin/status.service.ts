import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SystemStatus } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_FOLDER } from '../../db/connect.ts';
import { serverRoot } from '../../lib/paths.ts';

let cachedVersion: string | null = null;

function appVersion(): string {
  if (cachedVersion) return cachedVersion;
  try {
    const pkg = JSON.parse(readFileSync(join(serverRoot(), 'package.json'), 'utf8')) as { version?: string };
    cachedVersion = pkg.version ?? 'unknown';
  } catch {
    cachedVersion = 'unknown';
  }
  return cachedVersion;
}

function knownMigrations(): { count: number; tags: string[] } {
  try {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    return { count: journal.entries.length, tags: journal.entries.map((e) => e.tag) };
  } catch {
    return { count: 0, tags: [] };
  }
}

/** Redis answers within a second, or is reported as not connected (never an error for the page). */
async function redisConnected(app: FastifyInstance): Promise<boolean> {
  if (!app.cluster.shared) return false;
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref());
  const probe = app.cluster
    .version('admin-status')
    .then(() => true)
    .catch(() => false);
  return Promise.race([probe, timeout]);
}

/** The system status of `/admin`: what runs, where its data lives, and whether its parts are healthy. */
export async function systemStatus(app: FastifyInstance): Promise<SystemStatus> {
  const query = app.db.query;
  const [{ server_version }] = (await query<{ server_version: string }>('SHOW server_version')) as [
    { server_version: string },
  ];
  // drizzle's migrator keeps what it applied in drizzle.__drizzle_migrations (both engines)
  const [applied] = await query<{ count: number }>(
    'SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations',
  );
  const known = knownMigrations();
  const lastIndex = (applied?.count ?? 0) - 1;
  const daily = await query<{ job: string; last_day: string; ran_at: string | Date }>(
    `SELECT job, last_day::text AS last_day, ran_at FROM daily_runs ORDER BY job`,
  );
  const smtp = app.mailer.transport === 'smtp';
  let outbox: SystemStatus['mail']['outbox'] = null;
  if (!smtp) {
    const [row] = await query<{ total: number; today: number }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Jakarta') AT TIME ZONE 'Asia/Jakarta')::int AS today
         FROM mail_outbox`,
    );
    outbox = { total: row?.total ?? 0, today: row?.today ?? 0 };
  }
  const engine = app.db.engine;
  const uptime = process.uptime();
  return {
    version: appVersion(),
    node: process.version,
    uptimeSeconds: Math.round(uptime),
    startedAt: new Date(Date.now() - uptime * 1000).toISOString(),
    database: {
      engine,
      label: engine === 'pglite' ? 'PGlite' : 'PostgreSQL',
      version: server_version,
    },
    mail: {
      mode: smtp ? 'smtp' : 'log',
      queue: smtp ? 'sentDirectly' : 'outbox',
      inFlight: app.mailer.inFlight(),
      outbox,
    },
    redis: { configured: app.cluster.shared, connected: await redisConnected(app) },
    migrations: {
      applied: applied?.count ?? 0,
      known: known.count,
      last: lastIndex >= 0 ? (known.tags[lastIndex] ?? null) : null,
    },
    dailyJobs: daily.map((d) => ({
      job: d.job,
      lastDay: d.last_day,
      ranAt: new Date(d.ran_at).toISOString(),
    })),
  };
}
