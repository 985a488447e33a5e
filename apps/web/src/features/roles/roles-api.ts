/** Calls of the role management screens (apps/server/src/modules/roles/roles.routes.ts). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api.ts';

export type RoleInfo = { id: number; role_name: string; keterangan: string | null };
export type PageKind = 'basic' | 'resource' | 'tool' | 'admin';
export type GridCell = { action: string; page: string; granted: boolean };
export type GridRow = { name: string; kind: PageKind; cells: GridCell[]; extras: GridCell[] };
export type PermissionGrid = {
  role: RoleInfo;
  actions: string[];
  groups: { kind: PageKind; rows: GridRow[] }[];
  granted: string[];
  unknown: string[];
};
export type PermissionSaved = { message: string; added: string[]; removed: string[]; pages: string[] };

export type AccessState = 'allowed' | 'own' | 'adminOnly' | 'blocked' | 'readOnly' | 'denied';
export type CrudMap = {
  actions: string[];
  roles: { id: number; role_name: string; isAdmin: boolean }[];
  resources: {
    name: string;
    adminManaged: boolean;
    owner: string | null;
    readOnly: boolean;
    access: Record<string, Record<string, AccessState>>;
  }[];
};

type Ref = { id: number; nama_group: string };
export type UserRoleGroupMap = {
  users: {
    id: number;
    username: string;
    email: string;
    status: string;
    role: { id: number; role_name: string } | null;
    groups: Ref[];
  }[];
  totalUsers: number;
  roles: { id: number; role_name: string; users: number; groups: Ref[] }[];
  groups: {
    id: number;
    nama_group: string;
    status: string | null;
    roles: { id: number; role_name: string }[];
    unknownRoleIds: number[];
    invalid: boolean;
  }[];
};

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
    queryFn: () =>
      api.get<{ role: RoleInfo; bundle: { page: string; granted: boolean }[] }>(
        `roles/importrsetwebsite/${idPath(id)}`,
      ),
    retry: false,
  });
}

/** How many rules a role has (the list's total). */
export function useRuleCount(id: string) {
  return useQuery({
    queryKey: ['role-rule-count', id],
    queryFn: async () =>
      (await api.get<{ totalRecords: number }>('setupshowhideroleid', { role_id: id, limit: 1 }))
        .totalRecords,
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
    api.post<{ record: RoleInfo; permissions: number; rules: number }>(`roles/clone/${idPath(id)}`, body),
  importWebsite: (id: string, pages: string[]) =>
    api.post<{ added: string[]; alreadyGranted: string[]; pages: string[] }>(
      `roles/importrsetwebsite/${idPath(id)}`,
      {
        pages,
      },
    ),
};
