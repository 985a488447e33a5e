/**
 * Answers of the hosting routes (apps/server/src/modules/hosting/hosting.routes.ts), and the parts of
 * the generic `akun` and `akunwebmail` records the hosting screens read.
 */
import { z } from 'zod';
import { ApiRecord, MessageAnswer, type SaveAnswer, saveAnswer } from './resources.ts';

/**
 * `GET /akun/view/{id}` as the panel settings read it: the token only as whether one is stored
 * (`cpanel_token_set`, a secret field's answer).
 */
export const HostingPanelAccount = ApiRecord.extend({
  nama: z.string().nullable().optional(),
  cpanel_host: z.string().nullable().optional(),
  cpanel_username: z.string().nullable().optional(),
  cpanel_token_set: z.boolean().optional(),
});
export type HostingPanelAccount = z.infer<typeof HostingPanelAccount>;

/** `GET /akunwebmail/view/{id}` as the mailbox password page reads it. */
export const HostingMailbox = ApiRecord.extend({
  email: z.string(),
  id_akun: z.int().nullable().optional(),
  id_akun_label: z.string().nullable().optional(),
});
export type HostingMailbox = z.infer<typeof HostingMailbox>;

/**
 * `POST /akun/cpanelapi/{id}`: a connection test's outcome (the request itself succeeded). On a failure
 * an admin reads which one and `detail`, the panel's own words; anyone else reads `failed`, the same for
 * every failure (so the test cannot tell a closed port from an open one).
 */
export const HostingConnectionResult = z.object({
  result: z.enum(['ok', 'unreachable', 'denied', 'refused', 'failed']),
  message: z.string(),
  detail: z.string().optional(),
});
export type HostingConnectionResult = z.infer<typeof HostingConnectionResult>;

/** `POST /akunwebmail/gantipass/{id}`: the password was changed at the panel (and stored nowhere). */
export const HostingPasswordChanged = MessageAnswer;
export type HostingPasswordChanged = MessageAnswer;

/** `POST /akunwebmail/buatdipanel`: the new `akunwebmail` record as the resource engine reads it. */
export const HostingMailboxCreated = saveAnswer(ApiRecord);
export type HostingMailboxCreated = SaveAnswer<Record<string, unknown>>;
