/**
 * The generic routes every declared resource has (spec §2 route set): list, list by a field's value,
 * options for pickers, view, history, add, edit, delete, export, import and an import's progress.
 * Declared once here; served by apps/server/src/modules/resources/resources.routes.ts, called by
 * apps/web/src/resources (downloads and the upload at `routeUrl` of the same declarations).
 *
 * What they read depends on the resource named in the path, so each declares the shape it takes: the
 * list's known parameters plus a catchall for its field filters (`status`, `total__gte`), and a body of
 * the record's fields by name. Which fields and filters a resource has, and what each value must be, is
 * the resource's own declaration (packages/core/src/resources), which the server's engine reads: the
 * resource is declared once too, and the route does not repeat it.
 */
import { z } from 'zod';
import type { QueryValue } from '../../format/query.ts';
import {
  HistoryAnswer,
  ImportJobStatus,
  MessageAnswer,
  OptionsAnswer,
  ResourceListAnswer,
  ResourceRecord,
  SaveAnswer,
} from '../resources.ts';
import { ROUTE_ADDRESSES } from './addresses.ts';
import { defineRoute } from './define-route.ts';
import { objectOrEmpty } from './wire.ts';

/** The most rows one list page holds, and the highest page a list reads. */
export const LIST_MAX_LIMIT = 500;
export const LIST_MAX_PAGE = 1_000_000;
/** The most choices one options call answers. */
export const OPTIONS_MAX_LIMIT = 100;
/** The formats a list is exported as. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FILES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/**
 * A query value as it arrives: a text, or a list when repeated. What it must be (a page number, a
 * known field, an operator's value) is the list engine's check, a 422 naming the parameter.
 */
const queryText = (says?: string) => {
  const schema = z.preprocess((value: QueryValue) => value, z.union([z.string(), z.array(z.string())]));
  return (says ? schema.describe(says) : schema).optional();
};

/** The list's filters: any other parameter, a field (or `field__op`), read against the resource. */
const filters = z.preprocess((value: QueryValue) => value, z.union([z.string(), z.array(z.string())]));

const LIST_QUERY = {
  page: queryText(`page number, from 1 (at most ${LIST_MAX_PAGE})`),
  limit: queryText(`rows per page, 1 to ${LIST_MAX_LIMIT} (20)`),
  sort: queryText('a field of the resource, or id, created_at, updated_at'),
  order: queryText('asc or desc (with `sort`; otherwise the resource’s default order)'),
  search: queryText('in the resource’s searchable fields (or its title field), at most 200 characters'),
};
const listQuery = z.object(LIST_QUERY).catchall(filters);

const resource = z.string().describe('the resource (its declared name: `rsupplier`)');
const onResource = z.object({ resource });
const onRecord = z.object({ resource, id: z.string().describe('the record’s id') });
const access = (
  action: 'list' | 'options' | 'view' | 'history' | 'add' | 'edit' | 'delete' | 'export' | 'import',
) => ({ kind: 'resource', resource: ':resource', action }) as const;

/**
 * A record's fields by name (each resource's `<resource>Input` schema in the docs lists them); a body
 * that is no object reads as an empty one, as it always did. Each field's check is the engine's, from
 * the resource's declaration; a field the caller's role may not see is ignored.
 */
const fields = objectOrEmpty(
  z
    .record(z.string(), z.unknown())
    .describe('the record’s fields by name, as its resource declares them (`<resource>Input`)'),
);

export const resourceListRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceList,
  access: access('list'),
  summary: 'List a resource’s records: paged, sorted, searched and filtered by field',
  params: onResource,
  query: listQuery,
  answer: ResourceListAnswer,
  answerSays:
    'One page of records, how many there are in all, what the caller may do with each (`_can`) and on the screen (`can`)',
});

export const resourceIndexRoute = defineRoute({
  method: 'GET',
  path: '/:resource/index/:field/:value',
  access: access('list'),
  summary: 'List the records whose field equals a value (the other list parameters apply too)',
  params: z.object({ resource, field: z.string(), value: z.string() }),
  query: listQuery,
  answer: ResourceListAnswer,
  answerSays:
    'One page of the matching records, how many there are in all, and what the caller may do (`_can`, `can`)',
});

export const resourceOptionsRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceOptions,
  access: access('options'),
  summary: 'A resource’s records as `{ value, label }` for pickers (the label is its title field)',
  description:
    'Other parameters narrow by field: with the resource’s own page, on a filterable field or a ' +
    'relation; through another page’s picker, on the region cascade only.',
  params: onResource,
  query: z
    .object({
      search: queryText('in the label, at most 100 characters'),
      limit: queryText(`1 to ${OPTIONS_MAX_LIMIT} (20)`),
      id: queryText('only these ids, comma-separated (at most 100)'),
    })
    .catchall(filters),
  answer: OptionsAnswer,
  answerSays: 'The choices, each with what the caller may do with it (`_can`)',
});

export const resourceViewRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceView,
  access: access('view'),
  summary: 'One record',
  params: onRecord,
  answer: ResourceRecord,
  answerSays: 'The record, and what the caller may do with it (`_can`)',
});

export const resourceHistoryRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceHistory,
  access: access('history'),
  summary: 'One record’s change history',
  params: onRecord,
  answer: HistoryAnswer,
  answerSays: 'Its changes, newest first (at most 200)',
});

const saved = 'The record as written, and a message in the caller’s language';

export const resourceAddRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceAdd,
  access: access('add'),
  summary: 'Add a record',
  params: onResource,
  body: fields,
  answer: SaveAnswer,
  answerSays: saved,
});

export const resourceEditRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceEdit,
  access: access('edit'),
  summary: 'Change a record',
  params: onRecord,
  body: fields,
  answer: SaveAnswer,
  answerSays: saved,
});

export const resourceDeleteRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceDelete,
  access: access('delete'),
  summary: 'Delete one record, or several at once (all or none)',
  params: z.object({ resource, id: z.string().describe('one id, or up to 500 separated by commas') }),
  answer: MessageAnswer,
  answerSays: 'How many were deleted, in the caller’s language',
});

/** The reader's words for an export's or import's columns (core's `parseColumnWords` reads them). */
const labels = (says: string) => queryText(says);

export const resourceExportRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceExport,
  access: access('export'),
  summary: 'Every record the search and filters find, by id, as a file (CSV, XLSX or PDF), streamed',
  params: onResource,
  query: z
    .object({
      format: queryText(`${EXPORT_FORMATS.join(', ')} (csv)`),
      search: LIST_QUERY.search,
      labels: labels(
        'The reader’s words as JSON `{"fields":{name:label},"options":{name:{value:label}},"title":…}`: ' +
          'columns headed by label, relations and options as their labels (without: field names, ids and {field}_label)',
      ),
    })
    .catchall(filters),
  answer: { file: Object.values(EXPORT_FILES) },
  answerSays: 'The file, streamed',
});

export const resourceImportRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceImport,
  access: access('import'),
  summary: 'Start importing records from a CSV or XLSX file (a dry run by default)',
  description:
    'The file is read at once (an unreadable file, too many rows or columns: 422); its rows are then ' +
    'checked as an add would check them, and written unless a dry run, by a background job: the answer ' +
    '(202) is the job, to poll at /{resource}/import/{job} until its report is there. A commit writes all ' +
    'rows or, with one bad row, none. A login runs one import at a time (429 while one runs).',
  params: onResource,
  query: z.object({
    dryRun: queryText('yes (default): report only; no: write'),
    labels: labels(
      'The reader’s words as for an export: headers may be labels; relations by label or id, options by label or value',
    ),
  }),
  upload: { file: 'the CSV or XLSX file' },
  status: 202,
  answer: ImportJobStatus,
  answerSays: 'The import job just started (phase checking)',
});

export const resourceImportJobRoute = defineRoute({
  ...ROUTE_ADDRESSES.resourceImportJob,
  access: access('import'),
  summary: 'An import job’s progress and, once done, its report (the starter’s own jobs only)',
  params: z.object({ resource, job: z.string() }),
  answer: ImportJobStatus,
  answerSays:
    'Rows done of total in the phase (checking, writing, undoing); the report once done; the error once failed',
});

/** Every resource's generic routes, by the name the web calls them. */
export const RESOURCES_ROUTES = {
  list: resourceListRoute,
  index: resourceIndexRoute,
  options: resourceOptionsRoute,
  view: resourceViewRoute,
  history: resourceHistoryRoute,
  add: resourceAddRoute,
  edit: resourceEditRoute,
  delete: resourceDeleteRoute,
  export: resourceExportRoute,
  import: resourceImportRoute,
  importJob: resourceImportJobRoute,
} as const;
