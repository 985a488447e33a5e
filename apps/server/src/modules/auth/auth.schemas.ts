import {
  AccountStatusErrorAnswer,
  EmailVerifiedAnswer,
  MessageAnswer,
  OtpVerifyAnswer,
  SignInAnswer,
} from '@kantor/core';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, flag, text } from '../../lib/request-schema.ts';

/** A sign-in refused for an account that is not Active: the web shows the matching notice. */
const notActive = { 403: AccountStatusErrorAnswer };

/** The auth routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const password = text('the password as typed (never trimmed)');
const newPassword = {
  password: text('the new password, as the password policy allows'),
  password_confirmation: text('the same password again'),
};

export const loginSchema = {
  summary: 'Sign in with a username or email address and a password',
  description:
    'Answers `{ token }`, or `{ otp: true, otpToken, message }` when the account signs in with a code ' +
    'mailed to it (then POST /api/auth/otp/verify). Throttled per account or device and per address (429).',
  ...documentedBody(
    {
      username: text('username or email address'),
      password,
      remember: flag(
        'a remembered session: it lasts the configured days, not hours, and outlives the browser',
      ),
    },
    ['username', 'password'],
  ),
  ...answers(SignInAnswer, 'A session token, or the OTP step: a code was mailed to the account', notActive),
};

export const otpVerifySchema = {
  summary: 'Finish a sign-in with the code mailed to the account',
  description: 'Answers `{ token }`.',
  ...documentedBody({ otpToken: text('from the login answer'), code: text('the six digits mailed') }, [
    'otpToken',
    'code',
  ]),
  ...answers(OtpVerifyAnswer, 'A session token', notActive),
};

export const otpResendSchema = {
  summary: 'Mail the sign-in code again',
  ...documentedBody({ otpToken: text('from the login answer') }, ['otpToken']),
  ...answers(MessageAnswer, 'The code was mailed again, in the caller’s language'),
};

export const logoutSchema = {
  summary: 'End the session of the bearer token',
  description:
    'Without a bearer token, a page-unload beacon from this site may send its token in the body: it ' +
    'starts the grace period of a plain session and never ends a remembered one.',
  ...documentedBody({ token: text('a beacon’s session token'), beacon: flag('true from the unload beacon') }),
  ...answers(MessageAnswer, 'Signed out, in the caller’s language'),
};

export const registerSchema = {
  summary: 'Register an account (mails a verification link)',
  description: 'The answer is the same whether or not the username or address is taken.',
  ...documentedBody(
    {
      username: text('3 to 50 letters, digits, `.`, `_` or `-`'),
      email: text('the address the link is mailed to'),
      no_hp: text('phone number (optional)'),
      ...newPassword,
    },
    ['username', 'email', 'password', 'password_confirmation'],
  ),
  ...answers(MessageAnswer, 'A link was mailed (the same answer in every case), in the caller’s language'),
};

export const verifyEmailResendSchema = {
  summary: 'Mail the verification link again',
  ...documentedBody({ email: text() }, ['email']),
  ...answers(MessageAnswer, 'A link was mailed if the address waits for one (the same answer in every case)'),
};

export const verifyEmailSchema = {
  summary: 'Verify an address with the token from the mailed link',
  ...documentedBody({ token: text('from the mailed link') }, ['token']),
  ...answers(
    EmailVerifiedAnswer,
    'Verified; the account’s status afterwards (Pending while an admin must approve it)',
  ),
};

export const passwordForgotSchema = {
  summary: 'Mail a password reset link',
  description: 'The answer is the same whether or not the address has an account.',
  ...documentedBody({ email: text() }, ['email']),
  ...answers(
    MessageAnswer,
    'A link was mailed if the address has an account (the same answer in every case)',
  ),
};

export const passwordResetSchema = {
  summary: 'Set a new password with the token from the mailed link (ends every session)',
  ...documentedBody({ token: text('from the mailed link'), ...newPassword }, [
    'token',
    'password',
    'password_confirmation',
  ]),
  ...answers(MessageAnswer, 'The password was set, in the caller’s language'),
};

export const passwordChangeSchema = {
  summary: 'Change one’s own password (ends the other sessions)',
  ...documentedBody({ current_password: password, ...newPassword }, [
    'current_password',
    'password',
    'password_confirmation',
  ]),
  ...answers(MessageAnswer, 'The password was changed, in the caller’s language'),
};

export const googleSchema = {
  summary: 'Sign in with a Google ID token (creates the account on first use)',
  ...documentedBody(
    {
      credential: text('the ID token from Google Identity Services'),
      remember: flag('a remembered session, as at login'),
    },
    ['credential'],
  ),
  ...answers(SignInAnswer, 'A session token, or the OTP step, as at login', notActive),
};
