/**
 * What a domain's demo seed receives (db/demo/seed-demo.ts builds it). Types only, apart from the seeding
 * code: a module's declaration (modules/resources/domain-module.ts) names its seed without importing the
 * seeding, which imports the resources module back.
 */
import type { ResourceName } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { WriteContext } from '../../modules/resources/resources.write.ts';
import type { Random } from './random.ts';

type Row = Record<string, unknown>;

/** Real region codes of one place (province → village), for addresses. */
export type RegionChain = {
  id_provinsi: string;
  id_kabupaten: string;
  id_kecamatan: string;
  id_desa: string;
};

export type SeedContext = {
  app: FastifyInstance;
  /** Writes as the demo admin, through the engine (hooks included). */
  write: WriteContext;
  rand: Random;
  /** The seeding day in Asia/Jakarta (`YYYY-MM-DD`); demo dates are relative to it. */
  today: string;
  /** `today` minus `days`, as `YYYY-MM-DD`. */
  daysAgo(days: number): string;
  add(resource: ResourceName, input: Row, extra?: { values?: Row }): Promise<Row>;
  edit(resource: ResourceName, id: unknown, input: Row): Promise<Row>;
  /** The first record of a resource matching `where` (`field = value` pairs), or null. */
  find(resource: ResourceName, where: Row): Promise<Row | null>;
  /** A real village in a regency named like `regency` (e.g. 'KOTA BANDUNG'), picked by the generator. */
  region(regency: string): Promise<RegionChain | null>;
};

export type DemoSeed = (s: SeedContext) => Promise<void>;
