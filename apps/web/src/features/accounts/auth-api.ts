import i18next from 'i18next';
import { api } from '../../api/api.ts';
import { routeCaller } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';

/**
 * Calls of the account screens. They carry the interface language, so the server's answers (and the
 * mail it sends) come in the language the person reads, not the browser's default.
 */
export function accountApi() {
  const headers = () => ({ 'Accept-Language': i18next.language || 'id-ID' });
  return {
    get: <T>(path: string, query?: Record<string, string | number>) =>
      api.get<T>(path, query, { headers: headers() }),
    post: <T>(path: string, body: unknown = {}) => api.post<T>(path, body, { headers: headers() }),
    put: <T>(path: string, body: unknown = {}) => api.put<T>(path, body, { headers: headers() }),
  };
}

/**
 * Calls a route declared in core (`callRoute`'s way: URL, method and types from the declaration) with
 * the interface language, as {@link accountApi} does.
 *
 * @example await accountRoute(passwordResetRoute, { body: { token, password, password_confirmation } })
 */
export const accountRoute = routeCaller({
  request: (path, init = {}) =>
    api.request(path, {
      ...init,
      headers: { ...init.headers, 'Accept-Language': i18next.language || 'id-ID' },
    }),
});

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
