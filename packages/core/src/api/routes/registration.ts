/**
 * Registration, the mailed links and the password routes, declared once (define-route.ts): registering
 * an account, verifying an address (and the link's resend), a password reset's request and reset, and a
 * signed-in user's password change. Served by apps/server/src/modules/auth/registration.routes.ts and
 * password.routes.ts, called by apps/web/src/features/accounts.
 *
 * A registration is checked here whole (its fields and the password policy of core's
 * validation/password-policy.ts, one 422 naming each field); a reset and a change check the policy on
 * the server, against the account the link or the session names.
 */
import { z } from 'zod';
import { passwordProblem } from '../../validation/password-policy.ts';
import { isValidEmail } from '../../validation/validators.ts';
import { EmailVerifiedAnswer } from '../auth.ts';
import { MessageAnswer } from '../resources.ts';
import { defineRoute } from './define-route.ts';
import { asTrimmed, asTyped, requiredText, said } from './wire.ts';

/** Usernames are 3–50 letters, digits, dots, dashes and underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;
/** Phone numbers: digits with spaces or dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,19}$/;
/** The longest address kept. */
const EMAIL_MAX = 254;

const isAddress = (email: string) => isValidEmail(email) && email.length <= EMAIL_MAX;

/** An address: trimmed and in lower case; required, and an address. */
export const emailAddress = (says: string) =>
  z.preprocess(
    (value: string | null | undefined) =>
      typeof value === 'string' ? value.trim().toLowerCase() || undefined : undefined,
    z.string(said('validation.required')).refine(isAddress, said('validation.email')).describe(says),
  );

/** A field read as text (anything else absent); its rules are the body's, checked together. */
const loose = (read: (value: string | null | undefined) => string | undefined, says: string) =>
  z.preprocess(read, z.string().optional().describe(says));
const asText = (value: string | null | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * A registration, checked as the form was always answered: every field's problem at once, the
 * password's against the policy and the username and address typed with it.
 */
export const RegisterBody = z
  .object({
    username: loose(asTrimmed, '3 to 50 letters, digits, `.`, `_` or `-` (required)'),
    email: loose(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : undefined),
      'the address the link is mailed to (required)',
    ),
    no_hp: loose(asTrimmed, 'phone number (optional)'),
    password: loose(asText, 'the new password, as the password policy allows (required)'),
    password_confirmation: loose(asText, 'the same password again'),
  })
  .superRefine((body, ctx) => {
    const add = (path: string, message: { message: string }) =>
      ctx.addIssue({ code: 'custom', path: [path], ...message });
    if (!body.username) add('username', said('validation.required'));
    else if (!USERNAME_PATTERN.test(body.username)) add('username', said('validation.usernameFormat'));
    if (!body.email) add('email', said('validation.required'));
    else if (!isAddress(body.email)) add('email', said('validation.email'));
    if (body.no_hp && !PHONE_PATTERN.test(body.no_hp)) add('no_hp', said('validation.invalid'));
    if (!body.password) {
      add('password', said('validation.required'));
      return;
    }
    const problem = passwordProblem(body.password, { username: body.username, email: body.email });
    if (problem) add('password', said(problem.key, problem.params));
    else if (body.password_confirmation !== body.password)
      add('password_confirmation', said('validation.passwordsDoNotMatch'));
  });
export type RegisterBody = z.input<typeof RegisterBody>;

export const EmailBody = z.object({ email: emailAddress('the address') });
export type EmailBody = z.input<typeof EmailBody>;

export const VerifyEmailBody = z.object({ token: requiredText(asTyped, 'from the mailed link') });
export type VerifyEmailBody = z.input<typeof VerifyEmailBody>;

/** A new password and its confirmation: required here, checked against the policy by the server. */
const newPassword = {
  password: requiredText(asTyped, 'the new password, as the password policy allows'),
  password_confirmation: requiredText(asTyped, 'the same password again'),
};

export const PasswordResetBody = z.object({
  token: requiredText(asTyped, 'from the mailed link'),
  ...newPassword,
});
export type PasswordResetBody = z.input<typeof PasswordResetBody>;

export const PasswordChangeBody = z.object({
  current_password: requiredText(asTyped, 'the password as typed (never trimmed)'),
  ...newPassword,
});
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;

const open = { kind: 'public' } as const;
const sameAnswer = '(the same answer in every case)';

export const registerRoute = defineRoute({
  method: 'POST',
  path: '/auth/register',
  access: open,
  summary: 'Register an account (mails a verification link)',
  description: 'The answer is the same whether or not the username or address is taken.',
  body: RegisterBody,
  answer: MessageAnswer,
  answerSays: `A link was mailed ${sameAnswer}, in the caller’s language`,
});

export const verifyEmailResendRoute = defineRoute({
  method: 'POST',
  path: '/auth/verify-email/resend',
  access: open,
  summary: 'Mail the verification link again',
  body: EmailBody,
  answer: MessageAnswer,
  answerSays: `A link was mailed if the address waits for one ${sameAnswer}`,
});

export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/auth/verify-email',
  access: open,
  summary: 'Verify an address with the token from the mailed link',
  body: VerifyEmailBody,
  answer: EmailVerifiedAnswer,
  answerSays: 'Verified; the account’s status afterwards (Pending while an admin must approve it)',
});

export const passwordForgotRoute = defineRoute({
  method: 'POST',
  path: '/auth/password/forgot',
  access: open,
  summary: 'Mail a password reset link',
  description: 'The answer is the same whether or not the address has an account.',
  body: EmailBody,
  answer: MessageAnswer,
  answerSays: `A link was mailed if the address has an account ${sameAnswer}`,
});

export const passwordResetRoute = defineRoute({
  method: 'POST',
  path: '/auth/password/reset',
  access: open,
  summary: 'Set a new password with the token from the mailed link (ends every session)',
  body: PasswordResetBody,
  answer: MessageAnswer,
  answerSays: 'The password was set, in the caller’s language',
});

export const passwordChangeRoute = defineRoute({
  method: 'POST',
  path: '/auth/password/change',
  access: { kind: 'signedIn' },
  summary: 'Change one’s own password (ends the other sessions)',
  body: PasswordChangeBody,
  answer: MessageAnswer,
  answerSays: 'The password was changed, in the caller’s language',
});

/** Registration's, the links' and the password routes, for the web's calls. */
export const REGISTRATION_ROUTES = {
  register: registerRoute,
  verifyEmailResend: verifyEmailResendRoute,
  verifyEmail: verifyEmailRoute,
  passwordForgot: passwordForgotRoute,
  passwordReset: passwordResetRoute,
  passwordChange: passwordChangeRoute,
} as const;
