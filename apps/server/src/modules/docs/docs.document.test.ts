// GET /api/docs as a document: valid OpenAPI, complete against the route table, who may call what, the
// request schemas and bodies. The fields table is docs.fields.test.ts; the declarations and answers
// docs.declarations.test.ts.
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../plugins/access.ts';
import { type Document, useDocsWorld } from '../../test/docs-support.ts';
import { undocumentedRoutes } from './route-docs.ts';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * POST, PUT and PATCH routes with neither a body description (`bodyDoc`, `body`) nor `noBody()`: only
 * this test's probe. Any other such route fails the completeness test below.
 */
const NO_BODY: Record<string, string> = {
  'POST /api/docsprobe': 'this test’s probe route, undescribed on purpose',
};

const world = useDocsWorld();
let doc: Document;
let api: RouteEntry[];
beforeAll(() => {
  ({ doc, api } = world);
});
const { ctx, operations } = world;

describe('GET /api/docs', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()).toEqual(doc);
  });

  it('documents every /api route of the route table, with its method', () => {
    expect(api.length).toBeGreaterThan(150);
    expect(undocumentedRoutes(api, doc)).toEqual([]);
    for (const [method, path, tag] of [
      ['post', '/api/auth/login', 'auth'],
      ['put', '/api/roles/permissionmulti/{id}', 'roles'],
      ['get', '/api/mail/outbox/{id}', 'mail'],
      ['post', '/api/media/upload', 'media'],
      ['get', '/api/health', 'health'],
      ['get', '/api/docs', 'docs'],
      ['put', '/api/akun/edituser/{id}', 'accounts'],
      ['get', '/api/rinvoice/pdf/{id}', 'invoicing'],
      ['post', '/api/pos/sales', 'inventory'],
      ['post', '/api/{resource}/add', 'resource'],
      ['get', '/api/website/settings', 'website'],
      ['post', '/api/akun/daftarkanresetwebsitedfsinglepage/{id}', 'website'],
    ] as const)
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
  });

  it('the completeness check finds a route the document lacks', () => {
    const extra = [
      { method: 'GET', url: '/api/nowhere/:id', access: { kind: 'signedIn' } },
      { method: 'PATCH', url: '/api/roles/permissionmulti/:id', access: { kind: 'admin' } },
    ] satisfies RouteEntry[];
    expect(undocumentedRoutes([...api, ...extra], doc)).toEqual(extra);
    const { '/api/auth/login': _gone, ...paths } = doc.paths;
    expect(undocumentedRoutes(api, { ...doc, paths }).map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/auth/login',
    ]);
  });

  it('documents a route nobody described from its path, access declaration and schema', () => {
    const probe = doc.paths['/api/docsprobe/{id}']?.get;
    expect(probe?.tags).toEqual(['docsprobe']);
    expect(probe?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    expect(probe?.['x-kantor-access']).toEqual({ kind: 'page', page: 'docsprobe' });
    expect(probe?.description).toContain('`docsprobe`');
    expect(probe?.security).toBeUndefined(); // the document's bearer requirement
    expect(Object.keys(probe!.responses)).toEqual(['200', '401', '403', '404', '422']);
    const bare = doc.paths['/api/docsprobe']?.post;
    expect(bare?.requestBody?.content['application/json']?.schema).toEqual({ type: 'object' });
    expect(Object.keys(bare!.responses)).toEqual(['200', '401', '422']);
  });

  it('states who may call each route: public ones need no token', () => {
    expect(doc.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
    for (const { path, method, operation } of operations()) {
      if (!path.startsWith('/api/') || !operation['x-kantor-access']) continue;
      const isPublic = (operation['x-kantor-access'] as { kind: string }).kind === 'public';
      expect(operation.security, `${method} ${path}`).toEqual(isPublic ? [] : undefined);
      expect(Boolean(operation.responses['401']), `${method} ${path}`).toBe(!isPublic);
    }
    expect(doc.paths['/api/auth/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/roles/clone/{id}']?.post?.description).toContain(
      'The admin role holding the page `roles/clone`',
    );
  });

  it('gives every operation a unique operationId and a declared tag', () => {
    const all = operations();
    const ids = all.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const declared = new Set(doc.tags.map((t) => t.name));
    expect(all.flatMap((o) => o.operation.tags).filter((t) => !declared.has(t))).toEqual([]);
    expect(doc.paths['/api/roles/permissionmulti/{id}']?.put?.operationId).toBe(
      'putRolesPermissionmultiById',
    );
  });

  it('carries the request schemas the routes declare', () => {
    const login = doc.paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(login?.required).toEqual(['username', 'password']);
    const grid = doc.paths['/api/roles/permissionmulti/{id}']?.put;
    expect(grid?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id']);
    expect(grid?.requestBody?.content['application/json']?.schema.properties).toHaveProperty('grant');
    const outbox = doc.paths['/api/mail/outbox']?.get;
    expect(outbox?.parameters?.map((p) => p.name)).toEqual(['page', 'limit', 'search']);
    const upload = doc.paths['/api/media/upload']?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
    const me = doc.paths['/api/account/currentuserdata']?.get?.responses['200'] as {
      content: Record<string, { schema: { required: string[] } }>;
    };
    expect(me.content['application/json']?.schema.required).toEqual(['user', 'roles', 'pages']);
  });

  it('describes the body of every POST, PUT and PATCH route, or names it as taking none', () => {
    const withoutBody = api
      .filter(
        (route) =>
          BODY_METHODS.has(route.method) &&
          !route.schema?.body &&
          !route.schema?.bodyDoc &&
          !route.schema?.noBody,
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutBody.filter((route) => !(route in NO_BODY))).toEqual([]);
    // an entry that has a body description now is left over: remove it
    expect(Object.keys(NO_BODY).filter((route) => !withoutBody.includes(route))).toEqual([]);
    // in the document, an undescribed body says so and a described one does not
    const probe = doc.paths['/api/docsprobe']?.post?.requestBody as { description?: string } | undefined;
    expect(probe?.description).toMatch(/^Not described yet/);
    const described = doc.paths['/api/chat/start']?.post?.requestBody as { description?: string } | undefined;
    expect(described?.description).toBeUndefined();
    // a route that reads no body has no request body in the document
    expect(doc.paths['/api/chat/c/{code}/close']?.post).toBeDefined();
    expect(doc.paths['/api/chat/c/{code}/close']?.post?.requestBody).toBeUndefined();
  });
});
