import type { ErrorAnswer, ValidationErrorAnswer } from '@kantor/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import { say } from '../lib/i18n.ts';
import { brokenMultipart, isBrokenMultipart } from './multipart.ts';

/** JSON errors only; user input never produces a 500, and a 500 never leaks internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // a multipart body cut short or malformed, found by the parser inside whichever route reads it
    if (isBrokenMultipart(error, request)) error = brokenMultipart(request);
    if (error instanceof HttpError) {
      const message = error.key ? say(request, error.key, error.params) : error.message;
      return reply.status(error.statusCode).send({ message, ...error.extra });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      const errors: Record<string, string[]> = {};
      for (const issue of fastifyError.validation) {
        const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty;
        const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '_';
        const key = field || '_';
        const message = say(request, missing ? 'validation.required' : 'validation.invalid');
        errors[key] = [...(errors[key] ?? []), message];
      }
      return reply
        .status(422)
        .send({ message: say(request, 'validation.formInvalid'), errors } satisfies ValidationErrorAnswer);
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: say(request, 'errors.tooManyAttempts') });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, too large a body, wrong content type: the caller's fault, answered plainly.
      return reply.status(status).send({ message: fastifyError.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    // the id the user can quote: it finds this line (and the request's others) in the log
    return reply
      .status(500)
      .send({ message: say(request, 'errors.processingError'), requestId: request.id } satisfies ErrorAnswer);
  });
}
