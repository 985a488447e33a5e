import { describe, expect, it } from 'vitest';
import { callerFor } from './caller.ts';

// R1 (docs/architecture.md): the admin is the role with id 52, the technician the role with id 53;
// a role's name never enters. The caller keeps the login's id, its owner id and the pages it is given.
describe('callerFor', () => {
  const pages = ['rmitra'];

  it.each([
    [52, true, false],
    [53, false, true],
    [60, false, false],
    [null, false, false],
  ])('role %s: admin %s, technician %s', (roleId, isAdmin, isTechnician) => {
    const caller = callerFor({ id: 3, user_id: 9, user_role_id: roleId }, pages);
    const roles = roleId === null ? [] : [roleId];
    expect(caller).toEqual({ id: 3, userId: 9, roleId, roles, isAdmin, isTechnician, pages });
  });

  it('keeps the pages list itself (the role cache array), so its normalised form is reused', () => {
    expect(callerFor({ id: 1, user_id: 1, user_role_id: 60 }, pages).pages).toBe(pages);
  });

  it('reads a role id that arrives as text (a driver returning bigint as a string) as its number', () => {
    const caller = callerFor({ id: 1, user_id: 1, user_role_id: '52' as unknown as number }, []);
    expect(caller.roleId).toBe(52);
    expect(caller.isAdmin).toBe(true);
  });
});
