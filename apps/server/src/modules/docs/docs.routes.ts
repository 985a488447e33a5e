import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../../plugins/access.ts';
import { openApiDocument } from './openapi.ts';

/** The OpenAPI document at /api/docs (also /api/docs/openapi.json), built once from the declarations. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  app.get('/docs', publicRoute, async () => document);
  app.get('/docs/openapi.json', publicRoute, async () => document);
}
