import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
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
