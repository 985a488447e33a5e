import { parseYesNo } from '@kantor/core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';

/**
 * The `event` field of the security log lines: stable names, so alerts and searches survive changes
 * of wording (docs/observability.md lists them).
 */
export type AuditEvent =
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.otp_sent'
  | 'auth.logout'
  | 'auth.password_changed'
  | 'auth.password_reset_requested'
  | 'auth.password_reset'
  | 'access.denied'
  | 'roles.permissions_changed'
  | 'rules.changed'
  | 'accounts.changed';

type Fields = Record<string, unknown>;

/**
 * One structured line through the request's logger (so it carries `reqId`), with the caller's user
 * id unless the fields name one. Never pass a body: fields are chosen, so a password cannot slip in.
 */
export function audit(
  request: FastifyRequest,
  event: AuditEvent,
  fields: Fields = {},
  level: 'info' | 'warn' = 'info',
): void {
  request.log[level]({ event, userId: request.user?.id ?? null, ...fields }, event);
}

/** Details a handler adds to the permission-change line the hook below writes (e.g. pages added). */
const details = new WeakMap<FastifyRequest, Fields>();
export function auditDetail(request: FastifyRequest, fields: Fields): void {
  details.set(request, { ...details.get(request), ...fields });
}

/** Why a 401/403 was answered, kept from the error until the answer has left. */
const denials = new WeakMap<FastifyRequest, { reason: string; message: string }>();

function denialOf(error: FastifyError | HttpError, status: number): { reason: string; message: string } {
  const extra = error instanceof HttpError ? error.extra : {};
  const key = error instanceof HttpError ? error.key : undefined;
  let reason = status === 401 ? 'unauthenticated' : 'forbidden';
  if (extra.blocked === true) reason = 'route_blocked_by_rule';
  else if (extra.status === 'Blocked') reason = 'account_blocked';
  else if (extra.status === 'Pending') reason = 'account_pending';
  else if (key === 'errors.unauthenticated') reason = 'not_signed_in';
  else if (key === 'errors.accessDenied') reason = 'no_permission';
  return { reason, message: error.message.slice(0, 200) };
}

/**
 * Writes that change who may do what, by the first segments of the path: the generic CRUD of the
 * access resources and the role screens' own routes (roles/role-cache.ts drops its caches on the same
 * writes), the generic users form, and the account screens that set a login's role, status or password.
 */
const ACCOUNT_ROUTES = new Set([
  'tambahuser',
  'addlistteknisi',
  'edituser',
  'akuneditteknisi',
  'ubahrolestatusverify',
  'assignlogin',
  'dummuakunadd',
]);

function changeEventOf(path: string): AuditEvent | null {
  const [, first, second] = /^\/api\/([a-z]+)(?:\/([a-z]+))?/i.exec(path) ?? [];
  switch (first) {
    case 'roles':
    case 'permissions':
    case 'grouproleid':
      return 'roles.permissions_changed';
    case 'setupshowhideroleid':
      return 'rules.changed';
    case 'users':
      return 'accounts.changed';
    case 'akun':
      if (second === 'setubahpassword') return 'auth.password_changed';
      return second && ACCOUNT_ROUTES.has(second) ? 'accounts.changed' : null;
    default:
      return null;
  }
}

const scalar = (value: unknown): string | number | null =>
  typeof value === 'string' || typeof value === 'number' ? value : null;

/** The role a change is about, where the route names one (the path's id on role routes, or the input). */
function roleOf(request: FastifyRequest, path: string): string | number | null {
  const params = (request.params ?? {}) as Fields;
  const query = (request.query ?? {}) as Fields;
  const body = (
    request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {}
  ) as Fields;
  if (/^\/api\/roles\//.test(path) && params.id !== undefined) return scalar(params.id);
  return (
    scalar(query.role_id) ?? scalar(body.role_id) ?? scalar(body.to_role_id) ?? scalar(body.user_role_id)
  );
}

/**
 * The central part of the security log: every 401/403 answer (`access.denied`, whatever refused it;
 * a warning, but only info for the everyday 401 of a route that needs a session called without one)
 * and every successful write to roles, permissions, role rules and logins, from one onResponse hook
 * rather than a line in each route. Sign-in, sign-out and password events are written by their routes,
 * which know the outcome.
 */
export function registerAuditLog(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 401 || status === 403) denials.set(request, denialOf(error, status));
  });
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? null;
    if (status === 401 || status === 403) {
      const denial = denials.get(request) ?? {
        reason: status === 401 ? 'unauthenticated' : 'forbidden',
        message: '',
      };
      const resource = scalar((request.params as Fields | undefined)?.resource);
      // a route that needs a session called without one (no token, or a session that expired or ended)
      // is everyday traffic: an open tab after its session ended. Info, so warnings keep meaning
      // something: a signed-in user refused a route, a failed sign-in, a forged webhook, a blocked
      // account, and a public route's own token refused (metrics, a chat guest), which is no session
      const access = request.routeOptions.config?.access;
      const routine =
        !request.user &&
        denial.reason === 'not_signed_in' &&
        access !== undefined &&
        access.kind !== 'public';
      const fields = { status, method: request.method, route, resource, ...denial };
      audit(request, 'access.denied', fields, routine ? 'info' : 'warn');
      return;
    }
    if (status >= 400 || request.method === 'GET' || request.method === 'HEAD') return;
    const path = request.url.split('?')[0] ?? '';
    const event = changeEventOf(path);
    if (!event) return;
    // imports are dry runs unless the caller clearly says otherwise: nothing changed
    const dryRun = parseYesNo((request.query as Fields | undefined)?.dryRun) ?? true;
    if (/\/import(json)?$/.test(path) && dryRun) return;
    audit(request, event, {
      method: request.method,
      route,
      username: request.user?.username ?? null,
      targetId: scalar((request.params as Fields | undefined)?.id),
      roleId: roleOf(request, path),
      ...details.get(request),
    });
  });
}
