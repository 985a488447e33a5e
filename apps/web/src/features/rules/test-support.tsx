/**
 * Test helpers of the role and rule screens: i18next with the real locale files (roles included), a
 * fetch stub at the network boundary, and a render inside the app's providers.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, type RenderResult, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../api/api.ts';
import { SessionProvider } from '../../app/session-context.tsx';
import { createSessionStore } from '../../session/session-store.ts';
import { KEYS } from '../../session/storage.ts';
import { createTestI18n } from '../../test-support/i18n.ts';
import { UiHost } from '../../ui/index.ts';

configure({ asyncUtilTimeout: 15_000 });

/** The shared test i18n (every namespace, roles included). */
export const createRolesI18n = createTestI18n;

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: Call) => unknown;

/** Stubs fetch: handlers keyed `'METHOD /api/path'`; a handler may return `{ status, body }` via `answer()`. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      const call = {
        method,
        path: url.pathname,
        query: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const handler = handlers[`${method} ${url.pathname}`];
      const result = handler ? handler(call) : answer(404, { message: 'Not found' });
      const { status, body } = isAnswer(result) ? result : { status: 200, body: result };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const ANSWER = Symbol('answer');
export const answer = (status: number, body: unknown) => ({ [ANSWER]: true, status, body });
const isAnswer = (v: unknown): v is { status: number; body: unknown } =>
  typeof v === 'object' && v !== null && ANSWER in v;

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at `path` (matched by `pattern`) as a signed-in admin, with the toast and dialog hosts. */
export async function renderRolesScreen(
  element: ReactElement,
  options: { path: string; pattern?: string; lng?: 'id-ID' | 'en-US' },
  handlers: Record<string, Handler>,
): Promise<RenderResult & { calls: Call[] }> {
  const calls = stubApi({
    'GET /api/account/currentuserdata': () => ({
      user: {
        id: 1,
        username: 'admin',
        email: 'admin@kantor.test',
        no_hp: null,
        user_role_id: 52,
        user_id: 1,
      },
      roles: ['admin'],
      pages: ['home'],
    }),
    ...handlers,
  });
  sessionStorage.setItem(KEYS.token, 'test-token');
  const session = createSessionStore(api, () => undefined);
  await session.refreshUser();
  const i18n = createRolesI18n(options.lng);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider store={session}>{children}</SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(
    <MemoryRouter initialEntries={[options.path]}>
      <Routes>
        <Route
          path={options.pattern ?? '*'}
          element={
            <>
              {element}
              <UiHost />
            </>
          }
        />
      </Routes>
      <Location />
    </MemoryRouter>,
    { wrapper },
  );
  return { ...result, calls };
}
