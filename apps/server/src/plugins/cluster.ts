import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';

/**
 * State several instances must agree on. Each named version (e.g. `roles`, `rules`) is a counter: a
 * write bumps it, and every instance compares it with what its cache was built from before answering,
 * so a permission change applies on the very next request on every instance. With REDIS_URL the
 * counters live in Redis (one GET per check, pipelined); without it, in this process (one instance).
 */
/**
 * The cluster version every cache of roles, pages and role rules is built from (roles/role-cache.ts,
 * rules/role-rules.service.ts): here, under both, so neither module imports the other for it.
 */
export const ACCESS_VERSION = 'access';

/** Lookups a cache answered itself and those that went to the database (the metrics endpoint reads them). */
export type CacheStats = { hits: number; misses: number };

/**
 * Values by key, built from one cluster version: dropped when that version moves (a write on any
 * instance) and past `ttlMs` (what a write straight to the database can leave stale). A load in flight
 * is shared by the calls that ask meanwhile; a failed one is not kept. The role cache and the role-rule
 * cache are two of these.
 */
export class VersionedCache<T> {
  private entries = new Map<string, { value: Promise<T>; at: number }>();
  private builtFrom = 0;
  readonly stats: CacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly version: () => Promise<number>,
    private readonly ttlMs: number,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.version();
    if (version !== this.builtFrom) {
      this.entries = new Map();
      this.builtFrom = version;
    }
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.at < this.ttlMs) {
      this.stats.hits++;
      return cached.value;
    }
    this.stats.misses++;
    const value = load();
    value.catch(() => this.entries.delete(key));
    this.entries.set(key, { value, at: Date.now() });
    return value;
  }

  /** Drops this instance's entries (the version bump that tells the others is the caller's). */
  clear(): void {
    this.entries = new Map();
  }
}

export class ClusterState {
  private readonly local = new Map<string, number>();
  private readonly redis: Redis | null;

  constructor(private readonly config: Pick<AppConfig, 'redisUrl' | 'redisPrefix'>) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableAutoPipelining: true, lazyConnect: true })
      : null;
  }

  get shared(): boolean {
    return this.redis !== null;
  }

  private key(name: string): string {
    return `${this.config.redisPrefix}version:${name}`;
  }

  async version(name: string): Promise<number> {
    if (!this.redis) return this.local.get(name) ?? 0;
    return Number((await this.redis.get(this.key(name))) ?? 0);
  }

  async bump(name: string): Promise<void> {
    if (!this.redis) {
      this.local.set(name, (this.local.get(name) ?? 0) + 1);
      return;
    }
    await this.redis.incr(this.key(name));
  }

  async start(): Promise<void> {
    await this.redis?.connect();
  }

  async stop(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    cluster: ClusterState;
  }
}

export async function registerCluster(app: FastifyInstance, config: AppConfig): Promise<void> {
  const cluster = new ClusterState(config);
  app.decorate('cluster', cluster);
  await cluster.start();
  app.addHook('onClose', () => cluster.stop());
}
