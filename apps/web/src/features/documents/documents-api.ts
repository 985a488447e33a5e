/** Calls of the document screens (apps/server/src/modules/documents/documents.routes.ts). */
import type {
  DesignerTemplatesAnswer,
  DocumentBatchStatus,
  DocumentTemplateSummary,
  DocumentTemplatesAnswer,
  QueryParams,
} from '@kantor/core';
import { api } from '../../api/api.ts';
import { ApiError } from '../../api/client.ts';
import { errorAnswerOf } from '../../api/errors.ts';
import { downloadWithProgress, saveBlob } from '../../resources/export/download.ts';

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
  templates: (resource: string) => api.get<DocumentTemplatesAnswer>(`documents/${resource}/templates`),
  /** Asks the server for the document and saves it as a file. */
  async generate(resource: string, id: string, template: number, format: DocumentFormat) {
    const { blob, disposition } = await downloadWithProgress(`documents/${resource}/generate/${id}`, {
      template: String(template),
      format,
    });
    saveBlob(blob, fileNameOf(disposition, `${resource}-${id}.${format}`));
  },
  startBatch: (resource: string, query: QueryParams, template: number, format: DocumentFormat) =>
    api.post<BatchStatus>(`documents/${resource}/batch`, undefined, {
      query: { ...query, template: String(template), format },
    }),
  batchStatus: (job: string) => api.get<BatchStatus>(`documents/jobs/${job}`),
  async downloadBatch(job: string, fallback: string) {
    const { blob, disposition } = await downloadWithProgress(`documents/jobs/${job}/download`, {});
    saveBlob(blob, fileNameOf(disposition, fallback));
  },
  designerTemplates: () => api.get<DesignerTemplatesAnswer>('documents/designer/templates'),
  /** Saves a design through the generic engine (dokumengenerator add/edit: its permissions and checks). */
  saveDesign(id: number | null, body: Record<string, unknown>) {
    return id === null
      ? api.post<{ record: { id: number } }>('dokumengenerator/add', body)
      : api.put<{ record: { id: number } }>(`dokumengenerator/edit/${id}`, body);
  },
  upload(file: File) {
    const form = new FormData();
    form.append('file', file);
    return api.post<{ path: string }>('media/upload', form);
  },
  addDocxTemplate: (body: Record<string, unknown>) =>
    api.post<{ record: { id: number } }>('dokumengenerator/add', body),
};
