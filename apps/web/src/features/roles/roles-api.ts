/** Calls of the role management screens (apps/server/src/modules/roles/roles.routes.ts). */
import type {
  CrudMap,
  ListAnswer,
  PermissionGrid,
  PermissionSaved,
  RoleCloned,
  UserRoleGroupMap,
  WebsiteBundle,
  WebsiteBundleGranted,
} from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api.ts';

const idPath = (id: string) => encodeURIComponent(id);

export const gridKey = (id: string) => ['permission-grid', id] as const;

export function usePermissionGrid(id: string) {
  return useQuery({
    queryKey: gridKey(id),
    queryFn: () => api.get<PermissionGrid>(`roles/permissionmulti/${idPath(id)}`),
    retry: false,
  });
}

export function useWebsiteBundle(id: string) {
  return useQuery({
    queryKey: ['website-bundle', id],
    queryFn: () => api.get<WebsiteBundle>(`roles/importrsetwebsite/${idPath(id)}`),
    retry: false,
  });
}

/** How many rules a role has (the list's total). */
export function useRuleCount(id: string) {
  return useQuery({
    queryKey: ['role-rule-count', id],
    queryFn: async () =>
      (await api.get<ListAnswer>('setupshowhideroleid', { role_id: id, limit: 1 })).totalRecords,
  });
}

export function useCrudMap() {
  return useQuery({ queryKey: ['petacud'], queryFn: () => api.get<CrudMap>('petacud') });
}

export function useUserRoleGroupMap(query: { search: string; role_id: string }) {
  return useQuery({
    queryKey: ['petauseridroleidgroupid', query],
    queryFn: () => api.get<UserRoleGroupMap>('petauseridroleidgroupid', { ...query, limit: 500 }),
    placeholderData: (previous) => previous,
  });
}

export const rolesApi = {
  savePermissions: (id: string, change: { grant: string[]; revoke: string[] }) =>
    api.put<PermissionSaved>(`roles/permissionmulti/${idPath(id)}`, change),
  clone: (id: string, body: { role_name: string; keterangan: string | null }) =>
    api.post<RoleCloned>(`roles/clone/${idPath(id)}`, body),
  importWebsite: (id: string, pages: string[]) =>
    api.post<WebsiteBundleGranted>(`roles/importrsetwebsite/${idPath(id)}`, {
      pages,
    }),
};
