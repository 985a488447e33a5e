/**
 * Built-in row actions of a resource's list (the product's own extra routes, e.g. a role's clone and
 * permissions), shown next to the ones role rules add, only to callers who hold the target page.
 */
import { canViewRoute, isBlockedRoute, type ListAction } from '@kantor/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session-context.tsx';
import { usePageConfig } from '../rules/role-rules-context.tsx';

type BuiltIn = { id: string; labelKey: string; icon: string; to: string; page: string };

const ACTIONS: Readonly<Record<string, readonly BuiltIn[]>> = {
  roles: [
    {
      id: 'permissions',
      labelKey: 'roles.rowActions.permissions',
      icon: 'pi pi-key',
      to: '/roles/permissionmulti/{id}',
      page: '/roles/permissionmulti',
    },
    {
      id: 'clone',
      labelKey: 'roles.rowActions.clone',
      icon: 'pi pi-clone',
      to: '/roles/clone/{id}',
      page: '/roles/clone',
    },
    {
      id: 'website',
      labelKey: 'roles.rowActions.website',
      icon: 'pi pi-desktop',
      to: '/roles/importrsetwebsite/{id}',
      page: '/roles/importrsetwebsite',
    },
  ],
  rinvoice: [
    {
      id: 'duplicate',
      labelKey: 'invoicing.actions.duplicate',
      icon: 'pi pi-copy',
      to: '/rinvoice/duplikatinv/{id}',
      page: '/rinvoice/duplikatinv',
    },
  ],
  butuhapa: [
    {
      id: 'to-job',
      labelKey: 'maintenance.rowAction',
      icon: 'pi pi-briefcase',
      to: '/butuhapa/jadikanpekerjaan/{id}',
      page: '/butuhapa/edit',
    },
  ],
  pendaftaran: [
    {
      id: 'to-job',
      labelKey: 'maintenance.rowAction',
      icon: 'pi pi-briefcase',
      to: '/pendaftaran/jadikanpekerjaan/{id}',
      page: '/pendaftaran/edit',
    },
  ],
  akun: [
    {
      id: 'cpanel',
      labelKey: 'hosting.panel.open',
      icon: 'pi pi-server',
      to: '/akun/cpanelapi/{id}',
      page: '/akun/cpanelapi',
    },
  ],
  akunwebmail: [
    {
      id: 'gantipass',
      labelKey: 'hosting.password.open',
      icon: 'pi pi-key',
      to: '/akunwebmail/gantipass/{id}',
      page: '/akunwebmail/gantipass',
    },
  ],
  rpekerjaan: [
    {
      id: 'duplicate',
      labelKey: 'jobs.duplicate.action',
      icon: 'pi pi-copy',
      to: '/rpekerjaan/duplikatdata/{id}',
      page: '/rpekerjaan/duplikatdata',
    },
  ],
};

export function useBuiltInRowActions(resource: string): ListAction[] {
  const { t } = useTranslation();
  const session = useSession();
  const { blockedRoutes } = usePageConfig('/').config;
  return useMemo(
    () =>
      (ACTIONS[resource] ?? [])
        // a page the role's Blokir rules refuse is not offered: the server refuses it too
        .filter((a) => canViewRoute(session.pages, a.page) && !isBlockedRoute(blockedRoutes, a.page))
        .map((a) => ({
          id: `builtin-${a.id}`,
          label: t(a.labelKey),
          to: a.to,
          icon: a.icon,
          iconcolor: null,
          target: null,
          sourceRoute: `/${resource}`,
          ruleId: null,
        })),
    [resource, session.pages, blockedRoutes, t],
  );
}
