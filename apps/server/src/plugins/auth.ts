import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Query } from '../db/connect.ts';
import { unauthorized } from '../errors.ts';
import type { SessionUser } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    token: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  // A browser's WebSocket cannot set headers: the realtime channel names the token as a subprotocol.
  const protocols = request.headers['sec-websocket-protocol'];
  if (request.headers.upgrade?.toLowerCase() === 'websocket' && typeof protocols === 'string') {
    const entry = protocols
      .split(',')
      .map((p) => p.trim())
      .find((p) => p.startsWith('bearer.'));
    if (entry) return entry.slice('bearer.'.length) || null;
  }
  return null;
}

/** The signed-in user of a bearer token, or null: the auth module's sessions, handed in by app.ts. */
export type SessionLookup = (query: Query, token: string) => Promise<SessionUser | null>;

/**
 * Resolves the caller from the bearer token on every API request; routes decide whether one is needed.
 * The lookup is passed in rather than imported, so this plugin stays below the modules.
 */
export function registerAuth(app: FastifyInstance, findSessionUser: SessionLookup): void {
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = bearerToken(request);
    request.token = token;
    request.user = token ? await findSessionUser(app.db.query, token) : null;
  });
}

/** preHandler: refuse with 401 when nobody is signed in. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}
