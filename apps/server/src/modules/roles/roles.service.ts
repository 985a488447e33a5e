import type { Query } from '../../db/connect.ts';
import { byName } from '../../db/name-order.ts';
import { parseRoleIds } from './access-map.service.ts';

/** The pages list a role holds, in a stable order. */
export async function pagesForRole(query: Query, roleId: number | null | undefined): Promise<string[]> {
  if (roleId == null) return [];
  const rows = await query<{ page_name: string }>(
    'SELECT page_name FROM permissions WHERE role_id = $1 ORDER BY page_name',
    [roleId],
  );
  return rows.map((r) => r.page_name);
}

export async function roleNames(query: Query, roleId: number | null | undefined): Promise<string[]> {
  if (roleId == null) return [];
  const rows = await query<{ role_name: string }>('SELECT role_name FROM roles WHERE id = $1', [roleId]);
  return rows.map((r) => r.role_name);
}

/**
 * Every role with the groups it belongs to, sorted by name as people read it (Indonesian collation,
 * case and accents aside, numbers by value): the account screens' role pickers (issue 36).
 */
export async function roleChoices(
  query: Query,
): Promise<{ id: number; role_name: string; groups: string[] }[]> {
  const [roles, groups] = await Promise.all([
    query<{ id: number; role_name: string }>('SELECT id, role_name FROM roles'),
    query<{ nama_group: string; role_ids: unknown }>('SELECT nama_group, role_ids FROM grouproleid'),
  ]);
  const collator = new Intl.Collator('id-ID', { sensitivity: 'base', numeric: true });
  const compareNames = (a: string, b: string) => collator.compare(a, b);
  return roles
    .map((r) => ({
      id: Number(r.id),
      role_name: r.role_name,
      groups: groups
        .filter((g) => (parseRoleIds(g.role_ids) ?? []).includes(Number(r.id)))
        .map((g) => g.nama_group)
        .sort(compareNames),
    }))
    .sort((a, b) => compareNames(a.role_name, b.role_name) || a.id - b.id);
}

/**
 * Names of the active role groups (`grouproleid`) holding a role, as a rule condition reads them
 * (`user.groups`, docs/rules.md); `role_ids` is a JSON array of ids, as numbers or as text.
 */
export async function groupsOfRole(query: Query, roleId: number): Promise<string[]> {
  const rows = await query<{ nama_group: string }>(
    `SELECT nama_group FROM grouproleid
      WHERE status = 'Active' AND jsonb_typeof(role_ids::jsonb) = 'array'
        AND (role_ids::jsonb @> jsonb_build_array($1::int) OR role_ids::jsonb @> jsonb_build_array($1::text))
      ORDER BY ${byName('nama_group')}`,
    [roleId],
  );
  return rows.map((g) => g.nama_group);
}
