/**
 * Answers of the bell's routes (apps/server/src/modules/notifications/notifications.routes.ts): the
 * signed-in user's own notices (`rnotifikasi` rows addressed to them).
 */
import { z } from 'zod';

/** One notice as the bell lists it (the realtime `notification` event carries the same shape). */
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
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** `GET /rnotifikasi/mine?limit=&unread=`: newest first, and how many of all one's notices are unread. */
export const NotificationsAnswer = z.object({
  records: z.array(NotificationItem).max(100),
  unread: z.int().nonnegative(),
});
export type NotificationsAnswer = z.infer<typeof NotificationsAnswer>;

/** `POST /rnotifikasi/read/{id}`, `POST /rnotifikasi/readall`: how many of one's notices are left unread. */
export const NotificationsUnread = z.object({ unread: z.int().nonnegative() });
export type NotificationsUnread = z.infer<typeof NotificationsUnread>;
