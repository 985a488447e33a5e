/**
 * The demo business of a first start: each domain module seeds its own records through its own
 * services (the same validation, hooks and state machines as a user's writes), once per module.
 */
import { getResource } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
// through the module's surface: nothing that index loads imports this file (lint's dependency check)
import {
  addRecord,
  type DomainModule,
  editRecord,
  type WriteContext,
} from '../../modules/resources/index.ts';
import { Random } from './random.ts';
import type { SeedContext } from './seed-context.ts';

type Row = Record<string, unknown>;

export type { DemoSeed, RegionChain, SeedContext } from './seed-context.ts';

function jakartaDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(date);
}

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

async function seedContext(app: FastifyInstance, module: string, counts: Record<string, number>) {
  const [admin] = await app.db.query<{ id: number; username: string; user_id: number | null }>(
    "SELECT id, username, user_id FROM users WHERE username = 'admin'",
  );
  if (!admin) throw new Error('the demo needs the admin login (base seed)');
  const write: WriteContext = {
    db: app.db,
    actor: { id: admin.id, username: admin.username, userId: admin.user_id ?? admin.id },
    acceptLanguage: 'id-ID',
    hooks: app.resourceHooks,
    app,
  };
  const today = jakartaDay(new Date());
  const rand = new Random(`kantor-demo:${module}`);
  const s: SeedContext = {
    app,
    write,
    rand,
    today,
    daysAgo: (days) => shiftDay(today, days),
    async add(resource, input, extra) {
      const record = await addRecord(write, getResource(resource)!, input, extra);
      counts[resource] = (counts[resource] ?? 0) + 1;
      return record;
    },
    edit: (resource, id, input) => editRecord(write, getResource(resource)!, String(id), input),
    async find(resource, where) {
      const names = Object.keys(where);
      const clauses = names.map((n, i) => `"${n.replace(/"/g, '')}" = $${i + 1}`);
      const rows = await app.db.query<Row>(
        `SELECT * FROM "${getResource(resource)!.table}" ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''} ORDER BY id LIMIT 1`,
        names.map((n) => where[n]),
      );
      return rows[0] ?? null;
    },
    async region(regency) {
      const [reg] = await app.db.query<{ id: string; province_code: string }>(
        'SELECT id, province_code FROM regregencies WHERE name ILIKE $1 ORDER BY id LIMIT 1',
        [regency],
      );
      if (!reg) return null;
      const districts = await app.db.query<{ id: string }>(
        'SELECT id FROM regdistricts WHERE regency_code = $1 ORDER BY id',
        [reg.id],
      );
      if (districts.length === 0) return null;
      const district = rand.pick(districts).id;
      const villages = await app.db.query<{ id: string }>(
        'SELECT id FROM regvillages WHERE district_code = $1 ORDER BY id',
        [district],
      );
      if (villages.length === 0) return null;
      return {
        id_provinsi: reg.province_code,
        id_kabupaten: reg.id,
        id_kecamatan: district,
        id_desa: rand.pick(villages).id,
      };
    },
  };
  return s;
}

/**
 * Seeds the demo records of every module that has a seed and has not been seeded yet (`seed_runs`
 * remembers), in module order. Answers what was written, by module and resource.
 */
export async function seedDemoBusiness(
  app: FastifyInstance,
  modules: readonly DomainModule[],
): Promise<Record<string, Record<string, number>>> {
  const done = new Set(
    (await app.db.query<{ module: string }>('SELECT module FROM seed_runs')).map((r) => r.module),
  );
  const written: Record<string, Record<string, number>> = {};
  for (const module of modules) {
    if (!module.seed || done.has(module.name)) continue;
    const counts: Record<string, number> = {};
    await module.seed(await seedContext(app, module.name, counts));
    await app.db.query('INSERT INTO seed_runs (module, counts) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      module.name,
      JSON.stringify(counts),
    ]);
    written[module.name] = counts;
  }
  return written;
}
