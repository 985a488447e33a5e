import {
  myNoticesRoute,
  type NotificationsAnswer,
  type NotificationsUnread,
  readAllNoticesRoute,
  readNoticeRoute,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';
import { each, plain, quote, type Shape } from '../../plugins/quotes.ts';
import { markRead, ownNotifications } from './notifications.service.ts';
import { showToReader } from './quotes.ts';

/**
 * The bell's answer (rule R5): each notice's own fields leave it where the reader's role may not see
 * them on `rnotifikasi` (Hide Kolom), as on the generic list; the quoted values inside `judul` and
 * `isi` are decided per record besides (quotes.ts). The unread count counts the reader's own notices by
 * the read state they set themselves: it tells them nothing of a field.
 */
const MINE: Shape = {
  records: each({
    id: plain,
    judul: quote('rnotifikasi.judul'),
    isi: quote('rnotifikasi.isi'),
    link: quote('rnotifikasi.link'),
    jenis: quote('rnotifikasi.jenis'),
    dikirim_pada: quote('rnotifikasi.dikirim_pada'),
    dibaca_pada: quote('rnotifikasi.dibaca_pada'),
    pengirim: quote('rnotifikasi.id_pengirim'),
  }),
  unread: plain,
};

/**
 * The bell: every signed-in user reads and marks their own notices (whatever pages they hold; the
 * `rnotifikasi` list and its pages are the admin's view of all notices).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  serveRoute(
    app,
    myNoticesRoute,
    async ({ query }, request) => {
      const limit = Math.min(Math.max(Number.parseInt(query.limit ?? '', 10) || 20, 1), 100);
      const { records, unread } = await ownNotifications(app.db.query, request.user!.id, {
        limit,
        unread: query.unread === 'true' || query.unread === '1',
      });
      // each quoted value only where the reader's own view of its record shows it (quotes.ts); the
      // notice's own hidden fields leave the answer (MINE)
      return { records: await showToReader(request, records), unread } satisfies NotificationsAnswer;
    },
    { quotes: MINE },
  );

  serveRoute(app, readNoticeRoute, async ({ params }, request) => {
    const unread = await markRead(app.db.query, request.user!.id, Number(params.id));
    await app.realtime.publish([request.user!.id], { type: 'notification-count', data: { unread } });
    return { unread } satisfies NotificationsUnread;
  });

  serveRoute(app, readAllNoticesRoute, async (_input, request) => {
    const unread = await markRead(app.db.query, request.user!.id, null);
    await app.realtime.publish([request.user!.id], { type: 'notification-count', data: { unread } });
    return { unread } satisfies NotificationsUnread;
  });
}
