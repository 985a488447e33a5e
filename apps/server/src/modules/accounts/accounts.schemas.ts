import {
  DemoLoginAnswer,
  LoginAssigned,
  LoginAssignment,
  LoginRecord,
  LoginSaved,
  MessageAnswer,
  Profile,
  ProfileSaved,
  RoleChoices,
  TechnicianList,
} from '@kantor/core';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, flag, noBody, pathParams, text, textQuery } from '../../lib/request-schema.ts';

/** The account routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const login = {
  username: text('3 to 50 letters, digits, `.`, `_` or `-`; unique'),
  email: text('unique'),
  no_hp: text('phone number'),
  user_role_id: { type: 'integer', description: 'a role id' },
  status: { type: 'string', enum: ['Active', 'Pending', 'Blocked'], description: 'Active when absent' },
  otp_enabled: flag('sign in with a mailed code besides the password'),
  email_verified: flag('the address counts as verified'),
};
const { user_role_id: _role, ...technician } = login;
const newPassword = {
  password: text('as the password policy allows'),
  password_confirmation: text('the same password again'),
};

const saved = answers(LoginSaved, 'The login as written, and a message in the caller’s language');

export const profileReadSchema = {
  summary: 'One’s own profile',
  ...answers(Profile, 'The signed-in user’s account'),
};

export const profileEditSchema = {
  summary: 'Change one’s own username, phone, sign-in code or address',
  description:
    'Only the fields sent change. A new address changes once its owner follows the link mailed to it ' +
    '(`emailPending`); the answer is the same whether or not the address is in use.',
  ...documentedBody({
    username: login.username,
    no_hp: login.no_hp,
    otp_enabled: login.otp_enabled,
    email: text('the new address, verified by mail first'),
  }),
  ...answers(ProfileSaved, 'The profile afterwards; `emailPending` when a new address waits for its link'),
};

export const createLoginSchema = {
  summary: 'Create a login',
  ...documentedBody({ ...login, password: newPassword.password }, ['username', 'email', 'user_role_id']),
  ...saved,
};

export const createTechnicianSchema = {
  summary: 'Create a technician login (the Teknisi role)',
  ...documentedBody({ ...technician, password: newPassword.password }, ['username', 'email']),
  ...saved,
};

export const roleChoicesSchema = {
  summary: 'The roles a login may be given',
  description:
    'Every role with the groups it belongs to, sorted by name (Indonesian collation, case aside): the role pickers of `akun/tambahuser` and `akun/ubahrolestatusverify`.',
  ...answers(RoleChoices, 'The roles'),
};

export const loginParams = {
  summary: 'One login',
  ...pathParams('id'),
  ...answers(LoginRecord, 'The login (never its password)'),
};

export const editLoginSchema = {
  summary: 'Change a login (only the fields sent)',
  ...pathParams('id'),
  ...documentedBody(login),
  ...saved,
};

export const roleStatusSchema = {
  summary: 'Change a login’s role and status, verify its address (approving a Pending one mails its owner)',
  ...pathParams('id'),
  ...documentedBody({
    user_role_id: login.user_role_id,
    status: login.status,
    email_verified: login.email_verified,
  }),
  ...saved,
};

export const setPasswordSchema = {
  summary: 'Set a login’s password',
  ...pathParams('id'),
  ...documentedBody(newPassword, ['password', 'password_confirmation']),
  ...answers(MessageAnswer, 'The password was set, in the caller’s language'),
};

export const assignLoginReadSchema = {
  summary: 'An akun record and the login linked to it',
  ...pathParams('id'),
  ...answers(LoginAssignment, 'The akun record and its login (null when none is linked)'),
};

export const assignLoginSchema = {
  summary: 'Link a login to an akun record: an existing one (`login_id`), or a new one from the form',
  ...pathParams('id'),
  ...documentedBody({
    login_id: { type: ['integer', 'string'], description: 'an existing login; otherwise a login is created' },
    ...login,
    password: newPassword.password,
  }),
  ...answers(LoginAssigned, 'The akun record as written and the login now linked to it'),
};

const technicianQuery = {
  page: 'page number, from 1',
  limit: 'rows per page, 1 to 500 (25)',
  search: 'in username, email and phone',
  status: 'equals',
  username: 'equals',
  email: 'equals',
  no_hp: 'equals',
  otp_enabled: 'yes or no',
};

export const techniciansSchema = {
  summary: 'Technician logins',
  ...textQuery(technicianQuery),
  ...answers(TechnicianList, 'One page of technician logins, and how many there are'),
};

export const techniciansByFieldSchema = {
  summary: 'Technician logins with one field equal to a value',
  description: '`field`: status, username, email, no_hp or otp_enabled.',
  ...pathParams('field', 'value'),
  ...textQuery(technicianQuery),
  ...answers(TechnicianList, 'One page of the matching technician logins, and how many there are'),
};

export const demoTechnicianSchema = {
  summary: 'Create a demo technician with a random password, shown once',
  ...noBody(),
  ...answers(DemoLoginAnswer, 'The demo login and its password, shown this once'),
};
