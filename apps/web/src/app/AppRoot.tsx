import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useRoleRulesStore } from '../rules/role-rules-context.tsx';
import { storeBlockedSnapshot } from '../session/storage.ts';
import { DeferredUiHost } from './deferred.tsx';
import { InstallPrompt } from './InstallPrompt.tsx';
import { useSession, useSessionStore } from './session-context.tsx';

/**
 * Root of every route: loads user data for a stored token, sends the unload beacon, mounts the UI hosts
 * (once anything may need them: deferred.tsx).
 */
export function AppRoot() {
  const store = useSessionStore();
  const session = useSession();
  const rules = useRoleRulesStore();
  const roleId = session.user?.user_role_id ?? null;
  const several = session.roleCount > 1;

  // The role's rules follow the signed-in user; blocked routes come from them (spec §4). While the
  // user loads, the rules main.tsx asked for (the role this device last saw) stay in flight.
  const userLoaded = session.user != null;
  useEffect(() => {
    if (session.loggedIn && !userLoaded) return;
    void rules.setRole(session.loggedIn ? roleId : null, several);
  }, [rules, roleId, several, session.loggedIn, userLoaded]);
  useEffect(() => {
    // kept for the next page load's early calls once they are the signed-in role's own (the rules may
    // compile before the user is in, or the user come in after the rules: either may come last)
    const keep = () => {
      const { loggedIn, user, roleCount } = store.getState();
      if (loggedIn && rules.isReadyFor(user?.user_role_id, roleCount > 1))
        storeBlockedSnapshot(rules.configFor('/').blockedRoutes);
    };
    const apply = () => {
      store.setBlockedRoutes(rules.configFor('/').blockedRoutes);
      keep();
    };
    apply();
    const offRules = rules.subscribe(apply);
    const offSession = store.subscribe(keep);
    return () => {
      offRules();
      offSession();
    };
  }, [rules, store]);

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
      <DeferredUiHost />
      <InstallPrompt />
    </>
  );
}
