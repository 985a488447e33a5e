import {
  type ApiRecord,
  MSG,
  type PermissionGrid,
  type PermissionSaved,
  parseYesNo,
  RESOURCES,
  type RoleCloned,
  type RoleInfo,
  type RuleImportReport,
  type RulesCopied,
  type RulesExport,
  type WebsiteBundle,
  type WebsiteBundleGranted,
} from '@kantor/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from '../../errors.ts';
import { localeOf, say } from '../../lib/i18n.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { bodyOf } from '../../lib/request-body.ts';
import { adminRoute } from '../../plugins/access.ts';
import { auditDetail } from '../../plugins/audit-log.ts';
import { type Actor, insertRecord, inTransaction, writeContext } from '../resources/index.ts';
import { crudMap, userRoleGroupMap } from './access-map.service.ts';
import { assertMayGrantRoles } from './grants.ts';
import { buildGrid, pageKeyOf, websiteBundle } from './permission-grid.ts';
import {
  applyPermissionChange,
  findRole,
  grantedPages,
  noSuchRole,
  readChange,
  roleIdOf,
  roleOr404,
} from './permissions.service.ts';
import {
  accessMapSchema,
  cloneRoleSchema,
  copyRulesSchema,
  exportRulesSchema,
  grantWebsiteBundleSchema,
  importRulesSchema,
  permissionChangeSchema,
  permissionGridSchema,
  userRoleGroupSchema,
  websiteBundleSchema,
} from './roles.schemas.ts';
import {
  copyRules,
  deleteRules,
  exportRules,
  importedRecords,
  importRules,
  RULES_FORMAT,
} from './rule-transfer.service.ts';

type IdParams = { Params: { id: string } };

const actorOf = (request: FastifyRequest): Actor => {
  const user = request.user!;
  return { id: user.id, username: user.username, userId: user.user_id };
};
/** A query switch: a yes/no word (core's one list), or the safe default for anything else. */
const flag = (value: unknown, fallback: boolean) => parseYesNo(value) ?? fallback;

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
export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  app.get<IdParams>(
    '/roles/permissionmulti/:id',
    { ...adminRoute('roles/permissionmulti'), schema: permissionGridSchema },
    async (request) => {
      const role = await roleOr404(app.db.query, request.params.id);
      return { role, ...buildGrid(await grantedPages(app.db.query, role.id)) } satisfies PermissionGrid;
    },
  );

  app.put<IdParams>(
    '/roles/permissionmulti/:id',
    { ...adminRoute('roles/permissionmulti'), schema: permissionChangeSchema },
    async (request) => {
      const role = await roleOr404(app.db.query, request.params.id);
      const change = readChange(request.body, localeOf(request));
      const result = await app.db.transaction((query) =>
        applyPermissionChange(query, role, change, actorOf(request), localeOf(request)),
      );
      await invalidate(app);
      auditDetail(request, { added: result.added, removed: result.removed });
      return { message: say(request, 'success.recordUpdated'), ...result } satisfies PermissionSaved;
    },
  );

  app.post<IdParams>(
    '/roles/clone/:id',
    { ...adminRoute('roles/clone'), schema: cloneRoleSchema },
    async (request) => {
      const source = await roleOr404(app.db.query, request.params.id);
      const body = bodyOf(request);
      const actor = actorOf(request);
      const input = {
        role_name: typeof body.role_name === 'string' ? body.role_name.trim() : body.role_name,
        keterangan: body.keterangan === undefined ? source.keterangan : body.keterangan,
      };
      try {
        const result = await inTransaction(writeContext(request), async (tx) => {
          const { query } = tx;
          // the new role holds the source's pages and rules: the actor must hold them (403 otherwise)
          await assertMayGrantRoles(query, actor.id, [source.id]);
          // a roles record: its declared fields are role_name and keterangan, with the new id
          const record = (await insertRecord(tx, RESOURCES.roles, input)) as ApiRecord & RoleInfo;
          const id = Number(record.id);
          const permissions = await query(
            `INSERT INTO permissions (role_id, page_name) SELECT $1, page_name FROM permissions WHERE role_id = $2
           ON CONFLICT DO NOTHING RETURNING id`,
            [id, source.id],
          );
          const rules = await copyRules(query, source.id, id, actor);
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
    },
  );

  app.get<IdParams>(
    '/roles/importrsetwebsite/:id',
    { ...adminRoute('roles/importrsetwebsite'), schema: websiteBundleSchema },
    async (request) => {
      const role = await roleOr404(app.db.query, request.params.id);
      const held = new Set((await grantedPages(app.db.query, role.id)).map(pageKeyOf));
      return {
        role,
        bundle: websiteBundle().map((page) => ({ page, granted: held.has(page) })),
      } satisfies WebsiteBundle;
    },
  );

  app.post<IdParams>(
    '/roles/importrsetwebsite/:id',
    { ...adminRoute('roles/importrsetwebsite'), schema: grantWebsiteBundleSchema },
    async (request) => {
      const role = await roleOr404(app.db.query, request.params.id);
      const bundle = websiteBundle();
      const body = bodyOf(request);
      let pages = bundle;
      if (body.pages !== undefined) {
        const given = Array.isArray(body.pages) ? body.pages : null;
        const outside = given?.filter((p) => typeof p !== 'string' || !bundle.includes(pageKeyOf(p)));
        if (!given || outside!.length > 0) {
          throw new ValidationError({ pages: [say(request, MSG.rolesWebsiteBundleOnly)] });
        }
        pages = (given as string[]).map(pageKeyOf);
      }
      const result = await app.db.transaction((query) =>
        applyPermissionChange(query, role, { grant: pages, revoke: [] }, actorOf(request), localeOf(request)),
      );
      await invalidate(app);
      auditDetail(request, { added: result.added });
      return {
        message: say(request, 'success.recordUpdated'),
        added: result.added,
        alreadyGranted: pages.filter((p) => !result.added.includes(p)),
        pages: result.pages,
      } satisfies WebsiteBundleGranted;
    },
  );

  app.get<{ Querystring: { role_id?: string } }>(
    '/setupshowhideroleid/exportjson',
    { ...adminRoute('setupshowhideroleid/export'), schema: exportRulesSchema },
    async (request, reply: FastifyReply) => {
      const role = await requiredRole(app, request, request.query.role_id);
      const rules = await exportRules(app.db.query, role.id);
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
    },
  );

  app.post<{ Querystring: { role_id?: string; dryRun?: string; replace?: string } }>(
    '/setupshowhideroleid/importjson',
    { ...adminRoute('setupshowhideroleid/import'), schema: importRulesSchema },
    async (request) => {
      const role = await requiredRole(app, request, request.query.role_id);
      const records = importedRecords(request.body, localeOf(request));
      const report = await importRules(writeContext(request), role, records, {
        dryRun: flag(request.query.dryRun, true),
        replace: flag(request.query.replace, false),
      });
      if (report.imported > 0 || (report.deleted > 0 && !report.dryRun)) await invalidate(app);
      return report satisfies RuleImportReport;
    },
  );

  app.post(
    '/setupshowhideroleid/copy',
    { ...adminRoute('setupshowhideroleid/add'), schema: copyRulesSchema },
    async (request) => {
      const body = bodyOf(request);
      const errors: Record<string, string[]> = {};
      const from = await findRole(app.db.query, body.from_role_id);
      const to = await findRole(app.db.query, body.to_role_id);
      if (!from) errors.from_role_id = [say(request, body.from_role_id == null ? MSG.required : MSG.exists)];
      if (!to) errors.to_role_id = [say(request, body.to_role_id == null ? MSG.required : MSG.exists)];
      if (from && to && from.id === to.id) errors.to_role_id = [say(request, MSG.rolesSameRole)];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const replace = flag(body.replace, false);
      const actor = actorOf(request);
      const result = await app.db.transaction(async (query) => {
        const deleted = replace ? await deleteRules(query, to!.id, actor) : 0;
        const copied = await copyRules(query, from!.id, to!.id, actor);
        return { copied, deleted };
      });
      await invalidate(app);
      return {
        message: say(request, 'success.recordAdded'),
        from: from!,
        to: to!,
        ...result,
      } satisfies RulesCopied;
    },
  );

  app.get('/petacud', { ...adminRoute('petacud'), schema: accessMapSchema }, async () =>
    crudMap(app.db.query),
  );

  app.get<{ Querystring: { search?: string; role_id?: string; page?: string; limit?: string } }>(
    '/petauseridroleidgroupid',
    { ...adminRoute('petauseridroleidgroupid'), schema: userRoleGroupSchema },
    async (request) => {
      const q = request.query;
      const limit = Math.min(Math.max(Number.parseInt(q.limit ?? '', 10) || 100, 1), 500);
      const page = Math.max(Number.parseInt(q.page ?? '', 10) || 1, 1);
      return userRoleGroupMap(app.db.query, {
        search: String(q.search ?? '')
          .trim()
          .slice(0, 100),
        roleId: q.role_id ? roleIdOf(q.role_id) : null,
        limit,
        page,
      });
    },
  );
}

/** `?role_id=` of the rule transfer routes: required (422) and existing (404). */
async function requiredRole(app: FastifyInstance, request: FastifyRequest, raw: unknown) {
  if (raw === undefined || raw === '') throw new ValidationError({ role_id: [say(request, MSG.required)] });
  const role = await findRole(app.db.query, raw);
  if (!role) throw noSuchRole(raw);
  return role;
}
