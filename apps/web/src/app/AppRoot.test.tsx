import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RoleRulesProvider } from '../rules/role-rules-context.tsx';
import { createRoleRulesStore } from '../rules/role-rules-store.ts';
import { createSessionStore } from '../session/session-store.ts';
import { startSignedIn } from '../session/signed-in-start.ts';
import { clearDevice, heldServer, rememberTeknisi } from '../test-support/held-server.ts';
import { AppRoot } from './AppRoot.tsx';
import { SessionProvider } from './session-context.tsx';

beforeEach(clearDevice);

describe('AppRoot', () => {
  it('keeps the rules asked for at start while the user loads: one request for them, not two', async () => {
    rememberTeknisi();
    // the user data waits; the rules are answered at once
    const server = heldServer((path) => path === 'account/currentuserdata');
    const session = createSessionStore(server.api, () => undefined);
    const rules = createRoleRulesStore(server.api);
    startSignedIn(server.api, session, rules, 'id-ID');
    const router = createMemoryRouter([{ path: '/', element: <AppRoot />, children: [{ index: true }] }]);
    render(
      <SessionProvider store={session}>
        <RoleRulesProvider store={rules}>
          <RouterProvider router={router} />
        </RoleRulesProvider>
      </SessionProvider>,
    );
    // drawn while the user is still on its way: the role this device saw last stays
    await expect.poll(() => rules.isReadyFor(53)).toBe(true);
    await act(async () => server.answerHeld());
    await expect.poll(() => session.getState().user?.user_role_id).toBe(53);
    expect(rules.isReadyFor(53)).toBe(true);
    expect(server.sent.filter((s) => s.path === 'setupshowhideroleid')).toHaveLength(1);
  });
});
