import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createRoleRulesStore } from '../rules/role-rules-store.ts';
import { createSessionStore } from './session-store.ts';
import { startSignedIn } from './signed-in-start.ts';
import { readToken, storeToken, storeUserSnapshot } from './storage.ts';

const USER = { id: 1, username: 'teknisi', email: 'a@b.c', no_hp: null, user_role_id: 53, user_id: 1 };

/** A server that answers nothing until told to: which requests went out, with which headers. */
function heldServer() {
  const sent: { url: string; language: string | null }[] = [];
  const held: (() => void)[] = [];
  const fetchImpl = ((url: string, init: RequestInit) => {
    sent.push({ url: String(url), language: new Headers(init.headers).get('accept-language') });
    const body = String(url).includes('currentuserdata')
      ? { user: USER, roles: ['teknisi'], pages: ['home'] }
      : { records: [] };
    return new Promise<Response>((resolve) =>
      held.push(() =>
        resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
      ),
    );
  }) as unknown as typeof fetch;
  const api = createApiClient({ getToken: readToken, fetchImpl });
  const answerAll = () => {
    for (const answer of held.splice(0)) answer();
  };
  return { api, sent, answerAll };
}

const paths = (sent: { url: string }[]) => sent.map((s) => s.url.replace(/^.*\/api\//, '').split('?')[0]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('startSignedIn', () => {
  it('asks for the user and the last role’s rules together, in the page’s language', async () => {
    storeToken('tok', true);
    storeUserSnapshot({ user: USER, roles: ['teknisi'], pages: ['home'] });
    const server = heldServer();
    const session = createSessionStore(server.api, () => undefined);
    const rules = createRoleRulesStore(server.api);
    startSignedIn(server.api, session, rules, 'en');
    // both went out before either was answered (the rules did not wait for the user, nor for the
    // rule compiler's chunk)
    expect(paths(server.sent)).toEqual(['account/currentuserdata', 'setupshowhideroleid']);
    expect(server.sent.map((s) => s.language)).toEqual(['en', 'en']);
    server.answerAll();
    await expect.poll(() => rules.isReadyFor(53)).toBe(true);
    expect(session.getState().user).toMatchObject({ username: 'teknisi' });
  });

  it('asks for the user only when this device has seen no user yet, and nothing without a token', () => {
    const server = heldServer();
    startSignedIn(
      server.api,
      createSessionStore(server.api, () => undefined),
      createRoleRulesStore(server.api),
      'id-ID',
    );
    expect(server.sent).toEqual([]);
    storeToken('tok', false);
    startSignedIn(
      server.api,
      createSessionStore(server.api, () => undefined),
      createRoleRulesStore(server.api),
      'id-ID',
    );
    expect(paths(server.sent)).toEqual(['account/currentuserdata']);
  });
});
