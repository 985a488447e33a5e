import type { NoticeTopic, NotificationItem, NotificationPush } from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import type { HookContext } from '../resources/index.ts';
import { mailNotice } from './notice-mail.ts';
import { type Quotes, storedText } from './quotes.ts';

export type NoticeKind = 'Info' | 'Peringatan' | 'Tugas' | 'Sistem';

/**
 * One notice to one or more users (`rnotifikasi`), e.g. a job assigned, an invoice due, low stock.
 * A value of a record goes in `quotes`, never into the text itself: the text holds `{name}` marks
 * (`Pekerjaan baru untuk Anda: {job}`), and each reader sees a quoted value only where their own view
 * of that record shows that field (quotes.ts). The stored `judul`/`isi` quote no record at all.
 */
export type Notice = {
  to: readonly number[];
  judul: string;
  isi?: string;
  /** An in-app path such as `/rpekerjaan/view/12`. */
  link?: string;
  jenis?: NoticeKind;
  quotes?: Quotes;
  /** The kind of event, for those recipients who also want it by e-mail (their profile's choice). */
  topic?: NoticeTopic;
};

/** A notice as its recipient's bell reads it from the database, before its quotes are shown for them. */
export type StoredNotice = Omit<NotificationItem, 'dikirim_pada'> & {
  dikirim_pada: unknown;
  kutipan: unknown;
};

/** Where a notice is written: inside a domain write (its hook context) or on its own. */
type Writer = Pick<HookContext, 'query' | 'actor' | 'afterCommit' | 'app'>;

/**
 * Writes the notices in the caller's transaction and, once it commits, tells each recipient over the
 * realtime channel that a notice arrived (its id, kind, link and the new unread count; never its text,
 * which the bell reads through the recipient's own view): a rolled-back write notifies no one. These
 * are the system's notices: no person is their writer (`id_pengirim` stays null).
 */
export async function notify(ctx: Writer, notice: Notice): Promise<void> {
  const recipients = [...new Set(notice.to)].filter((id) => Number.isInteger(id) && id > 0);
  if (recipients.length === 0) return;
  const quotes = notice.quotes ?? {};
  const quoting = Object.keys(quotes).length > 0;
  const judul = storedText(notice.judul, quotes).slice(0, 200);
  const isi = notice.isi === undefined ? null : storedText(notice.isi, quotes).slice(0, 2000);
  const link = notice.link?.slice(0, 500) ?? null;
  const rows = await ctx.query<
    Omit<NotificationPush['notification'], 'dikirim_pada'> & {
      id_penerima: number;
      dikirim_pada: Date | string;
    }
  >(
    `INSERT INTO rnotifikasi (id_penerima, judul, isi, link, jenis, dikirim_pada, user_id, kutipan)
     SELECT u.id, $2, $3, $4, $5, now(), $6, $7::jsonb FROM users u WHERE u.id = ANY($1::int[])
     RETURNING id, id_penerima, link, jenis, dikirim_pada`,
    [
      recipients,
      judul,
      isi,
      link,
      notice.jenis ?? 'Info',
      ctx.actor.userId ?? ctx.actor.id,
      quoting ? JSON.stringify({ judul: notice.judul, isi: notice.isi ?? null, quotes }) : null,
    ],
  );
  const app = ctx.app;
  if (!app) return;
  ctx.afterCommit(async () => {
    for (const { id_penerima, id, link, jenis, dikirim_pada } of rows) {
      const unread = await unreadCount(app.db.query, id_penerima);
      const data: NotificationPush = {
        notification: {
          id,
          link,
          jenis,
          dikirim_pada: dikirim_pada instanceof Date ? dikirim_pada.toISOString() : String(dikirim_pada),
        },
        unread,
      };
      await app.realtime.publish([id_penerima], { type: 'notification', data });
    }
    if (notice.topic)
      await mailNotice(
        app,
        rows.map((row) => row.id_penerima),
        notice.topic,
        { judul, isi, link },
      );
  });
}

export async function unreadCount(query: Query, userId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    'SELECT count(*)::int AS n FROM rnotifikasi WHERE id_penerima = $1 AND dibaca_pada IS NULL',
    [userId],
  );
  return row?.n ?? 0;
}

/** A user's own notices, newest first, with the unread count (the bell), their quotes not yet shown. */
export async function ownNotifications(
  query: Query,
  userId: number,
  options: { limit: number; unread: boolean },
) {
  const records = await query<StoredNotice>(
    // rows written through the form before it set the send time have none: they were sent when written
    `SELECT n.id, n.judul, n.isi, n.link, n.jenis, coalesce(n.dikirim_pada, n.created_at) AS dikirim_pada,
            n.dibaca_pada, w.username AS pengirim, n.kutipan
       FROM rnotifikasi n LEFT JOIN users w ON w.id = n.id_pengirim
      WHERE n.id_penerima = $1 ${options.unread ? 'AND n.dibaca_pada IS NULL' : ''}
      ORDER BY n.id DESC LIMIT $2`,
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
