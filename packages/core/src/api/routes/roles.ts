/**
 * Role management's routes, declared once (define-route.ts): a role's pages as a grid and their change,
 * cloning a role, the website-settings bundle, the rules' export, import and copy between roles, and the
 * two access maps. Admin only (the admin role holding each route's page). Served by
 * apps/server/src/modules/roles/roles.routes.ts, called by apps/web/src/features/roles and
 * features/rules.
 *
 * What needs the database or the product's pages list stays the server's (a role that exists, a page
 * the product knows, a page inside the website bundle); the shape of what is sent is checked here.
 */
import { z } from 'zod';
import { normaliseRoute } from '../../routes/normalise.ts';
import {
  CrudMap,
  PermissionGrid,
  PermissionSaved,
  RoleCloned,
  RuleImportReport,
  RulesCopied,
  RulesExport,
  UserRoleGroupMap,
  WebsiteBundle,
  WebsiteBundleGranted,
} from '../roles.ts';
import { defineRoute } from './define-route.ts';
import { recordId, said, trimmedText, yesNo } from './wire.ts';

/** At most this many pages in one list of a change. */
export const MAX_PAGE_LIST = 5000;
/** At most this many rules in one import. */
export const MAX_IMPORT_RULES = 5000;

const admin = (page: string) => ({ kind: 'admin', page }) as const;
const pageKey = (page: string) => normaliseRoute(page).replace(/^\/+/, '');

/** A list of page keys (`null` reads as none). */
const pageList = (says: string) =>
  z
    .array(z.string(said('validation.rolesPageList')), said('validation.rolesPageList'))
    .max(MAX_PAGE_LIST, said('validation.rolesPageList'))
    .nullable()
    .optional()
    .describe(says);

/**
 * `{ grant, revoke }` or `{ pages }` (the whole known set). A page both granted and revoked, or no change
 * at all, is named here; a page the product does not know is the server's to name (its pages list).
 */
export const PermissionChangeBody = z
  .object({
    grant: pageList('pages to grant'),
    revoke: pageList('pages to revoke'),
    pages: pageList('the whole set of known pages the role holds afterwards'),
  })
  .superRefine((change, ctx) => {
    if (change.pages !== undefined) return;
    if (change.grant === undefined && change.revoke === undefined) {
      ctx.addIssue({ code: 'custom', path: ['grant'], ...said('validation.rolesChangeMissing') });
      return;
    }
    const revoked = new Set((change.revoke ?? []).map(pageKey));
    const both = (change.grant ?? []).map(pageKey).filter((page) => revoked.has(page));
    if (both.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['revoke'],
        ...said('validation.rolesGrantedAndRevoked', { pages: both.join(', ') }),
      });
  });
export type PermissionChangeBody = z.input<typeof PermissionChangeBody>;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const CloneRoleBody = z.object({
  // the new role is a roles record: its name's rules (unique, at most 50) are the resource's
  role_name: z
    .preprocess(trimmed, z.string(said('validation.required')))
    .describe('unique (case-insensitively), at most 50 characters'),
  keterangan: z.string().nullable().optional().describe('note (the source role’s when absent)'),
});
export type CloneRoleBody = z.input<typeof CloneRoleBody>;

/** A role id as sent: a positive whole number, or its digits; absent is "required", anything else "exists". */
const roleId = (says: string) =>
  z.preprocess(
    (value: number | string | null | undefined) => {
      const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
      return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : (value ?? undefined);
    },
    z
      .number({
        error: (issue) =>
          said(issue.input === undefined ? 'validation.required' : 'validation.exists').message,
      })
      .describe(says),
  );

export const CopyRulesBody = z.object({
  from_role_id: roleId('the role whose rules are copied'),
  to_role_id: roleId('another role'),
  replace: yesNo('delete the target role’s rules first (no by default)'),
});
export type CopyRulesBody = z.input<typeof CopyRulesBody>;

/** An export file of `/setupshowhideroleid/exportjson`, or its `rules` array alone. */
export const ImportRulesBody = z.preprocess(
  (value: unknown) => ({
    rules: Array.isArray(value)
      ? value
      : value && typeof value === 'object'
        ? (value as { rules?: unknown }).rules
        : undefined,
  }),
  z.object({
    rules: z
      .array(z.unknown(), said('validation.rulesImportList'))
      .max(MAX_IMPORT_RULES, said('validation.rulesImportMax', { max: MAX_IMPORT_RULES }))
      .describe('the rules (each checked as a rule record); a plain array of them is read the same'),
  }),
);

const roleQuery = z.object({
  role_id: z
    .string(said('validation.required'))
    .min(1, said('validation.required'))
    .describe('the role (required)'),
});

export const permissionGridRoute = defineRoute({
  method: 'GET',
  path: '/roles/permissionmulti/:id',
  access: admin('roles/permissionmulti'),
  summary: 'A role’s pages as a grid: every known page, grouped, with what the role holds',
  params: recordId(),
  answer: PermissionGrid,
  answerSays: 'Every known page, grouped, with what the role holds; unknown granted keys apart',
});

export const permissionChangeRoute = defineRoute({
  method: 'PUT',
  path: '/roles/permissionmulti/:id',
  access: admin('roles/permissionmulti'),
  summary: 'Grant and revoke pages of a role (or set the whole known set)',
  description:
    'Either `{ grant, revoke }` or `{ pages }`. An unknown page, a page both granted and revoked, or an ' +
    'admin role losing `roles`/`roles/permissionmulti` is a 422 and nothing changes.',
  params: recordId(),
  body: PermissionChangeBody,
  answer: PermissionSaved,
  answerSays: 'The pages added and removed, and the role’s pages afterwards',
});

export const cloneRoleRoute = defineRoute({
  method: 'POST',
  path: '/roles/clone/:id',
  access: admin('roles/clone'),
  summary: 'Copy a role with its pages and rules under a new name',
  params: recordId(),
  body: CloneRoleBody,
  answer: RoleCloned,
  answerSays: 'The new role, with how many pages and rules were copied',
});

export const websiteBundleRoute = defineRoute({
  method: 'GET',
  path: '/roles/importrsetwebsite/:id',
  access: admin('roles/importrsetwebsite'),
  summary: 'The website-settings pages bundle, with what the role holds of it',
  params: recordId(),
  answer: WebsiteBundle,
  answerSays: 'Each page of the bundle and whether the role holds it',
});

export const grantWebsiteBundleRoute = defineRoute({
  method: 'POST',
  path: '/roles/importrsetwebsite/:id',
  access: admin('roles/importrsetwebsite'),
  summary: 'Grant the website-settings pages bundle (or the listed part of it); never revokes',
  params: recordId(),
  body: z.object({
    pages: z
      .array(z.string(said('validation.rolesWebsiteBundleOnly')), said('validation.rolesWebsiteBundleOnly'))
      .optional()
      .describe('part of the bundle; all of it when absent'),
  }),
  answer: WebsiteBundleGranted,
  answerSays: 'The pages added, those already held, and the role’s pages afterwards',
});

export const exportRulesRoute = defineRoute({
  method: 'GET',
  path: '/setupshowhideroleid/exportjson',
  access: admin('setupshowhideroleid/export'),
  summary: 'A role’s rules as a file `{ format, version, role, exported_at, count, rules }`',
  query: roleQuery,
  answer: RulesExport,
  answerSays: 'The file (JSON, sent as an attachment)',
});

export const importRulesRoute = defineRoute({
  method: 'POST',
  path: '/setupshowhideroleid/importjson',
  access: admin('setupshowhideroleid/import'),
  summary: 'Import rules into a role from an export file or a plain array (a dry run by default)',
  description: 'Every record is checked; a commit writes all or nothing.',
  query: roleQuery.extend({
    dryRun: yesNo('yes (default): report only; no: write'),
    replace: yesNo('yes: delete the role’s rules first (no by default)'),
  }),
  body: ImportRulesBody,
  answer: RuleImportReport,
  answerSays: 'Records checked, written (none on a dry run), deleted and refused',
});

export const copyRulesRoute = defineRoute({
  method: 'POST',
  path: '/setupshowhideroleid/copy',
  access: admin('setupshowhideroleid/add'),
  summary: 'Copy one role’s rules to another',
  body: CopyRulesBody,
  answer: RulesCopied,
  answerSays: 'The two roles, how many rules were copied and how many deleted first',
});

export const accessMapRoute = defineRoute({
  method: 'GET',
  path: '/petacud',
  access: admin('petacud'),
  summary: 'Resources × roles × actions, with the access each role gets',
  answer: CrudMap,
  answerSays: 'Every resource, with each role’s access to each action',
});

export const userRoleGroupRoute = defineRoute({
  method: 'GET',
  path: '/petauseridroleidgroupid',
  access: admin('petauseridroleidgroupid'),
  summary: 'Users with their role and groups; roles with user counts and groups; groups with their roles',
  query: z.object({
    search: trimmedText(100, 'in username and email (at most 100 characters)'),
    role_id: z.string().optional().describe('one role only (anything but a role id: every role)'),
    page: z.string().optional().describe('page number, from 1'),
    limit: z.string().optional().describe('rows per page, 1 to 500 (100)'),
  }),
  answer: UserRoleGroupMap,
  answerSays: 'One page of users with their role and groups; every role and group',
});

/** Role management's routes, for the web's calls. */
export const ROLES_ROUTES = {
  grid: permissionGridRoute,
  savePermissions: permissionChangeRoute,
  clone: cloneRoleRoute,
  websiteBundle: websiteBundleRoute,
  grantWebsiteBundle: grantWebsiteBundleRoute,
  exportRules: exportRulesRoute,
  importRules: importRulesRoute,
  copyRules: copyRulesRoute,
  accessMap: accessMapRoute,
  userRoleGroups: userRoleGroupRoute,
} as const;
