import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Access decided outside the policy (issue 33): what a module's own code may not do, because the
 * access check (plugins/access.ts, core's `decide`) cannot see it, the matrix does not test it, and
 * the web cannot show it. Each pattern is one way a handler or a hook decides who may do what itself.
 */
export const PATTERNS = {
  /** A handler refusing by itself: the route's declared access should have refused. */
  forbidden: /\bforbidden\(/g,
  /**
   * Reading a caller's (or a grantor's) pages list instead of declaring the page, by the property or
   * destructured (`const { pages } = await callerOf(request)`).
   */
  callerPages:
    /\b(?:caller|grantor)\??\.pages\b|\{[^{}]*\bpages\b[^{}]*\}\s*=\s*(?:await\s+)?(?:caller|grantor|callerOf|callerFor)\b/g,
  /**
   * A page test of core called from a module on a pages list (`holdsPage`, `canViewRoute`,
   * `holdsWritePage`): a declared `page`/`alsoPages` says it instead, or a policy question (`mayOpen`).
   */
  holdsPage: /\b(?:holdsPage|canViewRoute|holdsWritePage)\(/g,
  /** A regex over a pages list (`pages.some((p) => /\/(add|edit)$/.test(p))`). */
  pagesRegex: /\bpages\??\.(?:some|every|find|filter)\(\s*\(?\w+\)?\s*=>\s*!?\//g,
  /** The admin flag read in a module: an admin bypass decided outside the policy. */
  isAdmin: /\.isAdmin\b/g,
  /** The technician flag read in a module. */
  isTechnician: /\.isTechnician\b/g,
  /** Either flag read another way: destructured (`const { isAdmin } = caller`) or by a quoted key. */
  roleFlag:
    /\{[^{}]*\bis(?:Admin|Technician)\b[^{}]*\}\s*=(?![=>])|\[\s*['"`]is(?:Admin|Technician)['"`]\s*\]/g,
  /**
   * A role id tested by hand (R1: only core's `callerFor` and its access policy), the id test named
   * anywhere (called, or handed on as `roles.some(isAdminRoleId)`), or an id compared with a number.
   */
  roleIdTest:
    /\bis(?:Admin|Technician)RoleId\b|(?:user_role_id|roleId)\)?\s*[!=]==\s*(?:\d|USER_ROLE_IDS|ADMIN_ROLE_ID|TECHNICIAN_ROLE_ID)|(?:\b\d+|USER_ROLE_IDS\.\w+|ADMIN_ROLE_ID|TECHNICIAN_ROLE_ID)\s*[!=]==\s*[\w.?]*(?:user_role_id|roleId)\b/g,
  /** A role recognised by its name (R1 forbids it). */
  roleName:
    /lower\(\s*[\w.]*role_name|(?<!typeof\s+[\w.]*)role_name\s*[!=]==?\s*['"`]|['"`]\s*[!=]==?\s*[\w.]*role_name\b/gi,
} as const;

export type PatternName = keyof typeof PATTERNS;

/** Every module source file that is not a test, relative to `src` (`modules/media/media.routes.ts`). */
export function moduleSources(src: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !/\.test\.ts$/.test(entry.name))
        out.push(relative(src, path).split('\\').join('/'));
    }
  };
  walk(join(src, 'modules'));
  return out.sort();
}

/** `file pattern` → how many times the pattern occurs in the file (comments included: they are rare). */
export function scan(src: string): Map<string, number> {
  const hits = new Map<string, number>();
  for (const file of moduleSources(src)) {
    const text = readFileSync(join(src, file), 'utf8');
    for (const [name, pattern] of Object.entries(PATTERNS)) {
      const count = text.match(pattern)?.length ?? 0;
      if (count > 0) hits.set(`${file} ${name}`, count);
    }
  }
  return hits;
}
