// "A new write path cannot forget the rule": every write to logins, roles, pages, groups or rules goes
// through the generic engine (whose hooks ask grants.ts) or through one of the files below. A file that
// starts writing those tables with its own SQL fails this test until it is listed here, with the reason
// it may, and a listed file that gives or changes access must call the rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const SRC = join(import.meta.dirname, '..', '..');
const TABLES = 'users|roles|permissions|grouproleid|setupshowhideroleid';
const RAW_WRITE = new RegExp(
  `\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"?(?:${TABLES})"?(?![\\w.])`,
  'i',
);
const DRIZZLE_WRITE = new RegExp(`\\.(?:insert|update|delete)\\(\\s*(?:${TABLES})\\s*\\)`);
const ASKS_RULE = /\bassertMay(?:GrantRoles|ShapeRole)\(/;

/** Files writing those tables with their own SQL: `guarded` ones give or change access and ask the rule. */
const WRITERS: Readonly<Record<string, { guarded: boolean; why: string }>> = {
  'modules/accounts/accounts.service.ts': { guarded: true, why: 'akun screens: create, edit, set password' },
  'modules/roles/permissions.service.ts': { guarded: true, why: 'permission grid and website bundle' },
  'modules/roles/roles.routes.ts': { guarded: true, why: 'role clone copies pages' },
  'modules/roles/rule-transfer.service.ts': { guarded: true, why: 'rule copy, import and replace' },
  'modules/accounts/users.hooks.ts': { guarded: false, why: 'a new login owns itself (user_id), no access' },
  'modules/accounts/profile.routes.ts': {
    guarded: false,
    why: 'the owner’s own name, phone, OTP; never role or status',
  },
  'modules/auth/password.routes.ts': {
    guarded: false,
    why: 'the owner’s password: reset link or the current one',
  },
  'modules/auth/registration.routes.ts': {
    guarded: false,
    why: 'a sign-up gets the configured role, never the admin’s (config.ts refuses it); verifying one’s address',
  },
  'modules/auth/google.routes.ts': { guarded: false, why: 'a Google sign-up, as a registration' },
  'db/seed.ts': { guarded: false, why: 'the first start: the admin and technician logins and their pages' },
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // test-only code: its helpers, the fuzzers and the authorisation matrix's world set tables up directly
    const testOnly = ['test', 'fuzz', 'authz'];
    if (entry.isDirectory()) return testOnly.includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('writes to logins, roles, pages, groups and rules', () => {
  const files = sources(SRC).map((path) => ({ name: relative(SRC, path), text: readFileSync(path, 'utf8') }));
  const writers = files.filter((f) => RAW_WRITE.test(f.text) || DRIZZLE_WRITE.test(f.text));

  it('happen only in the files listed, each for its stated reason', () => {
    expect(writers.map((f) => f.name).sort()).toEqual(Object.keys(WRITERS).sort());
  });

  it('ask the rule wherever they give or change access', () => {
    for (const file of writers.filter((f) => WRITERS[f.name]?.guarded)) {
      expect(ASKS_RULE.test(file.text), file.name).toBe(true);
    }
  });

  it('finds a write when there is one (the check itself)', () => {
    expect(RAW_WRITE.test('await query(`UPDATE users SET user_role_id = $2 WHERE id = $1`)')).toBe(true);
    expect(RAW_WRITE.test('INSERT INTO "permissions" (role_id, page_name)')).toBe(true);
    expect(RAW_WRITE.test('UPDATE users_archive SET x = 1')).toBe(false);
    expect(DRIZZLE_WRITE.test('await tx.insert(roles).values(rows)')).toBe(true);
  });
});

describe('a sign-up is nobody’s grant', () => {
  it('REGISTRATION_ROLE_ID may name any role but the admin’s: that setting stops the start', () => {
    expect(loadConfig({ REGISTRATION_ROLE_ID: '55' }).registrationRoleId).toBe(55);
    expect(loadConfig({}).registrationRoleId).toBe(53);
    expect(() => loadConfig({ REGISTRATION_ROLE_ID: '52' })).toThrow(/admin role/);
  });
});
