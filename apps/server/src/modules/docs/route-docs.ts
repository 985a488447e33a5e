import type { FastifySchema } from 'fastify';
import type { Access, RouteEntry } from '../../plugins/access.ts';

/**
 * The API docs of every `/api` route the app registered, from the live route table (plugins/access.ts
 * collects it at onRoute): a route added tomorrow is documented by itself, from its path, its access
 * declaration and, where it has one, its Fastify schema.
 */

export type Schema = Record<string, unknown>;
type Operation = Schema & { operationId?: string; tags?: string[] };
export type Paths = Record<string, Record<string, Operation>>;

declare module 'fastify' {
  interface FastifySchema {
    /** One line for the API docs (/api/docs). */
    summary?: string;
    /** More words for the API docs. */
    description?: string;
    /**
     * The body the route reads, for the API docs only. Its handler checks the body itself, field by field
     * and in the caller's language (leniently: a number where text is expected reads as missing), which a
     * Fastify body schema would pre-empt with its own generic answer; so Fastify does not validate this.
     */
    bodyDoc?: Record<string, unknown>;
    /** A POST/PUT that reads no body: documented as such (a declaration without `body`, lib/serve-route.ts). */
    noBody?: true;
    /** The media type of `bodyDoc` when it is not JSON (an upload: `multipart/form-data`). */
    bodyType?: string;
    /**
     * Query parameters named by a pattern (a list's field filters: `status`, `total__gt`), pattern →
     * schema, for the API docs only: Fastify leaves them to the handler (a validated pattern would also
     * have to keep clear of every named parameter).
     */
    queryPatterns?: Record<string, Record<string, unknown>>;
    /**
     * The query a route declared in core reads (lib/serve-route.ts), for the API docs only: its handler
     * is given the query as the declaration's zod schema reads it (Fastify does not validate this).
     */
    queryDoc?: Record<string, unknown>;
    /** The route is declared once in core (`defineRoute`): its docs come from its zod schemas. */
    declared?: true;
  }
}

/** The operations OpenAPI 3.1 names in a path item; a route with another method is left undocumented. */
const OPENAPI_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const BODY_METHODS = new Set(['post', 'put', 'patch']);

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });
const errorRef = { $ref: '#/components/schemas/Error' };
const validationRef = { $ref: '#/components/schemas/ValidationError' };

/** Fastify's `/roles/:id` (also `:id(^\\d+$)`, a trailing `*`) as OpenAPI's `/roles/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{wildcard}');
}

const pathParamsOf = (url: string): string[] => [
  ...[...url.matchAll(/:(\w+)/g)].map((m) => m[1]!),
  ...(url.endsWith('*') ? ['wildcard'] : []),
];

/** The module a route belongs to: its route plugin's name (`authRoutes` → `auth`), else its first segment. */
export function tagOf(route: RouteEntry): string {
  // esbuild may suffix a renamed function with digits (`adminRoutes2`)
  const plugin = route.plugin?.match(/^([a-z]\w*?)Routes?\d*$/)?.[1];
  return plugin ?? route.url.split('/')[2] ?? 'api';
}

const quoted = (pages: readonly string[]) => pages.map((p) => `\`${p}\``).join(', ');

/** Who may call a route, in words, from its access declaration (core's access policy, packages/core/src/access). */
export function accessText(access: Access | undefined): string {
  if (!access) return 'No declared access: refused to everyone.';
  switch (access.kind) {
    case 'public':
      return 'Public: no sign-in needed.';
    case 'signedIn':
      return access.writes
        ? 'Any signed-in user who may add or edit something (holds an add or edit page).'
        : 'Any signed-in user.';
    case 'admin':
      return `The admin role${access.page ? ` holding the page \`${access.page}\`` : ''}.`;
    case 'page': {
      const pages = typeof access.page === 'string' ? [access.page] : access.page;
      return pages.length === 1 ? `The page ${quoted(pages)}.` : `One of the pages ${quoted(pages)}.`;
    }
    case 'scope':
      return `The page ${quoted([access.page])}, about a record of work that falls to the caller: a technician reaches only their own (field work, docs/jobs.md).`;
    case 'agent':
      return `One of the pages ${quoted(access.page)}, and a CS agent (the admin or a login with an active agent row); anyone else gets a 404.`;
    case 'resource': {
      const resource =
        access.resource === ':resource' ? 'the resource named in the path' : `\`${access.resource}\``;
      const actions = [access.action, ...(access.also ?? [])].map((a) => `\`${a}\``).join(' and ');
      const also = access.alsoPages ?? [];
      const pages = also.length > 0 ? `, and the page${also.length > 1 ? 's' : ''} ${quoted(also)}` : '';
      return `The ${actions} permission on ${resource} (pages list, ownership, role rules)${pages}.`;
    }
  }
}

type ObjectSchema = { properties?: Record<string, Schema>; required?: string[] };
const asObject = (schema: unknown): ObjectSchema =>
  schema && typeof schema === 'object' ? (schema as ObjectSchema) : {};

function parametersOf(route: RouteEntry, schema: FastifySchema): Schema[] {
  const params = asObject(schema.params);
  const path = pathParamsOf(route.url).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: params.properties?.[name] ?? { type: 'string' },
  }));
  const query = asObject(schema.querystring ?? (schema as { query?: unknown }).query ?? schema.queryDoc);
  const inQuery = Object.entries(query.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema: property,
  }));
  // OpenAPI's one way to name query parameters by pattern: a `form` object, each property its own parameter
  const patterns = schema.queryPatterns
    ? [
        {
          name: 'filters',
          in: 'query',
          required: false,
          description: 'Further parameters, each named by one of these patterns.',
          style: 'form',
          explode: true,
          schema: { type: 'object', patternProperties: schema.queryPatterns },
        },
      ]
    : [];
  return [...path, ...inQuery, ...patterns];
}

function requestBodyOf(method: string, schema: FastifySchema): Schema | undefined {
  const body = schema.body as Schema | undefined;
  if (body) return body.content ? { content: body.content } : json(body);
  if (schema.noBody) return undefined;
  if (schema.bodyDoc)
    return { content: { [schema.bodyType ?? 'application/json']: { schema: schema.bodyDoc } } };
  if (!BODY_METHODS.has(method)) return undefined;
  return {
    description: 'Not described yet: a JSON object, which the handler checks itself.',
    ...json({ type: 'object' }),
  };
}

function responsesOf(route: RouteEntry, schema: FastifySchema, hasInput: boolean): Schema {
  const responses: Schema = {};
  for (const [code, answer] of Object.entries(asObject(schema.response) as Record<string, Schema>)) {
    const description = typeof answer.description === 'string' ? answer.description : 'The answer';
    // a description alone is an answer without a body (a 204)
    const bodiless = Object.keys(answer).every((key) => key === 'description');
    responses[code] = answer.content
      ? { description, content: answer.content }
      : bodiless
        ? { description }
        : { description, ...json(answer) };
  }
  if (Object.keys(responses).length === 0) responses['200'] = { description: 'OK' };
  const kind = route.access?.kind;
  if (kind !== 'public') responses['401'] ??= { description: 'Not signed in', ...json(errorRef) };
  const anySignedIn = route.access?.kind === 'signedIn' && !route.access.writes;
  if (kind !== 'public' && !anySignedIn)
    responses['403'] ??= { description: 'Not permitted (see the access above)', ...json(errorRef) };
  if (pathParamsOf(route.url).length > 0)
    responses['404'] ??= { description: 'Not found', ...json(errorRef) };
  if (hasInput) responses['422'] ??= { description: 'Invalid input, by field', ...json(validationRef) };
  return responses;
}

/** The OpenAPI operation of one route of the table. */
export function routeOperation(route: RouteEntry): Operation {
  const schema: FastifySchema = route.schema ?? {};
  const method = route.method.toLowerCase();
  const tag = tagOf(route);
  const parameters = parametersOf(route, schema);
  const requestBody = requestBodyOf(method, schema);
  const hasInput = Boolean(requestBody) || parameters.some((p) => p.in === 'query');
  return {
    tags: [tag],
    summary: schema.summary ?? `${tag}: ${route.method} ${openApiPath(route.url).replace(/^\/api/, '')}`,
    description: [schema.description, `Access: ${accessText(route.access)}`].filter(Boolean).join('\n\n'),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, schema, hasInput),
    // the global requirement is the bearer token; a public route needs none
    ...(route.access?.kind === 'public' ? { security: [] } : {}),
    'x-kantor-access': route.access ?? null,
  };
}

/** The paths of every `/api` route of the table. */
export function routePaths(table: readonly RouteEntry[]): Paths {
  const paths: Paths = {};
  for (const route of table) {
    const method = route.method.toLowerCase();
    if (!route.url.startsWith('/api/') || !OPENAPI_METHODS.has(method)) continue;
    paths[openApiPath(route.url)] = { ...paths[openApiPath(route.url)], [method]: routeOperation(route) };
  }
  return paths;
}

/** Path by path and method by method: an operation of `over` wins over one of `base` at the same place. */
export function mergePaths(base: Paths, over: Paths): Paths {
  const merged: Paths = { ...base };
  for (const [path, item] of Object.entries(over)) merged[path] = { ...merged[path], ...item };
  return merged;
}

/** `put /api/roles/permissionmulti/{id}` → `putRolesPermissionmultiById`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith('{') ? ['by', segment.slice(1, -1)] : [segment]))
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** Gives every operation an operationId, unique in the document (a clash gets a number). */
export function assignOperationIds(paths: Paths): void {
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!OPENAPI_METHODS.has(method)) continue;
      const base = operation.operationId ?? operationIdOf(method, path);
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
      taken.add(id);
      operation.operationId = id;
    }
  }
}

const STATUS_WORDS: Record<string, string> = {
  200: 'OK',
  401: 'Not signed in',
  403: 'Not permitted',
  404: 'Not found',
  409: 'In use elsewhere',
  413: 'Too large',
  422: 'Invalid input, by field',
  429: 'Too many attempts',
};

/** OpenAPI requires a description on every response: a missing one gets its status's words. */
export function describeResponses(paths: Paths): void {
  for (const item of Object.values(paths))
    for (const operation of Object.values(item)) {
      const responses = (operation.responses ?? {}) as Record<string, Schema>;
      for (const [status, response] of Object.entries(responses))
        if (typeof response.description !== 'string')
          responses[status] = { description: STATUS_WORDS[status] ?? 'The answer', ...response };
    }
}

/** The document's tag list: every tag an operation names, in alphabetical order. */
export function tagsOf(paths: Paths): { name: string }[] {
  const names = new Set(
    Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])),
  );
  return [...names].sort().map((name) => ({ name }));
}

/** Routes of the table the document has no operation for (same path, same method): what the test asserts empty. */
export function undocumentedRoutes(table: readonly RouteEntry[], document: Schema): RouteEntry[] {
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return table.filter(
    (route) => route.url.startsWith('/api/') && !paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
  );
}
