import { defaultMessage, type InterpolationParams, type MessageKey } from '@kantor/core';
import type { FastifyRequest } from 'fastify';

export type Locale = 'id-ID' | 'en-US';

/** The caller's language for answers and mail: Indonesian for `id*`, English otherwise (as 422s do). */
export function localeOf(request: FastifyRequest): Locale {
  return /^id\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'id-ID' : 'en-US';
}

/** A catalogued message in the caller's language. */
export function say(request: FastifyRequest, key: MessageKey, params?: InterpolationParams): string {
  return defaultMessage(key, localeOf(request), params);
}
