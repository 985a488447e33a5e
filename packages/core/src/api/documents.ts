/** Answers of printing with templates (apps/server/src/modules/documents/documents.routes.ts). */
import { z } from 'zod';
import { TEMPLATE_ENGINES } from '../documents/index.ts';

/** A printable template of a resource: the view page's "print with template" menu. */
export const DocumentTemplateSummary = z.object({
  id: z.int(),
  nama_dokumen: z.string(),
  engine: z.enum(TEMPLATE_ENGINES),
});
export type DocumentTemplateSummary = z.infer<typeof DocumentTemplateSummary>;

/** `GET /documents/{resource}/templates`: at most 100, by name. */
export const DocumentTemplatesAnswer = z.object({ records: z.array(DocumentTemplateSummary) });
export type DocumentTemplatesAnswer = z.infer<typeof DocumentTemplatesAnswer>;

/**
 * `POST /documents/{resource}/batch` and `GET /documents/jobs/{job}`: a batch's progress (never the ZIP
 * itself, which `GET /documents/jobs/{job}/download` sends once `done`). `error` is in the caller's
 * language.
 */
export const DocumentBatchStatus = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  done: z.int().nonnegative(),
  total: z.int().nonnegative(),
  error: z.string().nullable(),
});
export type DocumentBatchStatus = z.infer<typeof DocumentBatchStatus>;

/** A PDF design as the designer opens it: the pdfme template of its `variabel`. */
export const DesignerTemplate = z.object({
  id: z.int(),
  nama_dokumen: z.string(),
  kategori: z.string().nullable(),
  /** pdfme's own template format, checked on every write (the server's checkPdfTemplate). */
  template: z.record(z.string(), z.unknown()),
});
export type DesignerTemplate = z.infer<typeof DesignerTemplate>;

/** `GET /documents/designer/templates`: every PDF design, whatever resource it prints (at most 500). */
export const DesignerTemplatesAnswer = z.object({ records: z.array(DesignerTemplate) });
export type DesignerTemplatesAnswer = z.infer<typeof DesignerTemplatesAnswer>;
