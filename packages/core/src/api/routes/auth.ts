/**
 * Sign-in's routes, declared once (define-route.ts): the password sign-in, its OTP step and the code's
 * resend, Google sign-in and sign-out. Public (no session yet, or ending one). Served by
 * apps/server/src/modules/auth/auth.routes.ts and google.routes.ts, called by apps/web/src/pages/LoginPage.tsx
 * and features/accounts. Registration, the mailed links and the password routes are in registration.ts.
 *
 * The answers are spec §4's: `{ token }`, or `{ otp: true, otpToken, message }` when the account signs
 * in with a code mailed to it; a Pending or Blocked account gets a 403 naming its status.
 */
import { z } from 'zod';
import { AccountStatusErrorAnswer, OtpVerifyAnswer, SignInAnswer } from '../auth.ts';
import { MessageAnswer } from '../resources.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { asTrimmed, asTyped, objectOrEmpty, requiredText, said, signInFlag } from './wire.ts';

/** A sign-in refused for an account that is not Active: the web shows the matching notice. */
const notActive = { 403: AccountStatusErrorAnswer } as const;

export const SignInBody = z.object({
  username: requiredText(asTrimmed, 'username or email address'),
  password: requiredText(asTyped, 'the password as typed (never trimmed)'),
  remember: signInFlag(
    'a remembered session: it lasts the configured days, not hours, and outlives the browser',
  ),
});
export type SignInBody = z.input<typeof SignInBody>;

export const OtpVerifyBody = z.object({
  otpToken: requiredText(asTyped, 'from the login answer'),
  code: z.preprocess(
    asTrimmed,
    z
      .string(said('validation.required'))
      .regex(/^\d{6}$/, said('errors.otpInvalid'))
      .describe('the six digits mailed'),
  ),
});
export type OtpVerifyBody = z.input<typeof OtpVerifyBody>;

export const OtpResendBody = z.object({ otpToken: requiredText(asTyped, 'from the login answer') });
export type OtpResendBody = z.input<typeof OtpResendBody>;

/** A page-unload beacon's body: anything else (or nothing) is a plain sign-out, never a 422. */
export const LogoutBody = objectOrEmpty(
  z.object({
    token: z.preprocess(
      (value: string | null | undefined) => (typeof value === 'string' ? value : undefined),
      z.string().optional().describe('a beacon’s session token'),
    ),
    beacon: z.preprocess(
      (value: boolean | null | undefined) => (value === true ? true : undefined),
      z.boolean().optional().describe('true from the unload beacon'),
    ),
  }),
);
export type LogoutBody = z.input<typeof LogoutBody>;

export const GoogleBody = z.object({
  credential: requiredText(asTyped, 'the ID token from Google Identity Services'),
  remember: signInFlag('a remembered session, as at login'),
});
export type GoogleBody = z.input<typeof GoogleBody>;

export const loginRoute = defineRoute({
  ...ROUTE_ADDRESSES.login,
  access: { kind: 'public' },
  summary: 'Sign in with a username or email address and a password',
  description:
    'Answers `{ token }`, or `{ otp: true, otpToken, message }` when the account signs in with a code ' +
    'mailed to it (then POST /api/auth/otp/verify). Throttled per account or device and per address (429).',
  body: SignInBody,
  answer: SignInAnswer,
  answerSays: 'A session token, or the OTP step: a code was mailed to the account',
  refusals: notActive,
});

export const otpVerifyRoute = defineRoute({
  ...ROUTE_ADDRESSES.otpVerify,
  access: { kind: 'public' },
  summary: 'Finish a sign-in with the code mailed to the account',
  description: 'Answers `{ token }`.',
  body: OtpVerifyBody,
  answer: OtpVerifyAnswer,
  answerSays: 'A session token',
  refusals: notActive,
});

export const otpResendRoute = defineRoute({
  ...ROUTE_ADDRESSES.otpResend,
  access: { kind: 'public' },
  summary: 'Mail the sign-in code again',
  body: OtpResendBody,
  answer: MessageAnswer,
  answerSays: 'The code was mailed again, in the caller’s language',
});

export const logoutRoute = defineRoute({
  ...ROUTE_ADDRESSES.logout,
  access: { kind: 'public' },
  summary: 'End the session of the bearer token',
  description:
    'Without a bearer token, a page-unload beacon from this site may send its token in the body: it ' +
    'starts the grace period of a plain session and never ends a remembered one.',
  body: LogoutBody,
  answer: MessageAnswer,
  answerSays: 'Signed out, in the caller’s language',
});

export const googleSignInRoute = defineRoute({
  ...ROUTE_ADDRESSES.google,
  access: { kind: 'public' },
  summary: 'Sign in with a Google ID token (creates the account on first use)',
  description: 'Not there (404) unless the server has a Google client id.',
  body: GoogleBody,
  answer: SignInAnswer,
  answerSays: 'A session token, or the OTP step, as at login',
  refusals: notActive,
});

/** Sign-in's routes, for the web's calls. */
export const AUTH_ROUTES = {
  login: loginRoute,
  otpVerify: otpVerifyRoute,
  otpResend: otpResendRoute,
  logout: logoutRoute,
  google: googleSignInRoute,
} as const;
