import {
  type accountRolesRoute,
  defaultPageConfig,
  normaliseRoute,
  type PageConfig,
  ROUTE_ADDRESSES,
  type RoleRule,
  type resourceListRoute,
} from '@kantor/core';
import { addressCaller } from '../api/call-route.ts';
import type { ApiClient } from '../api/client.ts';
import { clearPageData, getPageData, setPageData, storeRedirectAfterLogin } from '../session/storage.ts';
import type { HeldRole } from './compile-rules.ts';

const cacheKey = (role: string) => `rules_${role}`;

type Compile = typeof import('./compile-rules.ts').compileForRoles;
let compileRules: Compile | null = null;

/** Loads the rule compiler once (its own chunk, see compile-rules.ts). */
async function loadCompiler(): Promise<void> {
  compileRules ??= (await import('./compile-rules.ts')).compileForRoles;
}

/** The store's key of a primary role, marked when the user holds other roles too (`54+`). */
const keyOf = (role: number | string, several: boolean) => `${role}${several ? '+' : ''}`;

/** The roles behind a key: one role's rules, or what `GET /account/roles` answered. */
async function fetchHeld(api: ApiClient, key: string): Promise<HeldRole[]> {
  // by address: the session's start loads no declaration (call-route.ts)
  const callAt = addressCaller(api);
  if (key.endsWith('+')) {
    const data = await callAt<typeof accountRolesRoute>(ROUTE_ADDRESSES.accountRoles);
    return data.roles.map((r) => ({
      id: String(r.id),
      resources: r.resources,
      rules: r.rules as RoleRule[],
    }));
  }
  const data = await callAt<typeof resourceListRoute>(ROUTE_ADDRESSES.resourceList, {
    params: { resource: 'setupshowhideroleid' },
    query: { role_id: key, limit: '5000' },
  });
  // the rule records are the resource's rows (the generic list answers any resource's)
  return [{ id: key, resources: null, rules: (data.records ?? []) as unknown as RoleRule[] }];
}

type Listener = () => void;

/**
 * The per-role configuration of spec §4, framework-free: rules are fetched once per role (for a user
 * holding several roles, every role's rules with what it reaches, merged per route as the server
 * merges them: issue 37), the compiled configuration of each route is cached; a cached one applies at once while the server's
 * records are fetched again and the configuration recomputed; on failure the defaults apply and the
 * cache is cleared; with no role everything resets to defaults.
 */
export function createRoleRulesStore(api: ApiClient) {
  let roleId: string | null = null;
  let held: HeldRole[] | null = null;
  let loading: Promise<void> | null = null;
  let version = 0;
  const configs = new Map<string, PageConfig>();
  const listeners = new Set<Listener>();

  // rules apply once the compiler is here too; no rules (or none loadable) are the defaults at once
  const compiled = () =>
    held !== null && (compileRules !== null || held.every((role) => role.rules.length === 0));

  const notify = () => {
    version++;
    for (const listener of listeners) listener();
  };

  async function load(forRole: string): Promise<void> {
    try {
      // the records and the compiler's chunk at once: neither needs the other
      const [next] = await Promise.all([fetchHeld(api, forRole), loadCompiler()]);
      if (roleId !== forRole) return;
      setPageData(cacheKey(forRole), next);
      // the records the session's copy already applied (a reload, a refresh): the compiled
      // configurations stay, so the screens keep theirs and draw nothing again (issue 16)
      const wasCompiled = compiled();
      const same = held !== null && JSON.stringify(held) === JSON.stringify(next);
      held = next;
      if (same && wasCompiled === compiled()) return;
      configs.clear();
    } catch {
      if (roleId !== forRole) return;
      // spec §4: when loading fails the defaults apply and the cache is cleared
      held = [];
      clearPageData(cacheKey(forRole));
      configs.clear();
    }
    notify();
  }

  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getVersion: () => version,
    /**
     * Sets the signed-in role (null when signed out) and (re)loads its rules; `several` when the user
     * holds other roles too (`currentuserdata` names more than one).
     */
    setRole(next: number | string | null, several = false): Promise<void> {
      const key = next == null ? null : keyOf(next, several);
      if (key === roleId && (held !== null || loading)) return loading ?? Promise.resolve();
      roleId = key;
      configs.clear();
      if (key === null) {
        held = null;
        storeRedirectAfterLogin(null);
        notify();
        return Promise.resolve();
      }
      // a cached configuration applies at once (as soon as the compiler is in); the server's records then replace it
      held = cachedHeld(key);
      notify();
      if (compileRules === null) {
        void loadCompiler()
          .then(() => {
            configs.clear();
            notify();
          })
          .catch(() => undefined);
      }
      loading = load(key).finally(() => {
        loading = null;
      });
      return loading;
    },
    /** Fetches the role's rules again (after an admin changed them, or on a new page load). */
    refresh(): Promise<void> {
      if (roleId === null) return Promise.resolve();
      loading = load(roleId).finally(() => {
        loading = null;
      });
      return loading;
    },
    /** Whether the rules of the current role are loaded (the page is ready, spec §4). */
    isReady: () => roleId === null || compiled(),
    /** Whether the rules loaded are those of this role: false until the store has caught up after sign-in. */
    isReadyFor: (role: number | string | null | undefined, several = false) =>
      role == null ? roleId === null : roleId === keyOf(role, several) && compiled(),
    /** The compiled configuration of a route for the current role; defaults when none. */
    configFor(route: string): PageConfig {
      const key = normaliseRoute(route);
      if (roleId === null || held === null || held.length === 0 || compileRules === null)
        return defaultPageConfig(key);
      let config = configs.get(key);
      if (!config) {
        config = compileRules(held, key);
        configs.set(key, config);
      }
      return config;
    },
  };
}

/** The session's copy of a key's roles; a copy from before role sets (one role's records) still reads. */
function cachedHeld(key: string): HeldRole[] | null {
  const stored = getPageData<unknown[]>(cacheKey(key));
  if (!Array.isArray(stored)) return null;
  const isHeld = (item: unknown) =>
    typeof item === 'object' && item !== null && 'rules' in item && 'id' in item;
  if (stored.length > 0 && stored.every(isHeld)) return stored as HeldRole[];
  return key.endsWith('+') ? null : [{ id: key, resources: null, rules: stored as RoleRule[] }];
}

export type RoleRulesStore = ReturnType<typeof createRoleRulesStore>;
