import {
  type ApiRecord,
  accessMapRoute,
  cloneRoleRoute,
  copyRulesRoute,
  exportRulesRoute,
  grantWebsiteBundleRoute,
  importRulesRoute,
  MSG,
  type PermissionGrid,
  type PermissionSaved,
  permissionChangeRoute,
  permissionGridRoute,
  RESOURCES,
  type RoleCloned,
  type RoleInfo,
  type RuleImportReport,
  type RulesCopied,
  type RulesExport,
  userRoleGroupRoute,
  type WebsiteBundle,
  type WebsiteBundleGranted,
  websiteBundleRoute,
} from '@kantor/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { serveRoute } from '../../lib/serve-route.ts';
import { auditDetail } from '../../plugins/audit-log.ts';
import { type Actor, insertRecord, inTransaction, writeContext } from '../resources/index.ts';
import { crudMap, userRoleGroupMap } from './access-map.service.ts';
import { assertMayGrantRoles } from './grants.ts';
import { buildGrid, pageKeyOf, websiteBundle } from './permission-grid.ts';
import {
  applyPermissionChange,
  findRole,
  grantedPages,
  knownChange,
  roleIdOf,
  roleOr404,
} from './permissions.service.ts';
import { copyRules, deleteRules, exportRules, importRules, RULES_FORMAT } from './rule-transfer.service.ts';

const actorOf = (request: FastifyRequest): Actor => {
  const user = request.user!;
  return { id: user.id, username: user.username, userId: user.user_id };
};
/** Pages and rules of every instance are rebuilt at the next request (the access version moves). */
async function invalidate(app: FastifyInstance): Promise<void> {
  app.roleRules.invalidate();
  await app.roleCache.invalidate();
}

/**
 * Role management (admin only: `requireAdmin`, 401 signed out, 403 for any other role). Every write is
 * ONE transaction and drops the role and rule caches, so a change reaches signed-in users at their next
 * call (their next page load in the web app), without signing in again.
 *
 * - `GET /roles/permissionmulti/{id}`: `{ role, actions, groups: [{ kind: basic|resource|tool|admin,
 *   rows: [{ name, cells: [{ action, page, granted }], extras }] }], granted, unknown }` — every page of
 *   `allPages()`; `unknown` lists granted keys the product does not know (legacy rows, kept).
 * - `PUT /roles/permissionmulti/{id}` `{ grant, revoke }` or `{ pages }` (the whole known set) →
 *   `{ added, removed, pages }`. Keys are normalised (`/rsupplier/index/` = `rsupplier`); an unknown page
 *   to grant, a page both granted and revoked, or an admin role losing `roles`/`roles/permissionmulti`
 *   is a 422 and nothing changes. One audit_log entry (`permissions`, the role id).
 * - `POST /roles/clone/{id}` `{ role_name, keterangan? }` → the new role (validated like a roles add:
 *   required, unique case-insensitively, ≤ 50) with the same pages and copies of the same rules.
 * - `GET|POST /roles/importrsetwebsite/{id}`: the website-settings permission bundle — `rsetwebsite`
 *   with its standard actions and every extra route of spec §2 "Website settings", plus the website map
 *   `petarsetwebsite`. GET shows it with what the role holds; POST `{ pages? }` grants all of it (or the
 *   listed part; anything outside the bundle is a 422) and never revokes.
 * - `GET /setupshowhideroleid/exportjson?role_id=` → a file `{ format: 'kantor-role-rules', version: 1,
 *   role, exported_at, count, rules }`, rules without id, role_id and user_id, empty fields left out.
 * - `POST /setupshowhideroleid/importjson?role_id=&dryRun=true|false&replace=false|true` with an export
 *   file or a plain array: every record checked (a plain object; only rule fields; a known category,
 *   stored under the setup resource's name; what the engine would skip, e.g. an invalid expression or an
 *   unsafe link; then the resource's validation). A dry run (the default) reports; a commit writes all
 *   or nothing. `replace` deletes the role's rules first, in the same transaction.
 * - `POST /setupshowhideroleid/copy` `{ from_role_id, to_role_id, replace? }` → `{ copied, deleted }`.
 * - `GET /petacud` → resources × roles × actions with an `AccessState` each (see access-map.service.ts).
 * - `GET /petauseridroleidgroupid?search=&role_id=&page=&limit=` → users with their role and the groups
 *   whose `role_ids` contain it; roles with user counts and groups; groups with their roles.
 */
/**
 * Role management, declared in core (packages/core/src/api/routes/roles.ts): admin only, the admin role
 * holding each route's page (401 signed out, 403 for any other role). Every write is ONE transaction and
 * drops the role and rule caches, so a change reaches signed-in users at their next call (their next
 * page load in the web app), without signing in again.
 *
 * - The grid (`/roles/permissionmulti/{id}`) lists every page of `allPages()`; `unknown` lists granted
 *   keys the product does not know (legacy rows, kept). Its change takes `{ grant, revoke }` or
 *   `{ pages }`; keys are normalised (`/rsupplier/index/` = `rsupplier`); an unknown page to grant, a
 *   page both granted and revoked, or an admin role losing `roles`/`roles/permissionmulti` is a 422 and
 *   nothing changes. One audit_log entry (`permissions`, the role id).
 * - A clone is validated like a roles add (required, unique case-insensitively, ≤ 50) and gets the same
 *   pages and copies of the same rules.
 * - The website-settings bundle: `rsetwebsite` with its standard actions and every extra route of spec
 *   §2 "Website settings", plus the website map `petarsetwebsite`; granting never revokes, and a page
 *   outside the bundle is a 422.
 * - The rules' export file has no id, role_id or user_id, empty fields left out. An import checks every
 *   record (a plain object; only rule fields; a known category, stored under the setup resource's name;
 *   what the engine would skip, e.g. an invalid expression or an unsafe link; then the resource's
 *   validation); a dry run (the default) reports, a commit writes all or nothing; `replace` deletes the
 *   role's rules first, in the same transaction.
 */
export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const query = app.db.query;

  serveRoute(app, permissionGridRoute, async ({ params }) => {
    const role = await roleOr404(query, params.id);
    return { role, ...buildGrid(await grantedPages(query, role.id)) } satisfies PermissionGrid;
  });

  serveRoute(app, permissionChangeRoute, async ({ params, body }, request) => {
    const role = await roleOr404(query, params.id);
    const change = knownChange(body, localeOf(request));
    const result = await app.db.transaction((tx) =>
      applyPermissionChange(tx, role, change, actorOf(request), localeOf(request)),
    );
    await invalidate(app);
    auditDetail(request, { added: result.added, removed: result.removed });
    return { message: say(request, 'success.recordUpdated'), ...result } satisfies PermissionSaved;
  });

  serveRoute(app, cloneRoleRoute, async ({ params, body }, request) => {
    const source = await roleOr404(query, params.id);
    const actor = actorOf(request);
    const input = {
      role_name: body.role_name,
      keterangan: body.keterangan === undefined ? source.keterangan : body.keterangan,
    };
    try {
      const result = await inTransaction(writeContext(request), async (tx) => {
        // the new role holds the source's pages and rules: the actor must hold them (403 otherwise)
        await assertMayGrantRoles(tx.query, actor.id, [source.id]);
        // a roles record: its declared fields are role_name and keterangan, with the new id
        const record = (await insertRecord(tx, RESOURCES.roles, input)) as ApiRecord & RoleInfo;
        const id = Number(record.id);
        const permissions = await tx.query(
          `INSERT INTO permissions (role_id, page_name) SELECT $1, page_name FROM permissions WHERE role_id = $2
           ON CONFLICT DO NOTHING RETURNING id`,
          [id, source.id],
        );
        const rules = await copyRules(tx.query, source.id, id, actor);
        return { record, permissions: permissions.length, rules };
      });
      await invalidate(app);
      return { message: say(request, 'success.recordAdded'), ...result } satisfies RoleCloned;
    } catch (error) {
      // two clones racing for one name: the unique index decides, answered like the check above
      if (isUniqueViolation(error)) {
        throw new ValidationError({ role_name: [say(request, MSG.unique)] });
      }
      throw error;
    }
  });

  serveRoute(app, websiteBundleRoute, async ({ params }) => {
    const role = await roleOr404(query, params.id);
    const held = new Set((await grantedPages(query, role.id)).map(pageKeyOf));
    return {
      role,
      bundle: websiteBundle().map((page) => ({ page, granted: held.has(page) })),
    } satisfies WebsiteBundle;
  });

  serveRoute(app, grantWebsiteBundleRoute, async ({ params, body }, request) => {
    const role = await roleOr404(query, params.id);
    const bundle = websiteBundle();
    const pages = (body.pages ?? bundle).map(pageKeyOf);
    if (pages.some((page) => !bundle.includes(page))) {
      throw new ValidationError({ pages: [say(request, MSG.rolesWebsiteBundleOnly)] });
    }
    const result = await app.db.transaction((tx) =>
      applyPermissionChange(tx, role, { grant: pages, revoke: [] }, actorOf(request), localeOf(request)),
    );
    await invalidate(app);
    auditDetail(request, { added: result.added });
    return {
      message: say(request, 'success.recordUpdated'),
      added: result.added,
      alreadyGranted: pages.filter((p) => !result.added.includes(p)),
      pages: result.pages,
    } satisfies WebsiteBundleGranted;
  });

  serveRoute(app, exportRulesRoute, async ({ query: q }, _request, reply) => {
    const role = await roleOr404(query, q.role_id);
    const rules = await exportRules(query, role.id);
    const slug =
      role.role_name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || role.id;
    const stamp = new Date().toISOString().slice(0, 10);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="rules-${slug}-${stamp}.json"`);
    return {
      format: RULES_FORMAT,
      version: 1,
      role: { id: role.id, role_name: role.role_name },
      exported_at: new Date().toISOString(),
      count: rules.length,
      rules,
    } satisfies RulesExport;
  });

  serveRoute(app, importRulesRoute, async ({ query: q, body }, request) => {
    const role = await roleOr404(query, q.role_id);
    const report = await importRules(writeContext(request), role, body.rules, {
      dryRun: q.dryRun ?? true,
      replace: q.replace ?? false,
    });
    if (report.imported > 0 || (report.deleted > 0 && !report.dryRun)) await invalidate(app);
    return report satisfies RuleImportReport;
  });

  serveRoute(app, copyRulesRoute, async ({ body }, request) => {
    const errors: Record<string, string[]> = {};
    const from = await findRole(query, body.from_role_id);
    const to = await findRole(query, body.to_role_id);
    if (!from) errors.from_role_id = [say(request, MSG.exists)];
    if (!to) errors.to_role_id = [say(request, MSG.exists)];
    if (from && to && from.id === to.id) errors.to_role_id = [say(request, MSG.rolesSameRole)];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const actor = actorOf(request);
    const result = await app.db.transaction(async (tx) => {
      const deleted = body.replace ? await deleteRules(tx, to!.id, actor) : 0;
      const copied = await copyRules(tx, from!.id, to!.id, actor);
      return { copied, deleted };
    });
    await invalidate(app);
    return {
      message: say(request, 'success.recordAdded'),
      from: from!,
      to: to!,
      ...result,
    } satisfies RulesCopied;
  });

  serveRoute(app, accessMapRoute, async () => crudMap(query));

  serveRoute(app, userRoleGroupRoute, async ({ query: q }) => {
    const limit = Math.min(Math.max(Number.parseInt(q.limit ?? '', 10) || 100, 1), 500);
    const page = Math.max(Number.parseInt(q.page ?? '', 10) || 1, 1);
    return userRoleGroupMap(query, {
      search: q.search ?? '',
      roleId: q.role_id ? roleIdOf(q.role_id) : null,
      limit,
      page,
    });
  });
}
