import { describe, expect, it } from 'vitest';
import { callerFor } from './caller.ts';
import {
  grantorFor,
  grantsAnything,
  isProtectedRole,
  keptPagesOf,
  mayGrant,
  mayShapeRole,
} from './grants.ts';

// Oracle: docs/architecture.md's rules of issue 32. R1: "the admin is the role with id 52 … never
// recognised by a name; the admin role cannot be renamed or deleted"; the admin role keeps the pages
// that open the role screens (`roles`, `roles/permissionmulti`). R2: "nobody grants what they do not
// hold. Giving a login a role needs every page of that role (the admin role: only the admin) …
// changing a role's pages … needs every page it holds, before and after"; "the admin may grant any page".
const login = (roleId: number | null, otherRoles: number[] = []) =>
  callerFor({ id: 9, user_id: 9, user_role_id: roleId, peran_lain: otherRoles }, []);

describe('R1: the admin role is protected', () => {
  it.each<[unknown, boolean]>([
    [52, true],
    ['52', true],
    [53, false],
    [60, false],
    [null, false],
    ['admin', false],
  ])('role %j: %s', (roleId, expected) => {
    expect(isProtectedRole(roleId)).toBe(expected);
  });

  it.each<[unknown, string[], string[]]>([
    [52, ['roles', 'rmitra'], ['roles']],
    [52, ['/roles/permissionmulti/', '/roles/'], ['roles', 'roles/permissionmulti']],
    [52, ['roles/add', 'rmitra'], []],
    [60, ['roles', 'roles/permissionmulti'], []],
  ])('role %j losing %j keeps %j', (roleId, revoking, kept) => {
    expect(keptPagesOf(roleId, revoking)).toEqual(kept);
  });
});

describe('R2: nobody grants what they do not hold', () => {
  const clerk = grantorFor(login(60), ['rmitra', '/rmitra/add/', 'rpekerjaan']);
  const admin = grantorFor(login(60, [52]), []);

  it('the admin, by any of its roles, grants anything without its pages read', () => {
    expect(grantsAnything(login(52))).toBe(true);
    expect(grantsAnything(login(60, [52]))).toBe(true);
    expect(grantsAnything(login(53))).toBe(false);
    expect(mayGrant(admin, ['roles/permissionmulti', 'anything'])).toBe(true);
  });

  it.each<[string[], boolean]>([
    [[], true],
    [['rmitra'], true],
    [['/rmitra/add', 'rpekerjaan/'], true],
    [['rmitra', 'rmitra/edit'], false],
    [['roles'], false],
  ])('a grantor holding rmitra, rmitra/add, rpekerjaan grants %j: %s', (pages, expected) => {
    expect(mayGrant(clerk, pages)).toBe(expected);
  });

  it('shapes a role whose pages and additions it holds, never the admin role', async () => {
    const read: number[] = [];
    const pagesOf = async (roleId: number) => {
      read.push(roleId);
      return roleId === 61 ? ['rmitra'] : ['rmitra', 'rsupplier'];
    };
    expect(await mayShapeRole(clerk, 61, pagesOf)).toBe(true);
    expect(await mayShapeRole(clerk, 61, pagesOf, ['rpekerjaan'])).toBe(true);
    expect(await mayShapeRole(clerk, 61, pagesOf, ['rinvoice'])).toBe(false);
    expect(await mayShapeRole(clerk, 62, pagesOf)).toBe(false);
    expect(await mayShapeRole(clerk, null, pagesOf, ['rmitra/add'])).toBe(true);
    expect(await mayShapeRole(clerk, null, pagesOf, ['roles'])).toBe(false);
    expect(read).toEqual([61, 61, 61, 62]);
    expect(await mayShapeRole(clerk, 52, pagesOf)).toBe(false);
    expect(await mayShapeRole(admin, 52, pagesOf, ['roles'])).toBe(true);
    expect(await mayShapeRole(admin, 62, pagesOf)).toBe(true);
    expect(read, 'neither the admin role nor the admin grantor reads pages').toEqual([61, 61, 61, 62]);
  });
});
