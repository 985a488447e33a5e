/** Errors a route throws to answer with a given status; the error handler turns them into JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** 422 with an `errors` object naming each field (house API convention). */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: Record<string, string[]>,
    message = 'Form is invalid',
  ) {
    super(422, message, { errors });
  }
}

export const notFound = (message = 'The requested resources could not be found') =>
  new HttpError(404, message);
export const forbidden = (
  message = 'Access Denied: You do not have the necessary permissions, please contact admins.',
) => new HttpError(403, message);
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
