import {
  API_BASE_PATH,
  type CurrentUserData,
  type currentUserRoute,
  type logoutRoute,
  ROUTE_ADDRESSES,
  routeUrl,
} from '@kantor/core';
import { addressCaller } from '../api/call-route.ts';
import { type ApiClient, ApiError } from '../api/client.ts';
import { clearLogin, KEYS, readToken, readUserSnapshot, storeToken, storeUserSnapshot } from './storage.ts';

/** The signed-in user as the server sends it (core `CurrentUserData`), with the photo. */
export type CurrentUser = CurrentUserData['user'] & {
  /** spec §3: the user photo is always set empty. */
  photo: string;
};

export type SessionState = {
  token: string | null;
  loggedIn: boolean;
  loading: boolean;
  user: CurrentUser | null;
  /** Role names joined into one string (spec §3). */
  role: string;
  /** How many roles the user holds (issue 37: more than one, and the screens merge their rules). */
  roleCount: number;
  pages: string[];
  blockedRoutes: string[];
  error: string | null;
  /** Where the last logout went (the root, with its redirect parameter), so guards follow it too. */
  logoutTarget: string | null;
  /** The server could not be reached: the session runs on the last user data it sent. */
  offline: boolean;
};

type Listener = () => void;

export type SessionNavigate = (to: string) => void;

/** The client session of spec §4, framework-free so it can be tested without React. */
export function createSessionStore(api: ApiClient, navigate: SessionNavigate) {
  // the first load's calls: by address, so the sign-in page loads no declaration (call-route.ts)
  const callAt = addressCaller(api);
  const initialToken = readToken();
  let state: SessionState = {
    token: initialToken,
    loggedIn: initialToken != null,
    loading: initialToken != null,
    user: null,
    role: '',
    roleCount: 0,
    pages: [],
    blockedRoutes: [],
    error: null,
    logoutTarget: null,
    offline: false,
  };
  const listeners = new Set<Listener>();
  let pending: Promise<void> | null = null;

  function set(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function reset(): Partial<SessionState> {
    return {
      token: null,
      loggedIn: false,
      loading: false,
      user: null,
      role: '',
      roleCount: 0,
      pages: [],
      blockedRoutes: [],
      offline: false,
    };
  }

  async function fetchUser(): Promise<void> {
    if (!state.token) return;
    set({ loading: true, error: null });
    const apply = (data: CurrentUserData, offline: boolean) =>
      set({
        loading: false,
        offline,
        user: { ...data.user, photo: '' },
        role: (data.roles ?? []).join(','),
        roleCount: (data.roles ?? []).length,
        pages: data.pages ?? [],
      });
    try {
      const data = await callAt<typeof currentUserRoute>(ROUTE_ADDRESSES.currentUser);
      storeUserSnapshot(data);
      apply(data, false);
    } catch (error) {
      // no network at all (not an answer of the server): carry on with the last user data it sent, so
      // the installed app opens offline; the server still checks every request once the network is back
      const snapshot =
        error instanceof ApiError && error.status === 0 ? readUserSnapshot<CurrentUserData>() : null;
      if (snapshot?.user) {
        apply(snapshot, true);
        return;
      }
      // spec §4: 'Unable to get user data', then the session is logged out.
      set({ error: 'Unable to get user data' });
      await logout();
      if (!(error instanceof ApiError)) throw error;
    }
  }

  async function logout(redirect?: string): Promise<void> {
    const token = state.token;
    if (token) {
      // Logout errors are ignored (spec §8); the local session ends whatever the server says.
      await callAt<typeof logoutRoute>(ROUTE_ADDRESSES.logout, { body: { token } }).catch(() => undefined);
    }
    clearLogin();
    const target = redirect ? `/?redirect=${encodeURIComponent(redirect)}` : '/';
    set({ ...reset(), logoutTarget: target });
    navigate(target);
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Stores the token (remember-me → persistent storage) and loads the user. */
    async login(token: string, remember: boolean) {
      storeToken(token, remember);
      set({ token, loggedIn: true, error: null, logoutTarget: null });
      await fetchUser();
    },
    logout,
    /** Loads user data once per token; concurrent callers share the request. */
    refreshUser() {
      pending ??= fetchUser().finally(() => {
        pending = null;
      });
      return pending;
    },
    setBlockedRoutes(blockedRoutes: string[]) {
      set({ blockedRoutes });
    },
    /** Sends the logout beacon (spec §4) when the page unloads while signed in. */
    sendLogoutBeacon(host = '') {
      const token = state.token;
      if (!token || typeof navigator === 'undefined' || !navigator.sendBeacon) return false;
      const body = new Blob([JSON.stringify({ token, beacon: true })], { type: 'text/plain' });
      const url = `${host.replace(/\/+$/, '')}${API_BASE_PATH}/${routeUrl(ROUTE_ADDRESSES.logout)}`;
      return navigator.sendBeacon(url, body);
    },
    keys: KEYS,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
