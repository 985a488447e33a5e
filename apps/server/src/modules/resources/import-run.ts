/**
 * The work of one import job (import-jobs.ts keeps its record): three phases, each in batches of rows,
 * each batch one short transaction, with a pause between batches so the other requests get the
 * connection (PGlite has one; on PostgreSQL each batch takes a pooled connection and gives it back).
 *
 * 1. checking: every row through exactly the add path (role input, validation, references, domain
 *    hooks), a savepoint per row, and every batch rolled back. What a rolled-back batch cannot see of
 *    the batches before it is checked in memory: the declared unique fields within the file, compared
 *    case-insensitively like the unique indexes (`lower()`).
 * 2. writing, only when every row passed and it is no dry run: the rows again through the add path, each
 *    batch committed together with the ids it wrote (the job's `written`), so whatever happens next
 *    knows what to remove.
 * 3. undoing, when a writing batch fails (a concurrent change: a name taken meanwhile, a record
 *    deleted, stock gone): what the job wrote is deleted through the normal delete path (hooks, audit),
 *    newest first, in batches of their own; what cannot be deleted is reported by row.
 */
import {
  defaultMessage,
  type ImportPhase,
  type ImportReport,
  type MessageLocale,
  MSG,
  type Resource,
} from '@kantor/core';
import type { Query } from '../../db/connect.ts';
import { HttpError, ValidationError } from '../../errors.ts';
import { messageLocale } from './codec.ts';
import { insertRecord, removeRecord, type TxContext, type WriteContext } from './resources.write.ts';

/** A batch aims at this long a transaction: what another request may wait for the connection. */
const BATCH_TARGET_MS = 100;
const BATCH_MAX_ROWS = 500;

/** A record the writing phase committed: its id and its row in the file. */
export type WrittenRow = [id: string, row: number];

export type RowErrors = ImportReport['errors'];

/** How the run reports to its job record (import-jobs.ts). */
export type Tracker = {
  /** After a checking batch: rows done so far (also the job's heartbeat). */
  progress(phase: ImportPhase, done: number): Promise<void>;
  /** Inside a writing batch's transaction: the records it wrote (added to the job's), rows done. */
  wrote(query: Query, batch: readonly WrittenRow[], done: number): Promise<void>;
  /** Inside an undoing batch's transaction: the records it deleted (no longer the job's), rows done. */
  undid(query: Query, batch: readonly WrittenRow[], done: number): Promise<void>;
};

export type Prepare = (row: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** A row's problem as the report states it (the field's messages), or null for an internal failure. */
export function rowErrorsOf(error: unknown, locale: MessageLocale): Record<string, string[]> | null {
  if (error instanceof ValidationError) return error.errors;
  if (error instanceof HttpError)
    return { _: [error.key ? defaultMessage(error.key, locale, error.params) : error.message] };
  return null;
}

/** A failure that is no row's fault (a bug, the database gone): the job fails, nothing is kept. */
export class ImportInternalError extends Error {
  constructor(readonly problem: unknown) {
    super('import failed');
  }
}

/** Batch sizes that keep each transaction near BATCH_TARGET_MS, whatever a row costs. */
class Pacer {
  private size = 20;
  next(): number {
    return this.size;
  }
  took(ms: number, rows: number) {
    const perRow = Math.max(ms, 1) / Math.max(rows, 1);
    this.size = Math.max(1, Math.min(BATCH_MAX_ROWS, Math.floor(BATCH_TARGET_MS / perRow)));
  }
}

/** Lets the requests that queued for the connection during a batch have it before the next batch. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

class Rollback extends Error {}

/**
 * One transaction with the job's author; `effects` collects what its hooks announce after commit. A
 * batch remembers the relation targets it found (`known`), reads no labels of what it writes
 * (`unanswered`), and a `rehearsal` (the check) is not audited.
 */
async function inBatch<T>(
  ctx: WriteContext,
  effects: TxContext['effects'],
  fn: (tx: TxContext) => Promise<T>,
  rehearsal = false,
): Promise<T> {
  const { db, ...rest } = ctx;
  return db.transaction((query) =>
    fn({ ...rest, query, effects, known: new Set(), rehearsal, unanswered: true }),
  );
}

const cellsToInput = (raw: Record<string, string>) =>
  Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value === '' ? null : value]));

/** The fields whose values must differ between rows: declared unique (and a code id). */
function uniqueFields(resource: Resource): string[] {
  const names = resource.fieldNames.filter((name) => resource.fields[name]!.unique);
  return resource.idType === 'code' ? ['id', ...names] : names;
}

/** The unique index's view of a value: text compares case-insensitively (`lower()`). */
const uniqueKey = (value: unknown) =>
  typeof value === 'string' ? value.toLowerCase() : JSON.stringify(value);

export type Checked = {
  /** The input each valid row will be written with (role input applied); null for a refused row. */
  prepared: (Record<string, unknown> | null)[];
  valid: number;
  errors: RowErrors;
};

/** Phase 1: every row checked as an add would be, nothing kept. */
export async function checkRows(
  ctx: WriteContext,
  resource: Resource,
  rows: readonly Record<string, string>[],
  prepare: Prepare | undefined,
  tracker: Tracker,
): Promise<Checked> {
  const locale = messageLocale(ctx.acceptLanguage);
  const unique = uniqueFields(resource);
  const seen = new Map(unique.map((name) => [name, new Set<string>()]));
  const duplicateMessage = defaultMessage(MSG.unique, locale);
  const prepared: Checked['prepared'] = new Array(rows.length).fill(null);
  const errors: RowErrors = [];
  let valid = 0;
  const pacer = new Pacer();
  for (let start = 0; start < rows.length; ) {
    const end = Math.min(rows.length, start + pacer.next());
    // role input (hidden-field defaults, formulas that may call our own API) outside the transaction
    const inputs: (Record<string, unknown> | null)[] = [];
    for (let i = start; i < end; i++) {
      try {
        const input = cellsToInput(rows[i]!);
        inputs.push(prepare ? await prepare(input) : input);
      } catch (error) {
        inputs.push(null);
        const problem = rowErrorsOf(error, locale);
        if (!problem) throw new ImportInternalError(error);
        errors.push({ row: i + 2, errors: problem });
      }
    }
    const began = performance.now();
    try {
      await inBatch(
        ctx,
        [],
        async (tx) => {
          for (let i = start; i < end; i++) {
            const input = inputs[i - start];
            if (!input) continue;
            await tx.query('SAVEPOINT import_row');
            try {
              const record = await insertRecord(tx, resource, input);
              const taken = unique.filter((name) => {
                const value = record[name];
                return (
                  value !== null &&
                  value !== undefined &&
                  value !== '' &&
                  seen.get(name)!.has(uniqueKey(value))
                );
              });
              if (taken.length > 0) {
                // an earlier batch, rolled back, holds the same value: the index would refuse this row
                await tx.query('ROLLBACK TO SAVEPOINT import_row');
                errors.push({
                  row: i + 2,
                  errors: Object.fromEntries(taken.map((n) => [n, [duplicateMessage]])),
                });
                continue;
              }
              await tx.query('RELEASE SAVEPOINT import_row');
              for (const name of unique) {
                const value = record[name];
                if (value !== null && value !== undefined && value !== '')
                  seen.get(name)!.add(uniqueKey(value));
              }
              prepared[i] = input;
              valid++;
            } catch (error) {
              await tx.query('ROLLBACK TO SAVEPOINT import_row');
              const problem = rowErrorsOf(error, locale);
              if (!problem) throw new ImportInternalError(error);
              errors.push({ row: i + 2, errors: problem });
            }
          }
          throw new Rollback();
        },
        true,
      );
    } catch (error) {
      if (!(error instanceof Rollback))
        throw error instanceof ImportInternalError ? error : new ImportInternalError(error);
    }
    pacer.took(performance.now() - began, end - start);
    start = end;
    await tracker.progress('checking', start);
    await pause();
  }
  errors.sort((a, b) => a.row - b.row);
  return { prepared, valid, errors };
}

export type Written = {
  written: WrittenRow[];
  /** The row whose write failed and why (null: every row was written). */
  failure: { row: number; errors: Record<string, string[]> } | null;
  /** A failure that is no row's fault. */
  internal: unknown;
  /** What the hooks announce (notifications, pushes): run once every row is written, else dropped. */
  effects: TxContext['effects'];
};

/** Phase 2: the checked rows written, batch by batch, each batch with the ids it wrote. */
export async function writeRows(
  ctx: WriteContext,
  resource: Resource,
  prepared: readonly (Record<string, unknown> | null)[],
  tracker: Tracker,
): Promise<Written> {
  const locale = messageLocale(ctx.acceptLanguage);
  const result: Written = { written: [], failure: null, internal: null, effects: [] };
  const pacer = new Pacer();
  for (let start = 0; start < prepared.length; ) {
    const end = Math.min(prepared.length, start + pacer.next());
    const batchEffects: TxContext['effects'] = [];
    const batch: WrittenRow[] = [];
    let current = start;
    const began = performance.now();
    try {
      await inBatch(ctx, batchEffects, async (tx) => {
        for (current = start; current < end; current++) {
          const input = prepared[current];
          if (!input) continue;
          const record = await insertRecord(tx, resource, input);
          batch.push([String(record.id), current + 2]);
        }
        await tracker.wrote(tx.query, batch, end);
      });
    } catch (error) {
      const problem = rowErrorsOf(error, locale);
      if (problem) result.failure = { row: current + 2, errors: problem };
      else result.internal = error;
      return result;
    }
    result.written.push(...batch);
    result.effects.push(...batchEffects);
    pacer.took(performance.now() - began, end - start);
    start = end;
    await pause();
  }
  return result;
}

/**
 * Phase 3: what the writing phase committed, deleted again through the delete path, newest first.
 * Answers the rows that could not be deleted (a record someone started using meanwhile).
 */
export async function undoRows(
  ctx: WriteContext,
  resource: Resource,
  written: readonly WrittenRow[],
  tracker: Tracker,
): Promise<RowErrors> {
  const locale = messageLocale(ctx.acceptLanguage);
  const kept: RowErrors = [];
  const pending = [...written].reverse();
  const pacer = new Pacer();
  let done = 0;
  while (pending.length > 0) {
    const batch = pending.slice(0, pacer.next());
    const effects: TxContext['effects'] = [];
    const refused: RowErrors = [];
    const began = performance.now();
    await inBatch(ctx, effects, async (tx) => {
      const removed: WrittenRow[] = [];
      for (const entry of batch) {
        await tx.query('SAVEPOINT import_undo');
        try {
          await removeRecord(tx, resource, entry[0]);
          await tx.query('RELEASE SAVEPOINT import_undo');
          removed.push(entry);
        } catch (error) {
          await tx.query('ROLLBACK TO SAVEPOINT import_undo');
          // already gone (someone deleted it meanwhile) is what the undo wanted
          if (error instanceof HttpError && error.statusCode === 404) {
            removed.push(entry);
            continue;
          }
          const reason = rowErrorsOf(error, locale);
          if (!reason) throw error;
          const text = Object.values(reason).flat().join('; ');
          refused.push({
            row: entry[1],
            errors: { _: [defaultMessage(MSG.resourcesImportNotUndone, locale, { reason: text })] },
          });
        }
      }
      await tracker.undid(tx.query, removed, done + batch.length);
    });
    for (const effect of effects) await runEffect(ctx, effect);
    kept.push(...refused);
    pending.splice(0, batch.length);
    done += batch.length;
    pacer.took(performance.now() - began, batch.length);
    await pause();
  }
  return kept.sort((a, b) => a.row - b.row);
}

/** An after-commit effect; its failure is logged, never the import's. */
export async function runEffect(ctx: WriteContext, effect: () => Promise<void> | void): Promise<void> {
  try {
    await effect();
  } catch (error) {
    ctx.app?.log.error({ err: error }, 'after-commit effect failed');
  }
}
