import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../resources/test-utils.tsx';
import { HomePage } from './HomePage.tsx';

afterEach(() => {
  cleanup();
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

describe('/home for a role that bills (issue 37)', () => {
  const pages = ['home', 'rinvoice', 'rinvoice/countrinvoice'];
  const withPages = {
    'GET /api/account/currentuserdata': () => ({
      user: {
        id: 8,
        username: 'kasir',
        email: 'kasir@kantor.test',
        no_hp: null,
        user_role_id: 61,
        user_id: 8,
      },
      roles: ['Kasir'],
      pages,
    }),
  };

  it('shows the invoices the role reaches on the invoice card: their count and what is owed', async () => {
    const { api } = await renderScreen(
      <HomePage />,
      { path: '/home', pages },
      {
        ...withPages,
        'GET /api/rinvoice/countrinvoice': () => ({
          rows: [],
          totals: { count: 4, total: 2_400_000, paid: 750_000, balance: 1_450_000 },
        }),
      },
    );
    const card = await screen.findByTestId('home-invoices');
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toBe('4 invoice · sisa Rp 1.450.000');
    expect(api.find('GET', '/api/rinvoice/countrinvoice')).toHaveLength(1);
  });

  it('does not ask for the count without its page', async () => {
    const { api } = await renderScreen(
      <HomePage />,
      { path: '/home', pages: ['home', 'rinvoice'] },
      signedIn(61, 'Kasir'),
    );
    await screen.findByTestId('user-home');
    expect(api.find('GET', '/api/rinvoice/countrinvoice')).toHaveLength(0);
  });
});
