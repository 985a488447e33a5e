import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createSessionStore } from './session-store.ts';
import { KEYS, readToken, storeToken } from './storage.ts';

const USER = { id: 1, username: 'admin', email: 'a@b.c', no_hp: null, user_role_id: 52, user_id: 1 };

function setup(respond: (url: string) => Response) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`);
    return respond(String(url));
  }) as unknown as typeof fetch;
  const api = createApiClient({ getToken: readToken, fetchImpl });
  const visited: string[] = [];
  const store = createSessionStore(api, (to) => visited.push(to));
  return { store, calls, visited };
}

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session storage', () => {
  it('keeps a remembered token in localStorage and a plain one in sessionStorage; reads session first', () => {
    storeToken('plain', false);
    expect(sessionStorage.getItem(KEYS.token)).toBe('plain');
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    storeToken('kept', true);
    expect(localStorage.getItem(KEYS.token)).toBe('kept');
    expect(sessionStorage.getItem(KEYS.token)).toBeNull();
    sessionStorage.setItem(KEYS.token, 'tab');
    expect(readToken()).toBe('tab');
    expect(KEYS.token).toBe('APP_KANTOR_TOKEN');
    expect(KEYS.locale).toBe('APP_KANTOR_LOCALE');
  });
});

describe('createSessionStore', () => {
  it('logs in, loads the user data and joins the role names', async () => {
    const { store } = setup(() => ok({ user: USER, roles: ['admin', 'keuangan'], pages: ['home'] }));
    await store.login('tok', false);
    const state = store.getState();
    expect(state).toMatchObject({ loggedIn: true, loading: false, role: 'admin,keuangan', pages: ['home'] });
    expect(state.user).toMatchObject({ username: 'admin', photo: '' });
  });

  it('logs out on "Unable to get user data", clearing storage and going to the root', async () => {
    const { store, calls, visited } = setup((url) =>
      url.endsWith('currentuserdata') ? new Response('{}', { status: 401 }) : ok({}),
    );
    sessionStorage.setItem(`${KEYS.prefix}rsupplier`, '{"page":2}');
    await store.login('tok', true);
    expect(store.getState()).toMatchObject({
      loggedIn: false,
      error: 'Unable to get user data',
      user: null,
      pages: [],
    });
    expect(calls).toContain('POST /api/auth/logout');
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    expect(sessionStorage.getItem(`${KEYS.prefix}rsupplier`)).toBeNull();
    expect(visited).toEqual(['/']);
  });

  it('opens offline on the last user data when the server cannot be reached, and logs out on an answer', async () => {
    let network = true;
    let status = 200;
    const { store, visited } = setup((url) => {
      if (!network) throw new TypeError('Failed to fetch');
      if (url.endsWith('currentuserdata'))
        return status === 200
          ? ok({ user: USER, roles: ['Teknisi'], pages: ['home', 'rpekerjaan'] })
          : new Response('{}', { status });
      return ok({});
    });
    await store.login('tok', true);
    expect(store.getState()).toMatchObject({ loggedIn: true, offline: false });

    // the phone loses its network: a fresh start keeps the technician signed in on what the server last said
    network = false;
    const offline = createSessionStore(
      createApiClient({
        getToken: readToken,
        fetchImpl: (async () => {
          throw new TypeError('Failed to fetch');
        }) as unknown as typeof fetch,
      }),
      (to) => visited.push(to),
    );
    await offline.refreshUser();
    expect(offline.getState()).toMatchObject({
      loggedIn: true,
      offline: true,
      role: 'Teknisi',
      pages: ['home', 'rpekerjaan'],
    });
    expect(readToken()).toBe('tok');

    // a real answer refusing the token still ends the session (spec §4)
    network = true;
    status = 401;
    await store.refreshUser();
    expect(store.getState()).toMatchObject({ loggedIn: false, error: 'Unable to get user data' });
    const again = createSessionStore(
      createApiClient({
        getToken: readToken,
        fetchImpl: (async () => {
          throw new TypeError('Failed to fetch');
        }) as unknown as typeof fetch,
      }),
      () => undefined,
    );
    expect(again.getState().loggedIn).toBe(false);
  });

  it('always clears the session on logout, even when the server call fails, keeping the locale', async () => {
    const { store, visited } = setup((url) =>
      url.endsWith('logout')
        ? new Response('boom', { status: 500 })
        : ok({ user: USER, roles: ['admin'], pages: [] }),
    );
    localStorage.setItem(KEYS.locale, 'en-US');
    await store.login('tok', true);
    store.setBlockedRoutes(['/rabsensi']);
    await store.logout('/rsupplier');
    expect(store.getState()).toMatchObject({ loggedIn: false, token: null, blockedRoutes: [], pages: [] });
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    expect(localStorage.getItem(KEYS.locale)).toBe('en-US');
    expect(visited).toEqual(['/?redirect=%2Frsupplier']);
  });
});
