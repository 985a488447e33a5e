/**
 * Printing with templates (docs/documents.md), declared once: a resource's templates, one record
 * printed (authorised exactly like viewing it), a batch over a filtered list with its progress and ZIP,
 * and the designer's list of PDF designs. Served by apps/server/src/modules/documents/documents.routes.ts,
 * called by apps/web/src/features/documents.
 *
 * A template and a format are declared as the text they arrive as: whether the template is one of the
 * resource's and the format one it prints is the server's check, in the documents' own words.
 */
import { z } from 'zod';
import type { QueryValue } from '../../format/query.ts';
import { DesignerTemplatesAnswer, DocumentBatchStatus, DocumentTemplatesAnswer } from '../documents.ts';
import { defineRoute } from './define-route.ts';
import { VIEW_ADDRESSES } from './view-addresses.ts';

/** The formats a document is printed as, and their media types. */
export const DOCUMENT_FILES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** The most records one batch prints. */
export const DOCUMENT_BATCH_MAX = 200;

const text = (says: string) => z.string().optional().describe(says);
const printing = {
  template: text('the template’s id (required; a template of this resource)'),
  format: text('pdf or docx: by default pdf for a PDF design (which prints pdf only), docx for a Word one'),
};
const resource = z.string().describe('the resource printed');

export const templatesRoute = defineRoute({
  ...VIEW_ADDRESSES.documentTemplates,
  access: { kind: 'resource', resource: ':resource', action: 'view' },
  summary: 'The print templates of a resource',
  params: z.object({ resource }),
  answer: DocumentTemplatesAnswer,
  answerSays: 'The templates, by name (at most 100)',
});

export const generateDocumentRoute = defineRoute({
  ...VIEW_ADDRESSES.documentGenerate,
  // about one record of the named resource: read in the caller's view scope by the access check
  access: {
    kind: 'resource',
    resource: ':resource',
    action: 'view',
    record: { resource: ':resource', param: 'id' },
  },
  summary: 'One record printed with a template, as a file',
  params: z.object({ resource, id: z.string().describe('the record printed') }),
  query: z.object(printing),
  answer: { file: Object.values(DOCUMENT_FILES) },
  answerSays: 'The document, as an attachment',
});

export const startBatchRoute = defineRoute({
  method: 'POST',
  path: '/documents/:resource/batch',
  // a batch prints whole records: the view page is needed as well as the list
  access: { kind: 'resource', resource: ':resource', action: 'list', also: ['view'] },
  summary: `Start printing every record the search and filters find (at most ${DOCUMENT_BATCH_MAX}) into one ZIP`,
  description:
    'No body: the list is chosen by the query, as for the resource’s list. Answers the job, to poll at ' +
    '/documents/jobs/{job}; a login runs at most 2 batches at a time (429).',
  params: z.object({ resource }),
  // every other parameter is one of the list's: a filter (a field, or `field__op`, once or repeated),
  // checked against the resource by the server as the list does
  query: z
    .object({
      ...printing,
      search: text('in the resource’s searchable fields (or its title field), at most 200 characters'),
    })
    .catchall(
      // the web sends a list's filter state as any query value (the client writes each as text)
      z.preprocess((value: QueryValue) => value, z.union([z.string(), z.array(z.string())])),
    ),
  answer: DocumentBatchStatus,
  answerSays: 'The batch job just started',
});

const job = z.object({ job: z.string().describe('the batch job') });

export const batchStatusRoute = defineRoute({
  method: 'GET',
  path: '/documents/jobs/:job',
  access: { kind: 'signedIn' },
  summary: 'A batch job’s progress (the caller’s own jobs only)',
  params: job,
  answer: DocumentBatchStatus,
  answerSays: 'How far the job is: running, done (the ZIP can be fetched) or failed',
});

export const batchDownloadRoute = defineRoute({
  method: 'GET',
  path: '/documents/jobs/:job/download',
  access: { kind: 'signedIn' },
  summary: 'A finished batch job’s ZIP',
  params: job,
  answer: { file: ['application/zip'] },
  answerSays: 'The ZIP of the documents, as an attachment',
});

export const designerTemplatesRoute = defineRoute({
  method: 'GET',
  path: '/documents/designer/templates',
  access: { kind: 'page', page: 'desainhtmlpdf' },
  summary: 'Every PDF design (pdfme), whatever resource it prints',
  answer: DesignerTemplatesAnswer,
  answerSays: 'The designs with their pdfme templates, by name (at most 500)',
});

/** Printing's routes, by the name the web calls them. */
export const DOCUMENTS_ROUTES = {
  templates: templatesRoute,
  generate: generateDocumentRoute,
  startBatch: startBatchRoute,
  batchStatus: batchStatusRoute,
  batchDownload: batchDownloadRoute,
  designerTemplates: designerTemplatesRoute,
} as const;
