import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Security headers with a real Content-Security-Policy: no inline scripts, nothing from elsewhere. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
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
}
