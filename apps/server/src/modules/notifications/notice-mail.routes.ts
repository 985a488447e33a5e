import { noticeMailReadRoute, noticeMailSaveRoute } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';
import { noticeMailPrefs, saveNoticeMailPrefs } from './notice-mail.ts';

/** The signed-in user's own choice of notices by e-mail (the profile page): nobody reads another's. */
export async function noticeMailRoutes(app: FastifyInstance): Promise<void> {
  const emailOf = async (userId: number): Promise<string> => {
    const [row] = await app.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
    return row?.email ?? '';
  };

  serveRoute(app, noticeMailReadRoute, async (_input, request) => {
    const userId = request.user!.id;
    return { ...(await noticeMailPrefs(app.db.query, userId)), email: await emailOf(userId) };
  });

  serveRoute(app, noticeMailSaveRoute, async ({ body }, request) => {
    const userId = request.user!.id;
    return { ...(await saveNoticeMailPrefs(app.db.query, userId, body)), email: await emailOf(userId) };
  });
}
