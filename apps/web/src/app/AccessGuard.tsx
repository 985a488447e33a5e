import { actionsOf, canViewRoute, isBlockedRoute, normaliseRoute, parseRoutePath } from '@kantor/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { usePageConfig, useRoleRulesStore } from '../rules/role-rules-context.tsx';
import { useUserFacts } from '../session/use-user-facts.ts';
import { BlockedPage } from './BlockedPage.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { Spinner } from './Spinner.tsx';
import { useSession } from './session-context.tsx';

/**
 * The access rules of spec §2: a spinner while permissions load; then a blocked route shows its
 * message, a route outside the pages list the 403 page, anything else the page itself.
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const path = normaliseRoute(location.pathname);
  // the page is ready when the role's rules (hidden fields, dynamic hides, blocks) are loaded
  const { config } = usePageConfig(path);
  const ready = useRoleRulesStore().isReadyFor(session.user?.user_role_id, session.roleCount > 1);
  // who is signed in, as rule conditions read them: asked for with the rules, before any page draws its
  // list, so a list's colours and logic are drawn once with them (one request per session, shared)
  useUserFacts();
  if (session.loading || !session.user || !ready) return <Spinner />;
  if (isBlockedRoute(session.blockedRoutes, path)) return <BlockedPage message={config.blocked?.message} />;
  const { page } = parseRoutePath(path);
  if (!canViewRoute(session.pages, path, actionsOf(page))) return <ForbiddenPage />;
  return children;
}
