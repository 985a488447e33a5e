import { defaultMessage, type InterpolationParams, type MessageKey, messageLocaleOf } from '@kantor/core';
import type { FastifyRequest } from 'fastify';

/** A catalogued message in the caller's language (Indonesian unless Accept-Language asks otherwise). */
export const word = (request: FastifyRequest, key: MessageKey, params?: InterpolationParams): string =>
  defaultMessage(key, messageLocaleOf(request.headers['accept-language']), params);
