/** Calls of the document screens (apps/server/src/modules/documents/documents.routes.ts). */
import {
  DOCUMENTS_ROUTES,
  type DocumentBatchStatus,
  type DocumentTemplateSummary,
  MEDIA_ROUTES,
  type QueryParams,
  RESOURCES_ROUTES,
  routeUrl,
} from '@kantor/core';
import { callRoute } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { downloadWithProgress, saveBlob } from '../../resources/export/download.ts';

/** The templates' resource: a design is saved through its generic add and edit. */
const TEMPLATES = 'dokumengenerator';

export type TemplateSummary = DocumentTemplateSummary;
export type BatchStatus = DocumentBatchStatus;
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

export const documentsApi = {
  templates: (resource: string) => callRoute(DOCUMENTS_ROUTES.templates, { params: { resource } }),
  /** Asks the server for the document and saves it as a file (with its download's progress). */
  async generate(resource: string, id: string, template: number, format: DocumentFormat) {
    const url = routeUrl(DOCUMENTS_ROUTES.generate, { resource, id });
    const { blob, disposition } = await downloadWithProgress(url, { template: String(template), format });
    saveBlob(blob, fileNameOf(disposition, `${resource}-${id}.${format}`));
  },
  startBatch: (resource: string, query: QueryParams, template: number, format: DocumentFormat) =>
    callRoute(DOCUMENTS_ROUTES.startBatch, {
      params: { resource },
      query: { ...query, template: String(template), format },
    }),
  batchStatus: (job: string) => callRoute(DOCUMENTS_ROUTES.batchStatus, { params: { job } }),
  async downloadBatch(job: string, fallback: string) {
    const url = routeUrl(DOCUMENTS_ROUTES.batchDownload, { job });
    const { blob, disposition } = await downloadWithProgress(url, {});
    saveBlob(blob, fileNameOf(disposition, fallback));
  },
  designerTemplates: () => callRoute(DOCUMENTS_ROUTES.designerTemplates),
  /** Saves a design through the generic engine (dokumengenerator add/edit: its permissions and checks). */
  saveDesign(id: number | null, body: Record<string, unknown>) {
    return id === null
      ? callRoute(RESOURCES_ROUTES.add, { params: { resource: TEMPLATES }, body })
      : callRoute(RESOURCES_ROUTES.edit, { params: { resource: TEMPLATES, id: String(id) }, body });
  },
  upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    return callRoute(MEDIA_ROUTES.upload, { form });
  },
  addDocxTemplate: (body: Record<string, unknown>) =>
    callRoute(RESOURCES_ROUTES.add, { params: { resource: TEMPLATES }, body }),
};
