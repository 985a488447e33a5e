/**
 * Whole-record validation and turning failures into text, in the shape of the API's 422 answer
 * (`{ message, errors: { field: [messages] } }`).
 */
import { interpolate, isMessageKey, MESSAGE_DEFAULTS } from '../i18n/messages.ts';
import { type IssueParams, type Rule, type ValidationIssue, validateValue } from './rules.ts';

/**
 * The result of {@link validateRecord}: `errors` holds only the fields that failed.
 *
 * @example const ok: RecordValidation = { valid: true, errors: {} };
 */
export type RecordValidation = { valid: boolean; errors: Record<string, ValidationIssue[]> };

/**
 * Turns a message key and its parameters into text (for example i18next's `t`).
 *
 * @example const translate: Translate = (key, params) => t(key, params);
 */
export type Translate = (key: string, params: IssueParams) => string;

/** Defines an own property even for names such as `__proto__`, which plain assignment would not. */
function setOwn<T>(target: Record<string, T>, name: string, value: T): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Validates every field named in `rulesByField` against `values` (fields without rules are not
 * checked; `equals` rules see the whole record). Only own properties of `values` are read.
 *
 * @example validateRecord({ email: 'x' }, { email: [{ kind: 'required' }, { kind: 'email' }] })
 * // { valid: false, errors: { email: [{ key: 'validation.email', params: {} }] } }
 */
export function validateRecord(
  values: Readonly<Record<string, unknown>>,
  rulesByField: Readonly<Record<string, readonly Rule[]>>,
): RecordValidation {
  const errors: Record<string, ValidationIssue[]> = {};
  for (const field of Object.keys(rulesByField)) {
    const value = Object.hasOwn(values, field) ? values[field] : undefined;
    const issues = validateValue(value, rulesByField[field] ?? [], values);
    if (issues.length > 0) setOwn(errors, field, issues);
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

function englishDefault(key: string, params: IssueParams): string {
  return interpolate(isMessageKey(key) ? MESSAGE_DEFAULTS[key]['en-US'] : key, params);
}

/**
 * Turns failures into text per field, ready for a 422 body or a form. Without `translate` the
 * English defaults of `MESSAGE_DEFAULTS` are used (an unknown key is shown as-is).
 *
 * @example formatErrors({ name: [{ key: 'validation.lengthMax', params: { max: 5 } }] })
 * // { name: ['Maximum length of 5 characters'] }
 */
export function formatErrors(
  errors: Readonly<Record<string, readonly ValidationIssue[]>>,
  translate: Translate = englishDefault,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const field of Object.keys(errors)) {
    setOwn(
      result,
      field,
      (errors[field] ?? []).map((failure) => translate(failure.key, failure.params)),
    );
  }
  return result;
}
