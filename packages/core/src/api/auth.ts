/** Answers of sign-in and the signed-in user (apps/server/src/modules/auth, modules/accounts). */

/**
 * `POST /auth/login` and `POST /auth/google`: a session token, or the OTP step (a code was mailed;
 * `otpToken` goes back with it to `POST /auth/otp/verify`).
 */
export type SignInAnswer = { token: string } | { otp: true; otpToken: string; message: string };

/** `POST /auth/otp/verify`. */
export type OtpVerifyAnswer = { token: string };

/** A 403 of sign-in for an account that is not active: the web shows the matching notice. */
export type AccountStatusErrorAnswer = { message: string; status: 'Blocked' | 'Pending' };

/** `GET /account/currentuserdata`: who is signed in, their role names and the pages they may open. */
export type CurrentUserData = {
  user: {
    id: number;
    username: string;
    email: string;
    no_hp: string | null;
    user_role_id: number | null;
    user_id: number | null;
  };
  roles: string[];
  pages: string[];
};
