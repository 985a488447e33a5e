import { NotificationsAnswer, NotificationsUnread } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/answer-schema.ts';
import { idParam } from '../../lib/id-param.ts';
import { noBody, pathParams, textQuery } from '../../lib/request-schema.ts';
import { signedInRoute } from '../../plugins/access.ts';
import { each, plain, quote, quoting, type Shape } from '../../plugins/quotes.ts';
import { markRead, ownNotifications } from './notifications.service.ts';
import { showToReader } from './quotes.ts';

const unreadLeft = answers(NotificationsUnread, 'How many of one’s notices are left unread');

const mineSchema = {
  summary: 'One’s own notices, newest first, with the unread count',
  description:
    'A notice that quotes a record shows each quoted value only where the reader’s own view of that ' +
    'record shows the field (its view page and scope, Hide Kolom rules), decided now; `pengirim` names ' +
    'the person who wrote a notice through the form (null for the system’s notices).',
  ...textQuery({ limit: 'notices, 1 to 100 (20)', unread: '`true` or `1`: the unread ones only' }),
  ...answers(NotificationsAnswer, 'The notices, newest first, and how many of all are unread'),
};
const readSchema = {
  summary: 'Mark one of one’s notices read; answers the unread count',
  ...pathParams('id'),
  ...noBody(),
  ...unreadLeft,
};
const readAllSchema = {
  summary: 'Mark all of one’s notices read; answers the unread count',
  ...noBody(),
  ...unreadLeft,
};

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
  app.get<{ Querystring: { limit?: string; unread?: string } }>(
    '/rnotifikasi/mine',
    quoting(MINE, { ...signedInRoute, schema: mineSchema }),
    async (request) => {
      const limit = Math.min(Math.max(Number.parseInt(request.query.limit ?? '', 10) || 20, 1), 100);
      const { records, unread } = await ownNotifications(app.db.query, request.user!.id, {
        limit,
        unread: request.query.unread === 'true' || request.query.unread === '1',
      });
      // each quoted value only where the reader's own view of its record shows it (quotes.ts); the
      // notice's own hidden fields leave the answer (MINE)
      return { records: await showToReader(request, records), unread } satisfies NotificationsAnswer;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/rnotifikasi/read/:id',
    { ...signedInRoute, schema: readSchema },
    async (request) => {
      const unread = await markRead(app.db.query, request.user!.id, idParam(request.params.id));
      await app.realtime.publish([request.user!.id], { type: 'notification-count', data: { unread } });
      return { unread } satisfies NotificationsUnread;
    },
  );

  app.post('/rnotifikasi/readall', { ...signedInRoute, schema: readAllSchema }, async (request) => {
    const unread = await markRead(app.db.query, request.user!.id, null);
    await app.realtime.publish([request.user!.id], { type: 'notification-count', data: { unread } });
    return { unread } satisfies NotificationsUnread;
  });
}
