import {
  ADMIN_ROUTES,
  actionsOf,
  businessFiguresRoute,
  canViewRoute,
  INVENTORY_ROUTES,
  isBlockedRoute,
  normaliseRoute,
  PROFILE_ROUTES,
  parseRoutePath,
  RESOURCES_ROUTES,
} from '@kantor/core';
import { afterEach, describe, expect, it } from 'vitest';
import { routeCaller } from '../api/call-route.ts';
import { createApiClient } from '../api/client.ts';
import { COUNTER_KEY, posFirstCalls } from '../features/inventory/pos-counter.ts';
import {
  ADMIN_DASHBOARD_CALLS,
  FACTS_CALL,
  type FirstCall,
  firstViewCall,
  mayCallAhead,
} from './first-calls.ts';

/**
 * A client whose network is a counter: each request the browser would send is answered at once with
 * `{}`. What a first call restates is right when the screen's own call, made after it, sends nothing.
 */
function countingClient() {
  const sent: string[] = [];
  const client = createApiClient({
    getToken: () => 'token',
    fetchImpl: async (url) => {
      sent.push(String(url));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, call: routeCaller(client), sent };
}

/** Sends the first calls ahead, then runs the screen's calls: what reached the network. */
async function sentFor(
  calls: (FirstCall | null)[],
  screen: (call: ReturnType<typeof routeCaller>) => Promise<unknown>[],
) {
  const { client, call, sent } = countingClient();
  for (const first of calls) if (first) client.prefetch(first.path, first.query);
  const ahead = sent.length;
  await Promise.all(screen(call));
  return { ahead, later: sent.slice(ahead) };
}

afterEach(() => localStorage.clear());

describe('the first calls restate the screens’ own calls', () => {
  it('a view page’s record and the user’s facts', async () => {
    const { ahead, later } = await sentFor([FACTS_CALL, firstViewCall('/rpekerjaan/view/8')], (call) => [
      call(PROFILE_ROUTES.facts),
      call(RESOURCES_ROUTES.view, { params: { resource: 'rpekerjaan', id: '8' } }),
    ]);
    expect(ahead).toBe(2);
    expect(later).toEqual([]);
  });

  it('the admin dashboard’s figures', async () => {
    const { ahead, later } = await sentFor(ADMIN_DASHBOARD_CALLS, (call) => [
      call(businessFiguresRoute),
      call(ADMIN_ROUTES.summary),
    ]);
    expect(ahead).toBe(2);
    expect(later).toEqual([]);
  });

  it('the POS page’s catalogue and its counter’s open session, for the stored counter', async () => {
    localStorage.setItem(COUNTER_KEY, JSON.stringify('Kasir Depan'));
    const { ahead, later } = await sentFor(posFirstCalls(), (call) => [
      call(INVENTORY_ROUTES.catalog),
      call(INVENTORY_ROUTES.sessions, { query: { counter: 'Kasir Depan', status: 'open' } }),
    ]);
    expect(ahead).toBe(2);
    expect(later).toEqual([]);
  });

  it('a call the first calls did not restate still goes out (the counter can fail)', async () => {
    const { later } = await sentFor(posFirstCalls(), (call) => [
      call(INVENTORY_ROUTES.sessions, { query: { counter: 'Kasir 2', status: 'open' } }),
    ]);
    expect(later).toHaveLength(1);
    expect(later[0]).toContain('counter=Kasir%202');
  });
});

describe('firstViewCall', () => {
  it('takes only `/x/view/{id}`', () => {
    expect(firstViewCall('/rsupplier/view/5')).toEqual({ path: 'rsupplier/view/5' });
    for (const path of [
      '/rsupplier',
      '/rsupplier/edit/5',
      '/rsupplier/view',
      '/RSupplier/view/5',
      '/a/view/5/x',
    ])
      expect(firstViewCall(path), path).toBeNull();
  });
});

describe('mayCallAhead: the access guard’s answer, before the guard has loaded', () => {
  const pagesLists = [
    [],
    ['home', 'rsupplier'],
    ['rsupplier/view', 'rpekerjaan', 'rpekerjaan/view/'],
    ['/postransaksirizqieta/', 'rpekerjaan/list'],
  ];
  const paths = [
    '/rsupplier',
    '/rsupplier/view/5',
    '/rpekerjaan',
    '/rpekerjaan/view/8',
    '/home',
    '/postransaksirizqieta',
  ];

  it('lets the screen’s calls go ahead exactly where core’s canViewRoute lets the screen draw', () => {
    for (const pages of pagesLists)
      for (const path of paths) {
        const guard = canViewRoute(pages, path, actionsOf(parseRoutePath(path).page));
        expect(mayCallAhead(pages, path, []), `${path} with [${pages.join(', ')}]`).toBe(guard);
      }
  });

  it('sends nothing ahead for an address of another shape (a filtered list, a form)', () => {
    const pages = ['rsupplier', 'rsupplier/edit', 'rsupplier/add'];
    for (const path of ['/rsupplier/status/Active', '/rsupplier/edit/5', '/rsupplier/add'])
      expect(mayCallAhead(pages, path, []), path).toBe(false);
  });

  it('sends nothing ahead for a route the role’s Blokir rules refused, as the guard shows the blocked page', () => {
    const pages = ['rabsensi', 'rabsensi/view', 'rpekerjaan', 'rpekerjaan/view'];
    // a rule's route as an admin types it: with or without its slashes, and a list's route blocks its views
    for (const blocked of [['/rabsensi'], ['rabsensi/'], ['/rabsensi', '/rsupplier']]) {
      for (const path of ['/rabsensi', '/rabsensi/view/3'])
        expect(mayCallAhead(pages, path, blocked), `${path} blocked by ${blocked}`).toBe(
          !isBlockedRoute(blocked, normaliseRoute(path)) &&
            canViewRoute(pages, path, actionsOf(parseRoutePath(path).page)),
        );
      expect(mayCallAhead(pages, '/rpekerjaan/view/8', blocked)).toBe(true);
    }
    expect(mayCallAhead(pages, '/rabsensi', ['/rabsensi'])).toBe(false);
    expect(mayCallAhead(pages, '/rabsensi/view/3', ['/rabsensi'])).toBe(false);
  });
});
