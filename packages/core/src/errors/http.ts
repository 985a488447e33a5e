/**
 * The message to show for an HTTP status when the server's answer gives nothing better.
 */
import { type MessageKey, MSG } from '../i18n/messages.ts';

/**
 * A message key for a failed request's status. The spec (§8) fixes the texts but not which status
 * shows which, so the choice is:
 * - 0 or missing (network error, no answer): `unableToComplete` (nothing was processed);
 * - 401: `unableToGetUserData`: the token is missing or expired, which the spec answers with
 *   'Unable to get user data' and a logout (§4); `accessDenied` would wrongly blame permissions;
 * - 403: `accessDenied`; 404: `notFound`;
 * - 422: `unableToSend` ('… please check the data validation');
 * - 429: `tooManyAttempts`;
 * - 500 and above: `processingError` ('… contact the Administrator');
 * - anything else: `unableToProcess`.
 *
 * @example errorMessageForStatus(403) === 'errors.accessDenied'
 * @example errorMessageForStatus(503) === 'errors.processingError'
 * @example errorMessageForStatus(409) === 'errors.unableToProcess'
 */
export function errorMessageForStatus(status: number | null | undefined): MessageKey {
  if (typeof status !== 'number' || !Number.isFinite(status) || status <= 0) return MSG.unableToComplete;
  if (status >= 500) return MSG.processingError;
  switch (status) {
    case 401:
      return MSG.unableToGetUserData;
    case 403:
      return MSG.accessDenied;
    case 404:
      return MSG.notFound;
    case 422:
      return MSG.unableToSend;
    case 429:
      return MSG.tooManyAttempts;
    default:
      return MSG.unableToProcess;
  }
}
