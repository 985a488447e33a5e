// Issue 36 on the admin account screens: an unknown login is the 404 page; a role the admin made shows.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPages } from '../../app/ErrorPages.tsx';
import { RoleStatusPage } from './RoleStatusPage.tsx';
import { SetPasswordPage } from './SetPasswordPage.tsx';

// Issue 36: an admin screen of a login that does not exist (`akun/ubahrolestatusverify/{id}`,
// `akun/setubahpassword/{id}`) is the 404 page, not an endless spinner or a form "for user ".

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LOGIN = {
  id: 7,
  username: 'sari',
  email: 'sari@contoh.co.id',
  user_role_id: 52,
  status: 'Pending',
  email_verified_at: null,
};

/** The server: login 7 exists, any other id is the 404 the routes answer for an unknown record. */
function serve(login: typeof LOGIN = LOGIN) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url.includes('/api/akun/roles'))
      return json({
        roles: [
          { id: 52, role_name: 'Admin', groups: [] },
          { id: 53, role_name: 'Teknisi', groups: ['Lapangan'] },
          { id: 60, role_name: 'Kasir', groups: ['Toko'] },
        ],
      });
    if (/\/api\/akun\/(ubahrolestatusverify|edituser)\/7(\?|$)/.test(url)) return json(login);
    return json({ message: 'No query results for model [App\\Models\\User] 999' }, 404);
  });
  return asked;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/akun/ubahrolestatusverify/:id" element={<RoleStatusPage />} />
          <Route path="/akun/setubahpassword/:id" element={<SetPasswordPage />} />
          <Route path="/error/*" element={<ErrorPages />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('an unknown login on the admin account screens', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('akun/ubahrolestatusverify/{unknown id} shows the 404 page', async () => {
    const asked = serve();
    renderAt('/akun/ubahrolestatusverify/999');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByTestId('role-status-form')).toBeNull();
    expect(asked.some((url) => url.includes('/api/akun/ubahrolestatusverify/999'))).toBe(true);
  });

  it('akun/ubahrolestatusverify/{known id} shows the form, not the 404 page', async () => {
    serve();
    renderAt('/akun/ubahrolestatusverify/7');
    const form = await screen.findByTestId('role-status-form');
    expect(form.textContent).toContain('sari@contoh.co.id');
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });

  it('akun/setubahpassword/{unknown id} shows the 404 page', async () => {
    const asked = serve();
    renderAt('/akun/setubahpassword/999');
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.queryByTestId('set-password-form')).toBeNull();
    expect(asked.some((url) => url.includes('/api/akun/edituser/999'))).toBe(true);
  });

  it('akun/setubahpassword/{known id} shows the form for that login', async () => {
    serve();
    renderAt('/akun/setubahpassword/7');
    const form = await screen.findByTestId('set-password-form');
    // the tests run without the locale files: the line naming the login shows as its key
    await vi.waitFor(() => expect(form.textContent).toContain('account.admin.forUser'));
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });
});

describe('a login of a role the admin made', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a Kasir login’s role with its group on akun/ubahrolestatusverify, not a blank', async () => {
    serve({ ...LOGIN, user_role_id: 60 });
    renderAt('/akun/ubahrolestatusverify/7');
    const form = await screen.findByTestId('role-status-form');
    // the picker's shown choice: the role's name and its group, as GET /akun/roles names them
    await vi.waitFor(() => expect(form.querySelector('.p-dropdown-label')?.textContent).toBe('Kasir (Toko)'));
  });
});
