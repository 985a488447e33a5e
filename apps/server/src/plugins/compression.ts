import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * API answers (JSON, CSV, text) above {@link COMPRESS_THRESHOLD} bytes are compressed on the fly with
 * brotli at a fast level or gzip, by the client's Accept-Encoding, with `Vary: Accept-Encoding`. The
 * web app's files are compressed once at build time (apps/web/scripts/precompress.mjs) and served as
 * they are (plugins/web.ts); PDFs, spreadsheets and images are already compressed and left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/(json|problem\+json)|text\/(csv|plain))(;|$)/,
    // quality 11 (the default) is for build time; 4 compresses JSON almost as well, many times faster
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
