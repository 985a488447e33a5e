import { type FieldDef, RESOURCE_LIST, type Resource } from '@kantor/core';
import { isNumericSelect, optionValues } from '../../db/resource-table.ts';

type Schema = Record<string, unknown>;

/** The JSON schema of one declared field (the same rules the server validates with). */
export function fieldSchema(field: FieldDef): Schema {
  const nullable = (schema: Schema): Schema =>
    field.required ? schema : { anyOf: [schema, { type: 'null' }] };
  switch (field.kind) {
    case 'integer':
      return nullable({ type: 'integer', minimum: field.min, maximum: field.max });
    case 'money':
      return nullable({ type: 'integer', minimum: field.min, maximum: field.max, description: 'Rupiah' });
    case 'decimal':
    case 'percent':
      return nullable({ type: 'number', minimum: field.min, maximum: field.max });
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return nullable({ type: 'string', format: 'date' });
    case 'datetime':
      return nullable({ type: 'string', format: 'date-time' });
    case 'time':
      return nullable({ type: 'string', pattern: '^\\d{2}:\\d{2}(:\\d{2})?$' });
    case 'json':
      return {};
    case 'select':
      return nullable({ type: isNumericSelect(field) ? 'integer' : 'string', enum: optionValues(field) });
    case 'relation':
      return nullable({
        type: field.region ? 'string' : 'integer',
        description: `id of ${field.relation?.resource}; answered with \`_label\` (${field.relation?.labelField})`,
      });
    case 'email':
      return nullable({ type: 'string', format: 'email', maxLength: field.maxLength });
    default:
      return nullable({
        type: 'string',
        minLength: field.minLength,
        maxLength: field.maxLength,
        pattern: undefined,
      });
  }
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
      .map(([field]) => ({
        name: field,
        in: 'query',
        description: `equals; also ${field}__contains, __gt, __gte, __lt, __lte, __in, __ne, __null`,
        schema: { type: 'string' },
      })),
  ];
  const list = {
    type: 'object',
    properties: {
      records: { type: 'array', items: ref(`${name}`) },
      totalRecords: { type: 'integer' },
      page: { type: 'integer' },
      limit: { type: 'integer' },
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
        parameters: [id],
        responses: { 200: json(ref(name)), 404: json(ref('Error')), ...errors },
      },
    },
    [`/api/${name}/export`]: {
      get: {
        tags: tag,
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
      post: { tags: tag, requestBody: json(ref(`${name}Input`)), responses: write },
    };
    paths[`/api/${name}/edit/{id}`] = {
      put: { tags: tag, parameters: [id], requestBody: json(ref(`${name}Input`)), responses: write },
    };
    paths[`/api/${name}/delete/{id}`] = {
      delete: {
        tags: tag,
        parameters: [{ ...id, description: 'one id, or several separated by commas (all or none)' }],
        responses: { 200: json(ref('Message')), 404: json(ref('Error')), 409: json(ref('Error')), ...errors },
      },
    };
    paths[`/api/${name}/import`] = {
      post: {
        tags: tag,
        parameters: [{ name: 'dryRun', in: 'query', schema: { type: 'boolean', default: true } }],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        },
        responses: {
          200: { description: 'Import report: total, valid, imported, errors per row' },
          ...errors,
        },
      },
    };
  }
  return paths;
}

/** The OpenAPI document of the whole API, derived from the resource declarations. */
export function openApiDocument(): Schema {
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
  let paths: Record<string, Schema> = {
    '/api/auth/login': {
      post: {
        tags: ['auth'],
        requestBody: json({
          type: 'object',
          properties: {
            username: { type: 'string' },
            password: { type: 'string' },
            remember: { type: 'boolean' },
          },
        }),
        responses: {
          200: json({ type: 'object', properties: { token: { type: 'string' } } }),
          401: json(ref('Error')),
          422: json(ref('ValidationError')),
          429: json(ref('Error')),
        },
      },
    },
    '/api/auth/logout': { post: { tags: ['auth'], responses: { 200: json(ref('Message')) } } },
    '/api/account/currentuserdata': {
      get: {
        tags: ['account'],
        responses: { 200: { description: '{ user, roles, pages }' }, 401: json(ref('Error')) },
      },
    },
    '/api/media/upload': {
      post: {
        tags: ['media'],
        responses: {
          200: { description: 'The stored path and media record' },
          413: json(ref('ValidationError')),
        },
      },
    },
  };
  for (const resource of RESOURCE_LIST) {
    schemas[resource.name] = recordSchema(resource, false);
    if (!resource.readOnly) schemas[`${resource.name}Input`] = recordSchema(resource, true);
    paths = { ...paths, ...resourcePaths(resource) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kantor API',
      version: '0.1.0',
      description: 'Every resource has the same routes; all under /api.',
    },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
