import { type RoleRef, roleIdsOf, roleKeyOf } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { ACCESS_VERSION, type CacheStats, VersionedCache } from '../../plugins/cluster.ts';
import { pagesForRole, roleNames } from './roles.service.ts';
import { registerUserFacts } from './user-facts.ts';

export { ACCESS_VERSION, type CacheStats } from '../../plugins/cluster.ts';

/**
 * What a role, or a login's role set, holds: the roles' names (the primary's first) and the union of
 * their pages (issue 37: a person may do what any of their roles may).
 */
export type RoleGrant = { names: string[]; pages: string[] };

/**
 * Pages and role names are read on every call: cached per role, dropped when the cluster's access
 * version moves (any write to roles, permissions or rules, on any instance); the TTL only bounds what
 * a write straight to the database (bypassing the API) can leave stale.
 */
const TTL_MS = 5_000;

export class RoleCache {
  // another instance (or request) changed roles or permissions: the access version moved, start over
  private readonly cache: VersionedCache<RoleGrant>;

  constructor(private readonly app: FastifyInstance) {
    this.cache = new VersionedCache(() => app.cluster.version(ACCESS_VERSION), TTL_MS);
  }

  get stats(): CacheStats {
    return this.cache.stats;
  }

  async get(ref: RoleRef): Promise<RoleGrant> {
    const key = roleKeyOf(ref);
    if (key === null) return { names: [], pages: [] };
    const ids = roleIdsOf(ref);
    const query = this.app.db.query;
    if (ids.length > 1)
      // one entry per role set: the policy keeps per pages array what it normalised (access/policy.ts)
      return this.cache.get(key, async () => {
        const grants = await Promise.all(ids.map((id) => this.get(id)));
        return {
          names: grants.flatMap((g) => g.names),
          pages: [...new Set(grants.flatMap((g) => g.pages))].sort(),
        };
      });
    const roleId = ids[0]!;
    return this.cache.get(key, async () => {
      const [names, pages] = await Promise.all([roleNames(query, roleId), pagesForRole(query, roleId)]);
      return { names, pages };
    });
  }

  /** Drops every instance's cached pages and rules (a write behind the API's back, or a test). */
  invalidate(): Promise<void> {
    this.cache.clear();
    return this.app.cluster.bump(ACCESS_VERSION);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    roleCache: RoleCache;
  }
}

/**
 * Writes to roles, permissions, role groups or role rules (through any route) bump the access version
 * before the answer leaves, so the caller's next request, on any instance, sees the change.
 */
export function registerRoleCache(app: FastifyInstance): void {
  app.decorate('roleCache', new RoleCache(app));
  // who a rule condition reads as `user.*` (user-facts.ts): cached per login beside the roles' pages
  registerUserFacts(app);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (/^\/api\/(roles|permissions|grouproleid|setupshowhideroleid)\b/.test(request.url)) {
      await app.roleCache.invalidate();
    }
    return payload;
  });
}
