import type { PageConfig } from '@kantor/core';
import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { RoleRulesStore } from './role-rules-store.ts';

const RoleRulesContext = createContext<RoleRulesStore | null>(null);

export function RoleRulesProvider({ store, children }: { store: RoleRulesStore; children: ReactNode }) {
  return <RoleRulesContext.Provider value={store}>{children}</RoleRulesContext.Provider>;
}

export function useRoleRulesStore(): RoleRulesStore {
  const store = useContext(RoleRulesContext);
  if (!store) throw new Error('useRoleRulesStore outside RoleRulesProvider');
  return store;
}

/** The role's compiled configuration for a route, and whether the role's rules are loaded. */
export function usePageConfig(route: string): { config: PageConfig; ready: boolean } {
  const store = useRoleRulesStore();
  const version = useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version invalidates the compiled configuration
  return useMemo(() => ({ config: store.configFor(route), ready: store.isReady() }), [store, route, version]);
}
