import {
  type FieldDef,
  fieldJsonSchema,
  ImportJobStatus,
  kindSpec,
  RESOURCE_LIST,
  RecordCan,
  type Resource,
  ScreenCan,
} from '@kantor/core';
import { jsonSchemaOf } from '../../lib/answer-schema.ts';
import type { RouteEntry } from '../../plugins/access.ts';
import {
  assignOperationIds,
  describeResponses,
  mergePaths,
  type Paths,
  routePaths,
  tagsOf,
} from './route-docs.ts';

type Schema = Record<string, unknown>;

/** The JSON schema of one declared field: its kind's entry in core's field-kind table (`FIELD_KINDS`). */
export function fieldSchema(field: FieldDef): Schema {
  return fieldJsonSchema(field);
}

function recordSchema(resource: Resource, forWrite: boolean): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  if (!forWrite) properties.id = { type: resource.idType === 'code' ? 'string' : 'integer' };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (forWrite ? field.readOnly : field.hidden) continue;
    properties[name] = fieldSchema(field);
    if (forWrite && field.required) required.push(name);
    if (!forWrite && field.kind === 'relation') properties[`${name}_label`] = { type: ['string', 'null'] };
  }
  if (!forWrite) {
    properties.created_at = { type: 'string', format: 'date-time' };
    properties.updated_at = { type: 'string', format: 'date-time' };
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });

const errors = {
  401: { description: 'Not signed in', ...json(ref('Error')) },
  403: { description: 'Not permitted by the pages list, ownership or a role rule', ...json(ref('Error')) },
};

function resourcePaths(resource: Resource): Record<string, Schema> {
  const name = resource.name;
  const tag = [name];
  const id = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const listParams = [
    { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } },
    { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500 } },
    { name: 'search', in: 'query', schema: { type: 'string' } },
    { name: 'sort', in: 'query', schema: { type: 'string', enum: ['id', ...resource.fieldNames] } },
    { name: 'order', in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] } },
    ...Object.entries(resource.fields)
      .filter(([, f]) => f.filter)
      .map(([field, def]) => ({
        name: field,
        in: 'query',
        // a list of ids (`includes`): holds the id; a list has no order to compare
        description:
          kindSpec(def).filter.mode === 'includes'
            ? `holds this id; also ${field}__in (holds any), __ne, __contains, __null`
            : `equals; also ${field}__contains, __gt, __gte, __lt, __lte, __in, __ne, __null`,
        schema: { type: 'string' },
      })),
  ];
  // a record of a list or view answer comes with what the caller may do with it (`_can`)
  const withCan = {
    allOf: [ref(name), { type: 'object', properties: { _can: jsonSchemaOf(RecordCan) }, required: ['_can'] }],
  };
  const list = {
    type: 'object',
    properties: {
      records: { type: 'array', items: withCan },
      totalRecords: { type: 'integer' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
      can: jsonSchemaOf(ScreenCan),
    },
  };
  const paths: Record<string, Schema> = {
    [`/api/${name}`]: {
      get: {
        tags: tag,
        summary: `List ${name}`,
        parameters: listParams,
        responses: { 200: json(list), ...errors },
      },
    },
    [`/api/${name}/view/{id}`]: {
      get: {
        tags: tag,
        summary: `One ${name} record`,
        parameters: [id],
        responses: { 200: json(withCan), 404: json(ref('Error')), ...errors },
      },
    },
    [`/api/${name}/export`]: {
      get: {
        tags: tag,
        summary: `Every ${name} record the search and filters find, as a file (CSV, XLSX or PDF)`,
        parameters: [
          { name: 'format', in: 'query', schema: { type: 'string', enum: ['csv', 'xlsx', 'pdf'] } },
          ...listParams,
        ],
        responses: { 200: { description: 'The file, streamed' }, ...errors },
      },
    },
  };
  if (!resource.readOnly) {
    const write = {
      200: json({ type: 'object', properties: { message: { type: 'string' }, record: ref(name) } }),
      422: json(ref('ValidationError')),
      ...errors,
    };
    paths[`/api/${name}/add`] = {
      post: {
        tags: tag,
        summary: `Add a ${name} record`,
        requestBody: json(ref(`${name}Input`)),
        responses: write,
      },
    };
    paths[`/api/${name}/edit/{id}`] = {
      put: {
        tags: tag,
        summary: `Change a ${name} record`,
        parameters: [id],
        requestBody: json(ref(`${name}Input`)),
        responses: write,
      },
    };
    paths[`/api/${name}/delete/{id}`] = {
      delete: {
        tags: tag,
        summary: `Delete one ${name} record, or several at once (all or none)`,
        parameters: [{ ...id, description: 'one id, or several separated by commas (all or none)' }],
        responses: { 200: json(ref('Message')), 404: json(ref('Error')), 409: json(ref('Error')), ...errors },
      },
    };
    const job = json(jsonSchemaOf(ImportJobStatus));
    paths[`/api/${name}/import`] = {
      post: {
        tags: tag,
        summary: `Start importing ${name} records from a CSV or XLSX file (a dry run by default)`,
        description:
          'The file is read at once (422 when it cannot be read or is too large); a background job then checks ' +
          'every row and, unless a dry run, writes them all or none. Poll the job at the path below.',
        parameters: [{ name: 'dryRun', in: 'query', schema: { type: 'boolean', default: true } }],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        },
        responses: {
          202: { description: 'The import job just started', ...job },
          422: json(ref('ValidationError')),
          429: { description: 'An import of the caller is still running', ...json(ref('Error')) },
          ...errors,
        },
      },
    };
    paths[`/api/${name}/import/{job}`] = {
      get: {
        tags: tag,
        summary: `An import job into ${name}: progress, then its report (the starter's own jobs only)`,
        parameters: [{ name: 'job', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'Rows done of total in its phase; the report once done', ...job },
          404: json(ref('Error')),
          ...errors,
        },
      },
    };
  }
  return paths;
}

/**
 * The OpenAPI document of the whole API: every route of the app's route table (route-docs.ts), and each
 * resource's generic routes spelled out with its declared fields.
 */
export function openApiDocument(routes: readonly RouteEntry[] = []): Schema {
  const schemas: Record<string, Schema> = {
    Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    Message: { type: 'object', properties: { message: { type: 'string' } } },
    ValidationError: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
    },
  };
  let paths: Record<string, Schema> = {};
  for (const resource of RESOURCE_LIST) {
    schemas[resource.name] = recordSchema(resource, false);
    if (!resource.readOnly) schemas[`${resource.name}Input`] = recordSchema(resource, true);
    paths = { ...paths, ...resourcePaths(resource) };
  }
  // a domain route wins over a resource's generic one at the same path and method, as in the router
  const all = mergePaths(paths as Paths, routePaths(routes));
  assignOperationIds(all);
  describeResponses(all);
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Kantor API',
      version: '0.1.0',
      description:
        'Every route under /api, from the live route table: who may call it (Access, `x-kantor-access`), its ' +
        'parameters and body. Every resource also has the same generic routes, spelled out per resource.',
    },
    tags: tagsOf(all),
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths: all,
  };
  // plain JSON: no `undefined` bounds of undeclared limits, no Fastify bookkeeping on route schemas
  return JSON.parse(JSON.stringify(document)) as Schema;
}
