/** Answers of printing with templates (apps/server/src/modules/documents/documents.routes.ts). */
import type { TemplateEngine } from '../documents/index.ts';

/** A printable template of a resource: the view page's "print with template" menu. */
export type DocumentTemplateSummary = { id: number; nama_dokumen: string; engine: TemplateEngine };

/** `GET /documents/{resource}/templates`: at most 100, by name. */
export type DocumentTemplatesAnswer = { records: DocumentTemplateSummary[] };

/**
 * `POST /documents/{resource}/batch` and `GET /documents/jobs/{job}`: a batch's progress (never the ZIP
 * itself, which `GET /documents/jobs/{job}/download` sends once `done`). `error` is in the caller's
 * language.
 */
export type DocumentBatchStatus = {
  id: string;
  status: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  error: string | null;
};

/** A PDF design as the designer opens it: the pdfme template of its `variabel`. */
export type DesignerTemplate = {
  id: number;
  nama_dokumen: string;
  kategori: string | null;
  template: Record<string, unknown>;
};

/** `GET /documents/designer/templates`: every PDF design, whatever resource it prints (at most 500). */
export type DesignerTemplatesAnswer = { records: DesignerTemplate[] };
