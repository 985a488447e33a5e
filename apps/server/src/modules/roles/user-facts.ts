import type { RowScopeFacts } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { jakartaToday } from '../../lib/dates.ts';
import { ACCESS_VERSION, VersionedCache } from '../../plugins/cluster.ts';
import { groupsOfRole } from './roles.service.ts';

/**
 * What a rule condition may read about who is looking (issue 37, docs/rules.md "User context"):
 * `user.id` (the login), `user.username`, `user.email`, `user.user_id` (the owner id), `user.role_id`,
 * `user.role` (the role's name), `user.groups` (names of the active role groups holding the role) and
 * `user.akun` (ids of the accounts the login is, `akun.id_login`); `role.id` and `role.name`.
 */
export type UserFacts = Pick<RowScopeFacts, 'user' | 'role'>;

type Login = {
  id: number;
  username: string;
  email: string | null;
  user_id: number | null;
  user_role_id: number | null;
};

/** Facts change with accounts, groups and roles: cached per login like the role caches (5 s, access version). */
const TTL_MS = 5_000;

export class UserFactsCache {
  private readonly cache: VersionedCache<UserFacts>;
  constructor(private readonly app: FastifyInstance) {
    this.cache = new VersionedCache(() => app.cluster.version(ACCESS_VERSION), TTL_MS);
  }

  async get(login: Login, roleName: string | null): Promise<UserFacts> {
    return this.cache.get(`${login.id}:${login.user_role_id ?? ''}`, () => this.load(login, roleName));
  }

  /** The facts with the day and instant a condition's `TODAY()` and `NOW()` read. */
  async at(login: Login, roleName: string | null, at = new Date()): Promise<RowScopeFacts> {
    return { ...(await this.get(login, roleName)), today: jakartaToday(), now: at.toISOString() };
  }

  private async load(login: Login, roleName: string | null): Promise<UserFacts> {
    const query = this.app.db.query;
    const roleId = login.user_role_id;
    const [groups, accounts] = await Promise.all([
      roleId == null ? Promise.resolve([]) : groupsOfRole(query, roleId),
      query<{ id: number }>('SELECT id FROM akun WHERE id_login = $1 ORDER BY id', [login.id]),
    ]);
    const role = { id: roleId, name: roleName };
    return {
      user: {
        id: login.id,
        username: login.username,
        email: login.email,
        user_id: login.user_id,
        role_id: roleId,
        role: roleName,
        groups,
        akun: accounts.map((a) => Number(a.id)),
      },
      role,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    userFacts: UserFactsCache;
  }
}

export function registerUserFacts(app: FastifyInstance): void {
  app.decorate('userFacts', new UserFactsCache(app));
}
