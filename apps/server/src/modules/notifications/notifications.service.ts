import type { NotificationItem } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import type { HookContext } from '../resources/index.ts';

export type NoticeKind = 'Info' | 'Peringatan' | 'Tugas' | 'Sistem';

/** One notice to one or more users (`rnotifikasi`), e.g. a job assigned, an invoice due, low stock. */
export type Notice = {
  to: readonly number[];
  judul: string;
  isi?: string;
  /** An in-app path such as `/rpekerjaan/view/12`. */
  link?: string;
  jenis?: NoticeKind;
};

/** A notice as its recipient reads it (the bell's answer and the realtime `notification` event). */
export type NotificationRow = NotificationItem;

/** Where a notice is written: inside a domain write (its hook context) or on its own. */
type Writer = Pick<HookContext, 'query' | 'actor' | 'afterCommit' | 'app'>;

/**
 * Writes the notices in the caller's transaction and, once it commits, pushes them live to each
 * recipient (with their new unread count) over the realtime channel: a rolled-back write notifies no one.
 */
export async function notify(ctx: Writer, notice: Notice): Promise<void> {
  const recipients = [...new Set(notice.to)].filter((id) => Number.isInteger(id) && id > 0);
  if (recipients.length === 0) return;
  const rows = await ctx.query<NotificationRow & { id_penerima: number }>(
    `INSERT INTO rnotifikasi (id_penerima, judul, isi, link, jenis, dikirim_pada, user_id)
     SELECT u.id, $2, $3, $4, $5, now(), $6 FROM users u WHERE u.id = ANY($1::int[])
     RETURNING id, id_penerima, judul, isi, link, jenis, dikirim_pada, dibaca_pada`,
    [
      recipients,
      notice.judul.slice(0, 200),
      notice.isi?.slice(0, 2000) ?? null,
      notice.link?.slice(0, 500) ?? null,
      notice.jenis ?? 'Info',
      ctx.actor.userId ?? ctx.actor.id,
    ],
  );
  const app = ctx.app;
  if (!app) return;
  ctx.afterCommit(async () => {
    for (const row of rows) {
      const { id_penerima, ...data } = row;
      const unread = await unreadCount(app.db.query, id_penerima);
      await app.realtime.publish([id_penerima], {
        type: 'notification',
        data: { notification: data, unread },
      });
    }
  });
}

export async function unreadCount(query: Query, userId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rnotifikasi WHERE id_penerima = $1 AND dibaca_pada IS NULL',
    [userId],
  );
  return row?.n ?? 0;
}

/** A user's own notices, newest first, with the unread count (the bell). */
export async function ownNotifications(
  query: Query,
  userId: number,
  options: { limit: number; unread: boolean },
) {
  const records = await query<NotificationRow>(
    // rows written through the form before it set the send time have none: they were sent when written
    `SELECT id, judul, isi, link, jenis, coalesce(dikirim_pada, created_at) AS dikirim_pada, dibaca_pada
       FROM rnotifikasi
      WHERE id_penerima = $1 ${options.unread ? 'AND dibaca_pada IS NULL' : ''}
      ORDER BY id DESC LIMIT $2`,
    [userId, options.limit],
  );
  return { records, unread: await unreadCount(query, userId) };
}

/** Marks one of the user's notices read (or all of them with `id` null); answers the unread count left. */
export async function markRead(query: Query, userId: number, id: number | null): Promise<number> {
  await query(
    `UPDATE rnotifikasi SET dibaca_pada = now(), updated_at = now()
      WHERE id_penerima = $1 AND dibaca_pada IS NULL ${id === null ? '' : 'AND id = $2'}`,
    id === null ? [userId] : [userId, id],
  );
  return unreadCount(query, userId);
}
