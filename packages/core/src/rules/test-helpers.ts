import { compile } from './compile.ts';
import type { RoleRule } from './types.ts';

let nextId = 1;

/** A rule for role 53 (Teknisi) on /rsupplier unless overridden; ids increase so order is stable. */
export function rule(kategori: string, fields: RoleRule = {}): RoleRule {
  return { id: nextId++, role_id: 53, nama_route: '/rsupplier', kategori, ...fields };
}

export const ROLE = 53;
export const ROUTE = '/rsupplier';

/** The page config compiled from `rules` for ROLE on ROUTE. */
export const run = (...rules: RoleRule[]) => compile(rules, ROLE, ROUTE);
/** The codes of the warnings compiling `rules` gives. */
export const codes = (rules: RoleRule[]) => compile(rules, ROLE, ROUTE).warnings.map((w) => w.code);
