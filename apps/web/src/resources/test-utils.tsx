/**
 * Test helpers of the generic screens: an i18next instance with the real locale files, a fetch mock
 * (the network boundary; our own modules stay real), and a render with the app's providers.
 */
import type { RecordCan, RoleRule, ScreenCan } from '@kantor/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, type RenderResult, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { api } from '../api/api.ts';
import { SessionProvider } from '../app/session-context.tsx';
import { RoleRulesProvider } from '../rules/role-rules-context.tsx';
import { createRoleRulesStore } from '../rules/role-rules-store.ts';
import { createSessionStore } from '../session/session-store.ts';
import { KEYS } from '../session/storage.ts';
import { createTestI18n } from '../test-support/i18n.ts';
import { resetDialogs, toast, UiHost } from '../ui/index.ts';

// Screens load PrimeReact and wait on debounced searches; a busy CI machine needs room.
configure({ asyncUtilTimeout: 15_000 });

/** Per-test time limit of the screen suites. */
export const SCREEN_TEST_TIMEOUT = 30_000;

/**
 * What a screen test leaves behind, cleared after each test (`afterEach(cleanupScreen)`): the rendered
 * tree, the app's dialogs and toasts, and the page's session storage.
 */
export function cleanupScreen(): void {
  cleanup();
  act(() => {
    resetDialogs();
    toast.clear();
  });
  sessionStorage.clear();
}

export { createTestI18n };

export type ApiCall = {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
  /** A multipart body (uploads), as sent. */
  formData?: FormData;
};
export type Reply = { status?: number; body: unknown };
export type Handler = (call: ApiCall) => Reply | unknown;

/**
 * Stubs `fetch`: each handler is keyed `'METHOD /api/path'` (path without query; a trailing `*`
 * matches a prefix). A handler answers a body (200) or `{ status, body }` when it returns `reply()`,
 * or a promise of either (to hold an answer back). Unmatched calls answer 404. Every call is recorded.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const call: ApiCall = { method, url, body, headers };
    if (init.body instanceof FormData) call.formData = init.body;
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const handler =
      handlers[key] ??
      Object.entries(handlers).find(
        ([pattern]) => pattern.endsWith('*') && key.startsWith(pattern.slice(0, -1)),
      )?.[1];
    const answer = handler ? await handler(call) : reply(404, { message: 'Not found' });
    const { status, body: payload } = isReply(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(payload), {
      status: status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    find: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}

const REPLY = Symbol('reply');
export const reply = (status: number, body: unknown) => ({ [REPLY]: true, status, body });
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && REPLY in (value as Record<symbol, unknown>);

/** The server lets the caller do everything on the screen (the list answer's `can`). */
export const CAN_ALL: ScreenCan = {
  view: true,
  add: true,
  edit: true,
  delete: true,
  export: true,
  import: true,
};
/** The server lets the caller do everything with a record (its `_can`). */
export const RECORD_CAN_ALL: RecordCan = { view: true, edit: true, delete: true };

/** A record as the server sends it: with its `_can` (everything, unless the record brings its own). */
export const withRecordCan = <T extends object>(record: T, can: RecordCan = RECORD_CAN_ALL) => ({
  _can: can,
  ...record,
});

/**
 * A list answer as the server sends it: the page of records, each with its `_can` (everything unless
 * a record brings its own), and what the screen allows (`can`, everything unless given).
 */
export function listAnswer(
  records: readonly object[],
  { can = CAN_ALL, total = records.length, page = 1, limit = 20 } = {} as {
    can?: ScreenCan;
    total?: number;
    page?: number;
    limit?: number;
  },
) {
  return { records: records.map((r) => withRecordCan(r)), totalRecords: total, page, limit, can };
}

/** Every page of one resource (list, view, add, edit, delete). */
export const allPagesOf = (name: string) => [
  name,
  `${name}/view`,
  `${name}/add`,
  `${name}/edit`,
  `${name}/delete`,
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type ScreenOptions = {
  path: string;
  /** The signed-in user's pages list. */
  pages: string[];
  lng?: 'id-ID' | 'en-US';
  /**
   * Role-rule records of the signed-in user's role (52), answered by the mocked
   * `GET /api/setupshowhideroleid` and compiled by the app's own store (core `compile`).
   */
  rules?: RoleRule[];
  /** Wait for the role's rules before rendering (default true); false to see the spinner first. */
  waitForRules?: boolean;
};

/** The test user's role id. */
export const TEST_ROLE_ID = 52;

/**
 * Signs a user in through the (mocked) `account/currentuserdata` call, then renders the element at
 * `path` inside the app's providers, with the toast and dialog hosts.
 */
export async function renderScreen(
  element: ReactElement,
  options: ScreenOptions,
  handlers: Record<string, Handler>,
): Promise<RenderResult & { api: ReturnType<typeof mockApi>; i18n: I18n }> {
  const mock = mockApi({
    'GET /api/account/currentuserdata': () => ({
      user: {
        id: 1,
        username: 'admin',
        email: 'admin@kantor.test',
        no_hp: null,
        user_role_id: TEST_ROLE_ID,
        user_id: 1,
      },
      roles: ['admin'],
      pages: options.pages,
    }),
    'GET /api/setupshowhideroleid': () => ({ records: options.rules ?? [] }),
    ...handlers,
  });
  sessionStorage.setItem(KEYS.token, 'test-token');
  const session = createSessionStore(api, () => undefined);
  await session.refreshUser();
  const rules = createRoleRulesStore(api);
  const loading = rules.setRole(TEST_ROLE_ID);
  if (options.waitForRules !== false) await loading;
  const i18n = createTestI18n(options.lng);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider store={session}>
          <RoleRulesProvider store={rules}>{children}</RoleRulesProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(
    <MemoryRouter initialEntries={[options.path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {element}
              <LocationProbe />
              <UiHost />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { wrapper },
  );
  return { ...result, api: mock, i18n };
}
