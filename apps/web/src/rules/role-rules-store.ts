import { defaultPageConfig, normaliseRoute, type PageConfig, type RoleRule } from '@kantor/core';
import type { ApiClient } from '../api/client.ts';
import { clearPageData, getPageData, setPageData, storeRedirectAfterLogin } from '../session/storage.ts';

const cacheKey = (role: string) => `rules_${role}`;

type Compile = typeof import('./compile-rules.ts').compile;
let compileRules: Compile | null = null;

/** Loads the rule compiler once (its own chunk, see compile-rules.ts). */
async function loadCompiler(): Promise<void> {
  compileRules ??= (await import('./compile-rules.ts')).compile;
}

type Listener = () => void;

/**
 * The per-role configuration of spec §4, framework-free: rules are fetched once per role, the
 * compiled configuration of each route is cached; a cached one applies at once while the server's
 * records are fetched again and the configuration recomputed; on failure the defaults apply and the
 * cache is cleared; with no role everything resets to defaults.
 */
export function createRoleRulesStore(api: ApiClient) {
  let roleId: string | null = null;
  let rules: RoleRule[] | null = null;
  let loading: Promise<void> | null = null;
  let version = 0;
  const configs = new Map<string, PageConfig>();
  const listeners = new Set<Listener>();

  // rules apply once the compiler is here too; no rules (or none loadable) are the defaults at once
  const compiled = () => rules !== null && (compileRules !== null || rules.length === 0);

  const notify = () => {
    version++;
    for (const listener of listeners) listener();
  };

  async function load(forRole: string): Promise<void> {
    try {
      // the records and the compiler's chunk at once: neither needs the other
      const [data] = await Promise.all([
        api.get<{ records: RoleRule[] }>('setupshowhideroleid', { role_id: forRole, limit: 5000 }),
        loadCompiler(),
      ]);
      if (roleId !== forRole) return;
      const next = data.records ?? [];
      setPageData(cacheKey(forRole), next);
      // the records the session's copy already applied (a reload, a refresh): the compiled
      // configurations stay, so the screens keep theirs and draw nothing again (issue 16)
      const wasCompiled = compiled();
      const same = rules !== null && JSON.stringify(rules) === JSON.stringify(next);
      rules = next;
      if (same && wasCompiled === compiled()) return;
      configs.clear();
    } catch {
      if (roleId !== forRole) return;
      // spec §4: when loading fails the defaults apply and the cache is cleared
      rules = [];
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
    /** Sets the signed-in role (null when signed out) and (re)loads its rules. */
    setRole(next: number | string | null): Promise<void> {
      const key = next == null ? null : String(next);
      if (key === roleId && (rules !== null || loading)) return loading ?? Promise.resolve();
      roleId = key;
      configs.clear();
      if (key === null) {
        rules = null;
        storeRedirectAfterLogin(null);
        notify();
        return Promise.resolve();
      }
      // a cached configuration applies at once (as soon as the compiler is in); the server's records then replace it
      rules = getPageData<RoleRule[]>(cacheKey(key));
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
    isReadyFor: (role: number | string | null | undefined) =>
      role == null ? roleId === null : roleId === String(role) && compiled(),
    /** The compiled configuration of a route for the current role; defaults when none. */
    configFor(route: string): PageConfig {
      const key = normaliseRoute(route);
      if (roleId === null || rules === null || compileRules === null) return defaultPageConfig(key);
      let config = configs.get(key);
      if (!config) {
        config = compileRules(rules, roleId, key);
        configs.set(key, config);
      }
      return config;
    },
  };
}

export type RoleRulesStore = ReturnType<typeof createRoleRulesStore>;
