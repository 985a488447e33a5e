/** The rule preview's user (issue 37): the logins holding the previewed role, and a chosen one's facts. */
import { type OptionsAnswer, PROFILE_ROUTES } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api.ts';
import { callRoute } from '../../api/call-route.ts';
import { lookerFacts } from '../../session/use-user-facts.ts';

/**
 * Logins whose primary role is `roleId` (the users options, narrowed by `user_role_id`; at most 100).
 * A caller who may not list logins gets none, and the preview stays "no user".
 */
export function useRoleLogins(roleId: string | null) {
  return useQuery({
    queryKey: ['role-logins', roleId ?? ''],
    queryFn: async () =>
      (
        await api.get<OptionsAnswer<number, string>>('users/options', {
          user_role_id: String(roleId),
          limit: 100,
        })
      ).records,
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
