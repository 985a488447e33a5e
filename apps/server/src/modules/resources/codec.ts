import {
  decodeRecord,
  defaultMessage,
  encodeFieldValue,
  type MessageLocale,
  messageLocaleOf,
  type Resource,
} from '@kantor/core';
import type { Msg } from '../../lib/i18n.ts';

export type FieldErrors = Record<string, string[]>;
// its home is lib/i18n.ts, below the modules (lib/dates.ts reads it too)
export type { Msg } from '../../lib/i18n.ts';

/** The server's message language of a caller: core's one negotiation (Indonesian by default). */
export function messageLocale(acceptLanguage: string | undefined): MessageLocale {
  return messageLocaleOf(acceptLanguage);
}

/** Validation messages in the caller's language (Indonesian or English, by Accept-Language). */
export function messagesFor(acceptLanguage: string | undefined): Msg {
  const locale = messageLocale(acceptLanguage);
  return (key, params) => defaultMessage(key, locale, params);
}

/**
 * Coerces and validates one record's input against the declaration, with core's field-kind decoders
 * (the web form checks with the same ones before sending). `partial` (edit) checks only the fields
 * given. Answers the clean values or the errors per field; unknown fields are ignored.
 */
export function decodeInput(
  resource: Resource,
  input: Record<string, unknown>,
  options: { partial: boolean; msg: Msg },
): { values: Record<string, unknown>; errors: FieldErrors } {
  const { values, issues } = decodeRecord(resource.fields, input, { partial: options.partial });
  const errors: FieldErrors = {};
  for (const [name, issue] of Object.entries(issues)) errors[name] = [options.msg(issue.key, issue.params)];
  return { values, errors };
}

/** Shapes a database row for the API: values encoded per kind, hidden fields removed. */
export function encodeRow(resource: Resource, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('__')) continue;
    const field = Object.hasOwn(resource.fields, key) ? resource.fields[key] : undefined;
    if (field?.hidden) continue;
    out[key] = encodeFieldValue(field, value);
  }
  return out;
}
