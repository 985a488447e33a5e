/**
 * The in-app outbox's routes (docs/mail.md), declared once: mail kept when no SMTP server is
 * configured, for the admin. Served by apps/server/src/modules/mail/mail.routes.ts, called by
 * apps/web/src/features/accounts/OutboxPage.tsx.
 */
import { z } from 'zod';
import { OutboxMailDetail, OutboxPage } from '../system.ts';
import { defineRoute } from './define-route.ts';
import { queryCount, recordId } from './wire.ts';

export const outboxRoute = defineRoute({
  method: 'GET',
  path: '/mail/outbox',
  access: { kind: 'admin' },
  summary: 'The in-app outbox: mail kept when no SMTP server is configured, newest first',
  // a page or limit that is no decimal number (`0x10` too) is the default
  query: z.object({
    page: queryCount('page number, from 1'),
    limit: queryCount('rows per page, 1 to 200 (25)'),
    search: z.string().optional().describe('in address and subject'),
  }),
  answer: OutboxPage,
  answerSays: 'One page of kept mail, and how mail leaves (`smtp`: nothing is kept)',
});

export const outboxMailRoute = defineRoute({
  method: 'GET',
  path: '/mail/outbox/:id',
  access: { kind: 'admin' },
  summary: 'One kept mail with its HTML body',
  params: recordId(),
  answer: OutboxMailDetail,
  answerSays: 'The mail',
});

/** The outbox's routes, by the name the web calls them. */
export const MAIL_ROUTES = { outbox: outboxRoute, mail: outboxMailRoute } as const;
