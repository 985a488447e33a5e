/**
 * Answers of the hosting routes (apps/server/src/modules/hosting/hosting.routes.ts), and the parts of
 * the generic `akun` and `akunwebmail` records the hosting screens read.
 */
import type { MessageAnswer, SaveAnswer } from './resources.ts';

/**
 * `GET /akun/view/{id}` as the panel settings read it: the token only as whether one is stored
 * (`cpanel_token_set`, a secret field's answer).
 */
export type HostingPanelAccount = {
  id: number | string;
  nama?: string | null;
  cpanel_host?: string | null;
  cpanel_username?: string | null;
  cpanel_token_set?: boolean;
};

/** `GET /akunwebmail/view/{id}` as the mailbox password page reads it. */
export type HostingMailbox = {
  id: number | string;
  email: string;
  id_akun?: number | null;
  id_akun_label?: string | null;
};

/**
 * `POST /akun/cpanelapi/{id}`: a connection test's outcome (the request itself succeeded); `detail` is
 * the panel's own words when it failed.
 */
export type HostingConnectionResult = {
  result: 'ok' | 'unreachable' | 'denied' | 'refused';
  message: string;
  detail?: string;
};

/** `POST /akunwebmail/gantipass/{id}`: the password was changed at the panel (and stored nowhere). */
export type HostingPasswordChanged = MessageAnswer;

/** `POST /akunwebmail/buatdipanel`: the new `akunwebmail` record as the resource engine reads it. */
export type HostingMailboxCreated = SaveAnswer<Record<string, unknown>>;
