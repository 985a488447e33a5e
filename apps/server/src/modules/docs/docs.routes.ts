import { ApiDocument } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { answers } from '../../lib/answer-schema.ts';
import { publicRoute } from '../../plugins/access.ts';
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
  const schema = {
    summary: 'This OpenAPI 3.1 document of every /api route',
    ...answers(ApiDocument, 'The document (JSON); the OpenAPI 3.1 specification describes its parts'),
  };
  app.get('/docs', { ...publicRoute, schema }, serve);
  app.get('/docs/openapi.json', { ...publicRoute, schema }, serve);
}
