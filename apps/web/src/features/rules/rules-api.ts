/** Calls and queries of the rule screens (`setupshowhideroleid` and the transfer routes of roles.routes.ts). */
import {
  type BodyIn,
  type OptionsAnswer,
  type RoleRule,
  type RuleImportReport,
  ROLES_ROUTES as routes,
} from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from '../../api/call-route.ts';
import { resourceCalls } from '../../resources/resource-calls.ts';

export type RuleRecord = RoleRule & { id: number; role_id: number; role_id_label?: string };
export type RoleOption = Pick<OptionsAnswer<number, string>['records'][number], 'value' | 'label'>;

export type { RuleImportReport };

/** The rules' own resource (`setupshowhideroleid`): listed, read and saved through its generic routes. */
const rules = resourceCalls<RuleRecord>('setupshowhideroleid');

export const rulesKey = (roleId: string | number | null) => ['role-rules', String(roleId ?? '')] as const;

/** Every role, for the role pickers (id and name). */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['role-options'],
    queryFn: async () => (await resourceCalls('roles').options<number, string>({ limit: '100' })).records,
    staleTime: 30_000,
  });
}

/** The saved rules of one role, in the engine's order. */
export function useRoleRules(roleId: string | number | null) {
  return useQuery({
    queryKey: rulesKey(roleId),
    queryFn: async () =>
      (await rules.list({ role_id: String(roleId), limit: '500', sort: 'urutan', order: 'asc' })).records,
    enabled: roleId !== null && roleId !== '',
  });
}

export function useRule(id: string | null) {
  return useQuery({
    queryKey: ['role-rule', id],
    queryFn: () => rules.view(id ?? ''),
    enabled: id !== null,
    retry: false,
  });
}

export const rulesApi = {
  save: (id: string | null, record: Record<string, unknown>) =>
    id === null ? rules.add(record) : rules.edit(id, record),
  remove: (id: number) => rules.remove(id),
  /** The export file as the server wrote it, to be saved (`saveBlob`). */
  exportJson: async (roleId: string | number) =>
    new Blob([JSON.stringify(await callRoute(routes.exportRules, { query: { role_id: String(roleId) } }))], {
      type: 'application/json',
    }),
  /** `content`: an export file or a plain array of rules, as read from the chosen file. */
  importJson: (roleId: string | number, content: unknown, options: { dryRun: boolean; replace: boolean }) =>
    callRoute(routes.importRules, {
      // the server reads an export file or its rules alone (core's ImportRulesBody)
      body: content,
      query: { role_id: String(roleId), dryRun: String(options.dryRun), replace: String(options.replace) },
    }),
  copy: (body: BodyIn<typeof routes.copyRules>) => callRoute(routes.copyRules, { body }),
};

/** Offers a blob as a download (the export file). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
