import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { UiHost } from '../ui/index.ts';
import { useSession, useSessionStore } from './session-context.tsx';

/** Root of every route: loads user data for a stored token, sends the unload beacon, mounts the UI hosts. */
export function AppRoot() {
  const store = useSessionStore();
  const session = useSession();

  useEffect(() => {
    if (session.loggedIn && !session.user && !session.error) void store.refreshUser();
  }, [session.loggedIn, session.user, session.error, store]);

  useEffect(() => {
    const onPageHide = () => {
      if (store.getState().loggedIn) store.sendLogoutBeacon();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [store]);

  return (
    <>
      <Outlet />
      <UiHost />
    </>
  );
}
