import type { FastifyPluginAsync } from 'fastify';
import type { DemoSeed } from '../../db/demo/seed-context.ts';
import type { DomainHooks } from './hooks.ts';

/**
 * A domain: its hooks per resource, its extra routes (registered under `/api`, each declaring its
 * `config.access` like every route) and its demo records. Apart from hooks.ts, which the engine's writes
 * import: the seed's context names the engine's write context, so hooks.ts naming it back was a cycle.
 */
export type DomainModule = {
  name: string;
  hooks?: DomainHooks;
  routes?: FastifyPluginAsync;
  /** Its demo records, written through its own services on a first start (db/demo/seed-demo.ts). */
  seed?: DemoSeed;
};
