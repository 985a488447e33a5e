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
} from '@kantor/core';
import { answers } from '../../lib/answer-schema.ts';
import { documentedBody, flag, pathParams, text, textList, textQuery } from '../../lib/request-schema.ts';

/** The role routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const role = pathParams('id');

export const permissionGridSchema = {
  summary: 'A role’s pages as a grid: every known page, grouped, with what the role holds',
  ...role,
  ...answers(
    PermissionGrid,
    'Every known page, grouped, with what the role holds; unknown granted keys apart',
  ),
};

export const permissionChangeSchema = {
  summary: 'Grant and revoke pages of a role (or set the whole known set)',
  description:
    'Either `{ grant, revoke }` or `{ pages }`. An unknown page, a page both granted and revoked, or an ' +
    'admin role losing `roles`/`roles/permissionmulti` is a 422 and nothing changes.',
  ...role,
  ...documentedBody({
    grant: textList('pages to grant'),
    revoke: textList('pages to revoke'),
    pages: textList('the whole set of known pages the role holds afterwards'),
  }),
  ...answers(PermissionSaved, 'The pages added and removed, and the role’s pages afterwards'),
};

export const cloneRoleSchema = {
  summary: 'Copy a role with its pages and rules under a new name',
  ...role,
  ...documentedBody(
    { role_name: text('unique (case-insensitively), at most 50 characters'), keterangan: text('note') },
    ['role_name'],
  ),
  ...answers(RoleCloned, 'The new role, with how many pages and rules were copied'),
};

export const websiteBundleSchema = {
  summary: 'The website-settings pages bundle, with what the role holds of it',
  ...role,
  ...answers(WebsiteBundle, 'Each page of the bundle and whether the role holds it'),
};

export const grantWebsiteBundleSchema = {
  summary: 'Grant the website-settings pages bundle (or the listed part of it); never revokes',
  ...role,
  ...documentedBody({ pages: textList('part of the bundle; all of it when absent') }),
  ...answers(WebsiteBundleGranted, 'The pages added, those already held, and the role’s pages afterwards'),
};

export const exportRulesSchema = {
  summary: 'A role’s rules as a file `{ format, version, role, exported_at, count, rules }`',
  ...textQuery({ role_id: 'the role (required)' }),
  ...answers(RulesExport, 'The file (JSON, sent as an attachment)'),
};

export const importRulesSchema = {
  summary: 'Import rules into a role from an export file or a plain array (a dry run by default)',
  description: 'Every record is checked; a commit writes all or nothing.',
  ...textQuery({
    role_id: 'the role (required)',
    dryRun: 'yes (default): report only; no: write',
    replace: 'yes: delete the role’s rules first (no by default)',
  }),
  bodyDoc: {
    description: 'an export file of /setupshowhideroleid/exportjson, or its `rules` array alone',
    anyOf: [
      { type: 'object', properties: { rules: { type: 'array', items: { type: 'object' } } } },
      { type: 'array', items: { type: 'object' } },
    ],
  },
  ...answers(RuleImportReport, 'Records checked, written (none on a dry run), deleted and refused'),
};

export const copyRulesSchema = {
  summary: 'Copy one role’s rules to another',
  ...documentedBody(
    {
      from_role_id: { type: 'integer' },
      to_role_id: { type: 'integer', description: 'another role' },
      replace: flag('delete the target role’s rules first'),
    },
    ['from_role_id', 'to_role_id'],
  ),
  ...answers(RulesCopied, 'The two roles, how many rules were copied and how many deleted first'),
};

export const accessMapSchema = {
  summary: 'Resources × roles × actions, with the access each role gets',
  ...answers(CrudMap, 'Every resource, with each role’s access to each action'),
};

export const userRoleGroupSchema = {
  summary: 'Users with their role and groups; roles with user counts and groups; groups with their roles',
  ...textQuery({
    search: 'in username and email',
    role_id: 'one role only',
    page: 'page number, from 1',
    limit: 'rows per page, 1 to 500 (100)',
  }),
  ...answers(UserRoleGroupMap, 'One page of users with their role and groups; every role and group'),
};
