import multipart from '@fastify/multipart';
import { MSG } from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { HttpError } from '../errors.ts';
import { say } from '../lib/i18n.ts';

/**
 * A multipart body the parser cannot read is the caller's fault: a 400 naming `file`, never a 500
 * (issue 32: "Part terminated early", "Boundary not found" were 500s on every upload route). Two
 * places catch the two ways it shows, for every route of the `/api` scope, whatever the route does:
 * a missing or impossible boundary is refused before the handler (the hook below), and a body cut
 * short or malformed is recognised when the parser throws it (plugins/errors.ts asks
 * {@link isBrokenMultipart}).
 */

/** RFC 2046 §5.1.1: 1 to 70 characters, the last not a space. */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

export function brokenMultipart(request: FastifyRequest): HttpError {
  const message = say(request, MSG.multipartBroken);
  return new HttpError(400, message, { errors: { file: [message] } });
}

/**
 * What @fastify/busboy says of a body it cannot parse (its messages are its only mark: plain `Error`s
 * with no code). The multipart suite (plugins/multipart.api.test.ts) sends each kind to every upload
 * route of the route table, so a changed wording shows there.
 */
const PARSER_MESSAGES = [
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^Multipart: Boundary not found$/,
  /^The needle /,
];

/** True for an error the multipart parser threw while reading `request`'s body. */
export function isBrokenMultipart(error: unknown, request: FastifyRequest): boolean {
  if (!(error instanceof Error) || error instanceof HttpError || 'statusCode' in error) return false;
  if (typeof request.isMultipart !== 'function' || !request.isMultipart()) return false;
  return PARSER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Multipart forms (uploads, imports, conversions) in the `/api` scope, with their broken bodies refused. */
export async function registerMultipart(api: FastifyInstance, config: AppConfig): Promise<void> {
  // one file per form; the size bound answers 413 (each route words it)
  await api.register(multipart, {
    limits: { fileSize: config.uploadMaxMb * 1024 * 1024, files: 1, fields: 10 },
  });
  api.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw brokenMultipart(request);
  });
}
