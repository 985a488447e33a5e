import {
  type Access,
  type AccessDecision,
  AGENT_PAGES,
  adminOnlyKeysOf,
  type Caller,
  callerFor,
  DEFAULT_BLOCKED_MESSAGE,
  decide,
  getResource,
  holdsPage,
  holdsWritePage,
  isBlockedRoute,
  isOwner,
  type PageConfig,
  type RecordTarget,
  type Resource,
  type RouteAction,
  roleSetOf,
  ruleRoutesOf,
  usesAdminOnlyKeys,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { forbidden, HttpError, notFound, unauthorized } from '../errors.ts';
import { authoriseScope } from './access-scopes.ts';

export type { Access, Caller, RecordTarget, RouteAction } from '@kantor/core';

/** Reads one record of `resource` inside the caller's row scope, or null (the resources module's). */
export type ScopedFinder = (
  resource: Resource,
  caller: Caller,
  id: string,
) => Promise<Record<string, unknown> | null>;

/** What the access check found out about a resource call, for the handler and the serialiser. */
export type ResourceAccess = {
  caller: Caller;
  resource: Resource;
  action: RouteAction;
  decision: AccessDecision;
  /** The compiled rules of the action's main API route (`/x`, `/x/add`, ...). */
  config: PageConfig;
  /** Fields the caller's role may not see on this route: out of every answer, filter and search. */
  hidden: ReadonlySet<string>;
  /** The caller reads the rules of their own role (allowed to everyone, spec §4). */
  ownRules?: boolean;
};

/** One row of the route table: every `/api` route and how it is reached. */
export type RouteEntry = {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's Fastify schema, which the API docs (modules/docs) describe it from. */
  schema?: FastifySchema;
  /** The route plugin that registered it (`authRoutes`): the API docs' tag. */
  plugin?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A route's own access check that needs the request (rule R5's `assertSeesAll`): run after the
     * route's pages and before the record it names is looked up, so a refused caller gets its 403
     * whatever record or input it sent (as the authorisation matrix's oracle orders them).
     */
    guard?: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    resourceAccess: ResourceAccess | null;
    /** The record a route about one record is about (its access's `record`), read by the access check. */
    recordInView: Record<string, unknown> | null;
    /** Fields of that record's resource the caller may not see: stripped from the answer too. */
    recordHidden: ReadonlySet<string> | null;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
    /** Set by the resources module: the one way a record is read within a caller's row scope. */
    findInScope: ScopedFinder;
  }
}

/** Who is calling (core's `callerFor`: role flags by id, R1), loaded once per request. */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const cached = (request as FastifyRequest & { caller?: Caller }).caller;
  if (cached) return cached;
  const user = request.user;
  if (!user) throw unauthorized();
  // every role the login holds (issue 37): pages united, rules merged (roleRules.pageConfig)
  const roles = roleSetOf(user.user_role_id, user.peran_lain);
  const grant = await request.server.roleCache.get(roles);
  const caller = callerFor(user, grant.pages);
  // Batasi Baris rules (issue 37): read with who is looking; the admin reaches every row whatever a rule says
  const byResource = caller.isAdmin ? null : await request.server.roleRules.rowScopes(caller.roles);
  if (byResource?.size)
    caller.rowScopes = { byResource, facts: await request.server.userFacts.at(user, grant.names) };
  (request as FastifyRequest & { caller?: Caller }).caller = caller;
  return caller;
}

/**
 * The caller the access check already loaded for this request, if it did (every route but `public` and
 * `signedIn` ones): for code that cannot wait, such as a write's context (resources/request-context.ts).
 */
export function knownCaller(request: FastifyRequest): Caller | undefined {
  return (request as FastifyRequest & { caller?: Caller }).caller;
}

/** Routes without a declared access (a programming error) are listed here; the route-table test reads it. */
export function undeclaredRoutes(table: readonly RouteEntry[]): RouteEntry[] {
  return table.filter((r) => r.url.startsWith('/api/') && !r.access);
}

/** A route a rule blocks is refused with the rule's message (spec §4), whatever the client shows. */
function assertNotBlocked(config: PageConfig, route: string): void {
  if (isBlockedRoute(config.blockedRoutes, route)) {
    throw new HttpError(403, config.blocked?.message || DEFAULT_BLOCKED_MESSAGE, { blocked: true });
  }
}

/** A Blokir rule on `/page` refuses the page on the server too. */
async function assertPageNotBlocked(request: FastifyRequest, caller: Caller, page: string) {
  const route = `/${page}`;
  assertNotBlocked(await request.server.roleRules.pageConfig(caller.roles, route), route);
}

/** Everyone reads the role rules of their own role: they shape the pages (spec §4, §7). */
function readsOwnRules(request: FastifyRequest, caller: Caller, resource: Resource, action: RouteAction) {
  if (resource.name !== 'setupshowhideroleid' || action !== 'list' || caller.roleId == null) return false;
  const roleId = (request.query as Record<string, unknown> | undefined)?.role_id;
  return String(roleId) === String(caller.roleId);
}

async function checkResource(
  request: FastifyRequest,
  name: string,
  action: RouteAction,
  extra: Pick<Extract<Access, { kind: 'resource' }>, 'also' | 'alsoPages'> = {},
) {
  const resource = getResource(name);
  if (!resource) throw notFound();
  const caller = await callerOf(request);
  const routes = ruleRoutesOf(resource, action);
  const configs = await Promise.all(
    routes.map((route) => request.server.roleRules.pageConfig(caller.roles, route)),
  );
  if (readsOwnRules(request, caller, resource, action)) {
    request.resourceAccess = {
      caller,
      resource,
      action,
      decision: 'allow',
      config: configs[0]!,
      hidden: new Set(),
      ownRules: true,
    };
    return;
  }
  const decision = decide(caller, resource, action);
  if (decision === 'deny') throw forbidden();
  if (extra.also?.some((other) => decide(caller, resource, other) === 'deny')) throw forbidden();
  if (extra.alsoPages?.some((page) => !holdsPage(caller.pages, page))) throw forbidden();
  routes.forEach((route, i) => {
    assertNotBlocked(configs[i]!, route);
  });
  const hidden = new Set(configs.flatMap((c) => c.hiddenFields));
  for (const label of await request.server.roleRules.hiddenLabels(caller.roles, resource)) hidden.add(label);
  // the json keys only an admin reads (company tax and payment settings): stripped at any depth
  if (!usesAdminOnlyKeys(caller)) for (const key of adminOnlyKeysOf(resource)) hidden.add(key);
  request.resourceAccess = { caller, resource, action, decision, config: configs[0]!, hidden };
}

/**
 * The fields of `resource` a caller's role may not see (Hide Kolom rules on `/resource`). A composed
 * answer does not read this: it declares its shape (`quoting`, plugins/quotes.ts), which does.
 */
export async function hiddenFieldsOf(
  request: FastifyRequest,
  resource: string,
): Promise<ReadonlySet<string>> {
  const caller = await callerOf(request);
  const config = await request.server.roleRules.pageConfig(caller.roles, `/${resource}`);
  return new Set(config.hiddenFields);
}

/**
 * Whether the caller's view of `resource` is allowed at all (its view page, and no Blokir rule on its
 * view routes): the route-level half of reading one record.
 */
async function mayView(request: FastifyRequest, caller: Caller, resource: Resource): Promise<boolean> {
  if (decide(caller, resource, 'view') === 'deny') return false;
  for (const route of ruleRoutesOf(resource, 'view')) {
    const config = await request.server.roleRules.pageConfig(caller.roles, route);
    if (isBlockedRoute(config.blockedRoutes, route)) return false;
  }
  return true;
}

/**
 * One record as the caller's own view of it would show it (rule R4 of docs/architecture.md): null when
 * the caller may not view the resource, when the record lies outside their view scope, or when it does
 * not exist — the three answer alike, so a caller learns nothing of records they cannot see. For routes
 * that name a record in their body or query; a route with the record in its path declares `record`.
 */
export async function recordInView(
  request: FastifyRequest,
  resourceName: string,
  id: unknown,
): Promise<Record<string, unknown> | null> {
  const resource = getResource(String(resourceName));
  if (!resource || (typeof id !== 'string' && typeof id !== 'number')) return null;
  const caller = await callerOf(request);
  if (!(await mayView(request, caller, resource))) return null;
  return request.server.findInScope(resource, caller, String(id));
}

/** The `record` part of a route's access: the view page (403), then the record in scope (404). */
async function authoriseRecord(request: FastifyRequest, target: RecordTarget): Promise<void> {
  const params = request.params as Record<string, unknown> | undefined;
  // `:resource`: the resource the route's own `resource` parameter names (printing any record)
  const generic = target.resource === ':resource';
  const resource = getResource(generic ? String(params?.resource ?? '') : target.resource);
  if (!resource && generic) throw notFound();
  if (!resource) throw new Error(`route about a record of an unknown resource: ${target.resource}`);
  const caller = await callerOf(request);
  if (decide(caller, resource, 'view') === 'deny') throw forbidden();
  for (const route of ruleRoutesOf(resource, 'view')) {
    assertNotBlocked(await request.server.roleRules.pageConfig(caller.roles, route), route);
  }
  const id = params?.[target.param];
  const record = typeof id === 'string' ? await request.server.findInScope(resource, caller, id) : null;
  if (!record) throw notFound();
  if (target.ownerOrAdmin && !caller.isAdmin && !isOwner(caller, resource, record)) throw forbidden();
  request.recordInView = record;
  const hidden = new Set(await hiddenFieldsOf(request, resource.name));
  for (const label of await request.server.roleRules.hiddenLabels(caller.roles, resource)) hidden.add(label);
  request.recordHidden = hidden;
}

/** The one authorisation step every `/api` route goes through, from the route's declared access. */
export async function authorise(request: FastifyRequest, access: Access): Promise<void> {
  await authoriseRoute(request, access);
  await request.routeOptions.config.guard?.(request);
  if (access.kind !== 'public' && access.kind !== 'signedIn' && access.record)
    await authoriseRecord(request, access.record);
  if (access.kind === 'scope' || access.kind === 'agent' || (access.kind === 'resource' && access.scope))
    await authoriseScope(request, await callerOf(request), access);
}

async function authoriseRoute(request: FastifyRequest, access: Access): Promise<void> {
  if (access.kind === 'public') return;
  // an unknown resource is a 404 for everyone, signed in or not
  if (access.kind === 'resource' && access.resource === ':resource') {
    if (!getResource(String((request.params as Record<string, unknown>).resource ?? ''))) throw notFound();
  }
  if (!request.user) throw unauthorized();
  switch (access.kind) {
    case 'signedIn':
      if (access.writes && !holdsWritePage((await callerOf(request)).pages)) throw forbidden();
      return;
    case 'admin': {
      const caller = await callerOf(request);
      if (!caller.isAdmin) throw forbidden();
      if (access.page) {
        if (!holdsPage(caller.pages, access.page)) throw forbidden();
        await assertPageNotBlocked(request, caller, access.page);
      }
      return;
    }
    case 'page':
    case 'scope':
    case 'agent': {
      const caller = await callerOf(request);
      const pages = typeof access.page === 'string' ? [access.page] : access.page;
      const held = pages.find((p) => holdsPage(caller.pages, p));
      if (!held) throw forbidden();
      await assertPageNotBlocked(request, caller, held);
      return;
    }
    case 'resource': {
      const name =
        access.resource === ':resource'
          ? String((request.params as Record<string, unknown>).resource ?? '')
          : access.resource;
      await checkResource(request, name, access.action, access);
    }
  }
}

/**
 * Record-level part of spec §6 for edit and delete: when the route-level decision left it to
 * ownership, only the owner of the record passes.
 */
export function assertRecordAccess(access: ResourceAccess, record: Record<string, unknown> | null): void {
  if (access.decision === 'record' && !isOwner(access.caller, access.resource, record)) throw forbidden();
}

const MAX_STRIP_DEPTH = 8;

/** Removes hidden fields (and their relation labels and history diffs) anywhere in an answer. */
export function stripHidden(value: unknown, hidden: ReadonlySet<string>, depth = 0): unknown {
  if (hidden.size === 0 || depth > MAX_STRIP_DEPTH || value === null || typeof value !== 'object')
    return value;
  if (Array.isArray(value)) return value.map((v) => stripHidden(v, hidden, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)
    return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (hidden.has(key) || (key.endsWith('_label') && hidden.has(key.slice(0, -6)))) continue;
    out[key] = stripHidden(v, hidden, depth + 1);
  }
  return out;
}

/**
 * Registers the access check and the serialiser: every `/api` route's declared access is checked
 * before its handler, and every JSON answer of a resource call leaves without the role's hidden fields.
 */
export function registerAccess(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('resourceAccess', null);
  app.decorateRequest('recordInView', null);
  app.decorateRequest('recordHidden', null);
  app.addHook('onRoute', function (route) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // `this` is the plugin instance adding the route; its name chain starts with its own plugin's name
    const plugin = this.pluginName.split(' -> ')[0];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access: route.config?.access, schema: route.schema, plugin });
    }
  });
  // before body validation: a caller without access learns nothing about the route's input, and gets
  // its 401/403 whatever it sent
  app.addHook('preValidation', async (request) => {
    if (request.is404 || !request.url.startsWith('/api/')) return;
    const access = request.routeOptions.config.access;
    if (!access) {
      request.log.error({ url: request.routeOptions.url }, 'route without a declared access: refused');
      throw forbidden();
    }
    await authorise(request, access);
  });
  // a composed answer's declared shape was applied before this (plugins/quotes.ts, registered first)
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const hidden = hiddenOfAnswer(request);
    if (!hidden || hidden.size === 0 || payload === null || typeof payload !== 'object') return payload;
    if (Array.isArray(payload)) return stripHidden(payload, hidden);
    // A 422's `errors` names fields, never their values: a required field hidden from the role without a
    // default rule is named so the admin can add one (docs/rules.md).
    const { errors, ...rest } = payload as Record<string, unknown>;
    const stripped = stripHidden(rest, hidden) as Record<string, unknown>;
    return errors === undefined ? stripped : { ...stripped, errors };
  });
}

/** What an answer leaves without: the resource call's hidden fields and those of the record it is about. */
function hiddenOfAnswer(request: FastifyRequest): ReadonlySet<string> | undefined {
  const own = request.resourceAccess?.hidden;
  const record = request.recordHidden;
  if (!record || record.size === 0) return own;
  if (!own || own.size === 0) return record;
  return new Set([...own, ...record]);
}

/** Route options declaring how a route is reached (see {@link Access}). */
const routeAccess = (access: Access) => ({ config: { access } });
export const publicRoute = routeAccess({ kind: 'public' });
export const signedInRoute = routeAccess({ kind: 'signedIn' });
/** Signed in and holding an add or edit page of something (core's `holdsWritePage`): uploads. */
export const writerRoute = routeAccess({ kind: 'signedIn', writes: true });
export const adminRoute = (page?: string, extra: { record?: RecordTarget } = {}) =>
  routeAccess({ kind: 'admin', page, ...extra });
export const pageRoute = (page: string | readonly string[], extra: { record?: RecordTarget } = {}) =>
  routeAccess({ kind: 'page', page, ...extra });
/** The chat console: one of its pages (403) and an agent (404 otherwise): core's `agent` kind. */
export const agentRoute = routeAccess({ kind: 'agent', page: AGENT_PAGES });
export const resourceRoute = (
  resource: string,
  action: RouteAction,
  extra: { also?: readonly RouteAction[]; alsoPages?: readonly string[]; record?: RecordTarget } = {},
) => routeAccess({ kind: 'resource', resource, action, ...extra });
