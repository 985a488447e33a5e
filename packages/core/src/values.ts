/** Tests on unknown values that every side repeats (parsed JSON, request bodies, form values). */

/** A JSON object: not null, not an array. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nothing typed: absent, null or only spaces. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A text value without its surrounding spaces, or null for anything else or only spaces (a stored setting). */
export const trimmedText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
