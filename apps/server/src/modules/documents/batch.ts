/**
 * Batch generation: one document per record of a filtered list, packed into one ZIP by a job that runs
 * on the server while the page polls its progress (`done` of `total`), then downloads the ZIP.
 *
 * Decision: a job lives in the `document_jobs` table for 15 minutes and belongs to the login that
 * started it. The instance that starts it does the work and writes its progress and the ZIP there, so
 * a poll or the download may reach any instance behind a balancer (no sticky sessions). A job whose
 * instance went away stops beating: after BEAT_LOST_MS it counts as failed, and the page says so.
 * A batch holds at most BATCH_MAX records, and a login runs at most 2 batches at a time.
 */
import { randomBytes } from 'node:crypto';
import { DOCUMENT_BATCH_MAX, type DocumentBatchStatus } from '@kantor/core';
import { type Zippable, zipSync } from 'fflate';
import type { Query } from '../../db/connect.ts';
import { HttpError } from '../../errors.ts';
import { type DocumentLocale, documentMessage } from './messages.ts';

export const BATCH_MAX = DOCUMENT_BATCH_MAX;
export const JOB_TTL_MS = 15 * 60 * 1000;
/** A running job writes after every document; one silent this long lost its instance. */
export const BEAT_LOST_MS = 2 * 60 * 1000;
const RUNNING_PER_USER = 2;

export type JobStatus = DocumentBatchStatus['status'];

export type BatchJob = {
  id: string;
  owner: number;
  status: JobStatus;
  done: number;
  total: number;
  fileName: string;
  error: string | null;
  /** its instance stopped beating: failed, said in the caller's language */
  lost: boolean;
};

/** What a poll answers (never the ZIP itself). */
export function jobStatus(job: BatchJob, locale: DocumentLocale): DocumentBatchStatus {
  const error = job.lost ? documentMessage(locale, 'batchLost') : job.error;
  return { id: job.id, status: job.status, done: job.done, total: job.total, error };
}

export type BatchItem = () => Promise<{ fileName: string; bytes: Buffer }>;

type Row = {
  id: string;
  owner: number;
  status: JobStatus;
  done: number;
  total: number;
  file_name: string;
  error: string | null;
  lost: boolean;
};

function jobOf(row: Row): BatchJob {
  const lost = row.status === 'running' && row.lost;
  return {
    id: row.id,
    owner: Number(row.owner),
    status: lost ? 'failed' : row.status,
    done: Number(row.done),
    total: Number(row.total),
    fileName: row.file_name,
    error: lost ? null : row.error,
    lost,
  };
}

const SELECT = `SELECT id, owner, status, done, total, file_name, error,
  beat_at < now() - make_interval(secs => ${BEAT_LOST_MS / 1000}) AS lost FROM document_jobs`;

export class BatchJobs {
  constructor(private readonly query: Query) {}

  /**
   * Starts a job over `items` (each makes one file); answers at once, the work goes on in the background.
   * A refusal is worded in `locale`, the starter's language.
   */
  async start(
    owner: number,
    fileName: string,
    items: BatchItem[],
    log: (error: unknown) => void,
    locale: DocumentLocale,
  ): Promise<BatchJob> {
    await this.query(
      `DELETE FROM document_jobs WHERE started_at < now() - make_interval(secs => ${JOB_TTL_MS / 1000})`,
    );
    const running = (
      await this.query<Row>(`${SELECT} WHERE owner = $1 AND status = 'running'`, [owner])
    ).filter((row) => !row.lost);
    if (running.length >= RUNNING_PER_USER) throw new HttpError(429, documentMessage(locale, 'batchRunning'));
    const id = randomBytes(12).toString('hex');
    const [row] = await this.query<Row>(
      `INSERT INTO document_jobs (id, owner, status, total, file_name) VALUES ($1, $2, 'running', $3, $4)
       RETURNING id, owner, status, done, total, file_name, error, false AS lost`,
      [id, owner, items.length, fileName],
    );
    void this.run(id, items, log);
    return jobOf(row!);
  }

  private async run(id: string, items: BatchItem[], log: (error: unknown) => void) {
    const files: Zippable = {};
    try {
      for (const item of items) {
        const { fileName, bytes } = await item();
        // PDFs and DOCX files are compressed already: stored, not deflated again
        files[fileName] = [new Uint8Array(bytes), { level: 0 }];
        await this.query('UPDATE document_jobs SET done = done + 1, beat_at = now() WHERE id = $1', [id]);
      }
      await this.query(`UPDATE document_jobs SET status = 'done', zip = $2, beat_at = now() WHERE id = $1`, [
        id,
        Buffer.from(zipSync(files)),
      ]);
    } catch (error) {
      const errors = (error as { errors?: Record<string, string[]> }).errors;
      if (!errors) log(error);
      // a check's messages are in the starter's language; an internal error has none (the page says it)
      const message = errors ? Object.values(errors).flat().join('; ') : null;
      await this.query(
        `UPDATE document_jobs SET status = 'failed', error = $2, beat_at = now() WHERE id = $1`,
        [id, message],
      ).catch(log);
    }
  }

  /** The caller's own job, or null (someone else's job is not found either, nor one past its 15 minutes). */
  async get(id: string, owner: number): Promise<BatchJob | null> {
    const [row] = await this.query<Row>(
      `${SELECT} WHERE id = $1 AND owner = $2 AND started_at >= now() - make_interval(secs => ${JOB_TTL_MS / 1000})`,
      [id, owner],
    );
    return row ? jobOf(row) : null;
  }

  /** The caller's finished ZIP, or null. */
  async zip(id: string, owner: number): Promise<{ bytes: Buffer; fileName: string } | null> {
    const [row] = await this.query<{ zip: Buffer | Uint8Array | null; file_name: string }>(
      `SELECT zip, file_name FROM document_jobs WHERE id = $1 AND owner = $2 AND status = 'done'
         AND started_at >= now() - make_interval(secs => ${JOB_TTL_MS / 1000})`,
      [id, owner],
    );
    return row?.zip ? { bytes: Buffer.from(row.zip), fileName: row.file_name } : null;
  }
}
