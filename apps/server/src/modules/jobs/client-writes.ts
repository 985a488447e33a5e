/**
 * Writes queued offline on a technician's phone (docs/jobs.md "Offline"): each carries the client id the
 * phone gave it. The first time one reaches the server, the record it made is noted in `client_writes`
 * in the same transaction as the record; the same login sending the same id again (a sync retried after
 * its answer was lost) is answered that record, and nothing is written twice.
 */
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { messagesFor, type TxContext, writeContext } from '../resources/index.ts';

/** Another sync of the same id committed while this one ran: its transaction must roll back. */
class WrittenMeanwhile extends Error {}

/** Notes, inside the write's transaction, which record the client id made. */
export type KeepClientWrite = (tx: TxContext, recordId: string | number) => Promise<void>;

/**
 * Runs `write` once per (login, client id): `write` calls `keep` inside its transaction with the record
 * it made; a client id seen before skips the write and answers `again(recordId)`. Without a client id it
 * is a plain write.
 */
export async function onceByClientId<R>(
  request: FastifyRequest,
  kind: string,
  clientId: string | null | undefined,
  write: (keep: KeepClientWrite) => Promise<R>,
  again: (recordId: string) => Promise<R>,
): Promise<R> {
  if (!clientId) return write(async () => {});
  const userId = writeContext(request).actor.id;
  const earlier = async (): Promise<string | null> => {
    const [row] = await request.server.db.query<{ kind: string; record_id: string }>(
      'SELECT kind, record_id FROM client_writes WHERE user_id = $1 AND client_id = $2',
      [userId, clientId],
    );
    if (!row) return null;
    // one id is never read as another kind's record
    if (row.kind !== kind)
      throw new ValidationError({
        client_id: [messagesFor(request.headers['accept-language'])('validation.unique')],
      });
    return row.record_id;
  };
  const first = await earlier();
  if (first !== null) return again(first);
  try {
    return await write(async (tx, recordId) => {
      const kept = await tx.query(
        `INSERT INTO client_writes (user_id, client_id, kind, record_id) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING client_id`,
        [userId, clientId, kind, String(recordId)],
      );
      if (kept.length === 0) throw new WrittenMeanwhile();
    });
  } catch (error) {
    if (!(error instanceof WrittenMeanwhile)) throw error;
    const meanwhile = await earlier();
    if (meanwhile === null) throw error;
    return again(meanwhile);
  }
}
