/**
 * The profile's "notices by e-mail" choice, declared once (define-route.ts): served by
 * apps/server/src/modules/notifications/notice-mail.routes.ts, called by the profile page.
 */
import { z } from 'zod';
import { NOTICE_TOPICS, NoticeMailAnswer } from '../notice-mail.ts';
import { defineRoute } from './define-route.ts';

export const noticeMailReadRoute = defineRoute({
  method: 'GET',
  path: '/account/notice-mail',
  access: { kind: 'signedIn' },
  summary: 'The kinds of notice the signed-in user also gets by e-mail',
  answer: NoticeMailAnswer,
  answerSays: 'The chosen kinds, the language of the mails and the address they go to',
});

export const noticeMailSaveRoute = defineRoute({
  method: 'PUT',
  path: '/account/notice-mail',
  access: { kind: 'signedIn' },
  summary: 'Choose the kinds of notice that also go by e-mail, and their language',
  body: z.object({
    topics: z
      .array(z.enum(NOTICE_TOPICS))
      .max(NOTICE_TOPICS.length)
      .describe(`kinds of notice to mail: ${NOTICE_TOPICS.join(', ')}`),
    locale: z.enum(['id-ID', 'en-US']).describe('the language of the mails'),
  }),
  answer: NoticeMailAnswer,
  answerSays: 'The choice as saved',
});
