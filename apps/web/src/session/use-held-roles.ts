/**
 * The roles the signed-in user holds (issue 37): the primary role at once (`currentuserdata.user`), the
 * others when the user's facts arrive (`user.role_ids`). Screens that ask "is this the admin" or "is this
 * one of my roles" ask here, never the primary role alone: a cashier who is also an admin by another role
 * is an admin on the server, so the screens treat them as one.
 */
import { isAdminRoleId } from '@kantor/core';
import { useSession } from '../app/session-context.tsx';
import { useUserFacts } from './use-user-facts.ts';

/** The ids of the roles the user holds, the primary first (the primary alone until the facts arrive). */
export function useHeldRoleIds(): number[] {
  const primary = useSession().user?.user_role_id ?? null;
  const facts = useUserFacts();
  const ids = facts.user?.role_ids;
  const held = Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  return primary === null || held.includes(primary) ? held : [primary, ...held];
}

/** Whether the user holds the admin role, as its primary role or another. */
export function useIsAdmin(): boolean {
  return useHeldRoleIds().some(isAdminRoleId);
}
