/** Calls of the role management screens: the routes core declares (packages/core/src/api/routes/roles.ts). */
import { type BodyIn, ROLES_ROUTES as routes } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../api/call-route.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';

export const gridKey = (id: string) => ['permission-grid', id] as const;

export function usePermissionGrid(id: string) {
  return useQuery({
    queryKey: gridKey(id),
    queryFn: () => callRoute(routes.grid, { params: { id } }),
    retry: false,
  });
}

export function useWebsiteBundle(id: string) {
  return useQuery({
    queryKey: ['website-bundle', id],
    queryFn: () => callRoute(routes.websiteBundle, { params: { id } }),
    retry: false,
  });
}

/** How many rules a role has (the list's total). */
export function useRuleCount(id: string) {
  return useQuery({
    queryKey: ['role-rule-count', id],
    queryFn: async () =>
      (await resourceCalls('setupshowhideroleid').list({ role_id: id, limit: '1' })).totalRecords,
  });
}

export function useCrudMap() {
  return useQuery({ queryKey: ['petacud'], queryFn: () => callRoute(routes.accessMap) });
}

export function useUserRoleGroupMap(query: { search: string; role_id: string }) {
  return useQuery({
    queryKey: ['petauseridroleidgroupid', query],
    queryFn: () => callRoute(routes.userRoleGroups, { query: { ...query, limit: '500' } }),
    placeholderData: (previous) => previous,
  });
}

export const rolesApi = {
  savePermissions: (id: string, change: { grant: string[]; revoke: string[] }) =>
    callRoute(routes.savePermissions, { params: { id }, body: change }),
  clone: (id: string, body: BodyIn<typeof routes.clone>) => callRoute(routes.clone, { params: { id }, body }),
  importWebsite: (id: string, pages: string[]) =>
    callRoute(routes.grantWebsiteBundle, { params: { id }, body: { pages } }),
};
