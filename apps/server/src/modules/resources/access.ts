import { canViewRoute, isAdminRole, type Resource } from '@kantor/core';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors.ts';

export type ResourceAction = 'index' | 'view' | 'add' | 'edit' | 'delete' | 'export' | 'import';

export type Caller = {
  id: number;
  userId: number | null;
  roleId: number | null;
  isAdmin: boolean;
  pages: string[];
};

/** Who is calling: their pages list and admin flag, loaded once per request. */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  const cached = (request as FastifyRequest & { caller?: Caller }).caller;
  if (cached) return cached;
  const user = request.user;
  if (!user) throw unauthorized();
  const grant = await request.server.roleCache.get(user.user_role_id);
  const caller = {
    id: user.id,
    userId: user.user_id,
    roleId: user.user_role_id,
    isAdmin: isAdminRole(grant.names),
    pages: grant.pages,
  };
  (request as FastifyRequest & { caller?: Caller }).caller = caller;
  return caller;
}

/** The pages list decides each action: `x` lists, `x/view`, `x/add`, `x/edit`, `x/delete`, `x/export`, `x/import`. */
export function hasPage(caller: Caller, resource: Resource, action: ResourceAction): boolean {
  return canViewRoute(caller.pages, action === 'index' ? `/${resource.name}` : `/${resource.name}/${action}`);
}

export function isOwner(caller: Caller, resource: Resource, record: Record<string, unknown> | null): boolean {
  if (!record || !resource.owner || caller.userId == null) return false;
  return record[resource.owner] != null && Number(record[resource.owner]) === Number(caller.userId);
}

/**
 * spec §6: the pages list decides; on admin-managed resources only an admin edits and deletes; and a
 * user may manage a record they own as long as they may see the resource at all.
 */
export function assertAllowed(
  caller: Caller,
  resource: Resource,
  action: ResourceAction,
  record: Record<string, unknown> | null = null,
): void {
  const manage = action === 'edit' || action === 'delete';
  if (manage && isOwner(caller, resource, record) && hasPage(caller, resource, 'index')) return;
  if (!hasPage(caller, resource, action)) throw forbidden();
  if (manage && resource.adminManaged && !caller.isAdmin) throw forbidden();
}
