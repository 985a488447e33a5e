/**
 * Field rules shared by the server (422 answers) and the web forms, and the function that checks
 * one value against them. Failures are message keys plus parameters, never text, so each side can
 * translate them (spec §5 messages).
 */
import { maskExample } from '../format/masks.ts';
import { MSG } from '../i18n/messages.ts';
import {
  isEmptyValue,
  isNumericValue,
  isValidEmail,
  isValidIp,
  isValidMaskedValue,
  toNumericValue,
  valueToText,
} from './validators.ts';

/**
 * One validation rule. Any rule may carry `messageKey` to replace its default key (for example
 * `{ kind: 'equals', other: 'password', messageKey: MSG.passwordsDoNotMatch }`); the parameters
 * stay the same.
 *
 * @example const rules: Rule[] = [{ kind: 'required' }, { kind: 'length', min: 3, max: 150 }];
 */
export type Rule = (
  | { kind: 'required' }
  | { kind: 'email' }
  | { kind: 'ip' }
  | { kind: 'length'; min?: number; max?: number }
  | { kind: 'numeric' }
  | { kind: 'range'; min?: number; max?: number }
  | { kind: 'equals'; other: string; otherName?: string }
  | { kind: 'mask'; mask: string }
) & { messageKey?: string };

/**
 * The parameters a message is interpolated with.
 *
 * @example const params: IssueParams = { min: 3, max: 150 };
 */
export type IssueParams = Record<string, string | number>;

/**
 * One failed rule: the message key and its parameters.
 *
 * @example const issue: ValidationIssue = { key: 'validation.required', params: {} };
 */
export type ValidationIssue = { key: string; params: IssueParams };

const issue = (rule: Rule, key: string, params: IssueParams = {}): ValidationIssue => ({
  key: rule.messageKey ?? key,
  params,
});

/** Length in user-perceived units: code points of text, items of an array. */
function lengthOf(value: unknown): number | null {
  if (Array.isArray(value)) return value.length;
  const text = valueToText(value);
  return text === null ? null : Array.from(text).length;
}

/** Picks the two-sided or one-sided key so a message never shows an unfilled bound. */
function boundsIssue(
  rule: Rule,
  keys: { both: string; min: string; max: string },
  min: number | undefined,
  max: number | undefined,
): ValidationIssue {
  if (min !== undefined && max !== undefined) return issue(rule, keys.both, { min, max });
  if (min !== undefined) return issue(rule, keys.min, { min });
  return issue(rule, keys.max, { max: max ?? '' });
}

const outside = (n: number | null, min: number | undefined, max: number | undefined): boolean =>
  n === null || (min !== undefined && n < min) || (max !== undefined && n > max);

function sameValue(a: unknown, b: unknown): boolean {
  const textA = valueToText(a);
  const textB = valueToText(b);
  if (textA !== null && textB !== null) return textA === textB;
  return Object.is(a, b);
}

function checkRule(
  value: unknown,
  rule: Rule,
  allValues: Readonly<Record<string, unknown>>,
): ValidationIssue | null {
  switch (rule.kind) {
    case 'required':
      return null; // handled before the other rules
    case 'email':
      return isValidEmail(value) ? null : issue(rule, MSG.email);
    case 'ip':
      return isValidIp(value) ? null : issue(rule, MSG.ip);
    case 'numeric':
      return isNumericValue(value) ? null : issue(rule, MSG.numeric);
    case 'length': {
      if (rule.min === undefined && rule.max === undefined) return null;
      if (!outside(lengthOf(value), rule.min, rule.max)) return null;
      return boundsIssue(
        rule,
        { both: MSG.length, min: MSG.lengthMin, max: MSG.lengthMax },
        rule.min,
        rule.max,
      );
    }
    case 'range': {
      if (rule.min === undefined && rule.max === undefined) return null;
      if (!outside(toNumericValue(value), rule.min, rule.max)) return null;
      return boundsIssue(rule, { both: MSG.range, min: MSG.rangeMin, max: MSG.rangeMax }, rule.min, rule.max);
    }
    case 'equals': {
      const other = Object.hasOwn(allValues, rule.other) ? allValues[rule.other] : undefined;
      return sameValue(value, other)
        ? null
        : issue(rule, MSG.equals, { otherName: rule.otherName ?? rule.other });
    }
    case 'mask':
      return isValidMaskedValue(value, rule.mask)
        ? null
        : issue(rule, MSG.mask, { mask: maskExample(rule.mask) });
    default:
      return null; // an unknown kind from untyped data is ignored rather than failing every save
  }
}

/**
 * Checks one value against its rules and returns every failure, in rule order. An empty value
 * (see `isEmptyValue`) fails only `required` and skips all other rules. `length` counts characters
 * (code points, surrounding spaces included) or array items; `range` fails for non-numeric text;
 * `equals` compares text forms (`'5'` equals `5`) with the field `other` of `allValues`.
 *
 * @example validateValue('', [{ kind: 'required' }]) // [{ key: 'validation.required', params: {} }]
 * @example validateValue('ab', [{ kind: 'length', min: 3 }]) // [{ key: 'validation.lengthMin', params: { min: 3 } }]
 * @example validateValue(undefined, [{ kind: 'email' }]) // []
 */
export function validateValue(
  value: unknown,
  rules: readonly Rule[],
  allValues: Readonly<Record<string, unknown>> = {},
): ValidationIssue[] {
  if (isEmptyValue(value)) {
    const required = rules.find((rule) => rule.kind === 'required');
    return required ? [issue(required, MSG.required)] : [];
  }
  const issues: ValidationIssue[] = [];
  for (const rule of rules) {
    const failure = checkRule(value, rule, allValues);
    if (failure) issues.push(failure);
  }
  return issues;
}
