import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { SessionState, SessionStore } from '../session/session-store.ts';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore outside SessionProvider');
  return store;
}

/** The session store, or null outside a SessionProvider (a screen rendered alone reads no session). */
export function useSessionStoreIfAny(): SessionStore | null {
  return useContext(SessionContext);
}

/** The session state; re-renders on every change. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
