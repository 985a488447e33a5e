/**
 * Notices by e-mail (issue 35): after a notice's write commits, each recipient who chose its kind on
 * their profile also gets it in their mailbox, through the mail module (SMTP with retries, or the
 * outbox). The mail carries the notice's stored text, in which every quoted record value is withheld
 * (`#12` for a title, `…` otherwise): whether a reader may see a value is decided by their own view when
 * they open the link, never by a message that cannot be taken back.
 */
import { messageLocaleOf, NOTICE_TOPICS, type NoticeMailPrefs, type NoticeTopic } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { noticeMail } from '../mail/index.ts';

const DEFAULT_PREFS: NoticeMailPrefs = { topics: [], locale: 'id-ID' };

const known = (topic: string): topic is NoticeTopic => (NOTICE_TOPICS as readonly string[]).includes(topic);

/** A user's choice (nothing by e-mail until they choose), in `NOTICE_TOPICS` order. */
export async function noticeMailPrefs(query: Query, userId: number): Promise<NoticeMailPrefs> {
  const [row] = await query<{ topics: string[]; locale: string }>(
    'SELECT topics, locale FROM notice_mail_prefs WHERE user_id = $1',
    [userId],
  );
  if (!row) return DEFAULT_PREFS;
  const chosen = new Set(row.topics.filter(known));
  return {
    topics: NOTICE_TOPICS.filter((topic) => chosen.has(topic)),
    locale: messageLocaleOf(row.locale),
  };
}

export async function saveNoticeMailPrefs(
  query: Query,
  userId: number,
  prefs: NoticeMailPrefs,
): Promise<NoticeMailPrefs> {
  await query(
    `INSERT INTO notice_mail_prefs (user_id, topics, locale) VALUES ($1, $2::text[], $3)
     ON CONFLICT (user_id) DO UPDATE SET topics = excluded.topics, locale = excluded.locale, updated_at = now()`,
    [userId, [...new Set(prefs.topics)], prefs.locale],
  );
  return noticeMailPrefs(query, userId);
}

type Stored = { judul: string; isi: string | null; link: string | null };

/**
 * Mails a committed notice to those of its recipients who chose its kind and have an address; a user
 * who is not Active (blocked, pending) gets none. Called after the write commits: a rolled-back write
 * mails no one.
 */
export async function mailNotice(
  app: FastifyInstance,
  recipients: readonly number[],
  topic: NoticeTopic,
  notice: Stored,
): Promise<number> {
  const readers = await app.db.query<{ email: string; username: string; locale: string }>(
    `SELECT u.email, u.username, p.locale FROM users u JOIN notice_mail_prefs p ON p.user_id = u.id
      WHERE u.id = ANY($1::int[]) AND $2 = ANY(p.topics) AND u.status = 'Active'
        AND u.email LIKE '%_@_%'`,
    [[...recipients], topic],
  );
  const base = app.config.publicHost.replace(/\/+$/, '');
  const url = notice.link ? (/^https?:\/\//.test(notice.link) ? notice.link : `${base}${notice.link}`) : null;
  for (const reader of readers)
    app.mailer.queue(
      noticeMail(
        {
          to: reader.email,
          username: reader.username,
          appName: app.config.appName,
          locale: messageLocaleOf(reader.locale),
        },
        { topic, judul: notice.judul, isi: notice.isi, url, profileUrl: `${base}/account` },
      ),
    );
  return readers.length;
}
