import type { Query } from '../../db/connect.ts';

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
