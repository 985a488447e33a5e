import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { RESOURCE_NAMES } from '@kantor/core';
import type { FastifyInstance } from 'fastify';
import { say } from '../lib/i18n.ts';
import { type PreloadKind, preloadKind, readPreloadPlan, withPreloads } from './web-preload.ts';
import { readShell } from './web-shell.ts';

/** Serves the built SPA with history fallback: any GET outside /api that is not a file gets index.html. */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  // the shell carries this deployment's settings (web-shell.ts), so it is never served as the raw file
  const shell = hasWeb ? readShell(join(webDist, 'index.html'), app.config) : '';
  // a signed-in screen's address is answered with its chunks named ahead (web-preload.ts)
  const plan = hasWeb ? readPreloadPlan(webDist) : null;
  const shells = new Map<PreloadKind | null, string>([[null, shell]]);
  if (plan)
    for (const kind of Object.keys(plan) as PreloadKind[]) shells.set(kind, withPreloads(shell, plan[kind]));
  const resources = new Set<string>(RESOURCE_NAMES);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      // brotli and gzip copies written at build time (apps/web/scripts/precompress.mjs), by Accept-Encoding
      preCompressed: true,
      setHeaders(res, path) {
        // hashed names: the app's and the public chat widget's build (apps/web/vite.widget.config.ts)
        if (
          path.includes(`${join(webDist, 'assets')}`) ||
          path.includes(`${join(webDist, 'chat-widget', 'assets')}`)
        ) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          // index.html, sw.js, manifest and locale files must be revalidated so updates reach users.
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply
        .type('text/html; charset=utf-8')
        .send(shells.get(preloadKind(request.url, resources)) ?? shell);
    }
    return reply.status(404).send({ message: say(request, 'errors.notFound') });
  });
}
