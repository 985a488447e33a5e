import type { AccessState, CrudMap } from '../api/roles.ts';
import { RESOURCE_ACTIONS, type ResourceAction } from '../pages.ts';
import type { Resource } from '../resources/define.ts';
import { RESOURCE_LIST } from '../resources/index.ts';
import { isBlockedRoute } from '../routes/access.ts';
import { type Caller, callerFor } from './caller.ts';
import { decide, holdsPage, pageKeyOf } from './policy.ts';

/**
 * The access map (`GET /api/petacud`): what each role may do with each action of each resource, as
 * the access check decides it, told by the same policy ({@link decide}) rather than worked out again.
 */

const WRITES: ReadonlySet<ResourceAction> = new Set(['add', 'edit', 'delete', 'import']);

/**
 * One role's state for one action of a resource (core's `AccessState`):
 * `blocked` by a Blokir rule on the action's route, `readOnly` for a write of a resource nobody writes
 * by hand, else `decide`'s answer: `allowed`, `own` (only records the role's logins own), `adminOnly`
 * (the page held, but an admin-managed resource's edit or delete needs the admin or an owner, and its
 * records are never owned), `denied`.
 */
export function accessStateOf(
  caller: Caller,
  resource: Resource,
  action: ResourceAction,
  blocked: readonly string[],
): AccessState {
  const route = action === 'index' ? `/${resource.name}` : `/${resource.name}/${action}`;
  if (isBlockedRoute(blocked, route)) return 'blocked';
  if (resource.readOnly && WRITES.has(action)) return 'readOnly';
  const routeAction = action === 'index' ? 'list' : action;
  switch (decide(caller, resource, routeAction)) {
    case 'allow':
      return 'allowed';
    case 'record':
      return 'own';
    case 'deny': {
      const manage = routeAction === 'edit' || routeAction === 'delete';
      const heldPage = manage && holdsPage(caller.pages, pageKeyOf(resource, routeAction));
      return heldPage && resource.adminManaged ? 'adminOnly' : 'denied';
    }
  }
}

/** A role as the map reads it: its pages and the routes its Blokir rules block. */
export type MappedRole = {
  id: number;
  role_name: string;
  pages: readonly string[];
  blocked: readonly string[];
};

/** The map of every declared resource × `roles` × action. */
export function crudMapOf(roles: readonly MappedRole[]): CrudMap {
  const callers = roles.map((role) => ({
    role,
    // a role alone, as one of its logins would call (owning nothing in particular)
    caller: callerFor({ id: 0, user_id: null, user_role_id: role.id }, role.pages),
  }));
  return {
    actions: RESOURCE_ACTIONS,
    roles: callers.map(({ role, caller }) => ({
      id: role.id,
      role_name: role.role_name,
      isAdmin: caller.isAdmin,
    })),
    resources: RESOURCE_LIST.map((resource) => {
      const access: Record<string, Record<string, AccessState>> = {};
      for (const { role, caller } of callers) {
        const states: Record<string, AccessState> = {};
        for (const action of RESOURCE_ACTIONS)
          states[action] = accessStateOf(caller, resource, action, role.blocked);
        access[String(role.id)] = states;
      }
      return {
        name: resource.name,
        adminManaged: Boolean(resource.adminManaged),
        owner: resource.owner,
        readOnly: Boolean(resource.readOnly),
        access,
      };
    }),
  };
}
