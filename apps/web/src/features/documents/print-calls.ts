/**
 * "Cetak dengan template"'s calls at their addresses: the button is on every record view, which must
 * not bring zod and the API's schemas (e2e/first-draw-chunks.e2e.ts); documentsApi spreads these, so
 * each call is written once.
 */
import { routeUrl, type templatesRoute, VIEW_ADDRESSES } from '@kantor/core';
import { callAt } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { downloadWithProgress, saveBlob } from '../../resources/export/download.ts';

export type DocumentFormat = 'pdf' | 'docx';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** What a failed call says: a 422's field messages, else its message. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError && error.body && typeof error.body === 'object' && 'errors' in error.body) {
    const errors = errorAnswerOf(error).errors ?? {};
    return Object.values(errors).flat().join('; ');
  }
  return error instanceof Error ? error.message : undefined;
}

export const printCalls = {
  templates: (resource: string) =>
    callAt<typeof templatesRoute>(VIEW_ADDRESSES.documentTemplates, { params: { resource } }),
  /** Asks the server for the document and saves it as a file (with its download's progress). */
  async generate(resource: string, id: string, template: number, format: DocumentFormat) {
    const url = routeUrl(VIEW_ADDRESSES.documentGenerate, { resource, id });
    const { blob, disposition } = await downloadWithProgress(url, { template: String(template), format });
    saveBlob(blob, fileNameOf(disposition, `${resource}-${id}.${format}`));
  },
};
