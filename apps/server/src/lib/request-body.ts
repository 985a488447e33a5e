import { isPlainObject } from '@kantor/core';
import type { FastifyRequest } from 'fastify';

/** A request's JSON object body, or `{}` for anything else (no body, a list, a text): fields then read as missing. */
export const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  isPlainObject(request.body) ? request.body : {};
