import i18next from 'i18next';
import { api } from '../../api/api.ts';
import { addressCaller, routeCaller } from '../../api/call-route.ts';
import { ApiError, type RequestOptions } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';

/**
 * The account screens' calls carry the interface language, so the server's answers (and the mail it
 * sends) come in the language the person reads, not the browser's default.
 */
const withLanguage = {
  request: <T>(path: string, init: RequestOptions = {}) =>
    api.request<T>(path, {
      ...init,
      headers: { ...init.headers, 'Accept-Language': i18next.language || 'id-ID' },
    }),
};

/**
 * Calls a route declared in core (`callRoute`'s way: URL, method and types from the declaration) with
 * the interface language.
 *
 * @example await accountRoute(passwordResetRoute, { body: { token, password, password_confirmation } })
 */
export const accountRoute = routeCaller(withLanguage);

/**
 * The sign-in page's own calls (sign-in, Google, the code and its resend), with the interface language:
 * by address (`callAt`'s way), since the sign-in page's first load brings no declaration.
 *
 * @example await accountAt<typeof loginRoute>(ROUTE_ADDRESSES.login, { body: { username, password } })
 */
export const accountAt = addressCaller(withLanguage);

/** What a failed call says: its status, message and the errors per field (422). */
export type Failure = {
  status: number;
  message: string | null;
  errors: Record<string, string[]>;
  body: unknown;
};

export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return { status: 0, message: null, errors: {}, body: null };
  const body = errorAnswerOf(error);
  return {
    status: error.status,
    message: typeof body.message === 'string' ? body.message : null,
    errors: body.errors ?? {},
    body: error.body,
  };
}
