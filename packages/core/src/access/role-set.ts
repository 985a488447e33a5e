import type { Expr } from '../expr/ast.ts';
import { normaliseRoute } from '../routes/normalise.ts';

/**
 * The roles a login holds (issue 37, "several roles per user"): its primary role (`users.user_role_id`,
 * what the sign-in answer and `currentuserdata` still call `user_role_id`) first, then its other roles
 * (`users.peran_lain`) in the order given, each once. docs/rules.md, "Several roles per user".
 */
export type RoleSet = readonly number[];

/** Where a role, or the roles of a login, is asked about: one role id, a role set, or none (a guest). */
export type RoleRef = number | null | undefined | RoleSet;

/**
 * The role set of a login from its primary role and its other roles as stored (a JSON array of ids,
 * or null). Ids that are not positive whole numbers are dropped, never guessed.
 *
 * @example roleSetOf(54, [53, 54, '53', 'x']) → [54, 53]
 */
export function roleSetOf(primary: unknown, others: unknown): RoleSet {
  const ids: number[] = [];
  const take = (value: unknown) => {
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  };
  take(primary);
  if (Array.isArray(others)) for (const id of others) take(id);
  return ids;
}

/** The ids a role reference names, primary first. */
export function roleIdsOf(ref: RoleRef): RoleSet {
  if (ref == null) return [];
  return typeof ref === 'number' ? [ref] : ref;
}

/** A cache key for a role reference: `"54"`, `"54,53"`, or null for none. */
export function roleKeyOf(ref: RoleRef): string | null {
  const ids = roleIdsOf(ref);
  return ids.length === 0 ? null : ids.join(',');
}

/** The resource a page or route is about: `/rinvoice/add` → `rinvoice`, `rstok*` → `rstok`. */
export function resourceOfRoute(route: string): string {
  return normaliseRoute(route).split('/')[1]?.replace(/\*$/, '') ?? '';
}

/** One Batasi Baris condition as typed, and parsed (caller.ts's `RowScopeRule`; not imported: caller.ts imports this file). */
type RowScopeRule = { condition: string; ast: Expr };

/** One role's Batasi Baris conditions by resource, and whether it reaches a resource at all. */
export type RoleRowScopes = {
  /** True when the role holds a page of the resource (it reads some of its rows). */
  reaches: (resource: string) => boolean;
  scopes: ReadonlyMap<string, readonly RowScopeRule[]>;
};

const and = (rules: readonly RowScopeRule[]): Expr =>
  rules
    .map((r) => r.ast)
    .reduce((left, right) => ({ type: 'Logical', op: 'and', pos: left.pos, left, right }));

/**
 * The row scopes of a role set: a person reaches the rows any of their roles reaches. For each
 * resource, the roles that hold a page of it count; when one of them has no condition there, the set
 * sees every row (no scope); otherwise a row is in when all of one role's conditions hold (one
 * condition: their conjunction, joined by `or` across roles). A role without a page of the resource
 * adds no rows (a Teknisi role adds nothing to the invoices a Kasir role may see).
 */
export function mergeRowScopes(roles: readonly RoleRowScopes[]): Map<string, readonly RowScopeRule[]> {
  const merged = new Map<string, readonly RowScopeRule[]>();
  if (roles.length === 1) return new Map(roles[0]!.scopes);
  const resources = new Set(roles.flatMap((r) => [...r.scopes.keys()]));
  for (const resource of resources) {
    let counting = roles.filter((r) => r.reaches(resource));
    // none reaches it: the access check refuses the routes; keep the narrowest reading
    if (counting.length === 0) counting = roles.filter((r) => r.scopes.has(resource));
    if (counting.some((r) => !r.scopes.has(resource))) continue;
    const each = counting.map((r) => r.scopes.get(resource)!);
    if (each.length === 1) {
      merged.set(resource, each[0]!);
      continue;
    }
    const ast = each
      .map(and)
      .reduce((left, right) => ({ type: 'Logical', op: 'or', pos: left.pos, left, right }));
    const condition = each
      .map((rules) => `(${rules.map((r) => `(${r.condition})`).join(' && ')})`)
      .join(' || ');
    merged.set(resource, [{ condition, ast }]);
  }
  return merged;
}
