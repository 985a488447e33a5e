import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A caller's id is kept only when it is short and plain: it lands in every log line of the request. */
const SANE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id: the caller's `X-Request-Id` (a proxy or the web app correlating its own logs) when
 * it is a sane value, else a new UUID. Anything else (too long, spaces, quotes, a repeated header) is
 * replaced rather than cleaned, so a log line never carries text the caller shaped.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify options: the id comes from `requestIdOf` only (`requestIdHeader: false` stops Fastify
 * taking the header as it is); pino labels it `reqId` on every line of `request.log`.
 */
export const requestIdOptions = { requestIdHeader: false, genReqId: requestIdOf } as const;

/**
 * Every answer carries the id back (errors, 404s, static files): a user quoting it lets us find
 * the request's log lines. Set first thing, so even an answer ended by an early hook has it.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
