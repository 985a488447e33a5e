/**
 * Imports run as background jobs: the route reads the file, starts a job and answers at once (202);
 * the page polls the job (`done` of `total` rows, the phase) until its report is there. The work itself
 * (checking, writing, undoing, each in short transactions) is import-run.ts.
 *
 * Decisions (docs/architecture.md, "Import"):
 * - a job lives in `import_jobs` and belongs to the login that started it; only they can poll it, and
 *   only under the resource it imports into (anything else is the same 404). It is kept for
 *   IMPORT_JOB_TTL_MS after its last progress. The instance that received the file does the work (the
 *   rows are in its memory), so a poll may reach any instance;
 * - a login runs one import at a time (a second is a 429 while the first runs);
 * - a job that stops beating for IMPORT_BEAT_LOST_MS lost its instance: one that was still checking
 *   wrote nothing and fails; one that was writing or undoing is taken over by the next instance that
 *   looks (a start, a poll, or its minute's sweep), which deletes what the job had written and then
 *   fails it. The job's `runner` changes with the takeover, so the first run's next write stops it.
 */
import { randomBytes } from 'node:crypto';
import {
  defaultMessage,
  getResource,
  type ImportJobStatus,
  type ImportPhase,
  type ImportReport,
  type MessageKey,
  type MessageLocale,
  MSG,
  type Resource,
} from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import type { Query } from '../../db/connect.ts';
import { HttpError } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { Actor } from './hooks.ts';
import type { ImportRows } from './import.ts';
import {
  checkRows,
  ImportInternalError,
  type Prepare,
  runEffect,
  type Tracker,
  undoRows,
  type WrittenRow,
  writeRows,
} from './import-run.ts';
import type { WriteContext } from './resources.write.ts';

export const IMPORT_JOB_TTL_MS = 15 * 60 * 1000;
/** A running job beats after every batch (a fraction of a second); one silent this long lost its instance. */
export const IMPORT_BEAT_LOST_MS = 2 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

/** Who started the job, as its writes and an undo after a takeover name them. */
type JobActor = Actor & { language?: string };

type Row = {
  id: string;
  owner: number;
  resource: string;
  dry_run: boolean;
  status: ImportJobStatus['status'];
  phase: ImportPhase;
  done: number;
  total: number;
  report: ImportReport | null;
  error: string | null;
};

const COLUMNS = 'id, owner, resource, dry_run, status, phase, done, total, report, error';
const LOST = `beat_at < now() - make_interval(secs => ${IMPORT_BEAT_LOST_MS / 1000})`;

function statusOf(row: Row, locale: MessageLocale): ImportJobStatus {
  return {
    id: row.id,
    status: row.status,
    phase: row.phase,
    dryRun: row.dry_run,
    done: Number(row.done),
    total: Number(row.total),
    report: row.report,
    // stored as a catalogue key: worded in the language of whoever polls
    error: row.error ? defaultMessage(row.error as MessageKey, locale) : null,
  };
}

/** The job's run no longer owns it (another instance took it over): its batch rolls back and it stops. */
class TakenOver extends Error {}

/** A job taken over from an instance that went away. */
type LostJob = { id: string; resource: string; actor: JobActor; dry_run: boolean; total: number };

export class ImportJobs {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly app: FastifyInstance) {}

  private get query(): Query {
    return this.app.db.query;
  }

  /** Sweeps every minute for jobs whose instance went away (stopped with the app). */
  watch(): void {
    this.timer = setInterval(() => void this.sweep().catch((e) => this.log(e)), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private log(error: unknown) {
    this.app.log.error({ err: error }, 'import job failed');
  }

  /**
   * Starts the import of `file` into `resource` and answers at once; the rows are checked (and, unless
   * `dryRun`, written) in the background. A second import of the same login while one runs is a 429.
   */
  async start(
    ctx: WriteContext,
    resource: Resource,
    file: ImportRows,
    options: { dryRun: boolean; prepare?: Prepare; locale: MessageLocale },
  ): Promise<ImportJobStatus> {
    await this.sweep();
    const id = randomBytes(16).toString('hex');
    const runner = randomBytes(8).toString('hex');
    const actor: JobActor = { ...ctx.actor, language: ctx.acceptLanguage };
    let row: Row | undefined;
    try {
      [row] = await this.query<Row>(
        `INSERT INTO import_jobs (id, owner, actor, resource, dry_run, status, runner, phase, total)
         VALUES ($1, $2, $3, $4, $5, 'running', $6, 'checking', $7) RETURNING ${COLUMNS}`,
        [id, ctx.actor.id, JSON.stringify(actor), resource.name, options.dryRun, runner, file.rows.length],
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw new HttpError(429, 'An import of yours is still running', {}, MSG.resourcesImportRunning);
      throw error;
    }
    void this.run(id, runner, ctx, resource, file, options);
    return statusOf(row!, options.locale);
  }

  /** The caller's own job in `resource`, or null (anyone else's, another resource's, or past its TTL). */
  async get(
    id: string,
    owner: number,
    resource: string,
    locale: MessageLocale,
  ): Promise<ImportJobStatus | null> {
    const read = async () =>
      (
        await this.query<Row & { lost: boolean }>(
          `SELECT ${COLUMNS}, status = 'running' AND ${LOST} AS lost FROM import_jobs
           WHERE id = $1 AND owner = $2 AND resource = $3`,
          [id, owner, resource],
        )
      )[0];
    let row = await read();
    // a job whose instance went away is failed or taken over before it is answered
    if (row?.lost) {
      await this.sweep();
      row = await read();
    }
    return row ? statusOf(row, locale) : null;
  }

  private tracker(id: string, runner: string): Tracker {
    const own = async (query: Query, set: string, params: unknown[]) => {
      const rows = await query(
        `UPDATE import_jobs SET ${set}, beat_at = now() WHERE id = $1 AND runner = $2 RETURNING id`,
        [id, runner, ...params],
      );
      if (rows.length === 0) throw new TakenOver();
    };
    const listed = (batch: readonly WrittenRow[]) =>
      JSON.stringify(batch.map(([record, row]) => ({ record, row })));
    return {
      progress: (phase, done) => own(this.query, 'phase = $3, done = $4', [phase, done]),
      wrote: async (query, batch, done) => {
        await own(query, `phase = 'writing', done = $3`, [done]);
        await query(
          `INSERT INTO import_job_rows (job_id, record_id, row)
           SELECT $1, r.record, r.row FROM jsonb_to_recordset($2::jsonb) AS r(record text, row int)`,
          [id, listed(batch)],
        );
      },
      undid: async (query, batch, done) => {
        await own(query, `phase = 'undoing', done = $3`, [done]);
        await query(
          `DELETE FROM import_job_rows WHERE job_id = $1
             AND record_id IN (SELECT r.record FROM jsonb_to_recordset($2::jsonb) AS r(record text, row int))`,
          [id, listed(batch)],
        );
      },
    };
  }

  /** Ends the job with its outcome; false when it is no longer this run's (taken over). */
  private async finish(
    id: string,
    runner: string,
    status: 'done' | 'failed',
    report: ImportReport | null,
    error: MessageKey | null,
  ): Promise<boolean> {
    return this.app.db.transaction(async (query) => {
      const [own] = await query(
        `UPDATE import_jobs SET status = $3, phase = 'finished', report = $4, error = $5, beat_at = now()
         WHERE id = $1 AND runner = $2 RETURNING id`,
        [id, runner, status, report === null ? null : JSON.stringify(report), error],
      );
      // what it wrote is kept (or was undone, the rest reported): nothing is left to undo
      if (own) await query('DELETE FROM import_job_rows WHERE job_id = $1', [id]);
      return Boolean(own);
    });
  }

  private async run(
    id: string,
    runner: string,
    ctx: WriteContext,
    resource: Resource,
    file: ImportRows,
    options: { dryRun: boolean; prepare?: Prepare },
  ): Promise<void> {
    const tracker = this.tracker(id, runner);
    try {
      const checked = await checkRows(ctx, resource, file.rows, options.prepare, tracker);
      const report: ImportReport = {
        dryRun: options.dryRun,
        total: file.rows.length,
        valid: checked.valid,
        imported: 0,
        errors: checked.errors,
        unknownColumns: file.unknownColumns,
      };
      // a dry run, or a file with a bad row: nothing is written
      if (options.dryRun || checked.errors.length > 0) {
        await this.finish(id, runner, 'done', report, null);
        return;
      }
      await tracker.progress('writing', 0);
      const written = await writeRows(ctx, resource, checked.prepared, tracker);
      if (!written.failure && !written.internal) {
        report.imported = written.written.length;
        // done first: a crash before this line is undone by the next instance, and announced nothing
        if (await this.finish(id, runner, 'done', report, null))
          for (const effect of written.effects) await runEffect(ctx, effect);
        return;
      }
      if (written.internal instanceof TakenOver) return;
      if (written.internal) this.log(written.internal);
      // a row failed at its write (what changed since its check) or something broke: undo it all
      await tracker.progress('undoing', 0);
      const kept = await undoRows(ctx, resource, written.written, tracker);
      report.imported = kept.length;
      if (written.failure) {
        report.valid--;
        report.errors = [written.failure, ...kept].sort((a, b) => a.row - b.row);
      } else report.errors = kept;
      await this.finish(
        id,
        runner,
        written.failure ? 'done' : 'failed',
        report,
        written.failure ? null : MSG.resourcesImportFailed,
      );
    } catch (error) {
      if (error instanceof TakenOver) return;
      this.log(error instanceof ImportInternalError ? error.problem : error);
      await this.finish(id, runner, 'failed', null, MSG.resourcesImportFailed).catch((e) => this.log(e));
    }
  }

  /**
   * Finished jobs past their TTL are deleted; running jobs that stopped beating are failed (still
   * checking: nothing was written) or taken over to delete what they wrote (writing or undoing).
   */
  async sweep(): Promise<void> {
    await this.query(
      `DELETE FROM import_jobs WHERE status <> 'running'
         AND beat_at < now() - make_interval(secs => ${IMPORT_JOB_TTL_MS / 1000})`,
    );
    await this.query(
      `UPDATE import_jobs SET status = 'failed', phase = 'finished', error = $1, beat_at = now()
       WHERE status = 'running' AND phase = 'checking' AND ${LOST}`,
      [MSG.resourcesImportLost],
    );
    const runner = randomBytes(8).toString('hex');
    const claimed = await this.query<LostJob>(
      `UPDATE import_jobs SET runner = $1, phase = 'undoing', done = 0, beat_at = now()
       WHERE status = 'running' AND phase IN ('writing', 'undoing') AND ${LOST}
       RETURNING id, resource, actor, dry_run, total`,
      [runner],
    );
    for (const job of claimed) void this.takeOver(job, runner);
  }

  /** Deletes what a lost job wrote, as its author, then fails it naming what could not be deleted. */
  private async takeOver(job: LostJob, runner: string): Promise<void> {
    try {
      const written = (
        await this.query<{ record_id: string; row: number }>(
          'SELECT record_id, row FROM import_job_rows WHERE job_id = $1 ORDER BY row',
          [job.id],
        )
      ).map((r): WrittenRow => [r.record_id, Number(r.row)]);
      const resource = getResource(job.resource);
      if (!resource) throw new Error(`import job ${job.id}: no resource ${job.resource} to undo in`);
      const { language, ...actor } = job.actor;
      const ctx: WriteContext = {
        db: this.app.db,
        actor,
        acceptLanguage: language,
        hooks: this.app.resourceHooks,
        app: this.app,
      };
      const kept = await undoRows(ctx, resource, written, this.tracker(job.id, runner));
      const report: ImportReport = {
        dryRun: job.dry_run,
        total: Number(job.total),
        valid: 0,
        imported: kept.length,
        errors: kept,
        unknownColumns: [],
      };
      await this.finish(job.id, runner, 'failed', report, MSG.resourcesImportLost);
    } catch (error) {
      if (error instanceof TakenOver) return;
      this.log(error);
      await this.finish(job.id, runner, 'failed', null, MSG.resourcesImportFailed).catch((e) => this.log(e));
    }
  }
}
