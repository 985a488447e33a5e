/**
 * The import calls: `POST /api/{resource}/import?dryRun=` with the file as multipart field `file`, sent
 * with XMLHttpRequest because fetch cannot report upload progress, answers 202 with a job; the rows are
 * checked (and written) on the server while `GET /api/{resource}/import/{job}` reports how far it is,
 * then the report.
 */
import {
  type ImportJobStatus,
  type ImportReport,
  ROUTE_ADDRESSES,
  type resourceImportJobRoute,
  routeUrl,
} from '@kantor/core';
import { callAt } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { apiHeaders, apiUrl, type ProgressListener, parseErrorBody } from '../export/download.ts';

/** The server's answers, declared once in core (api/resources.ts). */
export type { ImportJobStatus, ImportReport };

/** Files the server reads: CSV (text) and XLSX. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether a chosen file is a CSV or XLSX by its name (the server checks the content). */
export function isImportFile(file: { name: string }): boolean {
  return /\.(csv|xlsx)$/i.test(file.name);
}

/** A report with every list present, whatever the server left out. */
export function normaliseReport(body: unknown): ImportReport {
  const raw = (body && typeof body === 'object' ? body : {}) as Partial<ImportReport>;
  return {
    dryRun: raw.dryRun !== false,
    total: Number(raw.total) || 0,
    valid: Number(raw.valid) || 0,
    imported: Number(raw.imported) || 0,
    errors: Array.isArray(raw.errors) ? raw.errors : [],
    unknownColumns: Array.isArray(raw.unknownColumns) ? raw.unknownColumns : [],
  };
}

export type UploadOptions = {
  dryRun: boolean;
  /** The reader's words (reader-words.ts): headers may be labels, relations and options too. */
  labels?: string;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
};

const aborted = () => new DOMException('The import was aborted', 'AbortError');

/**
 * Uploads an import file; resolves with the job the server started (202), rejects with `ApiError` (422
 * for an unreadable file, 429 while another import of the caller runs).
 */
export function startImport(
  resourceName: string,
  file: File,
  options: UploadOptions,
): Promise<ImportJobStatus> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      apiUrl(routeUrl(ROUTE_ADDRESSES.resourceImport, { resource: resourceName }), {
        dryRun: options.dryRun ? 'true' : 'false',
        ...(options.labels && { labels: options.labels }),
      }),
    );
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(apiHeaders({ Accept: 'application/json' }))) {
      // The browser sets the multipart boundary itself.
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    }
    const total = file.size;
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : total });
    };
    xhr.upload.onload = () => options.onProgress?.({ loaded: total, total });
    xhr.onload = () => {
      const body = parseErrorBody(xhr.responseText, xhr.getResponseHeader('content-type'));
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportJobStatus);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(aborted());
    if (options.signal) {
      if (options.signal.aborted) {
        reject(aborted());
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    const form = new FormData();
    form.append('file', file, file.name);
    options.onProgress?.({ loaded: 0, total });
    xhr.send(form);
  });
}

/** The job ended without a report of its rows: an internal failure, or the server running it stopped. */
export class ImportJobFailed extends Error {
  constructor(
    message: string | null,
    /** What it still has to say (rows it wrote and could not remove again), if anything. */
    readonly report: ImportReport | null,
  ) {
    super(message ?? 'The import failed');
  }
}

/** Waits `ms`, or rejects when `signal` aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(aborted());
      },
      { once: true },
    );
  });
}

/** The first poll comes soon (a small file is done at once), later ones every second. */
const pollDelay = (attempt: number) => Math.min(1000, 200 * 2 ** attempt);

/**
 * Polls an import job until it has finished, telling `onJob` each status (for its progress); resolves
 * with its report, rejects with {@link ImportJobFailed} when it failed.
 */
export async function awaitImportJob(
  resourceName: string,
  started: ImportJobStatus,
  options: { onJob?: (job: ImportJobStatus) => void; signal?: AbortSignal } = {},
): Promise<ImportReport> {
  let job = started;
  for (let attempt = 0; job.status === 'running'; attempt++) {
    await wait(pollDelay(attempt), options.signal);
    job = await callAt<typeof resourceImportJobRoute>(ROUTE_ADDRESSES.resourceImportJob, {
      params: { resource: resourceName, job: job.id },
      signal: options.signal,
    });
    options.onJob?.(job);
  }
  if (job.status !== 'done' || !job.report)
    throw new ImportJobFailed(job.error, job.report ? normaliseReport(job.report) : null);
  return normaliseReport(job.report);
}

/** An import as the screens run it: the upload, then its job polled to the report. */
export async function runImport(
  resourceName: string,
  file: File,
  options: UploadOptions & { onJob?: (job: ImportJobStatus) => void },
): Promise<ImportReport> {
  const job = await startImport(resourceName, file, options);
  options.onJob?.(job);
  return awaitImportJob(resourceName, job, options);
}
