import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PATTERNS, type PatternName, scan } from './hand-made-checks.scan.ts';

/**
 * Access decided outside the policy (issue 33): a module that refuses by itself, reads a caller's
 * pages or admin flag, or tests a role by its id or name decides access where the access check
 * (plugins/access.ts, core's `decide`) cannot see it, the matrix does not test it and the web cannot
 * show it. What remains today is listed here, each with why; a new occurrence fails, and so does an
 * entry that no longer occurs (move a check into a route's declared `access`, then delete its line:
 * the list only shrinks).
 */
type Allowed = { file: string; pattern: PatternName; count: number; why: string };

const SCOPE =
  'a row scope: the resource scope hook, read by every list, view, options, export and record route';
const R2 = 'R2 (nobody grants what they do not hold): compares two roles from the database, not a route';

const ALLOWED: Allowed[] = [
  // what a caller sees, not whether they may call: lists filtered to what their pages open
  {
    file: 'modules/admin/ui.routes.ts',
    pattern: 'callerPages',
    count: 2,
    why: 'the menu: entries filtered by the pages list',
  },
  {
    file: 'modules/usertables/menu.ts',
    pattern: 'holdsPage',
    count: 1,
    why: 'the menu: user tables filtered by the pages list',
  },
  // what an answer tells or how long it waits, not access
  {
    file: 'modules/ai/ai.routes.ts',
    pattern: 'isAdmin',
    count: 1,
    why: 'an admin reads the provider’s own failure words',
  },
  {
    file: 'modules/hosting/hosting.routes.ts',
    pattern: 'isAdmin',
    count: 1,
    why: 'an admin reads the panel’s failure words without the fixed delay',
  },
  // row scopes
  { file: 'modules/attendance/attendance.hooks.ts', pattern: 'isAdmin', count: 1, why: SCOPE },
  { file: 'modules/notifications/index.ts', pattern: 'isAdmin', count: 1, why: SCOPE },
  {
    file: 'modules/chat/chat.hooks.ts',
    pattern: 'isAdmin',
    count: 2,
    why: `${SCOPE}; an rchat message by hand lands only in the writer’s conversation`,
  },
  {
    file: 'modules/jobs/assignment.ts',
    pattern: 'isAdmin',
    count: 1,
    why: `${SCOPE} (jobs, sub jobs, progress)`,
  },
  {
    file: 'modules/jobs/assignment.ts',
    pattern: 'isTechnician',
    count: 1,
    why: 'the same row scope (a technician sees only their assigned work)',
  },
  // a record's data, per row
  {
    file: 'modules/resources/admin-only.ts',
    pattern: 'isAdmin',
    count: 1,
    why: 'admin-only json keys kept on every engine write, whose author may be no request’s caller',
  },
  // R1 and R2 in the roles module: about a role record, or two roles compared
  {
    file: 'modules/roles/access-map.service.ts',
    pattern: 'isAdmin',
    count: 1,
    why: 'the access map describes each role (the admin role’s rows read "admin")',
  },
  {
    file: 'modules/roles/access-map.service.ts',
    pattern: 'roleIdTest',
    count: 1,
    why: 'the same description',
  },
  { file: 'modules/roles/grants.ts', pattern: 'callerPages', count: 1, why: R2 },
  { file: 'modules/roles/grants.ts', pattern: 'isAdmin', count: 2, why: R2 },
  { file: 'modules/roles/grants.ts', pattern: 'roleIdTest', count: 1, why: R2 },
  {
    file: 'modules/roles/permissions.service.ts',
    pattern: 'roleIdTest',
    count: 1,
    why: 'R1: the admin role keeps the pages that manage roles',
  },
  {
    file: 'modules/roles/roles.hooks.ts',
    pattern: 'roleIdTest',
    count: 3,
    why: 'R1: the admin role is neither renamed nor deleted and keeps its role pages',
  },
];

const src = fileURLToPath(new URL('..', import.meta.url));
const key = (entry: Pick<Allowed, 'file' | 'pattern'>) => `${entry.file} ${entry.pattern}`;

describe('access decided outside the policy (issue 33)', () => {
  const found = scan(src);

  it('finds nothing new: every hand-made check in the modules is on the list, as often as listed', () => {
    const allowed = new Map(ALLOWED.map((a) => [key(a), a.count]));
    const unlisted = [...found]
      .filter(([k, count]) => count > (allowed.get(k) ?? 0))
      .map(([k, count]) => `${k}: ${count} (listed ${allowed.get(k) ?? 0})`);
    expect(unlisted, 'declare the access on the route (plugins/access.ts) instead').toEqual([]);
  });

  it('lists nothing that is gone: the list only shrinks', () => {
    const stale = ALLOWED.filter((a) => (found.get(key(a)) ?? 0) < a.count).map(
      (a) => `${key(a)}: ${found.get(key(a)) ?? 0} (listed ${a.count})`,
    );
    expect(stale, 'lower the count or delete the entry').toEqual([]);
  });

  it('lists each file and pattern once, with a reason', () => {
    expect(new Set(ALLOWED.map(key)).size).toBe(ALLOWED.length);
    for (const a of ALLOWED) expect(a.why.length, key(a)).toBeGreaterThan(10);
  });

  // The patterns are the test's own oracle: each finds the shapes the review of issue 33 named
  // (file:line on main then) and passes over look-alikes that decide nothing.
  it.each<[PatternName, string, number]>([
    ['forbidden', 'if (!mayWrite) throw forbidden();', 1],
    ['callerPages', 'const ok = caller.pages.includes(x) || caller?.pages.length', 2],
    ['holdsPage', "holdsPage(caller.pages, 'rsetwebsite/add')", 1],
    ['pagesRegex', 'caller.pages.some((p) => /\\/(add|edit)$/.test(p))', 1],
    ['pagesRegex', 'pages.filter((p) => !result.added.includes(p))', 0],
    ['isAdmin', 'if (!caller.isAdmin) throw x; const isAdmin = 1;', 1],
    ['isTechnician', 'worker.isTechnician', 1],
    ['roleIdTest', 'row?.user_role_id === USER_ROLE_IDS.teknisi', 1],
    ['roleIdTest', 'Number(row?.user_role_id) === USER_ROLE_IDS.admin', 1],
    ['roleIdTest', 'user_role_id === 52 || 53 !== u.user_role_id || isAdminRoleId(id)', 3],
    ['roleIdTest', "body.user_role_id === undefined || r.user_role_id === null || x.user_role_id === ''", 0],
    ['roleName', "WHERE lower(r.role_name) = 'admin'", 1],
    ['roleName', "role.role_name === 'admin' || 'Admin' == row.role_name", 2],
    ['roleName', "typeof values.role_name !== 'string'", 0],
  ])('%s finds %j %i time(s)', (name, text, count) => {
    expect(text.match(PATTERNS[name])?.length ?? 0).toBe(count);
  });
});
