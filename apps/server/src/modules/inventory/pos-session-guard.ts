import type { Query } from '../../db/connect.ts';
import { ValidationError } from '../../errors.ts';
import type { Msg } from '../resources/index.ts';

/**
 * The session a sale or refund is recorded in: it must exist and be open, else a 422 on `session`. The
 * row is share-locked, so a close waits for the sales being posted in it (and a sale after the close
 * is refused).
 */
export async function openSessionFor(query: Query, id: number | undefined, msg: Msg): Promise<number> {
  if (id === undefined) throw new ValidationError({ session: [msg('validation.posNoSession')] });
  const [row] = await query<{ status: string }>('SELECT status FROM pos_sessions WHERE id = $1 FOR SHARE', [
    id,
  ]);
  return sessionOpen(id, row?.status ?? null, msg);
}

/**
 * The same check on a status already read under the share lock (a sale reads it with the day's discounts,
 * pos-cart.ts): no session, or none with that id, or one not open is a 422 on `session`.
 */
export function sessionOpen(id: number | undefined, status: string | null, msg: Msg): number {
  if (id === undefined || status === null)
    throw new ValidationError({ session: [msg('validation.posNoSession')] });
  if (status !== 'open') throw new ValidationError({ session: [msg('validation.posSessionClosed')] });
  return id;
}
