import type { ResourceHooks } from '../resources/index.ts';

/**
 * Attendance is personal: outside the admin roles, a caller reaches only the records of the account
 * linked to their own login (`akun.id_login`), in the list, view, export and history as in the
 * monthly recap. Writes of the kiosk are not limited by it (the shared reader records anyone's card).
 */
export const attendanceHooks: ResourceHooks = {
  scope: (caller, p) =>
    caller.isAdmin ? null : `t.id_akun IN (SELECT a.id FROM akun a WHERE a.id_login = ${p.add(caller.id)})`,
};
