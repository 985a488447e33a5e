/**
 * File downloads with progress. `api.download` answers a Blob only once the whole body has arrived, so
 * this reads the same call (the API client's base, default headers and bearer token) chunk by chunk
 * and reports the bytes received; the total is known only when the server sends a Content-Length
 * (streamed exports usually do not: the bar is indeterminate then).
 */
import { type QueryParams, withQuery } from '@kantor/core';
import { api } from '../../api/api.ts';
import { ApiError } from '../../api/client.ts';
import { readToken } from '../../session/storage.ts';

export type Progress = { loaded: number; total: number | null };
export type ProgressListener = (progress: Progress) => void;

/** Absolute-or-relative URL of an API path with its query, as the API client builds it. */
export function apiUrl(path: string, query: QueryParams = {}): string {
  return withQuery(`${api.base}/${path.replace(/^\/+/, '')}`, query);
}

/** Headers of an API call made outside the client: its defaults, the bearer token, and `extra`. */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...api.defaultHeaders, ...extra };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Parses an error body the way the API client does (JSON when it says so, text otherwise). */
export function parseErrorBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  if ((contentType ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function contentLength(response: Response): number | null {
  const header = response.headers.get('content-length');
  if (header === null) return null;
  const n = Number(header);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Reads a response body into a Blob, reporting progress after each chunk. */
export async function readWithProgress(response: Response, onProgress?: ProgressListener): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const total = contentLength(response);
  onProgress?.({ loaded: 0, total });
  const reader = response.body?.getReader();
  if (!reader) {
    const blob = await response.blob();
    onProgress?.({ loaded: blob.size, total: total ?? blob.size });
    return blob;
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  return new Blob(chunks, { type });
}

export type Downloaded = { blob: Blob; disposition: string | null };

/** GET an API path as a file, with progress; a failed call throws the client's `ApiError`. */
export async function downloadWithProgress(
  path: string,
  query: QueryParams,
  options: { onProgress?: ProgressListener; signal?: AbortSignal } = {},
): Promise<Downloaded> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method: 'GET',
      headers: apiHeaders({ Accept: '*/*' }),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      parseErrorBody(await response.text(), response.headers.get('content-type')),
    );
  }
  const blob = await readWithProgress(response, options.onProgress);
  return { blob, disposition: response.headers.get('content-disposition') };
}

/** Saves a Blob as a file: an object URL on a temporary `<a download>`, clicked and removed. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL after the click returns: revoke it a little later.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}
