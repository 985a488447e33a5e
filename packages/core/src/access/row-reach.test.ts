import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../resources/index.ts';
import { type Caller, callerFor } from './caller.ts';
import { ROW_REACH, type RowScope, rowScopeOf } from './row-reach.ts';

// Oracle: docs/jobs.md ("a technician sees only the jobs assigned to them … admins and other roles see
// every job", a login linked to a Teknisi account counts as one), docs/attendance.md (outside the
// admin a caller reaches only their own account's records), the notices' contract (modules/
// notifications and docs/architecture.md: a role other than admin sees only the notices addressed to
// it), docs/chat.md (in the generic `rchat` list a login other than an admin or an agent sees only its
// own conversations). R1: admin 52, technician 53, by id.
const who = (roleId: number | null, otherRoles: number[] = []): Caller =>
  callerFor({ id: 7, user_id: 7, user_role_id: roleId, peran_lain: otherRoles }, ['rpekerjaan']);

const ADMIN = who(52);
const TECHNICIAN = who(53);
const OTHER = who(60);
const ADMIN_AND_TECHNICIAN = who(53, [52]);
const TECHNICIAN_AMONG_OTHERS = who(60, [53]);

describe('rowScopeOf', () => {
  it.each<[string, Caller, RowScope, RowScope, RowScope, RowScope]>([
    // caller, jobs/sub jobs/progress, attendance, notices, chat
    ['admin', ADMIN, 'all', 'all', 'all', 'all'],
    ['technician', TECHNICIAN, 'assigned', 'own', 'own', 'ownOrAgent'],
    ['another role', OTHER, 'assignedIfFieldWorker', 'own', 'own', 'ownOrAgent'],
    ['admin and technician', ADMIN_AND_TECHNICIAN, 'all', 'all', 'all', 'all'],
    ['technician among other roles', TECHNICIAN_AMONG_OTHERS, 'assigned', 'own', 'own', 'ownOrAgent'],
  ])('%s', (_name, caller, work, attendance, notices, chat) => {
    for (const job of ['rpekerjaan', 'rsubpekerjaan', 'rsubptrackprogres'])
      expect(rowScopeOf(caller, job)).toBe(work);
    expect(rowScopeOf(caller, 'rabsensi')).toBe(attendance);
    expect(rowScopeOf(caller, 'rnotifikasi')).toBe(notices);
    expect(rowScopeOf(caller, 'rchat')).toBe(chat);
  });

  it('leaves every other resource to pages and role rules: all rows for anyone', () => {
    for (const name of ['rsupplier', 'akun', 'rinvoice', 'users', 'toString', '__proto__'])
      for (const caller of [ADMIN, TECHNICIAN, OTHER]) expect(rowScopeOf(caller, name)).toBe('all');
  });

  it('declares only resources that exist', () => {
    for (const name of Object.keys(ROW_REACH)) expect(Object.hasOwn(RESOURCES, name), name).toBe(true);
  });
});
