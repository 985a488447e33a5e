import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { RoleRulesProvider } from '../../rules/role-rules-context.tsx';
import { createRoleRulesStore } from '../../rules/role-rules-store.ts';
import { UserFormPage } from './UserFormPage.tsx';

function storeWith(records: unknown[]) {
  const fetchImpl = (async () =>
    new Response(JSON.stringify({ records }), {
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;
  return createRoleRulesStore(createApiClient({ getToken: () => 't', fetchImpl }));
}

function renderForm(records: unknown[]) {
  const store = storeWith(records);
  return store.setRole(52).then(() =>
    render(
      <RoleRulesProvider store={store}>
        <MemoryRouter initialEntries={['/akun/tambahuser']}>
          <UserFormPage mode="tambahuser" />
        </MemoryRouter>
      </RoleRulesProvider>,
    ),
  );
}

const roleLabel = () => screen.getByTestId('user-form').querySelector('#login-role')?.closest('.p-dropdown');

describe('akun/tambahuser reads the role rules', () => {
  afterEach(cleanup);

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
});
