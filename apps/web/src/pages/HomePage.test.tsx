import { cleanup, screen, waitFor } from '@testing-library/react';
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

describe('/home for a login holding several roles (issue 37)', () => {
  const facts = (role_ids: number[]) => ({
    'GET /api/account/facts': () => ({
      user: {
        id: 7,
        username: 'budi',
        email: 'budi@kantor.test',
        user_id: 7,
        role_id: role_ids[0],
        role: 'Kasir',
        roles: ['Kasir'],
        role_ids,
        groups: [],
        cabang: null,
        akun: [],
      },
      role: { id: role_ids[0], name: 'Kasir' },
      today: '2026-11-29',
      now: '2026-11-29T09:00:00.000Z',
    }),
    'GET /api/admin/summary': () => new Promise(() => {}),
    'GET /api/dashboard/bisnis': () => new Promise(() => {}),
  });

  it('shows the admin dashboard to a cashier who holds the admin role as another role', async () => {
    await renderScreen(
      <HomePage />,
      { path: '/home', pages: ['home'] },
      { ...signedIn(61, 'Kasir'), ...facts([61, 52]) },
    );
    expect(await screen.findByTestId('admin-dashboard')).toBeTruthy();
  });

  it('keeps the normal home for a cashier whose other role is not the admin', async () => {
    const { api } = await renderScreen(
      <HomePage />,
      { path: '/home', pages: ['home'] },
      { ...signedIn(61, 'Kasir'), ...facts([61, 53]) },
    );
    expect(await screen.findByTestId('user-home')).toBeTruthy();
    // the facts have been read and still no dashboard
    await waitFor(() => expect(api.find('GET', '/api/account/facts').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('admin-dashboard')).toBeNull();
    expect(api.find('GET', '/api/admin/summary')).toHaveLength(0);
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
