import type { RoleRule } from './types.ts';

let nextId = 1;

/** A rule for role 53 (Teknisi) on /rsupplier unless overridden; ids increase so order is stable. */
export function rule(kategori: string, fields: RoleRule = {}): RoleRule {
  return { id: nextId++, role_id: 53, nama_route: '/rsupplier', kategori, ...fields };
}

export const ROLE = 53;
export const ROUTE = '/rsupplier';
