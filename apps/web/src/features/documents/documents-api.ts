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
import { downloadWithProgress, saveBlob } from '../../resources/export/download.ts';
import { type DocumentFormat, fileNameOf, printCalls } from './print-calls.ts';

export { type DocumentFormat, errorText, fileNameOf } from './print-calls.ts';

/** The templates' resource: a design is saved through its generic add and edit. */
const TEMPLATES = 'dokumengenerator';

export type TemplateSummary = DocumentTemplateSummary;
export type BatchStatus = DocumentBatchStatus;

export const documentsApi = {
  ...printCalls,
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
