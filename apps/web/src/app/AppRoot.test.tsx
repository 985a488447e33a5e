import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { RoleRulesProvider } from '../rules/role-rules-context.tsx';
import { createRoleRulesStore } from '../rules/role-rules-store.ts';
import { createSessionStore } from '../session/session-store.ts';
import { startSignedIn } from '../session/signed-in-start.ts';
import { readToken, storeToken, storeUserSnapshot } from '../session/storage.ts';
import { AppRoot } from './AppRoot.tsx';
import { SessionProvider } from './session-context.tsx';

const USER = { id: 1, username: 'teknisi', email: 'a@b.c', no_hp: null, user_role_id: 53, user_id: 1 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('AppRoot', () => {
  it('keeps the rules asked for at start while the user loads: one request for them, not two', async () => {
    storeToken('tok', true);
    storeUserSnapshot({ user: USER, roles: ['teknisi'], pages: ['home'] });
    const sent: string[] = [];
    let answerUser: () => void = () => undefined;
    const fetchImpl = ((url: string) => {
      sent.push(
        String(url)
          .replace(/^.*\/api\//, '')
          .split('?')[0]!,
      );
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      if (String(url).includes('currentuserdata'))
        return new Promise<Response>((resolve) => {
          answerUser = () => resolve(json({ user: USER, roles: ['teknisi'], pages: ['home'] }));
        });
      return Promise.resolve(json({ records: [] }));
    }) as unknown as typeof fetch;
    const api = createApiClient({ getToken: readToken, fetchImpl });
    const session = createSessionStore(api, () => undefined);
    const rules = createRoleRulesStore(api);
    startSignedIn(api, session, rules, 'id-ID');
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
    await act(async () => answerUser());
    await expect.poll(() => session.getState().user?.user_role_id).toBe(53);
    expect(rules.isReadyFor(53)).toBe(true);
    expect(sent.filter((path) => path === 'setupshowhideroleid')).toHaveLength(1);
  });
});
