import { describe, expect, it } from 'vitest';
import { MSG } from '../i18n/messages.ts';
import { errorMessageForStatus } from './http.ts';

describe('errorMessageForStatus', () => {
  it.each([
    [401, MSG.unableToGetUserData],
    [403, MSG.accessDenied],
    [404, MSG.notFound],
    [422, MSG.unableToSend],
    [429, MSG.tooManyAttempts],
    [500, MSG.processingError],
    [502, MSG.processingError],
    [503, MSG.processingError],
    [599, MSG.processingError],
    [400, MSG.unableToProcess],
    [405, MSG.unableToProcess],
    [409, MSG.unableToProcess],
    [413, MSG.unableToProcess],
    [499, MSG.unableToProcess],
    [200, MSG.unableToProcess],
  ] as const)('%d → %s', (status, key) => expect(errorMessageForStatus(status)).toBe(key));

  it.each([0, -1, undefined, null, Number.NaN])('network failure %j → unableToComplete', (status) => {
    expect(errorMessageForStatus(status)).toBe(MSG.unableToComplete);
  });
});
