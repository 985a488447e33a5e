/**
 * The server's one way to the caller's language: core's `messageLocaleOf` on the Accept-Language
 * header (Indonesian when the caller names none). Every answer, 422 field message and mail takes its
 * language from {@link localeOf}, and its words from the core catalogue through {@link say}; no module
 * keeps a helper of its own (lib/i18n.test.ts fails when one comes back).
 */
import {
  defaultMessage,
  type InterpolationParams,
  type MessageKey,
  type MessageLocale,
  messageLocaleOf,
} from '@kantor/core';
import type { FastifyRequest } from 'fastify';

/**
 * A message function already bound to one caller's language (`messagesFor` in the resources module
 * makes one): for code below the modules, such as lib/dates.ts, that words a 422 it was handed.
 */
export type Msg = (key: string, params?: Record<string, string | number>) => string;

/** The caller's language for answers and mail (Indonesian by default). */
export function localeOf(request: FastifyRequest): MessageLocale {
  return messageLocaleOf(request.headers['accept-language']);
}

/** The caller's message function: a {@link Msg} bound to their language, for a handler wording several. */
export function msgOf(request: FastifyRequest): Msg {
  const locale = localeOf(request);
  return (key, params) => defaultMessage(key, locale, params);
}

/** A catalogued message in the caller's language, its `${name}` placeholders filled from `params`. */
export function say(request: FastifyRequest, key: MessageKey, params?: InterpolationParams): string {
  return defaultMessage(key, localeOf(request), params);
}
