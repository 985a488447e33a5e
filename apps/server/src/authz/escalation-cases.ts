import { ADMIN_ROLE, holds, type MatrixCaller, pageKey } from './policy.ts';

/**
 * The writes that grant (issue 32 "Any role that may manage users or roles becomes admin"), as a table:
 * each case a request with its body and the statements of rules R1–R3 (docs/architecture.md) that decide it, in the order a
 * refusal is decided. Evaluated per caller by escalation-matrix.api.test.ts, which also checks that a
 * refused write wrote nothing and that nobody became (or stopped being) admin.
 */

/** The records the cases point at, made by the test. */
export type Targets = {
  logins: { admin: number; teknisi: number; weak: number };
  roles: { teknisi: number; weak: number };
  /** pages each role holds (normalised), read once the fixtures are in */
  pagesOf: (roleId: number) => ReadonlySet<string>;
  /** each role's stored name, read once the fixtures are in */
  nameOf: (roleId: number) => string;
  roleOfLogin: (loginId: number) => number;
  /** permissions rows: role 52's `home`, and each role's own `home` row */
  adminHomeRow: number;
  homeRowOf: (roleId: number) => number;
  /** a Hide Kolom rule of the technician role, and a group holding the weak role */
  teknisiRule: number;
  group: number;
};

export type Check = { ok: boolean; statuses: readonly number[]; by: string };

export type BodyCase = {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: (t: Targets, c: MatrixCaller) => string;
  body?: (t: Targets, c: MatrixCaller) => Record<string, unknown>;
  /** an import: a CSV file (header = field names) */
  csv?: (t: Targets, c: MatrixCaller) => string;
  checks: (t: Targets, c: MatrixCaller) => Check[];
  /** whatever the answer, this login's role, status and password stay (a route that may not set them) */
  keeps?: (t: Targets, c: MatrixCaller) => number;
  /** allowed, this role's stored name is still this one afterwards (a write that was no rename) */
  keepsName?: (t: Targets, c: MatrixCaller) => { role: number; name: string } | null;
};

const STATEMENT = {
  page: '§2 page: the route’s page is in the caller’s pages list',
  give: 'R2 give: a write that gives a login role R needs every page of R; only an admin gives the admin role',
  manage:
    'R2 manage: a login whose role holds pages the caller lacks cannot be edited, blocked, deleted or reset',
  password: 'R3: an admin’s password is set only by an admin',
  role: 'R2 role: changing a role’s pages, name, rules or groups needs every page it holds, before and after',
  unique: 'R1 unique: role names are unique after NFKC, trim, case-fold and removal of invisible characters',
  fixed: 'R1 fixed: the admin role cannot be renamed or deleted',
  same: 'R1 same name: a name that is the role’s own name once cleaned (stored cleaned: NFKC, invisible characters out, white space collapsed and trimmed; case kept) renames nothing: allowed, and the stored name stays',
  adminManaged: '§6 admin-managed: only admin edits and deletes role rules',
  ownAccess: 'own access: nobody changes their own role, extra roles or status through the users list',
} as const;
const REFUSED_NAME = [403, 409, 422];

const holdsAll = (c: MatrixCaller, pages: Iterable<string>) =>
  c.isAdmin || [...pages].every((p) => c.pages.has(p));
const page = (c: MatrixCaller, p: string): Check => ({
  ok: holds(c, p),
  statuses: [403],
  by: `${STATEMENT.page} (${p})`,
});
const gives = (t: Targets, c: MatrixCaller, role: number): Check => ({
  ok: c.isAdmin || (role !== ADMIN_ROLE && holdsAll(c, t.pagesOf(role))),
  statuses: [403],
  by: `${STATEMENT.give} (role ${role})`,
});
const manages = (t: Targets, c: MatrixCaller, login: number): Check => ({
  ok: holdsAll(c, t.pagesOf(t.roleOfLogin(login))),
  statuses: [403],
  by: `${STATEMENT.manage} (login ${login})`,
});
const setsPassword = (t: Targets, c: MatrixCaller, login: number): Check => ({
  ok: c.isAdmin || t.roleOfLogin(login) !== ADMIN_ROLE,
  statuses: [403],
  by: STATEMENT.password,
});
/** R2 on a role: every page it holds, and those the write adds. */
const changesRole = (t: Targets, c: MatrixCaller, role: number, adds: string[] = []): Check => ({
  ok: holdsAll(c, [...t.pagesOf(role), ...adds.map(pageKey)]),
  statuses: [403],
  by: `${STATEMENT.role} (role ${role}${adds.length ? ` + ${adds.join(', ')}` : ''})`,
});
const unique: Check = { ok: false, statuses: REFUSED_NAME, by: `${STATEMENT.unique} (“admin” exists)` };
const notAdminRole = (role: number): Check => ({
  ok: role !== ADMIN_ROLE,
  statuses: REFUSED_NAME,
  by: STATEMENT.fixed,
});

/**
 * R1's cleaning as docs/architecture.md ("Role names are unique by their key") states it, written from
 * that text rather than read from the server's role-name.ts: NFKC; format, default-ignorable and control
 * characters out (white space aside); runs of white space one space; trimmed. Case is kept: "Admin" is
 * another name than "admin" (the same key, so taken by it).
 */
export function cleanedName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/[\p{Cf}\p{Default_Ignorable_Code_Point}]|(?!\p{White_Space})\p{Cc}/gu, '')
    .replace(/\p{White_Space}+/gu, ' ')
    .trim();
}

/** The issue's names that are "admin" once normalised. */
export const ADMIN_LOOKALIKES = [
  'Admin ',
  ' admin',
  'admin\t',
  'admin\n',
  '\u00a0admin',
  'admin\u3000',
  'Admin\ufeff',
];
const NEW_PASSWORD = 'Sandi-Baru-Rahasia-2026';

let serial = 0;
const newLogin = (role: number) => {
  serial++;
  return {
    username: `baru${serial}`,
    email: `baru${serial}@contoh.co.id`,
    user_role_id: role,
    status: 'Active',
  };
};
const ownRole = (c: MatrixCaller) => c.roleId ?? 0;

const usersAdd = (name: string, role: (t: Targets, c: MatrixCaller) => number): BodyCase[] => [
  {
    name: `users/add: a login given ${name}`,
    method: 'POST',
    url: () => '/api/users/add',
    body: (t, c) => newLogin(role(t, c)),
    checks: (t, c) => [page(c, 'users/add'), gives(t, c, role(t, c))],
  },
  {
    name: `users/import: a login given ${name}`,
    method: 'POST',
    url: () => '/api/users/import?dryRun=false',
    csv: (t, c) => {
      const login = newLogin(role(t, c));
      return `username,email,user_role_id,status\n${login.username},${login.email},${login.user_role_id},Active\n`;
    },
    checks: (t, c) => [page(c, 'users/import'), page(c, 'users/add'), gives(t, c, role(t, c))],
  },
];

type Who = keyof Targets['logins'] | 'self';
const loginOf = (t: Targets, c: MatrixCaller, who: Who) => (who === 'self' ? c.loginId! : t.logins[who]);
type Body = Record<string, unknown> | ((t: Targets, c: MatrixCaller) => Record<string, unknown>);
const usersEdit = (
  who: Who,
  name: string,
  body: Body,
  extra: (t: Targets, c: MatrixCaller) => Check[] = () => [],
): BodyCase => ({
  name: `users/edit: ${who} ${name}`,
  method: 'PUT',
  url: (t, c) => `/api/users/edit/${loginOf(t, c, who)}`,
  body: typeof body === 'function' ? body : () => body,
  checks: (t, c) => [page(c, 'users/edit'), manages(t, c, loginOf(t, c, who)), ...extra(t, c)],
});

export const BODY_CASES: readonly BodyCase[] = [
  // R2: what a login may be given, and who may be managed; R3: whose password
  ...usersAdd('the admin role', () => ADMIN_ROLE),
  ...usersAdd('the caller’s own role', (_t, c) => ownRole(c)),
  ...usersAdd('the technician role', (t) => t.roles.teknisi),
  usersEdit('admin', 'demoted to technician', { user_role_id: 53 }, (t, c) => [gives(t, c, t.roles.teknisi)]),
  usersEdit('admin', 'given a password_hash', { password_hash: NEW_PASSWORD }, (t, c) => [
    setsPassword(t, c, t.logins.admin),
  ]),
  usersEdit('admin', 'given a password', { password: NEW_PASSWORD }, (t, c) => [
    setsPassword(t, c, t.logins.admin),
  ]),
  usersEdit('admin', 'blocked', { status: 'Blocked' }),
  usersEdit('teknisi', 'given a new phone number', { no_hp: '0812-9999-00001' }),
  usersEdit('teknisi', 'given a password_hash', { password_hash: NEW_PASSWORD }),
  usersEdit('weak', 'given the admin role', { user_role_id: ADMIN_ROLE }, (t, c) => [
    gives(t, c, ADMIN_ROLE),
  ]),
  usersEdit('weak', 'given the technician role', { user_role_id: 53 }, (t, c) => [
    gives(t, c, t.roles.teknisi),
  ]),
  usersEdit(
    'weak',
    'given the caller’s own role',
    (_t, c) => ({ user_role_id: ownRole(c) }),
    (t, c) => [gives(t, c, ownRole(c))],
  ),
  // issue 37: extra roles (`peran_lain`) are given and managed as the primary role is
  {
    name: 'users/add: a login given the admin role as an extra role',
    method: 'POST',
    url: () => '/api/users/add',
    body: (t) => ({ ...newLogin(t.roles.weak), peran_lain: [ADMIN_ROLE] }),
    checks: (t, c) => [page(c, 'users/add'), gives(t, c, t.roles.weak), gives(t, c, ADMIN_ROLE)],
  },
  usersEdit('weak', 'given the admin role as an extra role', { peran_lain: [ADMIN_ROLE] }, (t, c) => [
    gives(t, c, ADMIN_ROLE),
  ]),
  usersEdit('weak', 'given the technician role as an extra role', { peran_lain: [53] }, (t, c) => [
    gives(t, c, t.roles.teknisi),
  ]),
  usersEdit('self', 'given the admin role as an extra role', { peran_lain: [ADMIN_ROLE] }, (t, c) => [
    // nobody changes their own extra roles either (none are held: this is a change for everyone)
    { ok: false, statuses: [403, 422], by: STATEMENT.ownAccess },
    gives(t, c, ADMIN_ROLE),
  ]),
  usersEdit('self', 'given the admin role', { user_role_id: ADMIN_ROLE }, (t, c) => [
    // docs/architecture.md: nobody changes their own role through the users list (a 422 names it)
    { ok: c.roleId === ADMIN_ROLE, statuses: [403, 422], by: STATEMENT.ownAccess },
    gives(t, c, ADMIN_ROLE),
  ]),
  {
    name: 'users/delete: the admin',
    method: 'DELETE',
    url: (t) => `/api/users/delete/${t.logins.admin}`,
    checks: (t, c) => [page(c, 'users/delete'), manages(t, c, t.logins.admin)],
  },
  {
    // the profile sets a login's own contact details only (R3: a password with the current one, elsewhere)
    name: 'account/profile: one’s own role, status and password_hash',
    method: 'PUT',
    url: () => '/api/account/profile',
    body: () => ({
      user_role_id: ADMIN_ROLE,
      peran_lain: [ADMIN_ROLE],
      status: 'Active',
      password_hash: NEW_PASSWORD,
    }),
    checks: () => [],
    keeps: (_t, c) => c.loginId!,
  },

  // R1: names that are "admin" once normalised, the admin role itself; R2: roles one does not cover.
  // The admin's own role is "admin": a name that cleans to it is no rename (R1 same name), one that
  // differs in case is (R1 fixed); anyone else's role would take the admin's name (R1 unique).
  ...ADMIN_LOOKALIKES.flatMap((name): BodyCase[] => [
    {
      name: `roles/edit: own role renamed ${JSON.stringify(name)}`,
      method: 'PUT',
      url: (_t, c) => `/api/roles/edit/${ownRole(c)}`,
      body: () => ({ role_name: name }),
      checks: (t, c) => [
        page(c, 'roles/edit'),
        changesRole(t, c, ownRole(c)),
        ...(cleanedName(name) === t.nameOf(ownRole(c)) ? [] : [notAdminRole(ownRole(c)), unique]),
      ],
      keepsName: (t, c) =>
        cleanedName(name) === t.nameOf(ownRole(c)) ? { role: ownRole(c), name: t.nameOf(ownRole(c)) } : null,
    },
    {
      name: `roles/add: a role named ${JSON.stringify(name)}`,
      method: 'POST',
      url: () => '/api/roles/add',
      body: () => ({ role_name: name }),
      checks: (_t, c) => [page(c, 'roles/add'), unique],
    },
  ]),
  {
    name: 'roles/edit: the admin role renamed “admin-lama”',
    method: 'PUT',
    url: () => `/api/roles/edit/${ADMIN_ROLE}`,
    body: () => ({ role_name: 'admin-lama' }),
    checks: (t, c) => [page(c, 'roles/edit'), changesRole(t, c, ADMIN_ROLE), notAdminRole(ADMIN_ROLE)],
  },
  {
    name: 'roles/delete: the admin role',
    method: 'DELETE',
    url: () => `/api/roles/delete/${ADMIN_ROLE}`,
    checks: (t, c) => [page(c, 'roles/delete'), changesRole(t, c, ADMIN_ROLE), notAdminRole(ADMIN_ROLE)],
  },
  {
    name: 'roles/edit: the technician role renamed',
    method: 'PUT',
    url: (t) => `/api/roles/edit/${t.roles.teknisi}`,
    body: () => ({ role_name: 'Teknisi Lapangan' }),
    checks: (t, c) => [page(c, 'roles/edit'), changesRole(t, c, t.roles.teknisi)],
  },
  {
    name: 'roles/edit: own role’s description',
    method: 'PUT',
    url: (_t, c) => `/api/roles/edit/${ownRole(c)}`,
    body: () => ({ keterangan: 'Diubah oleh matriks' }),
    checks: (t, c) => [page(c, 'roles/edit'), changesRole(t, c, ownRole(c))],
  },

  // R2: a role's pages (permissions rows)
  ...[
    ['own role', 'users/edit'],
    ['own role', 'admin'],
    ['admin role', 'kalkulator'],
    ['weak role', 'roles'],
  ].map(([whose, pageName]): BodyCase => {
    const role = (t: Targets, c: MatrixCaller) =>
      whose === 'own role' ? ownRole(c) : whose === 'admin role' ? ADMIN_ROLE : t.roles.weak;
    return {
      name: `permissions/add: ${pageName} to the ${whose}`,
      method: 'POST',
      url: () => '/api/permissions/add',
      body: (t, c) => ({ role_id: role(t, c), page_name: pageName }),
      checks: (t, c) => [page(c, 'permissions/add'), changesRole(t, c, role(t, c), [pageName!])],
    };
  }),
  {
    name: 'permissions/edit: own home row turned into users/edit',
    method: 'PUT',
    url: (t, c) => `/api/permissions/edit/${t.homeRowOf(ownRole(c))}`,
    body: () => ({ page_name: 'users/edit' }),
    checks: (t, c) => [page(c, 'permissions/edit'), changesRole(t, c, ownRole(c), ['users/edit'])],
  },
  {
    name: 'permissions/edit: own home row moved to the admin role',
    method: 'PUT',
    url: (t, c) => `/api/permissions/edit/${t.homeRowOf(ownRole(c))}`,
    body: () => ({ role_id: ADMIN_ROLE }),
    checks: (t, c) => [
      page(c, 'permissions/edit'),
      changesRole(t, c, ownRole(c)),
      changesRole(t, c, ADMIN_ROLE),
    ],
  },
  {
    name: 'permissions/delete: the admin role’s home row',
    method: 'DELETE',
    url: (t) => `/api/permissions/delete/${t.adminHomeRow}`,
    checks: (t, c) => [page(c, 'permissions/delete'), changesRole(t, c, ADMIN_ROLE)],
  },
  ...[
    ['own role', 'users/edit'],
    ['admin role', 'kalkulator'],
  ].map(([whose, pageName]): BodyCase => {
    const role = (c: MatrixCaller) => (whose === 'own role' ? ownRole(c) : ADMIN_ROLE);
    return {
      name: `permissions/import: ${pageName} to the ${whose}`,
      method: 'POST',
      url: () => '/api/permissions/import?dryRun=false',
      csv: (_t, c) => `role_id,page_name\n${role(c)},${pageName}\n`,
      checks: (t, c) => [
        page(c, 'permissions/import'),
        page(c, 'permissions/add'),
        changesRole(t, c, role(c), [pageName!]),
      ],
    };
  }),

  // R2: a role's rules and groups
  ...[
    ['admin role', '/admin', 'Block Page', ''],
    ['technician role', '/rpekerjaan', 'Hide Kolom', 'nama_pekerjaan'],
    ['own role', '/roles', 'Hide Kolom', 'keterangan'],
  ].map(([whose, route, kategori, setup]): BodyCase => {
    const role = (t: Targets, c: MatrixCaller) =>
      whose === 'own role' ? ownRole(c) : whose === 'admin role' ? ADMIN_ROLE : t.roles.teknisi;
    return {
      name: `setupshowhideroleid/add: ${kategori} ${route} for the ${whose}`,
      method: 'POST',
      url: () => '/api/setupshowhideroleid/add',
      body: (t, c) => ({ role_id: role(t, c), nama_route: route, kategori, setup }),
      checks: (t, c) => [page(c, 'setupshowhideroleid/add'), changesRole(t, c, role(t, c))],
    };
  }),
  {
    name: 'setupshowhideroleid/edit: a rule of the technician role',
    method: 'PUT',
    url: (t) => `/api/setupshowhideroleid/edit/${t.teknisiRule}`,
    body: () => ({ setup: 'alamat' }),
    checks: (t, c) => [
      page(c, 'setupshowhideroleid/edit'),
      { ok: c.isAdmin, statuses: [403], by: STATEMENT.adminManaged },
      changesRole(t, c, t.roles.teknisi),
    ],
  },
  {
    name: 'setupshowhideroleid/import: a Block Page rule for the admin role',
    method: 'POST',
    url: () => '/api/setupshowhideroleid/import?dryRun=false',
    csv: () => `role_id,nama_route,kategori\n${ADMIN_ROLE},/admin,Block Page\n`,
    checks: (t, c) => [
      page(c, 'setupshowhideroleid/import'),
      page(c, 'setupshowhideroleid/add'),
      changesRole(t, c, ADMIN_ROLE),
    ],
  },
  ...[
    ['the admin role', true],
    ['the caller’s own role', false],
  ].map(([whose, admin]): BodyCase => {
    const role = (c: MatrixCaller) => (admin ? ADMIN_ROLE : ownRole(c));
    return {
      name: `grouproleid/add: a group of ${whose}`,
      method: 'POST',
      url: () => '/api/grouproleid/add',
      body: (_t, c) => ({ nama_group: `Grup ${++serial}`, role_ids: [role(c)] }),
      checks: (t, c) => [page(c, 'grouproleid/add'), changesRole(t, c, role(c))],
    };
  }),
  {
    name: 'grouproleid/edit: the admin role put into a group',
    method: 'PUT',
    url: (t) => `/api/grouproleid/edit/${t.group}`,
    body: (t) => ({ role_ids: [t.roles.weak, ADMIN_ROLE] }),
    checks: (t, c) => [
      page(c, 'grouproleid/edit'),
      changesRole(t, c, t.roles.weak),
      changesRole(t, c, ADMIN_ROLE),
    ],
  },
];
