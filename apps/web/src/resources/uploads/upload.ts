/** Uploads of the form's image and file fields: `POST /api/media/upload`, one file per call. */
import { ROUTE_ADDRESSES, routeUrl, type UploadAnswer } from '@kantor/core';
import { api } from '../../api/api.ts';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';

export type { UploadAnswer };

/** Sends one file as the multipart field `file`; the answer's `path` goes into the field's value. */
export function uploadFile(file: Blob, name: string, signal?: AbortSignal): Promise<UploadAnswer> {
  const body = new FormData();
  body.append('file', file, name);
  return api.request<UploadAnswer>(routeUrl(ROUTE_ADDRESSES.mediaUpload), { method: 'POST', body, signal });
}

/**
 * What to tell the user about a failed upload: the server's message (413 carries the size limit,
 * 422 the refused type), or null to fall back to a generic text.
 */
export function uploadErrorText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const body = errorAnswerOf(error);
  const fileErrors = body.errors?.file;
  if (fileErrors && fileErrors.length > 0) return fileErrors.join(' ');
  return body.message || null;
}

/** The paths of a stored value (`a.jpg,b.jpg`). */
export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

/** The file name shown for a path. */
export function fileNameOf(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? path;
  return decodeURIComponent(clean.slice(clean.lastIndexOf('/') + 1)) || path;
}
