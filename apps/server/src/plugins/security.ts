import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';

/**
 * Security headers with a real Content-Security-Policy: no inline scripts, nothing from elsewhere.
 * Helmet's middleware is built once: `@fastify/helmet` rebuilt it (parsing every CSP directive) on each
 * request, a measurable share of a list request's time on the server (docs/performance.md).
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  const tiles = tileOrigin(config.mapTileUrl);
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...google],
        // PrimeReact positions overlays with inline style attributes; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        // the dispatch map's tiles come from the configured tile server
        'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...google],
        'frame-src': ["'self'", ...google],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/**
 * The origin a tile URL template loads from, as a CSP source: `{s}` subdomains become a wildcard; a
 * relative template (tiles served here) or one that is no http(s) URL gives null (nothing to add).
 * @example tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png') === 'https://*.tile.example.org'
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{s\}/g, '*').toLowerCase();
  return /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/.test(host)
    ? `${match[1]!.toLowerCase()}://${host}`
    : null;
}
