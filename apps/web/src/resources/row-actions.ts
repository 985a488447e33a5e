/**
 * Built-in row actions of a resource's list (the product's own extra routes, e.g. a role's clone and
 * permissions, each feature's `rowActions`), shown next to the ones role rules add, only to callers who
 * hold the target page.
 */
import {
  actionsOf,
  canViewRoute,
  isBlockedRoute,
  type ListAction,
  normaliseRoute,
  parseRoutePath,
} from '@kantor/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { rowActionsOf } from '../app/feature-registry.ts';
import { useSession } from '../app/session-context.tsx';
import { usePageConfig } from '../rules/role-rules-context.tsx';

export function useBuiltInRowActions(resource: string): ListAction[] {
  const { t } = useTranslation();
  const session = useSession();
  const { blockedRoutes } = usePageConfig('/').config;
  return useMemo(
    () =>
      rowActionsOf(resource)
        // a page the role's Blokir rules refuse is not offered: the server refuses it too
        // the page's own actions (`duplikatinv` of rinvoice): without them the path reads as the list's
        .filter(
          (a) =>
            canViewRoute(session.pages, a.page, actionsOf(parseRoutePath(normaliseRoute(a.page)).page)) &&
            !isBlockedRoute(blockedRoutes, a.page),
        )
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
