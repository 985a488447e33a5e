// GET /api/docs against the routes' declarations: every route served from core, every answer declared,
// summaries of their own, field filters by pattern, the resources' generic routes.
import { RESOURCE_LIST } from '@kantor/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../plugins/access.ts';
import { type Document, useDocsWorld } from '../../test/docs-support.ts';

/**
 * Routes without a declared answer (`answers()`/`answersFile()`, lib/answer-schema.ts): only this test's
 * probes. Any other route fails the answers test below.
 */
const NO_ANSWER: Record<string, string> = {
  'GET /api/docsprobe/:id': 'this test’s probe route, undescribed on purpose',
  'POST /api/docsprobe': 'this test’s probe route, undescribed on purpose',
};

const world = useDocsWorld();
let doc: Document;
let api: RouteEntry[];
beforeAll(() => {
  ({ doc, api } = world);
});
const { operations } = world;

describe('GET /api/docs', () => {
  it('serves every /api route from a declaration in core, but the realtime socket’s upgrade (issue 33)', () => {
    // the probes of test/docs-support.ts are not the app's
    const routes = api.filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docsprobe'));
    const undeclared = routes
      .filter((route) => !route.schema?.declared)
      .map((route) => `${route.method} ${route.url}`);
    // the socket's GET hands its handler a WebSocket, not an answer (docs/architecture.md says why)
    expect(undeclared).toEqual(['GET /api/realtime']);
    // counted from this route table on 29 November 2026 (HEAD routes aside): a new route changes it
    expect(routes.length).toBe(226);
  });

  it('declares the answer of every route: a JSON schema from core, or the media types of its file', () => {
    const withoutAnswer = api
      .filter((route) => {
        const response = route.schema?.response as Record<string, unknown> | undefined;
        return !response?.['200'] && !response?.['202'] && !response?.['2xx'] && !response?.['204'];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(withoutAnswer.filter((route) => !(route in NO_ANSWER))).toEqual([]);
    expect(Object.keys(NO_ANSWER).filter((route) => !withoutAnswer.includes(route))).toEqual([]);
    // in the document: the list's answer is core's ResourceListAnswer, the export's a file in three formats
    const list = doc.paths['/api/{resource}']?.get?.responses['200'] as {
      content: Record<string, { schema: { required: string[]; additionalProperties: boolean } }>;
    };
    expect(list.content['application/json']?.schema.required).toEqual([
      'records',
      'totalRecords',
      'page',
      'limit',
      'can',
    ]);
    expect(list.content['application/json']?.schema.additionalProperties).toBe(false);
    // an answer without a body has no content in the document
    expect(doc.paths['/api/chat/c/{code}/typing']?.post?.responses['204']).toEqual({
      description: expect.any(String),
    });
    const file = doc.paths['/api/{resource}/export']?.get?.responses['200'] as { content: object };
    expect(Object.keys(file.content)).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
    ]);
  });

  it('sums up every route in words of its own, not the path the docs fall back to', () => {
    const probes = new Set(['/api/docsprobe', '/api/docsprobe/{id}']);
    const fallback = operations().filter(
      ({ path, method, operation }) =>
        !probes.has(path) &&
        (!operation.summary ||
          operation.summary.endsWith(`: ${method.toUpperCase()} ${path.replace(/^\/api/, '')}`)),
    );
    expect(fallback.map(({ path, method }) => `${method} ${path}`)).toEqual([]);
    // the check sees a fallback: the probe has one
    expect(doc.paths['/api/docsprobe/{id}']?.get?.summary).toBe('docsprobe: GET /docsprobe/{id}');
  });

  it('names query parameters by pattern where a route takes field filters', () => {
    const list = doc.paths['/api/{resource}']?.get?.parameters ?? [];
    expect(list.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:resource',
      'query:page',
      'query:limit',
      'query:sort',
      'query:order',
      'query:search',
      'query:filters',
    ]);
    const filters = list.find((p) => p.name === 'filters') as unknown as {
      style: string;
      explode: boolean;
      schema: { patternProperties: Record<string, unknown> };
    };
    expect([filters.style, filters.explode]).toEqual(['form', true]);
    const patterns = Object.keys(filters.schema.patternProperties).map((p) => new RegExp(p));
    for (const name of ['status', 'total__gte', 'id_akun__in', 'deleted_at__null'])
      expect(
        patterns.some((p) => p.test(name)),
        name,
      ).toBe(true);
    for (const name of ['total__between', 'Status', '__in'])
      expect(
        patterns.some((p) => p.test(name)),
        name,
      ).toBe(false);
    // a route without patterns has no such parameter
    expect(doc.paths['/api/{resource}/view/{id}']?.get?.parameters?.map((p) => p.name)).toEqual([
      'resource',
      'id',
    ]);
    const upload = doc.paths['/api/{resource}/import']?.post?.requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
  });

  it('spells out every resource’s generic routes with its declared fields', () => {
    for (const resource of RESOURCE_LIST) {
      expect(doc.paths[`/api/${resource.name}`]?.get, resource.name).toBeDefined();
      expect(doc.paths[`/api/${resource.name}/view/{id}`]?.get).toBeDefined();
      expect(Boolean(doc.paths[`/api/${resource.name}/add`]), resource.name).toBe(!resource.readOnly);
      expect(doc.components.schemas[resource.name]).toBeDefined();
    }
    expect(doc.components.schemas.rsupplierInput?.required).toContain('nama_supplier');
    expect(doc.components.schemas.users?.properties).not.toHaveProperty('password_hash');
  });
});
