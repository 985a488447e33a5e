/**
 * The import call: `POST /api/{resource}/import?dryRun=` with the file as multipart field `file`, sent
 * with XMLHttpRequest because fetch cannot report upload progress.
 */
import type { ImportReport } from '@kantor/core';
import { ApiError } from '../../api/client.ts';
import { apiHeaders, apiUrl, type ProgressListener, parseErrorBody } from '../export/download.ts';

/** The server's answer, declared once in core (api/resources.ts). */
export type { ImportReport };

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
  onProgress?: ProgressListener;
  signal?: AbortSignal;
};

/** Uploads an import file; resolves with the report, rejects with `ApiError` (422 for an unreadable file). */
export function uploadImport(
  resourceName: string,
  file: File,
  options: UploadOptions,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`${resourceName}/import`, { dryRun: options.dryRun ? 'true' : 'false' }));
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(normaliseReport(body));
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
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
