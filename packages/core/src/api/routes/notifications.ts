/**
 * The bell's routes (docs/notifications.md), declared once: every signed-in user reads and marks their
 * own notices, whatever pages they hold (the `rnotifikasi` list and its pages are the admin's view of
 * all notices). Served by apps/server/src/modules/notifications/notifications.routes.ts, called by
 * apps/web/src/app/layouts/NotificationBell.tsx. The notice-mail choice is notice-mail.ts.
 */
import { z } from 'zod';
import { NotificationsAnswer, NotificationsUnread } from '../notifications.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { recordId } from './wire.ts';

const signedIn = { kind: 'signedIn' } as const;

export const myNoticesRoute = defineRoute({
  ...ROUTE_ADDRESSES.noticesMine,
  access: signedIn,
  summary: 'One’s own notices, newest first, with the unread count',
  description:
    'A notice that quotes a record shows each quoted value only where the reader’s own view of that ' +
    'record shows the field (its view page and scope, Hide Kolom rules), decided now; `pengirim` names ' +
    'the person who wrote a notice through the form (null for the system’s notices).',
  // as text, read by the server: a limit that is no number is the default, an `unread` other than
  // `true` or `1` is all notices
  query: z.object({
    limit: z.string().optional().describe('notices, 1 to 100 (20)'),
    unread: z.string().optional().describe('`true` or `1`: the unread ones only'),
  }),
  answer: NotificationsAnswer,
  answerSays: 'The notices, newest first, and how many of all are unread',
});

export const readNoticeRoute = defineRoute({
  ...ROUTE_ADDRESSES.noticeRead,
  access: signedIn,
  summary: 'Mark one of one’s notices read; answers the unread count',
  params: recordId(),
  answer: NotificationsUnread,
  answerSays: 'How many of one’s notices are left unread',
});

export const readAllNoticesRoute = defineRoute({
  ...ROUTE_ADDRESSES.noticesReadAll,
  access: signedIn,
  summary: 'Mark all of one’s notices read; answers the unread count',
  answer: NotificationsUnread,
  answerSays: 'How many of one’s notices are left unread',
});

/** The bell's routes, by the name the web calls them. */
export const NOTIFICATIONS_ROUTES = {
  mine: myNoticesRoute,
  read: readNoticeRoute,
  readAll: readAllNoticesRoute,
} as const;
