/**
 * Answers of sign-in, the signed-in user and the admin's login management (apps/server/src/modules/auth,
 * modules/accounts). Each answer is a zod schema and its type is inferred from it (see resources.ts).
 */
import { z } from 'zod';
import { ApiRecord, listAnswer, MessageAnswer } from './resources.ts';

/** `POST /auth/login` and `POST /auth/google` when the account signs in at once: a session token. */
export const SessionAnswer = z.object({ token: z.string() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

/** The OTP step of a sign-in: a code was mailed; `otpToken` goes back with it to `POST /auth/otp/verify`. */
export const OtpStepAnswer = z.object({ otp: z.literal(true), otpToken: z.string(), message: z.string() });
export type OtpStepAnswer = z.infer<typeof OtpStepAnswer>;

/** `POST /auth/login` and `POST /auth/google`: a session token, or the OTP step. */
export const SignInAnswer = z.union([SessionAnswer, OtpStepAnswer]);
export type SignInAnswer = z.infer<typeof SignInAnswer>;

/** `POST /auth/otp/verify`. */
export const OtpVerifyAnswer = SessionAnswer;
export type OtpVerifyAnswer = z.infer<typeof OtpVerifyAnswer>;

/** A sign-in account's state: only Active ones sign in (core OPTIONS.accountStatus). */
export const AccountStatus = z.enum(['Active', 'Pending', 'Blocked']);
export type AccountStatus = z.infer<typeof AccountStatus>;

/** A 403 of sign-in for an account that is not active: the web shows the matching notice. */
export const AccountStatusErrorAnswer = z.object({
  message: z.string(),
  status: z.enum(['Blocked', 'Pending']),
});
export type AccountStatusErrorAnswer = z.infer<typeof AccountStatusErrorAnswer>;

/** `POST /auth/verify-email`: the account's status afterwards (Pending while an admin must approve it). */
export const EmailVerifiedAnswer = MessageAnswer.extend({ status: AccountStatus });
export type EmailVerifiedAnswer = z.infer<typeof EmailVerifiedAnswer>;

/** `GET /account/currentuserdata`: who is signed in, their role names and the pages they may open. */
export const CurrentUserData = z.object({
  user: z.object({
    id: z.int(),
    username: z.string(),
    email: z.string(),
    no_hp: z.string().nullable(),
    user_role_id: z.int().nullable(),
    user_id: z.int().nullable(),
  }),
  roles: z.array(z.string()),
  pages: z.array(z.string()),
});
export type CurrentUserData = z.infer<typeof CurrentUserData>;

/**
 * `GET /account/roles` (issue 37): each role the signed-in user holds, the primary first, with the
 * resources its pages reach and its role-rule records, so a screen merges them as the server does
 * (core `mergePageConfigs`). A user holding one role never needs it: `currentuserdata` and the role's
 * own rules say everything.
 */
export const AccountRoles = z.object({
  roles: z.array(
    z.object({
      id: z.int(),
      name: z.string().nullable(),
      /** Resources the role holds a page of (`rinvoice` for `/rinvoice/add`). */
      resources: z.array(z.string()),
      /** The role's `setupshowhideroleid` records, in order. */
      rules: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type AccountRoles = z.infer<typeof AccountRoles>;

/**
 * `GET /account/facts` and `GET /users/{id}/facts` (issue 37): what a rule condition reads about who is
 * looking (`user.*`, `role.*`, `TODAY()`, `NOW()`), as the server's Batasi Baris, Kunci Kolom and Wajib
 * Isi read them (apps/server/src/modules/roles/user-facts.ts), so the web evaluates the same conditions
 * over the same facts (docs/rules.md "User context").
 */
export const UserFactsAnswer = z.object({
  user: z.object({
    id: z.int(),
    username: z.string(),
    /** Absent from another login's facts when the caller's role hides `users.email`. */
    email: z.string().nullable().optional(),
    /** The owner id of the login's records. */
    user_id: z.int().nullable(),
    /** The primary role. */
    role_id: z.int().nullable(),
    role: z.string().nullable(),
    /** Every role held, the primary first. */
    roles: z.array(z.string()),
    role_ids: z.array(z.int()),
    /** Names of the active role groups holding any of the roles. */
    groups: z.array(z.string()),
    /** The login's branch; absent from another login's facts when the caller's role hides `users.cabang`. */
    cabang: z.string().nullable().optional(),
    /** Ids of the akun records whose login this is. */
    akun: z.array(z.int()),
  }),
  role: z.object({ id: z.int().nullable(), name: z.string().nullable() }),
  /** `TODAY()`: the day in Jakarta, `YYYY-MM-DD`. */
  today: z.string(),
  /** `NOW()`: an ISO instant. */
  now: z.string(),
});
export type UserFactsAnswer = z.infer<typeof UserFactsAnswer>;

/** `GET /account/profile`: the signed-in user's own account; `role` is their role names, comma-joined. */
export const Profile = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  no_hp: z.string().nullable(),
  user_role_id: z.int().nullable(),
  role: z.string(),
  status: AccountStatus,
  email_verified_at: z.string().nullable(),
  otp_enabled: z.boolean(),
  /** False for an account made by Google sign-in that never set one. */
  has_password: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/** `PUT /account/profile`: `emailPending` when a new address waits for its mailed link. */
export const ProfileSaved = MessageAnswer.extend({ emailPending: z.boolean(), profile: Profile });
export type ProfileSaved = z.infer<typeof ProfileSaved>;

/** A login as an admin sees it (`akun/...` routes): never its password hash. */
export const LoginRecord = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  no_hp: z.string().nullable(),
  user_role_id: z.int().nullable(),
  /** Other roles (issue 37), or null. */
  peran_lain: z.array(z.int()).nullable(),
  cabang: z.string().nullable(),
  status: AccountStatus,
  email_verified_at: z.string().nullable(),
  otp_enabled: z.boolean(),
  user_id: z.int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LoginRecord = z.infer<typeof LoginRecord>;

/** `POST /akun/tambahuser`, `PUT /akun/edituser/{id}` and the like: the login as written. */
export const LoginSaved = MessageAnswer.extend({ record: LoginRecord });
export type LoginSaved = z.infer<typeof LoginSaved>;

/** `POST /akun/dummuakunadd`: the demo technician and its random password, shown this once. */
export const DemoLoginAnswer = LoginSaved.extend({ password: z.string() });
export type DemoLoginAnswer = z.infer<typeof DemoLoginAnswer>;

/** `GET /akun/akunlistteknisi` (and `/{field}/{value}`): technician logins, one page. */
export const TechnicianList = listAnswer(LoginRecord);
export type TechnicianList = z.infer<typeof TechnicianList>;

/** A role a login may be given on the account screens, with the groups it belongs to (issue 36). */
export const RoleChoice = z.object({
  id: z.int(),
  role_name: z.string(),
  groups: z.array(z.string()),
});
export type RoleChoice = z.infer<typeof RoleChoice>;

/** `GET /akun/roles`: every role, sorted by name as people read it. */
export const RoleChoices = z.object({ roles: z.array(RoleChoice) });
export type RoleChoices = z.infer<typeof RoleChoices>;

/** The akun record of `akun/assignlogin/{id}`: who the login is for. */
export const AssignedAkun = z.object({
  id: z.int(),
  nama: z.string(),
  email: z.string().nullable(),
  no_hp: z.string().nullable(),
});
export type AssignedAkun = z.infer<typeof AssignedAkun>;

/** `GET /akun/assignlogin/{id}`: the akun record and the login linked to it, if any. */
export const LoginAssignment = z.object({ akun: AssignedAkun, login: LoginRecord.nullable() });
export type LoginAssignment = z.infer<typeof LoginAssignment>;

/** `POST /akun/assignlogin/{id}`: the akun record as written (every column) and the login now linked. */
export const LoginAssigned = MessageAnswer.extend({ akun: ApiRecord, login: LoginRecord });
export type LoginAssigned = z.infer<typeof LoginAssigned>;
