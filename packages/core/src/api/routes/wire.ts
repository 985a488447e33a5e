/**
 * Building blocks of request schemas (define-route.ts): how a field's problem is worded (`said`, a
 * catalogue key the server words in the caller's language) and how the wire's loose values are read
 * (numbers in machine form only, empty meaning absent, real calendar days).
 */
import { z } from 'zod';
import { formatYmd } from '../../format/dates.ts';
import { parseYesNo } from '../../format/yes-no.ts';
import type { InterpolationParams, MessageKey } from '../../i18n/messages.ts';
import { toNumericValue } from '../../validation/validators.ts';

const MARK = '\u0001';

/**
 * A field's message as a catalogue key (and its parameters), for a zod check's `error` option; the
 * server's 422 words it in the caller's language (`saidOf`).
 *
 * @example z.number(said('validation.integer'))
 */
export function said(key: MessageKey, params?: InterpolationParams): { message: string } {
  return { message: `${MARK}${key}${params ? `${MARK}${JSON.stringify(params)}` : ''}` };
}

/**
 * The key and parameters `said` put into a zod issue's message, or null for zod's own words (a check
 * written without `said`: the server answers `validation.invalid` for it).
 *
 * @example saidOf(said('validation.rangeMin', { min: 1 }).message) // { key: 'validation.rangeMin', params: { min: 1 } }
 */
export function saidOf(message: string): { key: MessageKey; params?: InterpolationParams } | null {
  if (!message.startsWith(MARK)) return null;
  const [key, params] = message.slice(1).split(MARK);
  return { key: key as MessageKey, ...(params ? { params: JSON.parse(params) as InterpolationParams } : {}) };
}

/** A number as the wire gives it: a JSON number or decimal text; `true`, `[1]`, `"0x10"`, `""` are left to fail. */
const toNumber = (value: unknown): unknown =>
  typeof value === 'number' || typeof value === 'string' ? (toNumericValue(value) ?? value) : value;

/*
 * Each helper names what a caller may send (the preprocess's argument type): the web's typed client
 * sends `z.input` of a body, the handler reads `z.output`. What arrives is unknown all the same; the
 * schema after the preprocess decides.
 */

/**
 * A number in machine form (issue 32: `"0x10"`, `true` and `[1]` are no number), checked by `schema`.
 * A form's blank (`null`) may be sent: the schema names the field.
 *
 * @example machineNumber(z.number(said('validation.exists')).int().positive())
 */
export const machineNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value: number | string | null) => toNumber(value), schema);

/** Like {@link machineNumber}, and `null` or `""` mean absent (`schema` should be optional). */
export const optionalNumber = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value: number | string | null | undefined) =>
      value === null || value === '' ? undefined : toNumber(value),
    schema,
  );

/** `null` or `""` mean absent: a form's empty input. */
export const emptyAbsent = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value: z.input<S> | null | '') => (value === null || value === '' ? undefined : value),
    schema,
  );

/**
 * A free note kept to its first `max` characters: typed at a counter or a form, a long one is cut,
 * never refused (nothing else in the request is lost for a long remark). Absent when not a string.
 */
export const keptText = (max: number, says: string) =>
  z.preprocess(
    (value: string | null | undefined) => (typeof value === 'string' ? value.slice(0, max) : undefined),
    z.string().optional().describe(says),
  );

/** Like {@link keptText}, trimmed, and absent when only spaces: a search, a name, a reference. */
export const trimmedText = (max: number, says: string) =>
  z.preprocess(
    (value: string | null | undefined) =>
      typeof value === 'string' ? value.trim().slice(0, max) || undefined : undefined,
    z.string().optional().describe(says),
  );

/**
 * The serial numbers a line names (issue 34): each trimmed, empty ones dropped, at most 100 characters
 * each and 1,000 in all; absent when none. Whether they fit the line is the server's check.
 */
export const serialList = (says: string) =>
  z.preprocess(
    (value: unknown) => {
      if (!Array.isArray(value)) return value === undefined || value === null ? undefined : value;
      const kept = value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '');
      return kept.length > 0 ? kept : undefined;
    },
    z
      .array(
        z.string(said('validation.invalid')).max(100, said('validation.lengthMax', { max: 100 })),
        said('validation.invalid'),
      )
      .max(1000, said('validation.invalid'))
      .optional()
      .describe(says),
  );

/**
 * A yes/no switch as a person or a form sends it (core's one word list: `ya`, `tidak`, `true`, `0` ...);
 * anything else, or nothing, is absent (the handler's default applies), never a 422.
 */
export const yesNo = (says: string) =>
  z.preprocess(
    (value: boolean | string | number | null | undefined) => parseYesNo(value) ?? undefined,
    z.boolean().optional().describe(says),
  );

/** A text as a form sends it, or its blank (`null`); what it must hold is the server's check. */
export const formText = (says: string) => z.string().nullable().optional().describe(says);

/** A value that is not an object reads as an empty one: each of its fields is then named in the 422. */
export const objectOrEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value: z.input<S>) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    schema,
  );

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day `YYYY-MM-DD` (not 2026-02-31). */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** Today in Asia/Jakarta, the business's day: read when a request is checked. */
export const todayInJakarta = (): string => formatYmd(new Date());

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A UUID a client made (a till's `client_id`), trimmed and in lower case. */
export const clientId = () =>
  z.preprocess(
    (value: string) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.string(said('validation.invalid')).regex(UUID, said('validation.invalid')),
  );

/**
 * A page or a row count in a query (issue 33): decimal digits only, as a record id is, so `0x10`, `1e3`
 * and `-5` are no number and read as absent (the route's default), never 16 or 1000; a repeated one is
 * a 422 naming it.
 */
export const queryCount = (says: string) =>
  z.preprocess(
    (value: string | number | readonly string[] | undefined) =>
      typeof value === 'number'
        ? value
        : typeof value === 'string'
          ? /^\d{1,9}$/.test(value.trim())
            ? Number(value.trim())
            : undefined
          : value,
    z
      .number(said('validation.invalid'))
      .int(said('validation.invalid'))
      .nonnegative()
      .optional()
      .describe(says),
  );

/** A path's record id: digits only; anything else is a missing record (404, never a 422). */
export const recordId = () => z.object({ id: z.string().regex(/^\d{1,10}$/) });

/** An optional real day `YYYY-MM-DD` a form may leave empty (`null`, `""`: absent; the server picks today). */
export const optionalDay = (says: string) =>
  emptyAbsent(
    z
      .string(said('validation.date'))
      .regex(DAY, said('validation.date'))
      .refine((day) => !Number.isNaN(Date.parse(day)), said('validation.date'))
      .optional()
      .describe(says),
  );

/** Text with something besides spaces, kept as typed (a password, a token); anything else is absent. */
export const asTyped = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;
/** Text trimmed, absent when empty or not text (a username, a code). */
export const asTrimmed = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' ? value.trim() || undefined : undefined;

/** A required text field: absent, empty or not text is "required". */
export const requiredText = (read: (value: string | null | undefined) => string | undefined, says: string) =>
  z.preprocess(read, z.string(said('validation.required')).describe(says));

/** A switch as the sign-in form sends it: `true`, `'true'`, `1` or `'1'` is on, anything else off. */
export const signInFlag = (says: string) =>
  z.preprocess(
    (value: boolean | string | number | null | undefined) =>
      value === true || value === 'true' || value === 1 || value === '1',
    z.boolean().optional().describe(says),
  );
