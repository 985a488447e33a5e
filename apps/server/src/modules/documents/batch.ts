/**
 * Batch generation: one document per record of a filtered list, packed into one ZIP by a job that runs
 * on the server while the page polls its progress (`done` of `total`), then downloads the ZIP.
 *
 * Decision: jobs live in this process's memory for 15 minutes and belong to the login that started
 * them. A poll reaches the job only on the instance that runs it (one instance, or sticky sessions
 * behind a balancer); a restart loses running jobs (the page says so and the user starts again).
 * A batch holds at most BATCH_MAX records, and a login runs at most 2 batches at a time.
 */
import { randomBytes } from 'node:crypto';
import { type Zippable, zipSync } from 'fflate';
import { HttpError } from '../../errors.ts';

export const BATCH_MAX = 200;
export const JOB_TTL_MS = 15 * 60 * 1000;
const RUNNING_PER_USER = 2;

export type JobStatus = 'running' | 'done' | 'failed';

export type BatchJob = {
  id: string;
  owner: number;
  status: JobStatus;
  done: number;
  total: number;
  fileName: string;
  error?: string;
  zip?: Buffer;
  startedAt: number;
};

/** What a poll answers (never the ZIP itself). */
export function jobStatus(job: BatchJob) {
  return { id: job.id, status: job.status, done: job.done, total: job.total, error: job.error ?? null };
}

export type BatchItem = () => Promise<{ fileName: string; bytes: Buffer }>;

export class BatchJobs {
  private readonly jobs = new Map<string, BatchJob>();

  private sweep(now = Date.now()) {
    for (const [id, job] of this.jobs) if (now - job.startedAt > JOB_TTL_MS) this.jobs.delete(id);
  }

  /** Starts a job over `items` (each makes one file); answers at once, the work goes on in the background. */
  start(owner: number, fileName: string, items: BatchItem[], log: (error: unknown) => void): BatchJob {
    this.sweep();
    const running = [...this.jobs.values()].filter((j) => j.owner === owner && j.status === 'running');
    if (running.length >= RUNNING_PER_USER)
      throw new HttpError(429, 'A batch of yours is still running; wait for it to finish');
    const job: BatchJob = {
      id: randomBytes(12).toString('hex'),
      owner,
      status: 'running',
      done: 0,
      total: items.length,
      fileName,
      startedAt: Date.now(),
    };
    this.jobs.set(job.id, job);
    void this.run(job, items, log);
    return job;
  }

  private async run(job: BatchJob, items: BatchItem[], log: (error: unknown) => void) {
    const files: Zippable = {};
    try {
      for (const item of items) {
        const { fileName, bytes } = await item();
        // PDFs and DOCX files are compressed already: stored, not deflated again
        files[fileName] = [new Uint8Array(bytes), { level: 0 }];
        job.done++;
      }
      job.zip = Buffer.from(zipSync(files));
      job.status = 'done';
    } catch (error) {
      job.status = 'failed';
      const errors = (error as { errors?: Record<string, string[]> }).errors;
      if (!errors) log(error);
      job.error = errors ? Object.values(errors).flat().join('; ') : 'Internal error';
    }
  }

  /** The caller's own job, or null (someone else's job is not found either). */
  get(id: string, owner: number): BatchJob | null {
    this.sweep();
    const job = this.jobs.get(id);
    return job && job.owner === owner ? job : null;
  }
}
