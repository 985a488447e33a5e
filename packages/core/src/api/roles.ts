/**
 * Answers of the role management routes (apps/server/src/modules/roles/roles.routes.ts). Each answer
 * is a zod schema and its type is inferred from it (see resources.ts).
 */
import { z } from 'zod';
import { ApiRecord, MessageAnswer } from './resources.ts';

export const RoleInfo = z.object({ id: z.int(), role_name: z.string(), keterangan: z.string().nullable() });
export type RoleInfo = z.infer<typeof RoleInfo>;

export const PageKind = z.enum(['basic', 'resource', 'tool', 'admin']);
export type PageKind = z.infer<typeof PageKind>;

/** One checkbox of the grid: an action of a page and whether the role holds it. */
export const GridCell = z.object({ action: z.string(), page: z.string(), granted: z.boolean() });
export type GridCell = z.infer<typeof GridCell>;

export const GridRow = z.object({
  name: z.string(),
  kind: PageKind,
  cells: z.array(GridCell),
  extras: z.array(GridCell),
});
export type GridRow = z.infer<typeof GridRow>;

/** `GET /roles/permissionmulti/{id}`. */
export const PermissionGrid = z.object({
  role: RoleInfo,
  /** The standard actions (grid columns); `index` is the list. */
  actions: z.array(z.string()).readonly(),
  groups: z.array(z.object({ kind: PageKind, rows: z.array(GridRow) })),
  /** Every granted page key, known or not. */
  granted: z.array(z.string()),
  /** Granted keys the product does not know (legacy rows): kept, shown apart, removable by `revoke`. */
  unknown: z.array(z.string()),
});
export type PermissionGrid = z.infer<typeof PermissionGrid>;

/** `PUT /roles/permissionmulti/{id}`. */
export const PermissionSaved = MessageAnswer.extend({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  pages: z.array(z.string()),
});
export type PermissionSaved = z.infer<typeof PermissionSaved>;

/** `POST /roles/clone/{id}`: the new role, with how many pages and rules were copied. */
export const RoleCloned = MessageAnswer.extend({
  /** A roles record (every column the generic add answers), with its declared fields. */
  record: ApiRecord.extend(RoleInfo.shape),
  permissions: z.int().nonnegative(),
  rules: z.int().nonnegative(),
});
export type RoleCloned = z.infer<typeof RoleCloned>;

/** `GET /roles/importrsetwebsite/{id}`. */
export const WebsiteBundle = z.object({
  role: RoleInfo,
  bundle: z.array(z.object({ page: z.string(), granted: z.boolean() })),
});
export type WebsiteBundle = z.infer<typeof WebsiteBundle>;

/** `POST /roles/importrsetwebsite/{id}`. */
export const WebsiteBundleGranted = MessageAnswer.extend({
  added: z.array(z.string()),
  alreadyGranted: z.array(z.string()),
  pages: z.array(z.string()),
});
export type WebsiteBundleGranted = z.infer<typeof WebsiteBundleGranted>;

/**
 * `GET /setupshowhideroleid/exportjson`: a role's rules as a file. Rules carry no id, role_id nor
 * user_id, and leave empty fields out: their keys vary with what each rule sets.
 */
export const RulesExport = z.object({
  format: z.literal('kantor-role-rules'),
  version: z.literal(1),
  role: RoleInfo.pick({ id: true, role_name: true }),
  exported_at: z.string(),
  count: z.int().nonnegative(),
  rules: z.array(z.record(z.string(), z.unknown())),
});
export type RulesExport = z.infer<typeof RulesExport>;

/** `POST /setupshowhideroleid/importjson`. */
export const RuleImportReport = z.object({
  dryRun: z.boolean(),
  replace: z.boolean(),
  total: z.int().nonnegative(),
  valid: z.int().nonnegative(),
  imported: z.int().nonnegative(),
  deleted: z.int().nonnegative(),
  /** `index` is the record's position in the imported list. */
  errors: z.array(z.object({ index: z.int(), errors: z.record(z.string(), z.array(z.string())) })),
});
export type RuleImportReport = z.infer<typeof RuleImportReport>;

/** `POST /setupshowhideroleid/copy`. */
export const RulesCopied = MessageAnswer.extend({
  from: RoleInfo,
  to: RoleInfo,
  copied: z.int().nonnegative(),
  deleted: z.int().nonnegative(),
});
export type RulesCopied = z.infer<typeof RulesCopied>;

/**
 * What a role may do with an action of a resource, as the API decides it (core's `decide` and the role
 * rules, told by `accessStateOf`, access/access-map.ts):
 * - `allowed`: the pages list grants it;
 * - `own`: edit/delete only of records the user owns;
 * - `adminOnly`: the page is held, but edit/delete on an admin-managed resource whose records are never
 *   owned needs the admin role;
 * - `blocked`: a Blokir JSX / block page rule of the role refuses the route;
 * - `readOnly`: the resource's records are not written by hand;
 * - `denied`: not in the pages list.
 */
export const AccessState = z.enum(['allowed', 'own', 'adminOnly', 'blocked', 'readOnly', 'denied']);
export type AccessState = z.infer<typeof AccessState>;

/** `GET /petacud`: resources × roles × actions. */
export const CrudMap = z.object({
  actions: z.array(z.string()).readonly(),
  roles: z.array(z.object({ id: z.int(), role_name: z.string(), isAdmin: z.boolean() })),
  resources: z.array(
    z.object({
      name: z.string(),
      adminManaged: z.boolean(),
      owner: z.string().nullable(),
      readOnly: z.boolean(),
      /** Per role id, then per action. */
      access: z.record(z.string(), z.record(z.string(), AccessState)),
    }),
  ),
});
export type CrudMap = z.infer<typeof CrudMap>;

const GroupRef = z.object({ id: z.int(), nama_group: z.string() });
const RoleRef = z.object({ id: z.int(), role_name: z.string() });

/** `GET /petauseridroleidgroupid`: users with their role and groups; roles and groups with their links. */
export const UserRoleGroupMap = z.object({
  users: z.array(
    z.object({
      id: z.int(),
      username: z.string(),
      email: z.string(),
      status: z.string(),
      role: RoleRef.nullable(),
      /** The login's other roles (`peran_lain`, issue 37), in the order it holds them. */
      otherRoles: z.array(RoleRef),
      /** The groups containing any of its roles. */
      groups: z.array(GroupRef),
    }),
  ),
  totalUsers: z.int().nonnegative(),
  roles: z.array(RoleRef.extend({ users: z.int().nonnegative(), groups: z.array(GroupRef) })),
  groups: z.array(
    z.object({
      id: z.int(),
      nama_group: z.string(),
      status: z.string().nullable(),
      roles: z.array(RoleRef),
      unknownRoleIds: z.array(z.int()),
      invalid: z.boolean(),
    }),
  ),
});
export type UserRoleGroupMap = z.infer<typeof UserRoleGroupMap>;
