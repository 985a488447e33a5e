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
