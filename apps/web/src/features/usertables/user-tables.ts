/**
 * The user tables the signed-in user may open (`/api/supertabel/resources`), published to core's
 * runtime resources so the generic list, view and form screens serve `/tabel_*` like any resource.
 * Their titles and column labels are the admin's own words, the same in every locale.
 */
import {
  SUPPORTED_LOCALES,
  setRuntimeResources,
  USER_TABLES_ROUTES,
  type UserColumn,
  type UserTableInfo,
  type UserTableOverview,
  userTableResource,
} from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { callRoute } from '../../api/call-route.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';

export const USER_TABLES_KEY = ['user-tables'] as const;

export function registerUserTables(tables: readonly UserTableInfo[]): void {
  setRuntimeResources(tables.map((t) => userTableResource(t.name, t.label, t.columns)));
  const resources = Object.fromEntries(
    tables.map((t) => [
      t.resource,
      { title: t.label, fields: Object.fromEntries(t.columns.map((c) => [c.nama_kolom, c.label_kolom])) },
    ]),
  );
  for (const lng of SUPPORTED_LOCALES) {
    // only locales already loaded: adding a bundle to an unloaded one would stop its files from loading
    if (i18next.hasResourceBundle(lng, 'translation')) {
      i18next.addResourceBundle(lng, 'translation', { resources }, true, true);
    }
  }
}

export function useUserTables() {
  return useQuery({
    queryKey: USER_TABLES_KEY,
    queryFn: async () => {
      const answer = await callRoute(USER_TABLES_ROUTES.mine);
      registerUserTables(answer.tables);
      return answer.tables;
    },
    staleTime: 60_000,
  });
}

/** What the designer reads: every table with its row count and the roles that use it. */
export type TableOverview = UserTableOverview;

export const userTablesApi = {
  overview: () => callRoute(USER_TABLES_ROUTES.overview),
  save: (name: string, columns: UserColumn[], roles: number[]) =>
    callRoute(USER_TABLES_ROUTES.save, { params: { name }, body: { columns, roles } }),
  remove: (name: string) => callRoute(USER_TABLES_ROUTES.remove, { params: { name } }),
  roles: () => resourceCalls<{ id: number; role_name: string }>('roles').list({ limit: '100' }),
};
