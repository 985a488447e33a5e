/**
 * User management's routes, declared once (define-route.ts): logins and technician logins created and
 * changed by an admin (spec §2's `akun` extra routes), their role and status, their password, the link
 * between an akun record and its login, the technician list and a demo technician. Admin only (the admin
 * role holding each route's page). Served by apps/server/src/modules/accounts/accounts.routes.ts, called
 * by apps/web/src/features/accounts.
 *
 * The fields are declared as a form sends them (a blank may be `null`); their rules need the database
 * or the password policy (a free username or address, an existing role, a password strong enough), so
 * the server checks them (accounts.service.ts `readLoginInput`) and answers one 422 naming each field.
 */
import { z } from 'zod';
import {
  DemoLoginAnswer,
  LoginAssigned,
  LoginAssignment,
  LoginRecord,
  LoginSaved,
  RoleChoices,
  TechnicianList,
} from '../auth.ts';
import { MessageAnswer } from '../resources.ts';
import { defineRoute } from './define-route.ts';
import { formText, objectOrEmpty, recordId } from './wire.ts';

const admin = (page?: string) => (page ? ({ kind: 'admin', page } as const) : ({ kind: 'admin' } as const));

/** An id as a form sends it: a number or its digits (checked against the table by the server). */
const formId = (says: string) => z.union([z.number(), z.string()]).nullable().optional().describe(says);
/** A switch as a form sends it: `true`, `1` or `'true'` is on, anything else off. */
const formFlag = (says: string) =>
  z.union([z.boolean(), z.number(), z.string()]).nullable().optional().describe(says);

const loginFields = {
  username: formText('3 to 50 letters, digits, `.`, `_` or `-`; unique (required on create)'),
  email: formText('unique (required on create)'),
  no_hp: formText('phone number'),
  user_role_id: formId('a role id (required on create)'),
  peran_lain: z
    .union([z.array(z.union([z.number(), z.string()])), z.string()])
    .nullable()
    .optional()
    .describe('the login’s other roles (issue 37): role ids, a list or "3, 5"; empty for none'),
  cabang: formText('the branch the person works at (row-scope rules read it as `user.cabang`)'),
  status: formText('Active, Pending or Blocked (Active when absent)'),
  otp_enabled: formFlag('sign in with a mailed code besides the password'),
  email_verified: formFlag('the address counts as verified'),
};
const { user_role_id: _role, peran_lain: _others, ...technicianFields } = loginFields;
const password = formText('as the password policy allows (required on create)');
const password_confirmation = formText('the same password again (checked when sent)');

export const LoginBody = objectOrEmpty(z.object({ ...loginFields, password, password_confirmation }));
export type LoginBody = z.input<typeof LoginBody>;
export const TechnicianBody = objectOrEmpty(
  z.object({ ...technicianFields, password, password_confirmation }),
);
export const LoginEditBody = objectOrEmpty(z.object(loginFields));
export type LoginEditBody = z.input<typeof LoginEditBody>;
export const RoleStatusBody = objectOrEmpty(
  z.object({
    user_role_id: loginFields.user_role_id,
    status: loginFields.status,
    email_verified: loginFields.email_verified,
  }),
);
export type RoleStatusBody = z.input<typeof RoleStatusBody>;
export const SetPasswordBody = objectOrEmpty(
  z.object({
    password: formText('as the password policy allows'),
    password_confirmation: formText('the same password again'),
  }),
);
export type SetPasswordBody = z.input<typeof SetPasswordBody>;
export const AssignLoginBody = objectOrEmpty(
  z.object({
    login_id: formId('an existing login; otherwise a login is created from the other fields'),
    ...loginFields,
    password,
    password_confirmation,
  }),
);
export type AssignLoginBody = z.input<typeof AssignLoginBody>;

const technicianQuery = z.object({
  page: z.string().optional().describe('page number, from 1'),
  limit: z.string().optional().describe('rows per page, 1 to 500 (25)'),
  search: z.string().optional().describe('in username, email and phone'),
  status: z.string().optional().describe('equals'),
  username: z.string().optional().describe('equals'),
  email: z.string().optional().describe('equals'),
  no_hp: z.string().optional().describe('equals'),
  otp_enabled: z.string().optional().describe('yes or no'),
});

const saved = 'The login as written, and a message in the caller’s language';

export const createLoginRoute = defineRoute({
  method: 'POST',
  path: '/akun/tambahuser',
  access: admin('akun/tambahuser'),
  summary: 'Create a login',
  body: LoginBody,
  answer: LoginSaved,
  answerSays: saved,
});

export const createTechnicianRoute = defineRoute({
  method: 'POST',
  path: '/akun/addlistteknisi',
  access: admin('akun/addlistteknisi'),
  summary: 'Create a technician login (the Teknisi role)',
  body: TechnicianBody,
  answer: LoginSaved,
  answerSays: saved,
});

const viewLogin = (path: string, page: string) =>
  defineRoute({
    method: 'GET',
    path,
    access: admin(page),
    summary: 'One login',
    params: recordId(),
    answer: LoginRecord,
    answerSays: 'The login (never its password)',
  });

const editLogin = (path: string, page: string) =>
  defineRoute({
    method: 'PUT',
    path,
    access: admin(page),
    summary: 'Change a login (only the fields sent)',
    params: recordId(),
    body: LoginEditBody,
    answer: LoginSaved,
    answerSays: saved,
  });

export const viewLoginRoute = viewLogin('/akun/edituser/:id', 'akun/edituser');
export const editLoginRoute = editLogin('/akun/edituser/:id', 'akun/edituser');
export const viewTechnicianRoute = viewLogin('/akun/akuneditteknisi/:id', 'akun/akuneditteknisi');
export const editTechnicianRoute = editLogin('/akun/akuneditteknisi/:id', 'akun/akuneditteknisi');

export const roleChoicesRoute = defineRoute({
  method: 'GET',
  path: '/akun/roles',
  access: admin(),
  summary: 'The roles a login may be given',
  description:
    'Every role with the groups it belongs to, sorted by name (Indonesian collation, case aside): the role pickers of `akun/tambahuser` and `akun/ubahrolestatusverify`.',
  answer: RoleChoices,
  answerSays: 'The roles',
});

export const viewRoleStatusRoute = viewLogin('/akun/ubahrolestatusverify/:id', 'akun/ubahrolestatusverify');

export const roleStatusRoute = defineRoute({
  method: 'PUT',
  path: '/akun/ubahrolestatusverify/:id',
  access: admin('akun/ubahrolestatusverify'),
  summary: 'Change a login’s role and status, verify its address (approving a Pending one mails its owner)',
  params: recordId(),
  body: RoleStatusBody,
  answer: LoginSaved,
  answerSays: saved,
});

export const setPasswordRoute = defineRoute({
  method: 'PUT',
  path: '/akun/setubahpassword/:id',
  access: admin('akun/setubahpassword'),
  summary: 'Set a login’s password',
  params: recordId(),
  body: SetPasswordBody,
  answer: MessageAnswer,
  answerSays: 'The password was set, in the caller’s language',
});

export const assignmentRoute = defineRoute({
  method: 'GET',
  path: '/akun/assignlogin/:id',
  access: admin('akun/assignlogin'),
  summary: 'An akun record and the login linked to it',
  params: recordId(),
  answer: LoginAssignment,
  answerSays: 'The akun record and its login (null when none is linked)',
});

export const assignLoginRoute = defineRoute({
  method: 'POST',
  path: '/akun/assignlogin/:id',
  access: admin('akun/assignlogin'),
  summary: 'Link a login to an akun record: an existing one (`login_id`), or a new one from the form',
  params: recordId(),
  body: AssignLoginBody,
  answer: LoginAssigned,
  answerSays: 'The akun record as written and the login now linked to it',
});

export const techniciansRoute = defineRoute({
  method: 'GET',
  path: '/akun/akunlistteknisi',
  access: admin('akun/akunlistteknisi'),
  summary: 'Technician logins',
  query: technicianQuery,
  answer: TechnicianList,
  answerSays: 'One page of technician logins, and how many there are',
});

export const techniciansByFieldRoute = defineRoute({
  method: 'GET',
  path: '/akun/akunlistteknisi/:field/:value',
  access: admin('akun/akunlistteknisi'),
  summary: 'Technician logins with one field equal to a value',
  description: '`field`: status, username, email, no_hp or otp_enabled.',
  params: z.object({ field: z.string(), value: z.string() }),
  query: technicianQuery,
  answer: TechnicianList,
  answerSays: 'One page of the matching technician logins, and how many there are',
});

export const demoTechnicianRoute = defineRoute({
  method: 'POST',
  path: '/akun/dummuakunadd',
  access: admin('akun/dummuakunadd'),
  summary: 'Create a demo technician with a random password, shown once',
  answer: DemoLoginAnswer,
  answerSays: 'The demo login and its password, shown this once',
});

/** User management's routes, for the web's calls. */
export const ACCOUNTS_ROUTES = {
  create: createLoginRoute,
  createTechnician: createTechnicianRoute,
  view: viewLoginRoute,
  edit: editLoginRoute,
  viewTechnician: viewTechnicianRoute,
  editTechnician: editTechnicianRoute,
  roles: roleChoicesRoute,
  viewRoleStatus: viewRoleStatusRoute,
  roleStatus: roleStatusRoute,
  setPassword: setPasswordRoute,
  assignment: assignmentRoute,
  assign: assignLoginRoute,
  technicians: techniciansRoute,
  techniciansBy: techniciansByFieldRoute,
  demo: demoTechnicianRoute,
} as const;
