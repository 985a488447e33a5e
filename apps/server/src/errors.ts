import type { InterpolationParams, MessageKey } from '@kantor/core';

/**
 * Errors a route throws to answer with a given status; the error handler turns them into JSON. One made
 * from a catalogue key (`key`) is worded in the caller's language when answered (Indonesian by default).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly key?: MessageKey,
    readonly params?: InterpolationParams,
  ) {
    super(message);
  }
}

/** 422 with an `errors` object naming each field (house API convention). */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string[]>,
    message?: string,
  ) {
    super(
      422,
      message ?? 'Form is invalid',
      { errors },
      message === undefined ? 'validation.formInvalid' : undefined,
    );
  }
}

const keyed = (status: number, key: MessageKey, english: string, message?: string) =>
  new HttpError(status, message ?? english, {}, message === undefined ? key : undefined);

export const notFound = (message?: string) =>
  keyed(404, 'errors.notFound', 'The requested resources could not be found', message);
export const forbidden = (message?: string) =>
  keyed(
    403,
    'errors.accessDenied',
    'Access Denied: You do not have the necessary permissions, please contact admins.',
    message,
  );
export const unauthorized = (message?: string) =>
  keyed(401, 'errors.unauthenticated', 'Unauthenticated.', message);
