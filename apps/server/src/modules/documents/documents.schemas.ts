import { DesignerTemplatesAnswer, DocumentBatchStatus, DocumentTemplatesAnswer } from '@kantor/core';
import { answers, answersFile } from '../../lib/answer-schema.ts';
import { noBody, pathParams, textQuery } from '../../lib/request-schema.ts';
import { FIELD_FILTERS, LIST_QUERY } from '../resources/index.ts';
import { BATCH_MAX } from './batch.ts';
import { CONTENT_TYPES, DOCUMENT_FORMATS } from './documents.service.ts';

/** The document routes' schemas: what /api/docs says they read. */

const template = {
  template: 'the template’s id (required; a template of this resource)',
  format: `${DOCUMENT_FORMATS.join(' or ')}: by default pdf for a PDF design (which prints pdf only), docx for a Word one`,
};

export const templatesSchema = {
  summary: 'The print templates of a resource',
  ...pathParams('resource'),
  ...answers(DocumentTemplatesAnswer, 'The templates, by name (at most 100)'),
};

export const generateSchema = {
  summary: 'One record printed with a template, as a file',
  ...pathParams('resource', 'id'),
  ...textQuery(template),
  ...answersFile(Object.values(CONTENT_TYPES), 'The document, as an attachment'),
};

export const batchSchema = {
  summary: `Start printing every record the search and filters find (at most ${BATCH_MAX}) into one ZIP`,
  description:
    'No body: the list is chosen by the query, as for the resource’s list. Answers the job, to poll at ' +
    '/documents/jobs/{job}; a login runs at most 2 batches at a time (429).',
  ...pathParams('resource'),
  ...textQuery({ ...template, search: LIST_QUERY.search }),
  queryPatterns: FIELD_FILTERS,
  ...noBody(),
  ...answers(DocumentBatchStatus, 'The batch job just started'),
};

export const jobSchema = {
  summary: 'A batch job’s progress (the caller’s own jobs only)',
  ...pathParams('job'),
  ...answers(DocumentBatchStatus, 'How far the job is: running, done (the ZIP can be fetched) or failed'),
};

export const jobDownloadSchema = {
  summary: 'A finished batch job’s ZIP',
  ...pathParams('job'),
  ...answersFile('application/zip', 'The ZIP of the documents, as an attachment'),
};

export const designerTemplatesSchema = {
  summary: 'Every PDF design (pdfme), whatever resource it prints',
  ...answers(DesignerTemplatesAnswer, 'The designs with their pdfme templates, by name (at most 500)'),
};
