import { ADMIN_ROLE_ID } from '@kantor/core';
import type { Query } from '../../db/connect.ts';

/**
 * The Active logins holding the admin role, by its id (issue 32, R1: never by a role's name), in id
 * order: who hears of low stock, progress and expiring subscriptions.
 */
export async function adminLoginIds(query: Query): Promise<number[]> {
  const rows = await query<{ id: number }>(
    `SELECT id FROM users WHERE user_role_id = $1 AND status = 'Active' ORDER BY id`,
    [ADMIN_ROLE_ID],
  );
  return rows.map((r) => Number(r.id));
}
