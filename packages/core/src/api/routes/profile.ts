/**
 * The signed-in user's own account, declared once (define-route.ts): who is signed in (spec §4's
 * `currentuserdata`, `{ user, roles, pages }` exactly), the profile and its change. Served by
 * apps/server/src/modules/accounts/current-user.routes.ts and profile.routes.ts, called by the web's
 * profile page (apps/web/src/features/accounts/ProfilePage.tsx).
 *
 * A profile change is answered with one 422 naming every field at once, a username taken by another
 * account among them: that needs the database, so the fields are declared here as they are sent and
 * the server checks their rules together (a declaration that refused a bad phone number by itself would
 * answer before the username is looked up, and the 422 would name fewer fields than it always has).
 */
import { z } from 'zod';
import { AccountRoles, CurrentUserData, Profile, ProfileSaved, UserFactsAnswer } from '../auth.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { recordId } from './wire.ts';

/** A text field as sent: absent stays absent; sent but not text reads as empty (then "required"). */
const sentText = (says: string) =>
  z.preprocess(
    (value: string | null | undefined) =>
      value === undefined ? undefined : typeof value === 'string' ? value : '',
    z.string().optional().describe(says),
  );

export const ProfileBody = z.object({
  username: sentText('3 to 50 letters, digits, `.`, `_` or `-`; unique'),
  no_hp: sentText('phone number (empty: none)'),
  otp_enabled: z.preprocess(
    (value: boolean | null | undefined) =>
      value === undefined ? undefined : typeof value === 'boolean' ? value : null,
    z
      .boolean()
      .nullable()
      .optional()
      .describe('sign in with a mailed code besides the password (anything but true or false is refused)'),
  ),
  email: sentText('the new address, verified by mail first'),
});
export type ProfileBody = z.input<typeof ProfileBody>;

export const currentUserRoute = defineRoute({
  ...ROUTE_ADDRESSES.currentUser,
  access: { kind: 'signedIn' },
  summary: 'Who is signed in, their role names and the pages they may open',
  answer: CurrentUserData,
  answerSays: 'The signed-in user, their roles and pages',
});

export const accountRolesRoute = defineRoute({
  ...ROUTE_ADDRESSES.accountRoles,
  access: { kind: 'signedIn' },
  summary: 'Each role one holds, with the resources it reaches and its rules',
  description:
    'For a user holding several roles (issue 37): the screens merge the roles’ rules as the server ' +
    'does (restrictions only where every role reaching the resource has them).',
  answer: AccountRoles,
  answerSays: 'The roles, the primary first',
});

export const accountFactsRoute = defineRoute({
  ...ROUTE_ADDRESSES.accountFacts,
  access: { kind: 'signedIn' },
  summary: 'What rule conditions read about the signed-in user: `user.*`, `role.*`, the day',
  description:
    'The facts the server reads when it applies Batasi Baris, Kunci Kolom and Wajib Isi to this user ' +
    '(docs/rules.md "User context"), so the screens decide column logic, colours and hides alike.',
  answer: UserFactsAnswer,
  answerSays: 'The user’s facts, the day in Jakarta and the instant',
});

export const userFactsRoute = defineRoute({
  method: 'GET',
  path: '/users/:id/facts',
  // as the login's view page: its page (403 without), the login within the caller's view scope (404)
  access: { kind: 'resource', resource: 'users', action: 'view', record: { resource: 'users', param: 'id' } },
  summary: 'What rule conditions read about another login (the rule preview “as a user”)',
  description:
    'The same facts as `GET /account/facts`, for a login the caller may view (404 outside the caller’s ' +
    'scope); fields of `users` hidden from the caller (`email`, `cabang`) are left out, as from its view.',
  params: recordId(),
  answer: UserFactsAnswer,
  answerSays: 'The login’s facts, the day in Jakarta and the instant',
});

export const profileRoute = defineRoute({
  method: 'GET',
  path: '/account/profile',
  access: { kind: 'signedIn' },
  summary: 'One’s own profile',
  answer: Profile,
  answerSays: 'The signed-in user’s account',
});

export const profileEditRoute = defineRoute({
  method: 'PUT',
  path: '/account/profile',
  access: { kind: 'signedIn' },
  summary: 'Change one’s own username, phone, sign-in code or address',
  description:
    'Only the fields sent change. A new address changes once its owner follows the link mailed to it ' +
    '(`emailPending`); the answer is the same whether or not the address is in use.',
  body: ProfileBody,
  answer: ProfileSaved,
  answerSays: 'The profile afterwards; `emailPending` when a new address waits for its link',
});

/** The own account's routes, for the web's calls. */
export const PROFILE_ROUTES = {
  currentUser: currentUserRoute,
  roles: accountRolesRoute,
  facts: accountFactsRoute,
  userFacts: userFactsRoute,
  profile: profileRoute,
  saveProfile: profileEditRoute,
} as const;
