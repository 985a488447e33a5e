// The API document tests' shared world (modules/docs/docs.*.test.ts): not a test file itself.
import { beforeAll, expect } from 'vitest';
import { pageRoute, type RouteEntry, signedInRoute } from '../plugins/access.ts';
import { useTestApp } from './fixture.ts';

export type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
  security?: unknown[];
  'x-kantor-access': unknown;
};
export type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: {
    schemas: Record<string, { required?: string[]; properties?: object }>;
    securitySchemes: object;
  };
};

/**
 * The app with a probe module the docs know nothing about (its routes must appear by themselves:
 * `GET /api/docsprobe/:id` behind a page, `POST /api/docsprobe` for anyone signed in, neither
 * describing its body or answer), nobody signed in; `doc` is its `GET /api/docs` and `api` its route
 * table's /api routes, both read in a beforeAll.
 */
export function useDocsWorld() {
  const ctx = useTestApp(
    {},
    {
      signIn: [],
      modules: [
        {
          name: 'docsprobe',
          routes: async (app) => {
            app.get(
              '/docsprobe/:id',
              {
                ...pageRoute('docsprobe'),
                schema: { querystring: { type: 'object', properties: { q: { type: 'string' } } } },
              },
              async () => ({}),
            );
            app.post('/docsprobe', signedInRoute, async () => ({}));
          },
        },
      ],
    },
  );
  let doc: Document | undefined;
  let api: RouteEntry[] = [];
  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
    api = ctx.app.routeTable.filter((route) => route.url.startsWith('/api/'));
  });
  const ready = (): Document => {
    if (!doc) throw new Error('useDocsWorld: the document is read in beforeAll');
    return doc;
  };
  return {
    ctx,
    get doc() {
      return ready();
    },
    get api() {
      return api;
    },
    /** Every operation of the document with its path and (lower-case) method. */
    operations: () =>
      Object.entries(ready().paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
      ),
  };
}
