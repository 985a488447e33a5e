import { defaultMessage, type MessageLocale, passwordProblem } from '@kantor/core';

export { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '@kantor/core';

/**
 * The problems of a new password, in the caller's language (empty when it is acceptable): core's policy
 * (packages/core/src/validation/password-policy.ts), worded.
 */
export function passwordProblems(
  password: string,
  identity: { username?: string | null; email?: string | null },
  locale: MessageLocale,
): string[] {
  const problem = passwordProblem(password, identity);
  return problem ? [defaultMessage(problem.key, locale, problem.params)] : [];
}
