import type { ValidationErrorAnswer } from '@kantor/core';
import { isPlainObject } from '@kantor/core';
import { ApiError } from './client.ts';

/** Per field, what is wrong with it: the `errors` of a 422 (`ValidationErrorAnswer`). */
export type FieldErrors = ValidationErrorAnswer['errors'];

/**
 * What an error answer says, read without trusting it: the body is whatever came back (a proxy's
 * HTML, an old server, a hand-made fake), so each part is null when it is not there in its shape.
 */
export type ErrorAnswer = {
  /** The body's `message` when it is a string. */
  message: string | null;
  /** The body's `errors` when it is an object (a 422), each field's messages as strings. */
  errors: FieldErrors | null;
};

/** The parts of an error body (`ApiError.body`); see `errorAnswerOf` for an error itself. */
export function readErrorAnswer(body: unknown): ErrorAnswer {
  if (!isPlainObject(body)) return { message: null, errors: null };
  const message = typeof body.message === 'string' ? body.message : null;
  if (!isPlainObject(body.errors)) return { message, errors: null };
  const errors: FieldErrors = {};
  // a field given one message instead of a list still shows it, as the forms always did
  for (const [field, messages] of Object.entries(body.errors))
    errors[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  return { message, errors };
}

/**
 * The message and field errors of a failed call: null for anything not an `ApiError` (an abort, a
 * bug), so `errorAnswerOf(error)?.errors` is a 422's field errors or nothing.
 */
export function errorAnswerOf(error: ApiError): ErrorAnswer;
export function errorAnswerOf(error: unknown): ErrorAnswer | null;
export function errorAnswerOf(error: unknown): ErrorAnswer | null {
  return error instanceof ApiError ? readErrorAnswer(error.body) : null;
}

/** Whether a call failed because its record is not there (or not the caller's to see): the 404 page's case. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Whether a failed call means "not reached" (no network, the server down or busy: keep a queued write
 * and try later) rather than "refused" (show the server's words). The POS's and the technician's
 * offline queues decide by it.
 */
export function notReached(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500 || error.status === 429);
}
