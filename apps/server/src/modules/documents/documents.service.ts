/**
 * One document from a template and a record: the PDF of a designer template, or the DOCX (or its plain
 * PDF) of a DOCX template. A template that cannot be filled (a broken tag, a barcode that cannot encode
 * the value) is a 422 naming `template`, never a 500.
 */
import { DOCUMENT_FILES, defaultMessage, MSG, type Resource } from '@kantor/core';
import { ValidationError } from '../../errors.ts';
import { OutOfTimeError, TimeBudget } from '../../lib/time-budget.ts';
import { docxToPdf, renderDocx } from './docx.service.ts';
import { type DocumentLocale, documentMessage } from './messages.ts';
import { pdfTableNames, renderPdf } from './pdf.service.ts';
import { fileNameOf, printData, type Reader } from './print-data.ts';
import { docxErrors, type LoadedTemplate, TEMPLATE_LIMITS } from './templates.ts';

export const DOCUMENT_FORMATS = ['pdf', 'docx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const CONTENT_TYPES: Record<DocumentFormat, string> = DOCUMENT_FILES;

export type GeneratedDocument = { bytes: Buffer; fileName: string; contentType: string };

/** The format asked for: a PDF design makes PDFs; a DOCX template makes DOCX (default) or PDF. */
export function formatOf(raw: unknown, template: LoadedTemplate, locale: DocumentLocale): DocumentFormat {
  const fallback: DocumentFormat = template.engine === 'pdfme' ? 'pdf' : 'docx';
  const format = raw === undefined || raw === '' ? fallback : String(raw);
  if (!(DOCUMENT_FORMATS as readonly string[]).includes(format))
    throw new ValidationError({ format: [documentMessage(locale, 'format')] });
  if (template.engine === 'pdfme' && format !== 'pdf')
    throw new ValidationError({ format: [documentMessage(locale, 'formatPdfOnly')] });
  return format as DocumentFormat;
}

/** Child tables the template names (read once per template, not per record). */
export function tablesOfTemplate(template: LoadedTemplate): Set<string> {
  return template.engine === 'pdfme' ? pdfTableNames(template.pdf!) : (template.docxTables ?? new Set());
}

function failed(locale: DocumentLocale, error: unknown): ValidationError {
  if (error instanceof OutOfTimeError)
    return new ValidationError({
      template: [defaultMessage(MSG.fileTooSlow, locale, { seconds: error.seconds })],
    });
  const reason = docxErrors(error).join('; ').slice(0, 300);
  return new ValidationError({ template: [documentMessage(locale, 'generateFailed', { reason })] });
}

/** Fills `template` with one record (read by the caller's rights) and answers the file. */
export async function generateDocument(
  reader: Reader,
  resource: Resource,
  record: Record<string, unknown>,
  template: LoadedTemplate,
  format: DocumentFormat,
  options: { uploadDir: string; locale: DocumentLocale; tables?: Set<string> },
): Promise<GeneratedDocument> {
  const data = await printData(reader, resource, record, options.tables ?? tablesOfTemplate(template));
  let bytes: Buffer;
  try {
    if (template.engine === 'pdfme') bytes = await renderPdf(template.pdf!, data, options.uploadDir);
    else {
      // filling, then drawing the PDF, share one budget per document
      const budget = new TimeBudget(TEMPLATE_LIMITS.docxSeconds);
      const filled = renderDocx(template.docx!, data, budget);
      bytes = format === 'pdf' ? await docxToPdf(filled, budget) : filled.bytes;
    }
  } catch (error) {
    throw failed(options.locale, error);
  }
  return {
    bytes,
    fileName: fileNameOf(data.title, record.id, format),
    contentType: CONTENT_TYPES[format],
  };
}
