import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../resources/test-utils.tsx';
import { HomePage } from './HomePage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** The signed-in user of the mocked session: a role id and the role's name, which must not matter. */
const signedIn = (user_role_id: number, role: string) => ({
  'GET /api/account/currentuserdata': () => ({
    user: { id: 7, username: 'budi', email: 'budi@kantor.test', no_hp: null, user_role_id, user_id: 7 },
    roles: [role],
    pages: ['home'],
  }),
});

// issue 32 (R1): the admin is the role with id 52, never a role whose name reads "admin"
describe('/home shows the admin dashboard by role id, not by name', () => {
  it('a role named " Admin" that is not role 52 gets the normal home', async () => {
    await renderScreen(<HomePage />, { path: '/home', pages: ['home'] }, signedIn(60, ' Admin'));
    expect(await screen.findByTestId('user-home')).toBeTruthy();
    expect(screen.queryByTestId('admin-dashboard')).toBeNull();
  });

  it('role 52 gets the admin dashboard whatever it is called', async () => {
    const { api } = await renderScreen(
      <HomePage />,
      { path: '/home', pages: ['home'] },
      {
        ...signedIn(52, 'admin-lama'),
        // the figures are not this test's: they stay loading
        'GET /api/admin/summary': () => new Promise(() => {}),
        'GET /api/dashboard/bisnis': () => new Promise(() => {}),
      },
    );
    expect(await screen.findByTestId('admin-dashboard')).toBeTruthy();
    expect(api.find('GET', '/api/admin/summary').length).toBeGreaterThan(0);
  });
});
