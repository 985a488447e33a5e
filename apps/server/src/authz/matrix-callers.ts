import { allPages, USER_ROLE_IDS } from '@kantor/core';
import { freshIp, insertUser } from '../test/auth-support.ts';
import { login, TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD, type TestContext } from '../test/helpers.ts';
import { type MatrixCaller, pageKey } from './policy.ts';

/**
 * The matrix's callers: nobody, the seeded admin and technician, and roles an admin can make: a mixed
 * third of every page, a user manager, a role manager, and a field lead holding every side page of the
 * domains besides the technician's (the probe's caller of issue 32). Their roles, pages and logins are
 * written straight to the database: the matrix tests reading and granting, not the setup screens.
 */
export const CALLER_PASSWORD = 'Matriks-Rahasia-2026';

/** A deterministic third of every page (by a string hash): lists without views, edits without lists... */
export function mixedPages(all: readonly string[]): string[] {
  const picked = new Set<string>(['home', 'account']);
  for (const page of all) {
    let hash = 7;
    for (const c of page) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
    if (hash % 3 === 0) picked.add(page);
  }
  return [...picked];
}

const STANDARD = /\/(view|add|edit|delete|export|import)$/;
const family = (all: readonly string[], name: string) =>
  all.filter((p) => p === name || p.startsWith(`${name}/`));

/** Issue 32: "a role that may manage users" — the users pages, and nothing else. */
export const userManagerPages = () => [
  'home',
  'account',
  'users',
  'users/view',
  'users/add',
  'users/edit',
  'users/delete',
  'users/import',
];

/** Issue 32: "a role that may manage roles" — roles/edit, permissions, role rules and groups. */
export const roleManagerPages = (all: readonly string[]) => [
  'home',
  'account',
  'roles',
  'roles/edit',
  ...family(all, 'permissions'),
  ...family(all, 'setupshowhideroleid'),
  ...family(all, 'grouproleid'),
];

/**
 * The technician's pages plus every extra route of spec §2 (the side pages: VA, duplicate, reports,
 * progress, akun screens...), the job tools, mind maps and saved reports, and recording income — but
 * no view page it lacked: the caller R4 is about (issue 32 "Invoice side routes check only the page").
 */
export const fieldLeadPages = (all: readonly string[], teknisi: readonly string[]) => [
  ...teknisi,
  ...all.filter((p) => p.includes('/') && !STANDARD.test(p)),
  ...['addmasalsubpekerjaan', 'getmindmap', 'excel', 'desainhtmlpdf', 'petarinvoice', 'rlaporan'],
  ...['postransaksirizqieta', 'posbarangmasukrizqieta', 'rpemasukan/add', 'rpekerjaan/add'],
  ...family(all, 'rmindmap').filter((p) => !p.endsWith('/export') && !p.endsWith('/import')),
];

export async function pagesOfRole(ctx: TestContext, roleId: number): Promise<string[]> {
  const rows = await ctx.database.query<{ page_name: string }>(
    'SELECT page_name FROM permissions WHERE role_id = $1',
    [roleId],
  );
  return rows.map((r) => r.page_name);
}

async function idsOf(ctx: TestContext, username: string) {
  const [row] = await ctx.database.query<{ id: number; user_id: number }>(
    'SELECT id, user_id FROM users WHERE username = $1',
    [username],
  );
  return { loginId: Number(row!.id), userId: Number(row!.user_id) };
}

export const signIn = (ctx: TestContext, username: string, password: string) =>
  ctx.app
    .inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: freshIp(),
    })
    .then((r) => {
      if (r.statusCode !== 200) throw new Error(`login ${username}: ${r.statusCode} ${r.body}`);
      return (r.json() as { token: string }).token;
    });

/** A role with these pages and one login holding it (written to the database). */
export async function addRoleAndLogin(
  ctx: TestContext,
  { role, username, pages }: { role: string; username: string; pages: readonly string[] },
): Promise<{ roleId: number; loginId: number }> {
  const [row] = await ctx.database.query<{ id: number }>(
    'INSERT INTO roles (role_name) VALUES ($1) RETURNING id',
    [role],
  );
  const roleId = Number(row!.id);
  for (const page of new Set(pages))
    await ctx.database.query('INSERT INTO permissions (role_id, page_name) VALUES ($1, $2)', [roleId, page]);
  const loginId = await insertUser(ctx.database, {
    username,
    email: `${username}@contoh.co.id`,
    password: CALLER_PASSWORD,
    roleId,
  });
  await ctx.app.roleCache.invalidate();
  return { roleId, loginId };
}

export type CallerName = 'nobody' | 'teknisi' | 'matriks' | 'pengguna' | 'peran' | 'lapangan' | 'admin';

/** Every caller of the matrix, admin last (its deletes come after everyone else's cases). */
export async function makeCallers(ctx: TestContext, names: readonly CallerName[]): Promise<MatrixCaller[]> {
  const all = allPages();
  const teknisiPages = await pagesOfRole(ctx, USER_ROLE_IDS.teknisi);
  const made: MatrixCaller[] = [];
  const caller = async (name: CallerName, pages: readonly string[], roleId: number, password: string) => {
    const ids = await idsOf(ctx, name);
    made.push({
      name,
      token: await signIn(ctx, name, password),
      pages: new Set(pages.map(pageKey)),
      isAdmin: roleId === USER_ROLE_IDS.admin,
      roleId,
      ...ids,
      fieldWorker: roleId === USER_ROLE_IDS.teknisi,
      hidden: new Set(),
    });
  };
  const custom = async (name: CallerName, role: string, pages: readonly string[], technician = false) => {
    const { roleId, loginId } = await addRoleAndLogin(ctx, { role, username: name, pages });
    if (technician) await linkTechnician(ctx, loginId, role);
    await caller(name, pages, roleId, CALLER_PASSWORD);
    made.at(-1)!.fieldWorker ||= technician;
  };
  for (const name of names) {
    if (name === 'nobody')
      made.push({
        name,
        token: null,
        pages: new Set(),
        isAdmin: false,
        roleId: null,
        userId: null,
        loginId: null,
        fieldWorker: false,
        hidden: new Set(),
      });
    else if (name === 'teknisi') {
      // linked to their account first: linking sets the login's owner value (users.user_id)
      const [login] = await ctx.database.query<{ id: number }>(
        "SELECT id FROM users WHERE username = 'teknisi'",
      );
      await linkTechnician(ctx, Number(login!.id), 'Teknisi Lapangan Satu');
      await caller(name, teknisiPages, USER_ROLE_IDS.teknisi, TEST_TEKNISI_PASSWORD);
    } else if (name === 'matriks') await custom(name, 'Matriks Campuran', mixedPages(all));
    else if (name === 'pengguna') await custom(name, 'Pengelola Pengguna', userManagerPages());
    else if (name === 'peran') await custom(name, 'Pengelola Peran', roleManagerPages(all));
    // a login linked to an account of kind Teknisi does field work (docs/jobs.md)
    else if (name === 'lapangan')
      await custom(name, 'Kepala Lapangan', fieldLeadPages(all, teknisiPages), true);
    else if (name === 'admin')
      await caller(
        name,
        await pagesOfRole(ctx, USER_ROLE_IDS.admin),
        USER_ROLE_IDS.admin,
        TEST_ADMIN_PASSWORD,
      );
  }
  return made;
}

/** An account of kind Teknisi linked to a login (added by the admin, as the akun screen would). */
export async function linkTechnician(ctx: TestContext, loginId: number, nama: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/akun/add',
    headers: { authorization: `Bearer ${await adminToken(ctx)}` },
    payload: { nama, jenis_akun: 'Teknisi', id_login: loginId },
  });
  if (response.statusCode !== 200) throw new Error(`akun for ${nama}: ${response.body}`);
  return Number(response.json().record.id);
}

export const adminToken = (ctx: TestContext) => login(ctx.app, 'admin', TEST_ADMIN_PASSWORD);
