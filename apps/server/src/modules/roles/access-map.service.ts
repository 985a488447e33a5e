import {
  type CrudMap,
  compile,
  crudMapOf,
  type RoleRule,
  roleSetOf,
  type UserRoleGroupMap,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { holdsRole, LOGIN_ROLES_SQL } from '../../db/role-holders.ts';

/** The access map of every role: the rows read here, the states told by core's policy (`crudMapOf`). */
export async function crudMap(query: Query): Promise<CrudMap> {
  const [roles, permissions, rules] = await Promise.all([
    query<{ id: number; role_name: string }>('SELECT id, role_name FROM roles ORDER BY id'),
    query<{ role_id: number; page_name: string }>('SELECT role_id, page_name FROM permissions'),
    query<RoleRule>("SELECT * FROM setupshowhideroleid WHERE kategori IS NOT NULL AND nama_route <> ''"),
  ]);
  const pagesOf = new Map<number, string[]>();
  for (const p of permissions) pagesOf.set(p.role_id, [...(pagesOf.get(p.role_id) ?? []), p.page_name]);
  return crudMapOf(
    roles.map((role) => ({
      id: role.id,
      role_name: role.role_name,
      pages: pagesOf.get(role.id) ?? [],
      blocked: compile(rules, role.id, '/').blockedRoutes,
    })),
  );
}

/** `grouproleid.role_ids` as stored (JSON array, JSON text or `52,53`) → role ids; null when unreadable. */
export function parseRoleIds(value: unknown): number[] | null {
  let list = value;
  if (typeof list === 'string') {
    const text = list.trim();
    try {
      list = JSON.parse(text);
    } catch {
      list = text === '' ? [] : text.split(',');
    }
  }
  if (typeof list === 'number') list = [list];
  if (!Array.isArray(list)) return null;
  const ids: number[] = [];
  for (const item of list) {
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item.trim() : '';
    if (!/^\d{1,9}$/.test(text)) return null;
    if (!ids.includes(Number(text))) ids.push(Number(text));
  }
  return ids;
}

type Ref = UserRoleGroupMap['roles'][number]['groups'][number];

export type UserFilter = { search?: string; roleId?: number | null; limit: number; page: number };

/** Users with their role and the groups that contain it; every role and group with their links. */
export async function userRoleGroupMap(query: Query, filter: UserFilter): Promise<UserRoleGroupMap> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (filter.search) {
    values.push(`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(u.username ILIKE $${values.length} OR u.email ILIKE $${values.length})`);
  }
  if (filter.roleId != null) {
    values.push(filter.roleId);
    where.push(holdsRole(`$${values.length}`, 'u'));
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [users, counts, roles, groups] = await Promise.all([
    query<{
      id: number;
      username: string;
      email: string;
      status: string;
      user_role_id: number | null;
      peran_lain: unknown;
      total: number;
    }>(
      `SELECT u.id, u.username, u.email, u.status, u.user_role_id, u.peran_lain, count(*) OVER ()::int AS total
       FROM users u ${clause} ORDER BY lower(u.username), u.id
       LIMIT ${filter.limit} OFFSET ${(filter.page - 1) * filter.limit}`,
      values,
    ),
    query<{ role_id: number; n: number }>(
      `SELECT role_id, count(DISTINCT login_id)::int AS n FROM (${LOGIN_ROLES_SQL}) held GROUP BY role_id`,
    ),
    query<{ id: number; role_name: string }>('SELECT id, role_name FROM roles ORDER BY id'),
    query<{ id: number; nama_group: string; status: string | null; role_ids: unknown }>(
      'SELECT id, nama_group, status, role_ids FROM grouproleid ORDER BY lower(nama_group), id',
    ),
  ]);
  const roleById = new Map(roles.map((r) => [r.id, r]));
  const groupsOfRole = new Map<number, Ref[]>();
  const groupRows = groups.map((g) => {
    const ids = parseRoleIds(g.role_ids);
    for (const id of ids ?? []) {
      groupsOfRole.set(id, [...(groupsOfRole.get(id) ?? []), { id: g.id, nama_group: g.nama_group }]);
    }
    return {
      id: g.id,
      nama_group: g.nama_group,
      status: g.status,
      roles: (ids ?? []).filter((id) => roleById.has(id)).map((id) => roleById.get(id)!),
      unknownRoleIds: (ids ?? []).filter((id) => !roleById.has(id)),
      invalid: ids === null,
    };
  });
  const userCount = new Map(counts.map((c) => [c.role_id, c.n]));
  return {
    users: users.map((u) => {
      const held = roleSetOf(u.user_role_id, u.peran_lain);
      const groupsHeld = new Map(held.flatMap((id) => groupsOfRole.get(id) ?? []).map((g) => [g.id, g]));
      return {
        id: u.id,
        username: u.username,
        email: u.email,
        status: u.status,
        role: u.user_role_id != null ? (roleById.get(u.user_role_id) ?? null) : null,
        otherRoles: held
          .filter((id) => id !== u.user_role_id && roleById.has(id))
          .map((id) => roleById.get(id)!),
        groups: [...groupsHeld.values()],
      };
    }),
    totalUsers: users[0]?.total ?? 0,
    roles: roles.map((r) => ({
      ...r,
      users: userCount.get(r.id) ?? 0,
      groups: groupsOfRole.get(r.id) ?? [],
    })),
    groups: groupRows,
  };
}
