import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { RoleRulesProvider } from '../../rules/role-rules-context.tsx';
import { createRoleRulesStore } from '../../rules/role-rules-store.ts';
import { UserFormPage } from './UserFormPage.tsx';

/** The roles the server has: the two of spec §3 and one an admin made, in a group. */
const ROLES = [
  { id: 52, role_name: 'Admin', groups: [] },
  { id: 61, role_name: 'Kasir', groups: ['Toko'] },
  { id: 53, role_name: 'Teknisi', groups: [] },
];

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function storeWith(records: unknown[]) {
  const fetchImpl = (async () => json({ records })) as unknown as typeof fetch;
  return createRoleRulesStore(createApiClient({ getToken: () => 't', fetchImpl }));
}

function renderForm(records: unknown[]) {
  const store = storeWith(records);
  // the form's own calls (the role list) go through the app's client, to the page's fetch
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).includes('/api/akun/roles') ? json({ roles: ROLES }) : json({}),
  );
  return store.setRole(52).then(() =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RoleRulesProvider store={store}>
          <MemoryRouter initialEntries={['/akun/tambahuser']}>
            <UserFormPage mode="tambahuser" />
          </MemoryRouter>
        </RoleRulesProvider>
      </QueryClientProvider>,
    ),
  );
}

const roleLabel = () => screen.getByTestId('user-form').querySelector('#login-role')?.closest('.p-dropdown');

describe('akun/tambahuser reads the role rules', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('starts the new login on the role the `default role id add` rule names', async () => {
    sessionStorage.clear();
    await renderForm([
      {
        id: 1,
        role_id: 52,
        nama_route: '/akun/tambahuser',
        kategori: 'default role id add',
        default_add: '53',
      },
    ]);
    await waitFor(() => expect(roleLabel()?.textContent).toContain('Teknisi'));
  });

  it('leaves the role to choose without such a rule', async () => {
    sessionStorage.clear();
    await renderForm([]);
    expect(roleLabel()?.textContent).not.toContain('Teknisi');
    expect(roleLabel()?.textContent).not.toContain('Admin');
  });

  it('offers every role the server has, with its group, not only Admin and Teknisi (issue 36)', async () => {
    sessionStorage.clear();
    await renderForm([]);
    // the list has come once the picker's loading icon is gone
    await waitFor(() => expect(roleLabel()?.querySelector('.p-icon-spin')).toBeNull());
    fireEvent.click(roleLabel()!.querySelector('.p-dropdown-label')!);
    await screen.findByRole('option', { name: 'Kasir (Toko)', hidden: true });
    const names = screen
      .getAllByRole('option', { hidden: true })
      .map((o) => o.getAttribute('aria-label'))
      .filter((name) => name !== null);
    expect(names).toEqual(['Admin', 'Kasir (Toko)', 'Teknisi']);
  });

  it('gives the new login other roles and a branch (issue 37)', async () => {
    sessionStorage.clear();
    const sent: unknown[] = [];
    await renderForm([]);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/akun/roles')) return json({ roles: ROLES });
      if (init?.method === 'POST') sent.push(JSON.parse(String(init.body)));
      return json({ message: 'ok', record: {} });
    });
    const form = screen.getByTestId('user-form');
    const others = form.querySelector('#login-peran_lain')!.closest('.p-multiselect')!;
    await waitFor(() => expect(others.querySelector('.p-icon-spin')).toBeNull());
    fireEvent.click(others.querySelector('.p-multiselect-label-container') ?? others);
    fireEvent.click(await screen.findByRole('option', { name: 'Teknisi', hidden: true }));
    fireEvent.change(form.querySelector('#login-cabang')!, { target: { value: 'Bekasi' } });
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ peran_lain: [53], cabang: 'Bekasi' });
  });
});
