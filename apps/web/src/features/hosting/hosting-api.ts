/** Calls of the hosting screens (apps/server/src/modules/hosting/hosting.routes.ts and the generic akun API). */
import { api } from '../../api/api.ts';
import { ApiError } from '../../api/client.ts';
import { showRequestError } from '../../ui/index.ts';

/** What the account's view answers about its panel: the token only as whether one is stored. */
export type PanelAccount = {
  id: number | string;
  nama?: string | null;
  cpanel_host?: string | null;
  cpanel_username?: string | null;
  cpanel_token_set?: boolean;
};

export type PanelValues = { cpanel_host: string; cpanel_username: string; cpanel_token: string };

export type ConnectionResult = {
  result: 'ok' | 'unreachable' | 'denied' | 'refused';
  message: string;
  detail?: string;
};

export type Mailbox = {
  id: number | string;
  email: string;
  id_akun?: number | null;
  id_akun_label?: string | null;
};

const idPath = (id: string) => encodeURIComponent(id);

export const hostingApi = {
  account: (id: string) => api.get<PanelAccount>(`akun/view/${idPath(id)}`),
  /** The generic edit: an empty token keeps the stored one (the engine drops it). */
  savePanel: (id: string, values: PanelValues) =>
    api.put<{ message: string; record: PanelAccount }>(`akun/edit/${idPath(id)}`, values),
  testConnection: (id: string) => api.post<ConnectionResult>(`akun/cpanelapi/${idPath(id)}`, {}),
  mailbox: (id: string) => api.get<Mailbox>(`akunwebmail/view/${idPath(id)}`),
  changePassword: (id: string, body: { password: string; password_confirmation: string }) =>
    api.post<{ message: string }>(`akunwebmail/gantipass/${idPath(id)}`, body),
  createMailbox: (body: Record<string, unknown>) =>
    api.post<{ message: string; record: Mailbox }>('akunwebmail/buatdipanel', body),
};

/** The per-field errors of a 422, or none. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
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
