import { type Caller, imageList, rowScopeOf } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { foreignFiles } from '../media/index.ts';
import type { HookContext, ResourceHooks } from '../resources/index.ts';

type Row = Record<string, unknown>;

/**
 * An attendance photo is a picture taken at the kiosk and uploaded here: every new entry of `foto` must
 * be an upload this server issued (a `media` record), through any route (the kiosk tap, the generic
 * form, an import). Entries the record already holds are kept as they are.
 */
async function assertOwnPhotos(ctx: HookContext, values: Row, before: Row | null): Promise<void> {
  if (!Object.hasOwn(values, 'foto') || values.foto == null || values.foto === '') return;
  const known = imageList(typeof before?.foto === 'string' ? before.foto : null);
  const foreign = await foreignFiles(ctx.query, values.foto, known);
  if (foreign.length > 0) throw new ValidationError({ foto: [ctx.msg('validation.uploadNotIssued')] });
}

/**
 * Attendance's row scope as core's `rowScopeOf` answers it (`personal`; the list, view, export, history
 * and the monthly recap read it): the login whose own account's records the caller sees, or null for
 * everyone's.
 */
export function attendanceOwnerOf(caller: Pick<Caller, 'id' | 'isAdmin' | 'isTechnician'>): number | null {
  return rowScopeOf(caller, 'rabsensi') === 'all' ? null : caller.id;
}

/**
 * Attendance is personal: outside the admin roles, a caller reaches only the records of the account
 * linked to their own login (`akun.id_login`), in the list, view, export and history as in the
 * monthly recap. Writes of the kiosk are not limited by it (the shared reader records anyone's card).
 */
export const attendanceHooks: ResourceHooks = {
  scope: (caller, p) => {
    const owner = attendanceOwnerOf(caller);
    return owner === null
      ? null
      : `t.id_akun IN (SELECT a.id FROM akun a WHERE a.id_login = ${p.add(owner)})`;
  },
  beforeAdd: (ctx, values) => assertOwnPhotos(ctx, values, null),
  beforeEdit: (ctx, values, before) => assertOwnPhotos(ctx, values, before),
};
