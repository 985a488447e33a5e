import { actionsOf, canViewRoute, isBlockedRoute, normaliseRoute, parseRoutePath } from '@kantor/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BlockedPage } from './BlockedPage.tsx';
import { ForbiddenPage } from './ForbiddenPage.tsx';
import { Spinner } from './Spinner.tsx';
import { useSession } from './session-context.tsx';

/** Login required: signed-out visitors go to the login page, keeping where they wanted to go. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.loggedIn) {
    if (session.logoutTarget) return <Navigate to={session.logoutTarget} replace />;
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return children;
}

/**
 * The access rules of spec §2: a spinner while permissions load; then a blocked route shows its
 * message, a route outside the pages list the 403 page, anything else the page itself.
 */
export function AccessGuard({
  children,
  blockedMessage,
}: {
  children: ReactNode;
  blockedMessage?: string | null;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.loading || !session.user) return <Spinner />;
  const path = normaliseRoute(location.pathname);
  if (isBlockedRoute(session.blockedRoutes, path)) return <BlockedPage message={blockedMessage} />;
  const { page } = parseRoutePath(path);
  if (!canViewRoute(session.pages, path, actionsOf(page))) return <ForbiddenPage />;
  return children;
}
