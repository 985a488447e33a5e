/**
 * Answers of the bell's routes (apps/server/src/modules/notifications/notifications.routes.ts): the
 * signed-in user's own notices (`rnotifikasi` rows addressed to them).
 */
import { z } from 'zod';

/**
 * One notice as the bell lists it, its text shown through its reader's own view: a quoted value the
 * reader may not see is left out, and so is a field of the notice itself that the reader's role may
 * not see (Hide Kolom on `rnotifikasi`). The realtime `notification` event carries no text (see
 * {@link NotificationPush}): the bell reads it from here.
 */
export const NotificationItem = z.object({
  id: z.int(),
  judul: z.string().optional(),
  isi: z.string().nullish(),
  /** An in-app path such as `/rpekerjaan/view/12`, or a full URL. */
  link: z.string().nullish(),
  /** Info, Peringatan, Tugas or Sistem (the `rnotifikasi` select; older rows may hold other words). */
  jenis: z.string().optional(),
  dikirim_pada: z.string().optional(),
  /** Null while unread. */
  dibaca_pada: z.string().nullish(),
  /** Who wrote it (their username) when a person did, through the form; null for the system's notices. */
  pengirim: z.string().nullish(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/**
 * The realtime `notification` event's data: which notice arrived and the unread count, never its text
 * (a push is written once for its recipient, whose view of the quoted records the bell applies).
 */
export const NotificationPush = z.object({
  notification: z.object({
    id: z.int(),
    jenis: z.string(),
    link: z.string().nullable(),
    dikirim_pada: z.string(),
  }),
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
