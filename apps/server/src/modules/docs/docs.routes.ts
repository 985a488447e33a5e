import { DOCS_ROUTES } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../lib/serve-route.ts';
import { openApiDocument } from './openapi.ts';

/**
 * The OpenAPI document at /api/docs (also /api/docs/openapi.json). Built at the first request, not
 * here: this plugin registers before the modules, and only a started app's route table is complete.
 */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  let document: Record<string, unknown> | null = null;
  const serve = async () => {
    document ??= openApiDocument(app.routeTable);
    return document;
  };
  serveRoute(app, DOCS_ROUTES.document, serve);
  serveRoute(app, DOCS_ROUTES.json, serve);
}
