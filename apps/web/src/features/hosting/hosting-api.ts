/**
 * Calls of the hosting screens: the hosting routes declared in core (`HOSTING_ROUTES`, served by
 * apps/server/src/modules/hosting) and the generic akun API.
 */
import {
  HOSTING_ROUTES,
  type HostingConnectionResult,
  type HostingMailbox,
  type HostingPanelAccount,
  type MailboxPasswordBody,
  type PanelMailboxBody,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { readErrorAnswer } from '../../api/errors.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';
import { showRequestError } from '../../ui/index.ts';

export type ConnectionResult = HostingConnectionResult;

export type PanelValues = { cpanel_host: string; cpanel_username: string; cpanel_token: string };

/** The hosting accounts and their mailboxes, read and edited through their generic routes. */
const accounts = resourceCalls<HostingPanelAccount>('akun');
const mailboxes = resourceCalls<HostingMailbox>('akunwebmail');

export const hostingApi = {
  account: (id: string) => accounts.view(id),
  /** The generic edit: an empty token keeps the stored one (the engine drops it). */
  savePanel: (id: string, values: PanelValues) => accounts.edit(id, values),
  testConnection: (id: string) => callRoute(HOSTING_ROUTES.testConnection, { params: { id } }),
  mailbox: (id: string) => mailboxes.view(id),
  changePassword: (id: string, body: MailboxPasswordBody) =>
    callRoute(HOSTING_ROUTES.changePassword, { params: { id }, body }),
  /** The `akunwebmail` record's fields plus the passwords (the declaration's catchall takes the fields). */
  createMailbox: (body: PanelMailboxBody) => callRoute(HOSTING_ROUTES.createMailbox, { body }),
};

/** The per-field errors of a 422, or none. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  return readErrorAnswer(body).errors ?? {};
}

/**
 * Where a failed panel call is shown: a 422's errors beside their fields and its message on the form;
 * a missing or unreachable panel (409, 502) as the form's message; anything else in the error dialog.
 */
export function showPanelFailure(
  error: unknown,
  setErrors: (errors: Record<string, string[]>) => void,
  setFailure: (message: string) => void,
): void {
  if (!(error instanceof ApiError)) showRequestError(error);
  else if (error.status === 422) {
    setErrors(fieldErrorsOf(error.body));
    setFailure(error.message);
  } else if (error.status === 409 || error.status === 502) setFailure(error.message);
  else showRequestError(error);
}
