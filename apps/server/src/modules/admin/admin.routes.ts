import type { FastifyInstance } from 'fastify';
import { adminRoute } from '../../plugins/access.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  /** Figures of the admin dashboard. */
  app.get('/admin/summary', adminRoute(), async () => {
    const [row] = await app.db.query<{
      total: number;
      active: number;
      pending: number;
      blocked: number;
      roles: number;
      sessions: number;
    }>(
      `SELECT
         (SELECT count(*)::int FROM users) AS total,
         (SELECT count(*)::int FROM users WHERE status = 'Active') AS active,
         (SELECT count(*)::int FROM users WHERE status = 'Pending') AS pending,
         (SELECT count(*)::int FROM users WHERE status = 'Blocked') AS blocked,
         (SELECT count(*)::int FROM roles) AS roles,
         (SELECT count(*)::int FROM sessions WHERE expires_at > now()) AS sessions`,
    );
    return {
      users: { total: row!.total, active: row!.active, pending: row!.pending, blocked: row!.blocked },
      roles: row!.roles,
      activeSessions: row!.sessions,
    };
  });
}
