import {
  FILTER_OPERATORS,
  HistoryAnswer,
  ImportJobStatus,
  MessageAnswer,
  OptionsAnswer,
  ResourceListAnswer,
  ResourceRecord,
  SaveAnswer,
} from '@kantor/core';
import { answers, answersFile, answersWith } from '../../lib/answer-schema.ts';
import { pathParams, textQuery } from '../../lib/request-schema.ts';
import { EXPORT_FORMATS } from './export.ts';
import { MAX_LIMIT, MAX_PAGE } from './list-query.ts';
import { OPTIONS_MAX_LIMIT } from './options.ts';

/**
 * The generic resource routes' schemas: what /api/docs says they read. Each resource's own paths
 * (`/api/rsupplier`, ...) are spelled out with its fields by docs/openapi.ts; these describe the
 * `/api/{resource}` routes themselves.
 */

/** Paging, sorting and search of a list (list-query.ts `parseListParams`). */
export const LIST_QUERY = {
  page: `page number, from 1 (at most ${MAX_PAGE})`,
  limit: `rows per page, 1 to ${MAX_LIMIT} (20)`,
  sort: 'a field of the resource, or id, created_at, updated_at',
  order: 'asc or desc (with `sort`; otherwise the resource’s default order)',
  search: 'in the resource’s searchable fields (or its title field), at most 200 characters',
};

const OTHER_OPERATORS = FILTER_OPERATORS.filter((op) => op !== 'eq');
/** A field's name: lower case, words joined by single underscores (a double one starts an operator). */
const FIELD = '[a-z][a-z0-9]*(_[a-z0-9]+)*';

/**
 * Field filters, named by pattern (a field, or a field and an operator after `__`): for the API docs
 * only (`queryPatterns`, docs/route-docs.ts), as the handler checks them itself: an unknown or hidden
 * field, an unknown operator or a value of the wrong kind is a 422 naming the parameter.
 */
export const FIELD_FILTERS = {
  [`^${FIELD}$`]: {
    type: 'string',
    description: 'a field (or id, created_at, updated_at) equals the value; several filters all apply',
  },
  [`^${FIELD}__(${OTHER_OPERATORS.join('|')})$`]: {
    type: 'string',
    description:
      'a field compared with the value: `ne`, `contains` (text, any case), `gt`, `gte`, `lt`, `lte`, ' +
      '`in` (comma-separated values), `null` (yes: empty, no: filled)',
  },
};

export const listQuerySchema = { ...textQuery(LIST_QUERY), queryPatterns: FIELD_FILTERS };

const resource = pathParams('resource');
const record = pathParams('resource', 'id');

export const listSchema = {
  summary: 'List a resource’s records: paged, sorted, searched and filtered by field',
  ...resource,
  ...listQuerySchema,
  ...answers(
    ResourceListAnswer,
    'One page of records, how many there are in all, what the caller may do with each (`_can`) and on the screen (`can`)',
  ),
};

export const indexSchema = {
  summary: 'List the records whose field equals a value (the other list parameters apply too)',
  ...pathParams('resource', 'field', 'value'),
  ...listQuerySchema,
  ...answers(
    ResourceListAnswer,
    'One page of the matching records, how many there are in all, and what the caller may do (`_can`, `can`)',
  ),
};

export const optionsSchema = {
  summary: 'A resource’s records as `{ value, label }` for pickers (the label is its title field)',
  description:
    'Other parameters narrow by field: with the resource’s own page, on a filterable field or a ' +
    'relation; through another page’s picker, on the region cascade only.',
  ...resource,
  ...textQuery({
    search: 'in the label, at most 100 characters',
    limit: `1 to ${OPTIONS_MAX_LIMIT} (20)`,
    id: 'only these ids, comma-separated (at most 100)',
  }),
  queryPatterns: { [`^${FIELD}$`]: { type: 'string', description: 'a field equals the value' } },
  ...answers(OptionsAnswer, 'The choices, each with what the caller may do with it (`_can`)'),
};

export const viewSchema = {
  summary: 'One record',
  ...record,
  ...answers(ResourceRecord, 'The record, and what the caller may do with it (`_can`)'),
};

export const historySchema = {
  summary: 'One record’s change history',
  ...record,
  ...answers(HistoryAnswer, 'Its changes, newest first (at most 200)'),
};

const saved = answers(SaveAnswer, 'The record as written, and a message in the caller’s language');

const fieldsBody = {
  type: 'object',
  description:
    'the record’s fields by name: each resource’s `<resource>Input` schema (components) lists them; a ' +
    'field the caller’s role may not see is ignored',
  additionalProperties: true,
};

export const addSchema = { summary: 'Add a record', ...resource, bodyDoc: fieldsBody, ...saved };

export const editSchema = { summary: 'Change a record', ...record, bodyDoc: fieldsBody, ...saved };

export const deleteSchema = {
  summary: 'Delete one record, or several at once (all or none)',
  params: {
    ...record.params,
    properties: {
      resource: { type: 'string' },
      id: { type: 'string', description: 'one id, or up to 500 separated by commas' },
    },
  },
  ...answers(MessageAnswer, 'How many were deleted, in the caller’s language'),
};

export const exportSchema = {
  summary: 'Every record the search and filters find, by id, as a file (CSV, XLSX or PDF), streamed',
  ...resource,
  ...textQuery({
    format: `${EXPORT_FORMATS.join(', ')} (csv)`,
    search: LIST_QUERY.search,
    labels:
      'The reader’s words as JSON `{"fields":{name:label},"options":{name:{value:label}},"title":…}`: ' +
      'columns headed by label, relations and options as their labels (without: field names, ids and {field}_label)',
  }),
  queryPatterns: FIELD_FILTERS,
  ...answersFile(
    ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
    'The file, streamed',
  ),
};

export const importSchema = {
  summary: 'Start importing records from a CSV or XLSX file (a dry run by default)',
  description:
    'The file is read at once (an unreadable file, too many rows or columns: 422); its rows are then ' +
    'checked as an add would check them, and written unless a dry run, by a background job: the answer ' +
    '(202) is the job, to poll at /{resource}/import/{job} until its report is there. A commit writes all ' +
    'rows or, with one bad row, none. A login runs one import at a time (429 while one runs).',
  ...resource,
  ...textQuery({
    dryRun: 'yes (default): report only; no: write',
    labels:
      'The reader’s words as for an export: headers may be labels; relations by label or id, options by label or value',
  }),
  bodyType: 'multipart/form-data',
  bodyDoc: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
  ...answersWith(202, ImportJobStatus, 'The import job just started (phase checking)'),
};

export const importJobSchema = {
  summary: 'An import job’s progress and, once done, its report (the starter’s own jobs only)',
  ...pathParams('resource', 'job'),
  ...answers(
    ImportJobStatus,
    'Rows done of total in the phase (checking, writing, undoing); the report once done; the error once failed',
  ),
};
