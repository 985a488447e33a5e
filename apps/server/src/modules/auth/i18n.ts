import { defaultMessage, type InterpolationParams, type MessageKey, messageLocaleOf } from '@kantor/core';
import type { FastifyRequest } from 'fastify';

export type Locale = 'id-ID' | 'en-US';

/** The caller's language for answers and mail: core's one negotiation (Indonesian by default). */
export function localeOf(request: FastifyRequest): Locale {
  return messageLocaleOf(request.headers['accept-language']);
}

/** A catalogued message in the caller's language. */
export function say(request: FastifyRequest, key: MessageKey, params?: InterpolationParams): string {
  return defaultMessage(key, localeOf(request), params);
}
