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
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...google],
        // PrimeReact positions overlays with inline style attributes; scripts stay strict.
        'style-src': ["'self'", "'unsafe-inline'", ...google],
        'img-src': ["'self'", 'data:', 'blob:'],
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
