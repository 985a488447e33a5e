/** The rule preview's user (issue 37): the logins holding the previewed role, and a chosen one's facts. */
import { PROFILE_ROUTES } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../api/call-route.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';
import { lookerFacts } from '../../session/use-user-facts.ts';

/**
 * Logins holding `roleId`, as their primary role or another (issue 37): the users options narrowed by
 * `user_role_id`, and by `peran_lain` (containment), merged by id in label order; at most 100 of each.
 * A caller who may not list logins gets none, and the preview stays "no user".
 */
export function useRoleLogins(roleId: string | null) {
  return useQuery({
    queryKey: ['role-logins', roleId ?? ''],
    queryFn: async () => {
      const holding = (field: 'user_role_id' | 'peran_lain') =>
        resourceCalls('users').options<number, string>({ [field]: String(roleId), limit: '100' });
      const [primary, other] = await Promise.all([holding('user_role_id'), holding('peran_lain')]);
      const byId = new Map([...primary.records, ...other.records].map((option) => [option.value, option]));
      return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label, 'id'));
    },
    enabled: roleId !== null && roleId !== '',
    retry: false,
    staleTime: 30_000,
  });
}

/** A login's facts as the server reads them (`GET /api/users/:id/facts`), for the preview's conditions. */
export function useLoginFacts(loginId: number | null) {
  return useQuery({
    queryKey: ['login-facts', loginId],
    queryFn: ({ signal }) => callRoute(PROFILE_ROUTES.userFacts, { params: { id: String(loginId) }, signal }),
    enabled: loginId !== null,
    retry: false,
    staleTime: 30_000,
    select: lookerFacts,
  });
}
