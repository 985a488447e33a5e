import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleSources, PATTERNS, type PatternName, scan } from './hand-made-checks.scan.ts';

/**
 * Access decided outside the policy (issue 33): a module that refuses by itself, reads a caller's
 * pages or role flags, or tests a role by its id or name decides access where the access check
 * (plugins/access.ts, core's `decide`) cannot see it, the matrix does not test it and the web cannot
 * show it. There is no list of exceptions: what the last ones decided is now a question of core's
 * policy (packages/core/src/access/: `mayOpen` for menus, `rowScopeOf` for row scopes,
 * `seesFailureDetail`, `usesAdminOnlyKeys`, R1 and R2 in `grants.ts`, the access map in
 * `access-map.ts`), which modules ask by name. A new occurrence fails: ask the policy, or declare the
 * access on the route.
 */
const src = fileURLToPath(new URL('..', import.meta.url));

describe('access decided outside the policy (issue 33)', () => {
  const found = scan(src);

  it('finds no hand-made check in the modules', () => {
    const hits = [...found].map(([k, count]) => `${k}: ${count}`);
    expect(hits, "ask core's access policy, or declare the access on the route (plugins/access.ts)").toEqual(
      [],
    );
  });

  it('reads the module sources it is meant to (a scan of nothing would find nothing)', () => {
    const files = moduleSources(src);
    expect(files.length).toBeGreaterThan(100);
    for (const file of [
      'modules/admin/ui.routes.ts',
      'modules/jobs/assignment.ts',
      'modules/roles/grants.ts',
      'modules/resources/admin-only.ts',
    ])
      expect(files).toContain(file);
    expect(files.some((f) => f.endsWith('.test.ts'))).toBe(false);
  });

  // The patterns are the test's own oracle: each finds the shapes the review of issue 33 named
  // (file:line on main then) and passes over look-alikes that decide nothing.
  it.each<[PatternName, string, number]>([
    ['forbidden', 'if (!mayWrite) throw forbidden();', 1],
    ['callerPages', 'const ok = caller.pages.includes(x) || caller?.pages.length', 2],
    ['callerPages', 'const { pages, roles } = await callerOf(request);', 1],
    ['callerPages', 'return { added, removed, pages };', 0],
    ['holdsPage', "holdsPage(caller.pages, 'rsetwebsite/add')", 1],
    ['holdsPage', 'canViewRoute(pages, to) || holdsWritePage(list)', 2],
    ['holdsPage', 'mayOpen(caller, to, blocked)', 0],
    ['pagesRegex', 'caller.pages.some((p) => /\\/(add|edit)$/.test(p))', 1],
    ['pagesRegex', 'pages.filter((p) => !result.added.includes(p))', 0],
    ['isAdmin', 'if (!caller.isAdmin) throw x; const isAdmin = 1;', 1],
    ['isTechnician', 'worker.isTechnician', 1],
    ['roleFlag', 'const { isAdmin } = await callerOf(request); const { id, isTechnician: t } = caller;', 2],
    ['roleFlag', 'caller[\'isAdmin\'] || login["isTechnician"]', 2],
    [
      'roleFlag',
      "type R = Pick<Caller, 'isAdmin'>; const x = { isAdmin: true }; if ({ isAdmin } === y) f();",
      0,
    ],
    ['roleIdTest', 'row?.user_role_id === USER_ROLE_IDS.teknisi', 1],
    ['roleIdTest', 'Number(row?.user_role_id) === USER_ROLE_IDS.admin', 1],
    ['roleIdTest', 'user_role_id === 52 || 53 !== u.user_role_id || isAdminRoleId(id)', 3],
    ['roleIdTest', 'const admin = roles.some(isAdminRoleId);', 1],
    ['roleIdTest', 'caller.roleId === ADMIN_ROLE_ID || USER_ROLE_IDS.teknisi !== login.roleId', 2],
    ['roleIdTest', 'roleId !== null && roles.includes(roleId)', 0],
    ['roleIdTest', "body.user_role_id === undefined || r.user_role_id === null || x.user_role_id === ''", 0],
    ['roleName', "WHERE lower(r.role_name) = 'admin'", 1],
    ['roleName', "role.role_name === 'admin' || 'Admin' == row.role_name", 2],
    ['roleName', "typeof values.role_name !== 'string'", 0],
  ])('%s finds %j %i time(s)', (name, text, count) => {
    expect(text.match(PATTERNS[name])?.length ?? 0).toBe(count);
  });
});
