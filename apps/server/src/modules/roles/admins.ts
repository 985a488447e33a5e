import { ADMIN_ROLE_ID, type Caller, callerFor } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { holdsRole } from '../../db/role-holders.ts';

/**
 * The Active logins holding the admin role (primary or another, `holdsRole`), by its id (issue 32, R1: never by a role's name), in id
 * order: who hears of low stock, progress and expiring subscriptions. The one "admins to notify" query.
 */
export async function adminLoginIds(query: Query): Promise<number[]> {
  const rows = await query<{ id: number }>(
    `SELECT id FROM users WHERE ${holdsRole('$1')} AND status = 'Active' ORDER BY id`,
    [ADMIN_ROLE_ID],
  );
  return rows.map((r) => Number(r.id));
}

/** What the policy reads of a login's role: its id and the admin and technician flags. */
export type LoginRole = Pick<Caller, 'roleId' | 'isAdmin' | 'isTechnician'>;

/**
 * The role of a login as core's `callerFor` reads it (by id, R1), for the author of a write who is not
 * always a request's caller (a job run later, a webhook, the daily run): hooks ask here, never
 * compare role ids or names themselves. A login that does not exist holds no role.
 */
export async function loginRoleOf(query: Query, loginId: number): Promise<LoginRole> {
  const [row] = await query<{
    id: number;
    user_id: number | null;
    user_role_id: number | null;
    peran_lain: unknown;
  }>('SELECT id, user_id, user_role_id, peran_lain FROM users WHERE id = $1', [loginId]);
  return callerFor(row ?? { id: loginId, user_id: null, user_role_id: null }, []);
}
