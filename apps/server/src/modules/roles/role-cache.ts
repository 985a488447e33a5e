import type { FastifyInstance } from 'fastify';
import { pagesForRole, roleNames } from './roles.service.ts';

/** What a role holds: its names and pages list. */
export type RoleGrant = { names: string[]; pages: string[] };

/** Pages and role names are read on every call: cached per role a few seconds, dropped on any write. */
const TTL_MS = 5_000;

export class RoleCache {
  private readonly entries = new Map<string, { grant: Promise<RoleGrant>; at: number }>();

  constructor(private readonly app: FastifyInstance) {}

  get(roleId: number | null | undefined): Promise<RoleGrant> {
    if (roleId == null) return Promise.resolve({ names: [], pages: [] });
    const key = String(roleId);
    const cached = this.entries.get(key);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.grant;
    const query = this.app.db.query;
    const grant = Promise.all([roleNames(query, roleId), pagesForRole(query, roleId)]).then(
      ([names, pages]) => ({
        names,
        pages,
      }),
    );
    grant.catch(() => this.entries.delete(key));
    this.entries.set(key, { grant, at: Date.now() });
    return grant;
  }

  invalidate(): void {
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    roleCache: RoleCache;
  }
}

/** Writes to roles or permissions (through any route) drop the cache, so a change shows at the next call. */
export function registerRoleCache(app: FastifyInstance): void {
  app.decorate('roleCache', new RoleCache(app));
  app.addHook('onResponse', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (/^\/api\/(roles|permissions|grouproleid)\b/.test(request.url)) app.roleCache.invalidate();
  });
}
