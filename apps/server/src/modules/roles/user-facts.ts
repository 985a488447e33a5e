import { type RoleSet, type RowScopeFacts, roleSetOf } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { jakartaToday } from '../../lib/dates.ts';
import { ACCESS_VERSION, VersionedCache } from '../../plugins/cluster.ts';
import { groupsOfRole } from './roles.service.ts';

/**
 * What a rule condition may read about who is looking (issue 37, docs/rules.md "User context"):
 * `user.id` (the login), `user.username`, `user.email`, `user.user_id` (the owner id), `user.role_id`,
 * `user.role` (the primary role's name), `user.roles` and `user.role_ids` (every role the login holds,
 * the primary first), `user.groups` (names of the active role groups holding any of its roles),
 * `user.cabang` (the login's branch) and `user.akun` (ids of the accounts the login is, `akun.id_login`);
 * `role.id` and `role.name` (the primary role).
 */
export type UserFacts = Pick<RowScopeFacts, 'user' | 'role'>;

type Login = {
  id: number;
  username: string;
  email: string | null;
  user_id: number | null;
  user_role_id: number | null;
  /** The login's other roles as stored (`users.peran_lain`), when read. */
  peran_lain?: unknown;
  cabang?: string | null;
};

/** Facts change with accounts, groups and roles: cached per login like the role caches (5 s, access version). */
const TTL_MS = 5_000;

export class UserFactsCache {
  private readonly cache: VersionedCache<UserFacts>;
  constructor(private readonly app: FastifyInstance) {
    this.cache = new VersionedCache(() => app.cluster.version(ACCESS_VERSION), TTL_MS);
  }

  /** `roleNames`: the names of the login's roles, the primary's first (the role cache's `names`). */
  async get(login: Login, roleNames: readonly string[]): Promise<UserFacts> {
    const roles = roleSetOf(login.user_role_id, login.peran_lain);
    return this.cache.get(`${login.id}:${roles.join(',')}:${login.cabang ?? ''}`, () =>
      this.load(login, roles, roleNames),
    );
  }

  /** The facts with the day and instant a condition's `TODAY()` and `NOW()` read. */
  async at(login: Login, roleNames: readonly string[], at = new Date()): Promise<RowScopeFacts> {
    return { ...(await this.get(login, roleNames)), today: jakartaToday(), now: at.toISOString() };
  }

  private async load(login: Login, roles: RoleSet, roleNames: readonly string[]): Promise<UserFacts> {
    const query = this.app.db.query;
    const roleId = login.user_role_id;
    const [groupLists, accounts] = await Promise.all([
      Promise.all(roles.map((id) => groupsOfRole(query, id))),
      query<{ id: number }>('SELECT id FROM akun WHERE id_login = $1 ORDER BY id', [login.id]),
    ]);
    const roleName = roleId == null ? null : (roleNames[0] ?? null);
    return {
      user: {
        id: login.id,
        username: login.username,
        email: login.email,
        user_id: login.user_id,
        role_id: roleId,
        role: roleName,
        roles: [...roleNames],
        role_ids: [...roles],
        groups: [...new Set(groupLists.flat())],
        cabang: login.cabang ?? null,
        akun: accounts.map((a) => Number(a.id)),
      },
      role: { id: roleId, name: roleName },
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
