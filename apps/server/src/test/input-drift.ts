import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Drift between a route's declared request and its handler (issue 33): in every API test, a route
 * served from a core declaration (`serveRoute`, its schema marked `declared`) has its raw body and query
 * guarded while its handler runs, so a handler that reads a field its declaration does not name (past
 * the typed `input`, straight from `request.body` or `request.query`) fails the request with a 500 naming
 * the route and the field. The declaration stays the one place a route's input is written.
 */
export class InputDrift extends Error {}

type Declared = { properties?: Record<string, unknown>; additionalProperties?: unknown };
type DeclaredSchema = { declared?: boolean; bodyDoc?: Declared; queryDoc?: Declared };

/** What generic code may read of any object without reading a field (awaiting, JSON, inspection). */
const HARMLESS = new Set(['then', 'toJSON', 'constructor', 'inspect', 'length']);

function guard(value: unknown, schema: Declared | undefined, where: string): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  // a declaration that reads further names by a schema of their own (a batch's list filters: a
  // catchall) names every field; its handler reads them all through its input
  if (schema?.additionalProperties && typeof schema.additionalProperties === 'object') return value;
  const declared = Object.keys(schema?.properties ?? {});
  const names = new Set(declared);
  return new Proxy(value, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !names.has(key) && !HARMLESS.has(key) && !(key in Object.prototype))
        throw new InputDrift(`${where} reads "${key}", which its declaration does not name`);
      return Reflect.get(target, key, receiver);
    },
  });
}

const originals = new WeakMap<FastifyRequest, { body: unknown; query: unknown }>();

export function registerInputDriftCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema as DeclaredSchema | undefined;
    if (!schema?.declared) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    originals.set(request, { body: request.body, query: request.query });
    request.body = guard(request.body, schema.bodyDoc, `${route}: body`);
    request.query = guard(request.query, schema.queryDoc, `${route}: query`);
  });
  // the handler is done: the audit log and the error handler read the request as it came
  app.addHook('onSend', async (request) => {
    const original = originals.get(request);
    if (!original) return;
    request.body = original.body;
    request.query = original.query;
  });
}
