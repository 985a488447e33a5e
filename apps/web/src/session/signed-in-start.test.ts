import { beforeEach, describe, expect, it } from 'vitest';
import { createRoleRulesStore } from '../rules/role-rules-store.ts';
import { clearDevice, heldServer, rememberTeknisi } from '../test-support/held-server.ts';
import { createSessionStore } from './session-store.ts';
import { startSignedIn } from './signed-in-start.ts';
import { storeToken } from './storage.ts';

beforeEach(clearDevice);

describe('startSignedIn', () => {
  it('asks for the user and the last role’s rules together, in the page’s language', async () => {
    rememberTeknisi();
    const server = heldServer();
    const session = createSessionStore(server.api, () => undefined);
    const rules = createRoleRulesStore(server.api);
    startSignedIn(server.api, session, rules, 'en');
    // both went out before either was answered (the rules did not wait for the user, nor for the
    // rule compiler's chunk)
    expect(server.sent).toEqual([
      { path: 'account/currentuserdata', language: 'en' },
      { path: 'setupshowhideroleid', language: 'en' },
    ]);
    server.answerHeld();
    await expect.poll(() => rules.isReadyFor(53)).toBe(true);
    expect(session.getState().user).toMatchObject({ username: 'teknisi' });
  });

  it('asks for the user only when this device has seen no user yet, and nothing without a token', () => {
    const server = heldServer();
    const start = () =>
      startSignedIn(
        server.api,
        createSessionStore(server.api, () => undefined),
        createRoleRulesStore(server.api),
        'id-ID',
      );
    start();
    expect(server.sent).toEqual([]);
    storeToken('tok', false);
    start();
    expect(server.sent.map((s) => s.path)).toEqual(['account/currentuserdata']);
  });
});
