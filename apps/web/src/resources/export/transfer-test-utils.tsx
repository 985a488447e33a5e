/**
 * Test helpers of the export, import and saved-view screens: the generic screens' i18n (real locale
 * files) plus transfer.json, the fetch mock of test-utils, and a fake XMLHttpRequest for uploads. Only
 * the network (fetch, XMLHttpRequest) and window.open are replaced; our modules stay real.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { api } from '../../api/api.ts';
import { SessionProvider } from '../../app/session-context.tsx';
import { createSessionStore } from '../../session/session-store.ts';
import { KEYS } from '../../session/storage.ts';
import { UiHost } from '../../ui/index.ts';
import { createTestI18n, type Handler, mockApi } from '../test-utils.tsx';

export { reply } from '../test-utils.tsx';

export const TEST_USER = {
  id: 7,
  username: 'admin',
  email: 'admin@kantor.test',
  no_hp: null,
  user_role_id: 52,
  user_id: 7,
};

/** The shared test i18n (every namespace, transfer included). */
export const createTransferI18n = createTestI18n;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type TransferScreenOptions = { path?: string; pages: string[]; lng?: 'id-ID' | 'en-US' };

/** Signs a user in through the mocked current-user call, then renders `element` with the app's providers. */
export async function renderTransfer(
  element: ReactElement,
  options: TransferScreenOptions,
  handlers: Record<string, Handler>,
): Promise<RenderResult & { api: ReturnType<typeof mockApi>; i18n: I18n }> {
  const mock = mockApi({
    'GET /api/account/currentuserdata': () => ({ user: TEST_USER, roles: ['admin'], pages: options.pages }),
    ...handlers,
  });
  sessionStorage.setItem(KEYS.token, 'test-token');
  const session = createSessionStore(api, () => undefined);
  await session.refreshUser();
  const i18n = createTransferI18n(options.lng);
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
    <MemoryRouter initialEntries={[options.path ?? '/']}>
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

/** A request the fake XMLHttpRequest received. */
export type XhrCall = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  withCredentials: boolean;
};

export type XhrReply = { status: number; body: unknown };

/**
 * Replaces XMLHttpRequest with a fake that reports upload progress in two steps and answers through
 * `respond` (sync or async). Returns the recorded calls.
 */
export function mockXhr(respond: (call: XhrCall) => XhrReply | Promise<XhrReply>) {
  const calls: XhrCall[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((e: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      const call: XhrCall = {
        method: this.method,
        url: new URL(this.url, 'http://localhost'),
        headers: { ...this.headers },
        body,
        withCredentials: this.withCredentials,
      };
      calls.push(call);
      const size = body instanceof FormData ? ((body.get('file') as File | null)?.size ?? 0) : 0;
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({
          loaded: Math.floor(size / 2),
          total: size,
          lengthComputable: true,
        } as ProgressEvent);
        this.upload.onprogress?.({ loaded: size, total: size, lengthComputable: true } as ProgressEvent);
        this.upload.onload?.();
        const answer = await respond(call);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.responseHeaders = { 'content-type': 'application/json' };
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}
