/**
 * Notices by e-mail (issue 35): which kinds of notice a user also wants in their mailbox. The bell
 * always gets every notice; e-mail is opt-in per kind, chosen on the profile, and goes out in the
 * language the user chose there (the server words mail in Indonesian or English: `MessageLocale`).
 */
import { z } from 'zod';

/** The kinds of notice that can also go by e-mail, in the order the profile lists them. */
export const NOTICE_TOPICS = [
  'job_assigned',
  'job_progress',
  'low_stock',
  'subscription_ending',
  'invoice_due',
  'new_chat',
] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

/** A user's choice: the kinds they want by e-mail, and the language of those mails. */
export const NoticeMailPrefs = z.object({
  topics: z.array(z.enum(NOTICE_TOPICS)).max(NOTICE_TOPICS.length),
  locale: z.enum(['id-ID', 'en-US']),
});
export type NoticeMailPrefs = z.infer<typeof NoticeMailPrefs>;

/** `GET /account/notice-mail`: the choice, and the address the mails go to (the account's e-mail). */
export const NoticeMailAnswer = NoticeMailPrefs.extend({ email: z.string() });
export type NoticeMailAnswer = z.infer<typeof NoticeMailAnswer>;
