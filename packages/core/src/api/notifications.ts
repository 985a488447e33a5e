/**
 * Answers of the bell's routes (apps/server/src/modules/notifications/notifications.routes.ts): the
 * signed-in user's own notices (`rnotifikasi` rows addressed to them).
 */
import { z } from 'zod';

/**
 * One notice as the bell lists it, its text shown through its reader's own view: a quoted value the
 * reader may not see is left out. The realtime `notification` event carries no text (see
 * {@link NotificationPush}): the bell reads it from here.
 */
export const NotificationItem = z.object({
  id: z.int(),
  judul: z.string(),
  isi: z.string().nullable(),
  /** An in-app path such as `/rpekerjaan/view/12`, or a full URL. */
  link: z.string().nullable(),
  /** Info, Peringatan, Tugas or Sistem (the `rnotifikasi` select; older rows may hold other words). */
  jenis: z.string(),
  dikirim_pada: z.string(),
  /** Null while unread. */
  dibaca_pada: z.string().nullable(),
  /** Who wrote it (their username) when a person did, through the form; null for the system's notices. */
  pengirim: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/**
 * The realtime `notification` event's data: which notice arrived and the unread count, never its text
 * (a push is written once for its recipient, whose view of the quoted records the bell applies).
 */
export const NotificationPush = z.object({
  notification: NotificationItem.pick({ id: true, jenis: true, link: true, dikirim_pada: true }),
  unread: z.int().nonnegative(),
});
export type NotificationPush = z.infer<typeof NotificationPush>;

/** `GET /rnotifikasi/mine?limit=&unread=`: newest first, and how many of all one's notices are unread. */
export const NotificationsAnswer = z.object({
  records: z.array(NotificationItem).max(100),
  unread: z.int().nonnegative(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;

/** `POST /rnotifikasi/read/{id}`, `POST /rnotifikasi/readall`: how many of one's notices are left unread. */
export const NotificationsUnread = z.object({ unread: z.int().nonnegative() });
export type NotificationsUnread = z.infer<typeof NotificationsUnread>;
