// Shared set-up of the escalation suites (issue 32): a login whose role may manage users and roles,
// and nothing else of value, beside the seeded admin and technician.
import { expect } from 'vitest';
import type { TestApp } from './fixture.ts';
import { TEST_ADMIN_PASSWORD, TEST_TEKNISI_PASSWORD } from './helpers.ts';

/** The probe's names for the admin role, each with white space or an invisible character. */
export const ADMIN_VARIANTS = [
  'Admin ',
  ' admin',
  'admin\t',
  'admin\n',
  '\u00a0admin',
  'admin\u3000',
  'Admin\ufeff',
] as const;

/**
 * A role that may manage users, roles, their pages, groups and rules through the generic routes, and
 * holds no other page: what issue 32's probe gave the technician's side.
 */
export const MANAGER_PAGES = [
  'home',
  'account',
  ...['users', 'roles', 'permissions', 'grouproleid', 'setupshowhideroleid'].flatMap((r) => [
    r,
    `${r}/view`,
    `${r}/add`,
    `${r}/edit`,
    `${r}/delete`,
    `${r}/import`,
  ]),
];

export type Logins = {
  admin: string;
  teknisi: string;
  manager: { id: number; token: string; roleId: number };
  /** A role the manager holds every page of (a subset of its own). */
  staffRole: number;
  /** A role holding a page the manager lacks. */
  storeRole: number;
  /** A second admin login, made by the admin. */
  admin2: { id: number; username: string; password: string };
  teknisiId: number;
};

/** The logins and roles of the suites, made by the admin through the API. */
export async function makeLogins(ctx: TestApp): Promise<Logins> {
  const { as } = ctx;
  const admin = await ctx.login('admin', TEST_ADMIN_PASSWORD);
  const teknisi = await ctx.login('teknisi', TEST_TEKNISI_PASSWORD);
  const role = async (role_name: string, pages: string[]) => {
    const added = await as(admin, 'POST', '/api/roles/add', { role_name });
    expect(added.statusCode, added.body).toBe(200);
    const id = Number(added.json().record.id);
    const granted = await as(admin, 'PUT', `/api/roles/permissionmulti/${id}`, { grant: pages });
    expect(granted.statusCode, granted.body).toBe(200);
    return id;
  };
  const person = async (username: string, roleId: number) => {
    const password = `Kuat-${username}-2026!`;
    const added = await as(admin, 'POST', '/api/akun/tambahuser', {
      username,
      email: `${username}@kantor.local`,
      password,
      password_confirmation: password,
      user_role_id: roleId,
      status: 'Active',
    });
    expect(added.statusCode, added.body).toBe(200);
    return { id: Number(added.json().record.id), username, password };
  };
  const managerRole = await role('Pengelola Akun', MANAGER_PAGES);
  const manager = await person('pengelola', managerRole);
  const staffRole = await role('Staf', ['home', 'account', 'users']);
  const storeRole = await role('Gudang', ['home', 'account', 'rstok']);
  const admin2 = await person('admin.kedua', 52);
  const [tek] = await ctx.database.query<{ id: number }>("SELECT id FROM users WHERE username = 'teknisi'");
  return {
    admin,
    teknisi,
    manager: {
      id: manager.id,
      roleId: managerRole,
      token: await ctx.login(manager.username, manager.password),
    },
    staffRole,
    storeRole,
    admin2,
    teknisiId: tek!.id,
  };
}
