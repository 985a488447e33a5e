import { documentedBody, flag, pathParams, text, textList, textQuery } from '../../lib/request-schema.ts';

/** The role routes' schemas: what /api/docs says they read (the handlers check the bodies themselves). */

const role = pathParams('id');

export const permissionGridSchema = {
  summary: 'A role’s pages as a grid: every known page, grouped, with what the role holds',
  ...role,
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
};

export const cloneRoleSchema = {
  summary: 'Copy a role with its pages and rules under a new name',
  ...role,
  ...documentedBody(
    { role_name: text('unique (case-insensitively), at most 50 characters'), keterangan: text('note') },
    ['role_name'],
  ),
};

export const websiteBundleSchema = {
  summary: 'The website-settings pages bundle, with what the role holds of it',
  ...role,
};

export const grantWebsiteBundleSchema = {
  summary: 'Grant the website-settings pages bundle (or the listed part of it); never revokes',
  ...role,
  ...documentedBody({ pages: textList('part of the bundle; all of it when absent') }),
};

export const exportRulesSchema = {
  summary: 'A role’s rules as a file `{ format, version, role, exported_at, count, rules }`',
  ...textQuery({ role_id: 'the role (required)' }),
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
};

export const accessMapSchema = { summary: 'Resources × roles × actions, with the access each role gets' };

export const userRoleGroupSchema = {
  summary: 'Users with their role and groups; roles with user counts and groups; groups with their roles',
  ...textQuery({
    search: 'in username and email',
    role_id: 'one role only',
    page: 'page number, from 1',
    limit: 'rows per page, 1 to 500 (100)',
  }),
};
