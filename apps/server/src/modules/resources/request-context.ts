import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../../errors.ts';
import { knownCaller, type ResourceAccess } from '../../plugins/access.ts';
import { type Actor, HookRegistry } from './hooks.ts';
import { findRecord, type Scope } from './resources.service.ts';
import type { WriteContext } from './resources.write.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain hooks of every registered module (see hooks.ts). */
    resourceHooks: HookRegistry;
  }
}

export function registerResourceHooks(
  app: FastifyInstance,
  registry: HookRegistry = new HookRegistry(),
): void {
  app.decorate('resourceHooks', registry);
  // the one scoped read behind every route about a record (plugins/access.ts, `record` of an access)
  app.decorate('findInScope', (resource, caller, id) =>
    findRecord(app.db.query, resource, id, { scope: (p) => registry.scope(resource.name, caller, p) }),
  );
}

/** The signed-in caller as the author of a write. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw unauthorized();
  return {
    id: user.id,
    username: user.username,
    userId: user.user_id,
    sessionId: user.sessionId,
    cabang: user.cabang,
  };
}

/** Everything a write needs from the request: database, author, language, domain hooks. */
export function writeContext(request: FastifyRequest): WriteContext {
  const app = request.server;
  return {
    db: app.db,
    actor: actorOf(request),
    acceptLanguage: request.headers['accept-language'],
    hooks: app.resourceHooks,
    app,
    caller: knownCaller(request),
  };
}

/** The row scope of the resource call (domain hooks, Batasi Baris rules), or undefined when every row is reachable. */
export function scopeOf(request: FastifyRequest): Scope | undefined {
  const access = request.resourceAccess;
  if (!access) return undefined;
  const hooks = request.server.resourceHooks;
  if (!hooks.narrows(access.resource.name, access.caller)) return undefined;
  return (p) => hooks.scope(access.resource.name, access.caller, p);
}

/** The access the plugin established for a resource route (always set on those routes; 404 if not). */
export function accessOf(request: FastifyRequest): ResourceAccess {
  const access = request.resourceAccess;
  if (!access) throw notFound();
  return access;
}
